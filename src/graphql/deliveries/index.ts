import './redeliver-webhook-delivery.js';
import './webhook-delivery.js';
