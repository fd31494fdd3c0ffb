import './accounts.js';
