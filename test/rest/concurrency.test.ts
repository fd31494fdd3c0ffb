import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { expectBalancedLedger } from '../support/ledger.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import { runDueJobs } from '../../src/domain/jobs/run-jobs.js';
import { floatAccountKey } from '../../src/domain/ledger/accounts.js';
import { deriveStatusCode } from '../../src/domain/lifecycle/status-code.js';
import { transactionInclude } from '../../src/domain/transactions/record.js';
import { toSnapshot } from '../../src/domain/transactions/snapshot.js';
import type { Json } from '../support/json.js';

// Real parallel requests over sockets: on PostgreSQL (TEST_DATABASE_URL) they run on separate
// connections at once, and the transaction row lock must leave exactly one change applied.

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } }));
  server = await harness.listen();
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

async function call(account: TestAccount, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/2017-09-01${path}`, {
    method,
    headers: { authorization: account.auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}

/** A general-merchandise transaction taken to `stage`; the seller has a payout method unless `payout` is false. */
async function transactionAt(stage: 'agreed' | 'funded' | 'received', payout = true): Promise<number> {
  const created = await call(buyer, 'POST', '/transaction', {
    parties: [
      { role: 'buyer', customer: 'me' },
      { role: 'seller', customer: seller.email },
    ],
    currency: 'usd',
    description: 'Race',
    items: [
      {
        title: 'Thing',
        type: 'general_merchandise',
        inspection_period: 86400,
        schedule: [{ amount: '250.00', payer_customer: 'me', beneficiary_customer: seller.email }],
      },
    ],
  });
  const id = created.body.id as number;
  if (payout) await givePayoutMethod(harness, id, seller.id);
  expect((await call(seller, 'PATCH', `/transaction/${id}`, { action: 'agree' })).status).toBe(200);
  if (stage === 'agreed') return id;
  expect((await call(buyer, 'POST', `/sandbox/transaction/${id}/fund`)).status).toBe(200);
  if (stage === 'funded') return id;
  expect((await call(seller, 'PATCH', `/transaction/${id}`, { action: 'ship' })).status).toBe(200);
  expect((await call(buyer, 'PATCH', `/transaction/${id}`, { action: 'receive' })).status).toBe(200);
  return id;
}

async function events(id: number): Promise<string[]> {
  return (await harness.services.prisma.event.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } })).map((e) => e.name);
}

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('conflicting actions at once', () => {
  it('applies exactly one of eight simultaneous accepts', async () => {
    const id = await transactionAt('received');
    const results = await Promise.all(Array.from({ length: 8 }, () => call(buyer, 'PATCH', `/transaction/${id}`, { action: 'accept' })));
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await events(id)).filter((name) => name === 'accept')).toHaveLength(1);
    await expectBalancedLedger(harness, id);
  });

  it('applies exactly one of accept and reject sent together', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await transactionAt('received');
      const results = await Promise.all([
        call(buyer, 'PATCH', `/transaction/${id}`, { action: 'accept' }),
        call(buyer, 'PATCH', `/transaction/${id}`, { action: 'reject', rejection_information: { rejection_reason: 'broken' } }),
      ]);
      expect(statuses(results)).toEqual([200, 409]);
      const item = await harness.services.prisma.item.findFirstOrThrow({ where: { transactionId: id } });
      expect(item.accepted !== item.rejected).toBe(true);
      await expectBalancedLedger(harness, id);
    }
  });

  it('applies exactly one of cancel (by the partner) and ship sent together', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await transactionAt('funded');
      const results = await Promise.all([
        call(buyer, 'PATCH', `/transaction/${id}`, { action: 'cancel', cancel_information: { cancellation_reason: 'changed my mind' } }),
        call(seller, 'PATCH', `/transaction/${id}`, { action: 'ship' }),
      ]);
      expect(statuses(results)).toEqual([200, 409]);
      const names = await events(id);
      expect(names.includes('cancel') !== names.includes('ship')).toBe(true);
      await expectBalancedLedger(harness, id);
    }
  });

  it('secures the money once when it arrives several times at once', async () => {
    const id = await transactionAt('agreed');
    const results = await Promise.all(Array.from({ length: 5 }, () => call(buyer, 'POST', `/sandbox/transaction/${id}/fund`)));
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    expect(await harness.services.prisma.payment.count({ where: { transactionId: id } })).toBe(1);
    expect((await events(id)).filter((name) => name === 'payment_received')).toHaveLength(1);
    await expectBalancedLedger(harness, id);
  });
});

/** The stored state is one the core could have reached: its status code is the one it derives. */
async function expectConsistent(id: number): Promise<void> {
  const record = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id }, include: transactionInclude });
  const float = await harness.services.prisma.ledgerAccount.findUnique({ where: { key: floatAccountKey(id, 'usd') } });
  expect(record.statusCode).toBe(deriveStatusCode(toSnapshot(record, float?.balance ?? 0n)));
  await expectBalancedLedger(harness, id);
}

async function timeline(id: number): Promise<string[]> {
  return (await harness.services.prisma.timelineEntry.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } })).map((entry) => entry.notes);
}

const version = async (id: number) => (await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } })).version;

describe('choices and the sandbox clock take the same lock as actions', () => {
  it('a payout choice and an accept sent together both apply, and the seller is paid once', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await transactionAt('received', false);
      const before = await version(id);
      const results = await Promise.all([
        call(buyer, 'PATCH', `/transaction/${id}`, { action: 'accept' }),
        call(seller, 'POST', `/transaction/${id}/disbursement_methods`, {
          type: 'wire_transfer',
          account_name: 'Seller',
          bank_name: 'Bank',
          bank_swift_code: 'BANKUS33',
          bank_account_number: '123456789',
          currency: 'usd',
        }),
      ]);
      expect(statuses(results)).toEqual([200, 200]);
      // One after the other: each change bumped the version once.
      expect(await version(id)).toBe(before + 2);
      expect(await timeline(id)).toContain('The seller chose to be paid by wire transfer.');
      await expectConsistent(id);
      while ((await runDueJobs(harness.services, { transactionId: id })) > 0);
      expect((await events(id)).filter((name) => name === 'payment_disbursed')).toHaveLength(1);
      const closed = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } });
      expect(closed.closedAt).not.toBeNull();
      await expectConsistent(id);
    }
  });

  it('a payment-method choice and the money arriving at once: the choice waits for the lock', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await transactionAt('agreed');
      const results = await Promise.all([
        call(buyer, 'POST', `/transaction/${id}/payment_methods/wire_transfer`, {}),
        call(buyer, 'POST', `/sandbox/transaction/${id}/fund`),
      ]);
      const [chosen, funded] = results;
      expect(funded!.status).toBe(200);
      // Either it was chosen before the money arrived, or it is refused because nothing is left to pay.
      if (chosen!.status === 409) expect(chosen!.body).toEqual({ error: 'Nothing is outstanding: the transaction is fully funded.' });
      else expect(chosen!.status).toBe(200);
      await expectConsistent(id);
    }
  });

  it('a clock advance waits for a due job another runner took first, and answers what it did', async () => {
    const id = await transactionAt('received');
    const prisma = harness.services.prisma;
    // Another runner (an instance's event workers, woken by the same change) holds the
    // auto-accept job: its lease keeps this request's own runner off it.
    await prisma.job.updateMany({ where: { transactionId: id, kind: 'auto_accept' }, data: { leaseUntil: new Date(Date.now() + 60_000) } });
    const answer = call(buyer, 'POST', `/sandbox/transaction/${id}/advance`, { seconds: 2 * 86_400 });
    // That runner finishes the job a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await prisma.job.updateMany({ where: { transactionId: id, kind: 'auto_accept' }, data: { leaseUntil: null } });
    await runDueJobs(harness.services, { transactionId: id });
    const result = await answer;
    expect(result.status).toBe(200);
    const items = result.body.items as { status: { accepted: boolean } }[];
    expect(items[0]!.status.accepted).toBe(true);
  });

  it('simultaneous clock advances all count: none is lost', async () => {
    const id = await transactionAt('agreed');
    const before = await version(id);
    const results = await Promise.all(Array.from({ length: 4 }, () => call(buyer, 'POST', `/sandbox/transaction/${id}/advance`, { seconds: 3600 })));
    expect(statuses(results)).toEqual([200, 200, 200, 200]);
    const record = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } });
    expect(record.clockOffsetSeconds).toBe(4 * 3600);
    expect(record.version).toBe(before + 4);
    expect((await timeline(id)).filter((notes) => notes === 'The sandbox clock of this transaction was moved forward by 1 hour.')).toHaveLength(4);
  });
});
