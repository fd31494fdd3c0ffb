import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/shared/errors.js';
import type { Command } from '../../../src/domain/lifecycle/commands.js';
import { act, type Caller } from '../../../src/domain/transactions/act.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { expectBalancedLedger } from '../../support/ledger.js';
import { givePayoutMethod } from '../../support/lifecycle.js';
import { postJson } from '../../support/transactions.js';

// Random batches of actions sent at once to one transaction in the real database (truly in
// parallel on PostgreSQL), checking the ledger after every batch: postings balance, the escrow
// account holds exactly the secured, unpaid schedules, no internal account is negative, and
// every refusal is a domain error (never a deadlock or an invariant failure).

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
});
afterAll(() => harness.close());

type Who = 'buyer' | 'seller' | 'service';
const moves: [Command, Who][] = [
  [{ type: 'agree' }, 'seller'],
  [{ type: 'fund' }, 'service'],
  [{ type: 'ship' }, 'seller'],
  [{ type: 'receive' }, 'buyer'],
  [{ type: 'accept' }, 'buyer'],
  [{ type: 'reject' }, 'buyer'],
  [{ type: 'ship_return' }, 'buyer'],
  [{ type: 'receive_return' }, 'seller'],
  [{ type: 'accept_return' }, 'seller'],
  [{ type: 'reject_return' }, 'seller'],
  [{ type: 'cancel' }, 'buyer'],
  [{ type: 'cancel' }, 'seller'],
  [{ type: 'disburse' }, 'service'],
];

/** Lifecycle paths (indexes into moves): each batch carries the next step, so the runs get far. */
const paths = [
  [0, 1, 2, 3, 4, 12],
  [0, 1, 2, 3, 5, 6, 7, 8, 12],
  [0, 1, 2, 3, 5, 6, 7, 9],
  [0, 1, 11, 12],
];

async function viewer(account: TestAccount) {
  return { customer: await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } }), method: 'api_key' as const, apiKeyId: null };
}

async function checkLedger(id: number): Promise<void> {
  await expectBalancedLedger(harness, id);
  const items = await harness.services.prisma.item.findMany({ where: { transactionId: id } });
  for (const item of items) expect(item.accepted && item.rejected && !item.acceptedReturned && !item.inDispute).toBe(false);
}

describe('concurrent actions against the database', () => {
  it('keep the ledger balanced and the state consistent, batch after batch', async () => {
    const callers: Record<Who, Caller> = {
      buyer: { kind: 'customer', viewer: await viewer(buyer) },
      seller: { kind: 'customer', viewer: await viewer(seller) },
      service: { kind: 'service' },
    };
    let applied = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: paths.length - 1 }),
        fc.array(fc.array(fc.integer({ min: 0, max: moves.length - 1 }), { minLength: 1, maxLength: 3 }), { minLength: 9, maxLength: 9 }),
        async (pathIndex, extras) => {
          const path = paths[pathIndex]!;
          const batches = extras.map((random, step) => (step < path.length ? [path[step]!, ...random] : random));
          const created = await postJson(harness, buyer, '/2017-09-01/transaction', {
            parties: [
              { role: 'buyer', customer: 'me' },
              { role: 'seller', customer: seller.email },
            ],
            currency: 'usd',
            description: 'Property',
            items: [
              {
                title: 'Thing',
                type: 'general_merchandise',
                inspection_period: 86400,
                schedule: [{ amount: '120.00', payer_customer: 'me', beneficiary_customer: seller.email }],
              },
            ],
          });
          const id = created.body.id as number;
          await givePayoutMethod(harness, id, seller.id);
          for (const batch of batches) {
            const results = await Promise.allSettled(batch.map((index) => act(harness.services, callers[moves[index]![1]], id, moves[index]![0])));
            for (const result of results) {
              if (result.status === 'fulfilled') applied++;
              else expect(result.reason, String(result.reason)).toBeInstanceOf(DomainError);
            }
            await checkLedger(id);
          }
        },
      ),
      { numRuns: 12, seed: 42 },
    );
    // The walks get somewhere: each run applies at least its agreement and funding, and far
    // more in most orderings (truly parallel on PostgreSQL, so the exact count varies).
    expect(applied).toBeGreaterThan(36);
  }, 120_000);
});
