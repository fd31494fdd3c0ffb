import './identification-document.js';
import './verification-mutations.js';
import './verification.js';
