import './currency.js';
