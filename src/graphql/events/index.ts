import './event.js';
