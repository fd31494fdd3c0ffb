import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { domainNameBody, postJson } from '../../support/transactions.js';

// What one lifecycle action costs in SQL: each statement is a round trip to the database.

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness);
  seller = await createTestAccount(harness);
});
afterAll(() => harness.close());

async function recorded(request: () => Promise<{ status: number }>) {
  harness.db.queries.reset();
  harness.db.queries.recording = true;
  try {
    expect((await request()).status).toBe(200);
    return harness.db.queries.statements.filter((sql) => !/^(BEGIN|COMMIT)/.test(sql));
  } finally {
    harness.db.queries.recording = false;
  }
}

describe('act()', () => {
  it('agrees in 8 statements: authentication, lock, the transaction with its float balance, the party, the row with its version, timeline, event, the answer', async () => {
    const { body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody(seller.email));
    const statements = await recorded(() => postJson(harness, seller, `/2017-09-01/transaction/${body.id as number}`, { action: 'agree' }, 'PATCH'));
    expect(statements).toHaveLength(8);
    expect(statements.filter((sql) => sql.startsWith('UPDATE "public"."Transaction"'))).toHaveLength(1);
    expect(statements.filter((sql) => sql.includes('"version" = ("public"."Transaction"."version" +'))).toHaveLength(1);
    // No statement of its own for the float account (it comes joined to the transaction).
    expect(statements.some((sql) => /^SELECT ("t0"\."\w+"(, )?)+ FROM "public"\."LedgerAccount"/.test(sql))).toBe(false);
  });
});
