import './api-key.js';
import './create-api-key.js';
import './update-api-key-input.js';
import './update-api-key.js';
