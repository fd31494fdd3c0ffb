import './buyer-payment.js';
import './payment-method-type.js';
import './payment-methods.js';
import './select-payment-method.js';
