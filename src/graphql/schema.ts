import { builder } from './builder.js';
import './errors/error-interface.js';
import './errors/domain-errors.js';
import './types/customer.js';
import './types/api-key.js';
import './mutations/create-api-key.js';
import './scalars/money.js';
import './scalars/json-object.js';
import './types/transaction.js';
import './mutations/create-transaction.js';
import './types/transaction-event.js';

export const schema = builder.toSchema({ sortSchema: true });
