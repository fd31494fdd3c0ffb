import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  partner = await createTestAccount(harness, { email: 'platform@example.com', isPartner: true });
  await createTestAccount(harness, { email: 'seller@example.com' });
});
afterAll(() => harness.close());

const item = domainNameBody('seller@example.com').items[0]!;

describe('POST /transaction: what cannot be read and what breaks a rule, at once', () => {
  it('reports a non-numeric amount next to mixed item types (422)', async () => {
    const { status, body } = await postJson(harness, buyer, '/2017-09-01/transaction', {
      ...domainNameBody('seller@example.com'),
      items: [
        { ...item, schedule: [{ amount: 'a thousand', payer_customer: 'me', beneficiary_customer: 'seller@example.com' }] },
        { ...item, type: 'general_merchandise' },
      ],
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      errors: {
        items: {
          '0': { schedule: { '0': { amount: ['must be a decimal number, such as 1000.00'] } } },
          '1': { type: ['cannot be mixed with domain_name items: a transaction holds one kind of transferable item'] },
        },
      },
    });
  });
});

describe('POST /transaction: the status code at creation', () => {
  async function created(account: TestAccount, request: Record<string, unknown>) {
    harness.db.queries.reset();
    harness.db.queries.recording = true;
    try {
      const { status, body } = await postJson(harness, account, '/2017-09-01/transaction', request);
      expect(status).toBe(201);
      // The INSERT may be a CTE of the one statement that stores the transaction.
      const writes = (verb: string) =>
        harness.db.queries.statements.reduce((sum, sql) => sum + (sql.match(new RegExp(`${verb}\\s+("[^"]+"\\.)?"Transaction"\\s`, 'gi'))?.length ?? 0), 0);
      const { statusCode } = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: body.id as number } });
      return { statusCode, inserts: writes('INSERT INTO'), updates: writes('UPDATE') };
    } finally {
      harness.db.queries.recording = false;
    }
  }

  const betweenOthers = {
    ...domainNameBody('seller@example.com'),
    parties: [
      { role: 'buyer', customer: 'buyer@example.com' },
      { role: 'seller', customer: 'seller@example.com' },
    ],
    items: [{ ...item, schedule: [{ amount: '1000.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }] }],
  };

  it.each([
    ['the buyer creates it: awaiting the seller', () => buyer, domainNameBody('seller@example.com'), 5],
    ['a draft offer', () => buyer, domainNameBody('seller@example.com', { is_draft: true }), 1],
    ['a partner creates it between two others: nobody agreed yet', () => partner, betweenOthers, 3],
  ])('is written by the INSERT, with no UPDATE after it: %s', async (_, account, request, code) => {
    expect(await created(account(), request)).toEqual({ statusCode: code, inserts: 1, updates: 0 });
  });
});
