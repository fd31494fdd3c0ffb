/**
 * The liveness of held money in the audit (docs/ledger.md, "Liveness"): a database holding a
 * stranded transaction, written as the code before issue 23 left it, fails `heldfunds ledger
 * audit` (and GraphQL ledgerAudit) with the transaction, the amount and why; the operator queue
 * lists it; the operator release pays it where the rules say, on the timeline, once; then the
 * audit passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine, type OneShotCommandLine } from '../../../src/cli/command-line.js';
import { commandExitCode, executeCommand } from '../../../src/cli/execute.js';
import { auditLedger } from '../../../src/domain/audit/ledger.js';
import { sendGraphQL } from '../../support/access.js';
import { printed } from '../../support/cli.js';
import { balance, transactionGlobalId } from '../../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';
import { action, givePayoutMethod, sandboxFund } from '../../support/lifecycle.js';
import { postJson } from '../../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let operator: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, operator },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
    operator: { email: 'ops@heldfunds.test', isOperator: true },
  }));
});
afterAll(() => harness.close());

const drain = () => harness.workers().drain();

/** Runs a CLI command line in-process, as the CLI (or the server beside it) does: its exit code and printed answer. */
async function cli(args: string[]): Promise<{ code: number; output: ReturnType<typeof printed> }> {
  const line = parseCommandLine(args) as OneShotCommandLine;
  const output = await executeCommand(harness.services, harness.db, line);
  return { code: commandExitCode(line, output), output: printed(output) };
}

/**
 * The partner cancelled a sale whose goods the buyer had accepted, and the settlement run
 * found no payout method (issue 23, defect 1). Then, as the old code's data has it, the
 * seller's method was written onto its party without scheduling the settlement: the money
 * is due and nothing will pay it.
 */
async function strandedSale(): Promise<number> {
  const created = await postJson(harness, partner, '/2017-09-01/transaction', {
    parties: [
      { role: 'buyer', customer: buyer.email },
      { role: 'seller', customer: seller.email },
    ],
    currency: 'usd',
    description: 'Stranded',
    items: [
      {
        title: 'Thing',
        type: 'general_merchandise',
        inspection_period: 86400,
        schedule: [{ amount: '500.00', payer_customer: buyer.email, beneficiary_customer: seller.email }],
      },
    ],
  });
  const id = created.body.id as number;
  for (const account of [buyer, seller]) expect((await action(harness, account, id, { action: 'agree' })).status).toBe(200);
  expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
  expect((await action(harness, seller, id, { action: 'ship' })).status).toBe(200);
  expect((await action(harness, buyer, id, { action: 'receive' })).status).toBe(200);
  expect((await action(harness, buyer, id, { action: 'accept' })).status).toBe(200);
  expect((await action(harness, partner, id, { action: 'cancel' })).status).toBe(200);
  await drain();
  await givePayoutMethod(harness, id, seller.id);
  expect(await harness.services.prisma.job.count({ where: { transactionId: id, status: 'pending' } })).toBe(0);
  expect(await balance(harness, `escrow:txn:${id}:usd`)).toBe(50000n);
  return id;
}

const auditQuery = `{ ledgerAudit { __typename ... on LedgerAudit { ok violations { check message transactionDatabaseId } } } }`;
const queueQuery = `{ operatorQueue { __typename ... on OperatorQueue { truncated entries { transactionDatabaseId itemDatabaseId amount decision why } } } }`;
const releaseMutation = `mutation($id: ID!, $reason: String!) { releaseStrandedMoney(transactionId: $id, reason: $reason) {
  __typename ... on Error { code message } ... on ReleaseStrandedMoneyPayload { transaction { statusCode isCancelled } } } }`;

describe('stranded money: audit, operator queue, operator release', () => {
  let id: number;
  let itemId: number;

  it('fails the audit (CLI exit 1, GraphQL ok false) naming the transaction, the amount and why', async () => {
    id = await strandedSale();
    itemId = (await harness.services.prisma.item.findFirstOrThrow({ where: { transactionId: id } })).id;
    const why = `Transaction ${id} holds 500.00 usd with no way out: 500.00 usd of item ${itemId}: its settlement is due but no settlement job is scheduled. An operator may release it (heldfunds operator release).`;

    const audit = await auditLedger(harness.services.prisma, { now: harness.clock.now() });
    expect(audit.ok).toBe(false);
    expect(audit.violations.map(({ check, transactionId, message }) => ({ check, transactionId, message }))).toEqual([
      { check: 'held_money_has_way_out', transactionId: id, message: why },
    ]);

    const run = await cli(['ledger', 'audit']);
    expect(run.code).toBe(1);
    expect(run.output).toMatchObject({ ok: false, violationCount: 1, violations: [{ check: 'held_money_has_way_out', transactionId: id, message: why }] });

    const graphql = await sendGraphQL(harness, operator.auth, { query: auditQuery });
    expect(graphql.picked).toEqual({
      __typename: 'LedgerAudit',
      ok: false,
      violations: [{ check: 'held_money_has_way_out', message: why, transactionDatabaseId: id }],
    });
  });

  it('lists it in the operator queue (CLI and GraphQL)', async () => {
    const entry = {
      transactionDatabaseId: id,
      itemDatabaseId: itemId,
      amount: '500.00',
      decision: 'release_stranded',
      why: 'its settlement is due but no settlement job is scheduled',
    };
    expect((await sendGraphQL(harness, operator.auth, { query: queueQuery })).picked).toEqual({ __typename: 'OperatorQueue', truncated: false, entries: [entry] });
    expect((await cli(['operator', 'queue'])).output).toEqual({
      truncated: false,
      entries: [{ transactionId: id, currency: 'usd', statusCode: 75, itemId, amount: '500.00', decision: 'release_stranded', why: entry.why }],
    });
    expect((await sendGraphQL(harness, seller.auth, { query: queueQuery })).picked).toMatchObject({ __typename: 'ForbiddenError' });
  });

  it('refuses a release without a reason or by a non-operator, changing nothing', async () => {
    const variables = { id: transactionGlobalId(id), reason: ' ' };
    expect((await sendGraphQL(harness, operator.auth, { query: releaseMutation, variables })).picked).toMatchObject({ __typename: 'ValidationError' });
    const bySeller = await sendGraphQL(harness, seller.auth, { query: releaseMutation, variables: { ...variables, reason: 'mine' } });
    expect(bySeller.picked).toMatchObject({ __typename: 'ForbiddenError' });
    await expect(cli(['operator', 'release', '--transaction', String(id), '--operator', seller.email, '--reason', 'mine'])).rejects.toThrow(
      'seller@example.com is not an operator',
    );
    expect(await balance(harness, `escrow:txn:${id}:usd`)).toBe(50000n);
  });

  it('releases it to the seller through the core, on the timeline, once; then the audit passes', async () => {
    const release = await cli([
      'operator',
      'release',
      '--transaction',
      String(id),
      '--operator',
      operator.email,
      '--reason',
      'Payout job lost in the 2026 migration',
    ]);
    expect(release.code).toBe(0);
    expect(release.output).toMatchObject({ id, status_code: 0, is_cancelled: true });
    expect(await balance(harness, `escrow:txn:${id}:usd`)).toBe(0n);
    expect(await balance(harness, `payout:customer:${seller.id}:usd`)).toBeGreaterThan(0n);
    const notes = await harness.services.prisma.timelineEntry.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } });
    expect(notes.map((note) => note.notes)).toContain(
      `Operator ${operator.id} released the stranded money of items ${itemId}: Payout job lost in the 2026 migration.`,
    );
    expect(notes.at(-1)?.actorId).toBe(operator.id);

    const again = await sendGraphQL(harness, operator.auth, { query: releaseMutation, variables: { id: transactionGlobalId(id), reason: 'twice' } });
    expect(again.picked).toMatchObject({ __typename: 'InvalidStateError' });
    expect(await balance(harness, `escrow:txn:${id}:usd`)).toBe(0n);

    expect((await cli(['ledger', 'audit'])).code).toBe(0);
    expect((await sendGraphQL(harness, operator.auth, { query: auditQuery })).picked).toEqual({ __typename: 'LedgerAudit', ok: true, violations: [] });
    expect((await cli(['operator', 'queue'])).output).toEqual({ truncated: false, entries: [] });
  });
});
