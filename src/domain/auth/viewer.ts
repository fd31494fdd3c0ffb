import type { Customer } from '../../db/generated/client.js';

/** The authenticated caller of a request. */
export interface Viewer {
  customer: Customer;
  method: 'password' | 'api_key';
  apiKeyId: number | null;
}
