import './create-webhook-input.js';
import './create-webhook.js';
import './delete-webhook-input.js';
import './delete-webhook.js';
import './webhook.js';
