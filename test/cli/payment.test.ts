import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecord } from '../../src/cli/commands.js';
import { failureOf, optionsOf, printed } from '../support/cli.js';
import { createHarness, createTestAccount, type Harness } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';

// `heldfunds payment record` as an operator runs it, in this process on a test database: what
// it prints and how a failure is answered come from the functions the CLI entry uses.

let harness: Harness;
let transactionId: number;

beforeAll(async () => {
  harness = await createHarness();
  // An agreed transaction awaiting 1032.50 (1000.00 and the buyer's 32.50 escrow fee).
  const buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  const seller = await createTestAccount(harness, { email: 'seller@example.com' });
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  transactionId = created.body.id as number;
  const agreed = await action(harness, seller, transactionId, { action: 'agree' });
  expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
});
afterAll(() => harness.close());

/** Parses the command line as the CLI does, then runs the command on the test database. */
async function record(args: string[]) {
  return paymentRecord(harness.services, optionsOf('payment record', args));
}

describe('heldfunds payment record', () => {
  it('reports usage errors with exit code 2', async () => {
    const missing = await failureOf(() => record([]));
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/^heldfunds: --transaction must be a transaction id\n\nusage: heldfunds/);
    expect(missing.stderr).toContain('payment record --transaction ID [--amount 1032.50] [--method wire_transfer] [--reference REF] [--float]');
  });

  it('refuses an amount other than the outstanding balance with exit code 1, changing nothing', async () => {
    const before = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } });
    expect(await failureOf(() => record(['--transaction', String(transactionId), '--amount', '1000.00']))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: amount must equal the outstanding balance of 1032.50 USD\n',
    });
    expect(await failureOf(() => record(['--transaction', '999999']))).toEqual({ exitCode: 1, stderr: 'heldfunds: Transaction not found\n' });
    expect(await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } })).toEqual(before);
  });

  it('records the payment as the service and prints the transaction in the REST shape', async () => {
    const transaction = printed(await record(['--transaction', String(transactionId), '--amount', '1032.50', '--reference', 'FED-20260115-1']));
    expect(transaction).toMatchObject({ id: transactionId, description: 'A vintage camera', is_cancelled: false, close_date: null });
    expect(transaction.items[0].schedule[0]).toEqual({
      id: expect.any(Number),
      amount: '1000.00',
      payer_customer: 'buyer@example.com',
      beneficiary_customer: 'seller@example.com',
      status: { secured: true, disbursed_to_beneficiary: false },
    });

    // Once funded, nothing is outstanding: a second record is refused.
    expect(await failureOf(() => record(['--transaction', String(transactionId)]))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: Nothing is outstanding: the transaction is fully funded.\n',
    });
  });
});
