/** initialStatusCode: the status code a transaction is stored with, before it exists. */
import { describe, expect, it } from 'vitest';
import { initialStatusCode, type NewTransaction } from '../../../src/domain/lifecycle/status-code.js';

const [BUYER, SELLER, BROKER, PARTNER] = [1, 2, 3, 4];

/** A domain sale of 1000.00 created by `creator`, who agrees by creating it. */
function created(creator: number, options: { isDraft?: boolean; broker?: boolean } = {}): NewTransaction {
  const holders = { buyer: BUYER, seller: SELLER, broker: BROKER, partner: creator };
  const roles = ['buyer', 'seller', ...(options.broker ? ['broker' as const] : []), 'partner'] as const;
  return {
    isDraft: options.isDraft ?? false,
    parties: roles.map((role) => ({ role, customerId: holders[role], agreed: holders[role] === creator })),
    items: [{ type: 'domain_name', schedules: [{ amount: 100000n, payerCustomerId: BUYER, beneficiaryCustomerId: SELLER }] }],
  };
}

describe('initialStatusCode', () => {
  it.each([
    ['the buyer creates it', created(BUYER), 5],
    ['the seller creates it', created(SELLER), 6],
    ['the broker creates it', created(BROKER, { broker: true }), 9],
    ['a partner creates it between two others', created(PARTNER), 3],
    ['the buyer creates it with a broker who has not agreed', created(BUYER, { broker: true }), 5],
    ['an offer', created(BUYER, { isDraft: true }), 1],
  ])('%s: %d', (_, transaction, code) => {
    expect(initialStatusCode(transaction)).toBe(code);
  });
});
