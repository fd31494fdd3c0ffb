import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine, type OneShotCommandLine } from '../../src/cli/command-line.js';
import { executeCommand } from '../../src/cli/execute.js';
import { failureOf, printed } from '../support/cli.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';
import { send } from '../support/accounts.js';
import { base64, pdfBytes, personalBody } from '../support/verification.js';

// `heldfunds verification list|show|approve|reject` as an operator runs them: parsed as the CLI
// parses them and run through the same dispatch the CLI (and a server running a CLI command) uses.

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let transactionId: number;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } }));
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
  transactionId = created.body.id as number;
});
afterAll(() => harness.close());

async function run(args: string[]) {
  return printed(await executeCommand(harness.services, harness.db, parseCommandLine(args) as OneShotCommandLine));
}

async function submitted(account: TestAccount): Promise<number> {
  const answer = await send(harness, account, 'POST', '/2017-09-01/customer/me/verification/personal', personalBody());
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

describe('heldfunds verification', () => {
  it('reports usage errors with exit code 2', async () => {
    const missing = await failureOf(() => run(['verification', 'approve']));
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/^heldfunds: --id must be a verification id\n\nusage: heldfunds/);
    expect((await failureOf(() => run(['verification', 'reject', '--id', '1']))).stderr).toMatch(/^heldfunds: --reason is required: the customer is told why\n/);
    expect((await failureOf(() => run(['verification', 'list', '--status', 'maybe']))).exitCode).toBe(2);
    expect((await failureOf(() => run(['verification', 'destroy']))).stderr).toMatch(/^heldfunds: unknown verification command "destroy"/);
  });

  it('lists pending submissions, shows one with its files, approves and rejects; events follow', async () => {
    const buyerVerification = await submitted(buyer);
    const sellerVerification = await submitted(seller);
    const listed = await run(['verification', 'list']);
    expect(listed.verifications.map((v: { id: number; customer_email: string }) => [v.id, v.customer_email])).toEqual([
      [sellerVerification, 'seller@example.com'],
      [buyerVerification, 'buyer@example.com'],
    ]);
    expect((await run(['verification', 'list', '--customer', 'buyer@example.com', '--limit', '1'])).next_before).toBe(buyerVerification);
    const shown = await run(['verification', 'show', '--id', String(buyerVerification)]);
    expect(shown.documents[0]).not.toHaveProperty('content');
    expect((await run(['verification', 'show', '--id', String(buyerVerification), '--content'])).documents[0].content).toBe(base64(pdfBytes));

    expect(await run(['verification', 'approve', '--id', String(buyerVerification)])).toMatchObject({
      id: buyerVerification,
      status: 'verified',
      date_reviewed: expect.any(String),
    });
    expect(await run(['verification', 'reject', '--id', String(sellerVerification), '--reason', 'The name does not match the passport'])).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The name does not match the passport',
    });
    expect((await run(['verification', 'list'])).verifications).toEqual([]);
    expect((await run(['verification', 'list', '--status', 'all'])).verifications).toHaveLength(2);
    expect(await failureOf(() => run(['verification', 'approve', '--id', String(sellerVerification)]))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: The verification is not waiting for review: it is rejected\n',
    });
    expect(await failureOf(() => run(['verification', 'show', '--id', '999999']))).toEqual({ exitCode: 1, stderr: 'heldfunds: Verification not found\n' });

    const events = await harness.services.prisma.event.findMany({ where: { transactionId, name: { startsWith: 'party_verification' } }, orderBy: { id: 'asc' } });
    // The CLI acts as the service: no actor.
    expect(events.map((event) => [event.name, event.actorId, (event.payload as { customer_id: number }).customer_id])).toEqual([
      ['party_verification_submitted', buyer.id, buyer.id],
      ['party_verification_submitted', seller.id, seller.id],
      ['party_verification_approved', null, buyer.id],
      ['party_verification_rejected', null, seller.id],
    ]);
  });
});
