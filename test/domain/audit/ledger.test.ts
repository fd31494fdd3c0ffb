/**
 * The ledger audit finds what is wrong, and nothing when nothing is: a completed sale audits
 * clean; a posting corrupted on purpose, an escrow that no longer matches its schedules and a
 * payout booked twice are each reported with the transaction and the postings involved — by
 * the domain module, the operator-only GraphQL query and the CLI's exit code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { openConfiguredDatabase } from '../../../src/db/configured.js';
import { auditLedger, auditTransactions, trialBalance } from '../../../src/domain/audit/ledger.js';
import { act } from '../../../src/domain/transactions/act.js';
import { runDueJobs } from '../../../src/domain/jobs/run-jobs.js';
import { createLogger } from '../../../src/log.js';
import { createServices } from '../../../src/services.js';
import { sendGraphQL } from '../../support/access.js';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../../support/data-folder.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';
import { action, givePayoutMethod, patch, sandboxFund } from '../../support/lifecycle.js';
import { runCli } from '../../support/processes.js';
import { cameraSaleBody, postJson } from '../../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let operator: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, operator },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' }, operator: { isOperator: true } }));
});
afterAll(() => harness.close());

/** A camera sale taken to completion: funded, shipped, received, accepted, paid out. */
async function completedSale(): Promise<number> {
  const id = (await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody(buyer.email))).body.id as number;
  await givePayoutMethod(harness, id, seller.id);
  expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
  expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
  for (const [who, step] of [
    [seller, 'ship'],
    [buyer, 'receive'],
    [buyer, 'accept'],
  ] as const)
    expect((await action(harness, who, id, { action: step })).status).toBe(200);
  while ((await runDueJobs(harness.services, { transactionId: id })) > 0);
  return id;
}

const auditQuery = `{ ledgerAudit { __typename ... on Error { code message } ... on LedgerAudit { ok violationCount truncated
  violations { check message transactionDatabaseId accountKey postings { databaseId kind entries { accountKey amount currency } } } } } }`;

describe('ledger audit', () => {
  let sale: number;

  it('finds nothing wrong in a completed sale, and the trial balance of each currency sums to zero', async () => {
    sale = await completedSale();
    const audit = await auditLedger(harness.services.prisma, { pageSize: 2 });
    expect(audit).toMatchObject({ ok: true, violationCount: 0, violations: [], truncated: false });
    expect(audit.postings).toBeGreaterThanOrEqual(3);
    expect(audit.transactions).toBeGreaterThanOrEqual(1);
    const balance = await trialBalance(harness.services.prisma);
    expect(balance.currencies).toEqual([expect.objectContaining({ currency: 'usd', total: 0n, balanced: true })]);
    const answer = await sendGraphQL(harness, operator.auth, { query: auditQuery });
    expect(answer.picked).toMatchObject({ __typename: 'LedgerAudit', ok: true, violationCount: 0 });
  });

  it('reads a payment in float beside an open dispute as floating: the dispute (65) outranks 23', async () => {
    const milestone = (title: string, amount: string, day: number) => ({
      title,
      type: 'milestone',
      inspection_period: 86400,
      schedule: [{ amount, payer_customer: buyer.email, beneficiary_customer: seller.email, due_date: new Date(Date.UTC(2026, 1, day)).toISOString() }],
    });
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', {
      parties: [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: seller.email },
      ],
      currency: 'usd',
      description: 'Milestones',
      items: [milestone('Design', '300.00', 1), milestone('Build', '700.00', 15)],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const first = created.body.items[0].id as number;
    expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
    await act(harness.services, { kind: 'service' }, id, { type: 'fund', itemIds: [first] });
    expect((await patch(harness, seller, `/2017-09-01/transaction/${id}/item/${first}`, { action: 'ship' })).status).toBe(200);
    expect((await postJson(harness, buyer, `/2017-09-01/transaction/${id}/item/${first}/dispute`, { reason: 'Not as described' })).status).toBe(201);
    const floating = await act(harness.services, { kind: 'service' }, id, { type: 'fund', float: true });
    expect(floating.statusCode).toBe(65);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
  });

  it('is for operators only', async () => {
    for (const account of [buyer, seller]) {
      const answer = await sendGraphQL(harness, account.auth, { query: auditQuery });
      expect(answer.picked).toMatchObject({ __typename: 'ForbiddenError' });
    }
    const tooMany = await sendGraphQL(harness, operator.auth, { query: '{ ledgerAudit(maxViolations: 0) { __typename } }' });
    expect(tooMany.picked).toMatchObject({ __typename: 'ValidationError' });
  });

  it('reports a corrupted posting with its entries, and the account it no longer adds up to', async () => {
    const prisma = harness.services.prisma;
    const funding = await prisma.ledgerPosting.findFirstOrThrow({ where: { transactionId: sale, kind: 'funding' }, include: { entries: true } });
    const entry = funding.entries.find((e) => e.amount > 0n)!;
    await prisma.ledgerEntry.update({ where: { id: entry.id }, data: { amount: entry.amount + 1n } });

    const audit = await auditLedger(prisma, { pageSize: 2 });
    expect(audit.ok).toBe(false);
    const unbalanced = audit.violations.find((v) => v.check === 'posting_balances');
    expect(unbalanced).toMatchObject({ transactionId: sale, message: `Posting ${funding.id} does not sum to zero: usd 0.01.` });
    expect(unbalanced!.postings).toEqual([expect.objectContaining({ id: funding.id, kind: 'funding' })]);
    expect(audit.violations.find((v) => v.check === 'account_balance')).toMatchObject({ accountKey: `escrow:txn:${sale}:usd` });

    const answer = await sendGraphQL(harness, operator.auth, { query: auditQuery });
    expect(answer.picked).toMatchObject({ __typename: 'LedgerAudit', ok: false, violationCount: audit.violationCount });
    expect(answer.picked.violations).toContainEqual(
      expect.objectContaining({
        check: 'posting_balances',
        transactionDatabaseId: sale,
        postings: [expect.objectContaining({ databaseId: funding.id, kind: 'funding' })],
      }),
    );
    await prisma.ledgerEntry.update({ where: { id: entry.id }, data: { amount: entry.amount } });
    expect((await auditLedger(prisma)).ok).toBe(true);
  });

  it('reports an escrow that does not hold the secured schedules, and a payout booked twice', async () => {
    const prisma = harness.services.prisma;
    const schedule = await prisma.schedule.findFirstOrThrow({ where: { item: { transactionId: sale } } });
    await prisma.schedule.update({ where: { id: schedule.id }, data: { disbursedToBeneficiary: false } });
    let audit = await auditLedger(prisma);
    expect(audit.violations.map((v) => v.check)).toEqual(expect.arrayContaining(['escrow_holds_secured', 'paid_out_once', 'timeline_matches_state']));
    expect(audit.violations.find((v) => v.check === 'escrow_holds_secured')).toMatchObject({ transactionId: sale });
    await prisma.schedule.update({ where: { id: schedule.id }, data: { disbursedToBeneficiary: true } });

    // The disbursement posted a second time (with balances kept in step): money paid out twice.
    const payout = await prisma.ledgerPosting.findFirstOrThrow({ where: { transactionId: sale, kind: 'disbursement' }, include: { entries: true } });
    await prisma.ledgerPosting.create({
      data: {
        transactionId: sale,
        kind: 'disbursement',
        description: 'duplicate',
        entries: { create: payout.entries.map((e) => ({ accountId: e.accountId, amount: e.amount, currency: e.currency })) },
      },
    });
    for (const e of payout.entries) await prisma.ledgerAccount.update({ where: { id: e.accountId }, data: { balance: { increment: e.amount } } });
    audit = await auditLedger(prisma);
    const checks = audit.violations.map((v) => v.check);
    expect(checks).toEqual(expect.arrayContaining(['paid_out_once', 'negative_balance', 'escrow_holds_secured', 'timeline_matches_state']));
    expect(audit.violations.find((v) => v.check === 'paid_out_once')!.postings.filter((p) => p.kind === 'disbursement')).toHaveLength(2);
  });
});

describe('heldfunds ledger audit / ledger balance', { timeout: 180_000 }, () => {
  let database: ConfiguredDatabase;
  beforeAll(async () => {
    database = await createConfiguredDatabase('heldfunds-ledger-');
  });
  afterAll(() => database.cleanup());

  /** Writes one posting (balances kept in step) on the configured database, then lets go of it. */
  async function post(entries: [string, string, bigint][]): Promise<number> {
    const config = loadConfig(database.env);
    const log = createLogger('silent');
    const db = await openConfiguredDatabase(config, log);
    const services = createServices(config, db, log);
    try {
      const rows = [];
      for (const [key, kind, amount] of entries) {
        const account = await services.prisma.ledgerAccount.upsert({
          where: { key },
          create: { key, kind, currency: 'usd', allowNegative: kind === 'external_funding' },
          update: {},
        });
        await services.prisma.ledgerAccount.update({ where: { id: account.id }, data: { balance: { increment: amount } } });
        rows.push({ accountId: account.id, amount, currency: 'usd' as const });
      }
      const posting = await services.prisma.ledgerPosting.create({ data: { kind: 'fee', description: 'test', entries: { create: rows } } });
      return posting.id;
    } finally {
      await services.events.close();
      await db.close();
    }
  }

  it('exits 0 on a sound ledger, 1 with the posting at fault on a corrupted one; prints the trial balance', async () => {
    await post([
      ['funding:external:usd', 'external_funding', -500n],
      ['fees:revenue:usd', 'fee_revenue', 500n],
    ]);
    const clean = await runCli(['ledger', 'audit'], database.env);
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout)).toMatchObject({ ok: true, postings: 1, violationCount: 0, violations: [] });

    const bad = await post([
      ['funding:external:usd', 'external_funding', -700n],
      ['fees:revenue:usd', 'fee_revenue', 699n],
    ]);
    const corrupted = await runCli(['ledger', 'audit', '--page-size', '1'], database.env);
    expect(corrupted.code).toBe(1);
    const report = JSON.parse(corrupted.stdout);
    expect(report).toMatchObject({ ok: false, postings: 2, violationCount: 1 });
    expect(report.violations).toEqual([
      {
        check: 'posting_balances',
        message: `Posting ${bad} does not sum to zero: usd -0.01.`,
        transactionId: null,
        accountKey: null,
        postings: [
          {
            id: bad,
            kind: 'fee',
            description: 'test',
            entries: [
              { accountKey: 'funding:external:usd', amount: '-7.00', currency: 'usd' },
              { accountKey: 'fees:revenue:usd', amount: '6.99', currency: 'usd' },
            ],
          },
        ],
      },
    ]);

    const balance = await runCli(['ledger', 'balance'], database.env);
    expect(balance.code).toBe(0);
    expect(JSON.parse(balance.stdout)).toEqual({
      currencies: [
        {
          currency: 'usd',
          kinds: [
            { kind: 'external_funding', accounts: 1, balance: '-12.00' },
            { kind: 'fee_revenue', accounts: 1, balance: '11.99' },
          ],
          total: '-0.01',
          balanced: false,
        },
      ],
    });
    expect((await runCli(['ledger', 'audit', '--page-size', '0'], database.env)).code).toBe(2);
  });
});
