import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/db/generated/client.js';
import { loadTransaction, loadTransactionWindow, transactionRecordsFunctionBody } from '../../src/domain/transactions/store/load.js';
import { createAccount } from '../../src/domain/customers/create-account.js';
import { createTransaction } from '../../src/domain/transactions/create.js';
import { parseCreateTransaction } from '../../src/rest/parse/create-transaction.js';
import { createHarness, type Harness } from '../support/harness.js';
import { domainNameBody } from '../support/transactions.js';

// The database function `transaction_records` (src/domain/transactions/store/load.ts): installed by a
// migration, defined by the loader's field lists. The two must not drift apart.

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

describe('transaction_records', () => {
  it('is installed by the migrations exactly as the loader defines it (else add a migration: npm run --silent sql:transaction-records)', async () => {
    const rows = await harness.db.read<{ source: string; arguments: string; result: string }>(
      Prisma.sql`SELECT p.prosrc AS "source", pg_get_function_arguments(p.oid) AS "arguments", pg_get_function_result(p.oid) AS "result"
        FROM pg_proc p WHERE p.proname = 'transaction_records'`,
    );
    expect(rows).toEqual([
      { source: transactionRecordsFunctionBody(), arguments: 'ids integer[], built integer', result: 'TABLE("transactionId" integer, record json)' },
    ]);
  });

  it('answers the ids in the order given, builds the first `built`, and leaves out ids of no transaction', async () => {
    const viewer = { customer: await createAccount(harness.services, { email: 'records.buyer@test.example' }), method: 'api_key' as const, apiKeyId: null };
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await createTransaction(harness.services, viewer, parseCreateTransaction(domainNameBody('records.seller@test.example')).input)).id);
    }
    const [a, b, c] = ids as [number, number, number];
    const wanted = Prisma.sql`SELECT unnest(${[c, a, 0, b]}::int[]) AS "id"`;
    const window = await loadTransactionWindow(harness.db, wanted, 2);
    expect(window.ids).toEqual([c, a, b]);
    expect(window.records).toEqual([await loadTransaction(harness.db, c), await loadTransaction(harness.db, a)]);
    const all = await loadTransactionWindow(harness.db, wanted, null);
    expect(all.records.map((record) => record.id)).toEqual([c, a, b]);
  });
});
