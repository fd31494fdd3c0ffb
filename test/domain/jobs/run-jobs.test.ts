import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../../src/domain/jobs/run-jobs.js';
import type { Services } from '../../../src/domain/services.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';
import { action, sandboxFund } from '../../support/lifecycle.js';
import { lampSaleBody, postJson } from '../../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } }));
});
afterAll(() => harness.close());

describe('runDueJobs', () => {
  it('leaves a job a command re-armed while a run of it was refused: the new run still comes', async () => {
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', lampSaleBody());
    const id = created.body.id as number;
    expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    expect((await action(harness, seller, id, { action: 'ship' })).status).toBe(200);
    expect((await action(harness, buyer, id, { action: 'receive' })).status).toBe(200);
    // Choosing the payout method schedules a payout now: nothing is accepted yet, so its run is refused.
    const chosen = await postJson(harness, seller, `/2017-09-01/transaction/${id}/disbursement_methods`, {
      type: 'wire_transfer',
      account_name: 'Seller Ltd',
      bank_name: 'Example Bank',
      bank_swift_code: 'BANKUS33',
      bank_account_number: '123456789',
      currency: 'usd',
    });
    expect(chosen.status).toBe(200);
    // The buyer accepts between the refused run and its bookkeeping: the accept re-arms the payout.
    const { prisma } = harness.services;
    let accepted = false;
    const job = new Proxy(prisma.job, {
      get(target, name, receiver) {
        if (name !== 'updateMany') return Reflect.get(target, name, receiver) as unknown;
        return async (...args: Parameters<typeof prisma.job.updateMany>) => {
          if (!accepted) {
            accepted = true;
            expect((await action(harness, buyer, id, { action: 'accept' })).status).toBe(200);
          }
          return target.updateMany(...args);
        };
      },
    });
    const racing = {
      ...harness.services,
      prisma: new Proxy(prisma, { get: (target, name) => (name === 'job' ? job : (Reflect.get(target, name) as unknown)) }),
    } as Services;
    expect(await runDueJobs(racing, { transactionId: id })).toBe(1);
    expect(accepted).toBe(true);
    expect(await prisma.job.findFirstOrThrow({ where: { transactionId: id, kind: 'disburse' } })).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await runDueJobs(harness.services, { transactionId: id })).toBe(1);
    expect((await prisma.transaction.findUniqueOrThrow({ where: { id } })).closedAt).not.toBeNull();
  });
});
