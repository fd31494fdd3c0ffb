/**
 * The body of POST /transaction/{id}/item/{item_id}/release, `{ "amount": "300.00" }`, declared
 * once (shape.ts; ReleaseFunds in the OpenAPI document): what the buyer pays the seller now of
 * the item's held money. Whether it is there, positive and within the held money is the domain's.
 */
import { readMoney } from './json.js';
import { documentedRequired, readBody, wireObject, wireValue } from './shape.js';
import type { Parsed } from './submit.js';

const amount = wireValue(readMoney, {
  type: 'string',
  pattern: '^\\d+(\\.\\d{1,2})?$',
  examples: ['300.00'],
  description: 'What the seller is paid now: a decimal string, more than 0 and at most the money the item holds',
});

export const releaseFundsBody = documentedRequired(
  wireObject({ amount }, 'must be an object', { unknownFields: 'is not a field of a release' }),
  ['amount'],
  'A partial release (an extension of the 2017-09-01 contract)',
);

export function parseReleaseFunds(body: unknown): Parsed<{ amount?: bigint }> {
  return readBody(releaseFundsBody, body);
}
