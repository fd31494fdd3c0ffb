import { builder } from './builder.js';
import './errors/error-interface.js';
import './errors/domain-errors.js';
import './scalars/money.js';
import './scalars/json-object.js';
// One folder per subject, named as in src/domain: a subject's types, inputs, queries and
// mutations sit together, and each folder's index imports them all.
import './shared/index.js';
import './auth/index.js';
import './customers/index.js';
import './api-keys/index.js';
import './webhooks/index.js';
import './deliveries/index.js';
import './disbursement-methods/index.js';
import './verification/index.js';
import './transactions/index.js';
import './lifecycle/index.js';
import './payments/index.js';
import './ledger/index.js';
import './partners/index.js';
import './events/index.js';

export const schema = builder.toSchema({ sortSchema: true });
