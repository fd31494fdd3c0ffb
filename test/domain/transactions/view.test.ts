import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionInclude, type TransactionRecord } from '../../../src/domain/transactions/record.js';
import { transactionStore } from '../../../src/domain/transactions/store/index.js';
import { viewTransaction } from '../../../src/domain/transactions/view.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';
import { action } from '../../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../../support/transactions.js';

// The view of a frozen record (the record cache's) is built once per caller and settings, frozen
// and shared; the view of any other record is built at each call (src/domain/transactions/view.ts).

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } }));
}, 60_000);
afterAll(() => harness.close());

async function create(): Promise<number> {
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

const load = async (id: number) => (await transactionStore.load(harness.db, id))!;

describe('the view of a transaction', () => {
  it('of an unchanged cached record is one frozen view per caller, equal to one built afresh', async () => {
    const id = await create();
    const record = await load(id);
    const config = harness.services.config;
    const view = viewTransaction(record, buyer.id, config);
    expect(viewTransaction(await load(id), buyer.id, config)).toBe(view);
    expect(Object.isFrozen(view.items[0]!.schedule[0])).toBe(true);
    expect(() => {
      (view.parties as unknown[]).push(null);
    }).toThrow(TypeError);
    const fresh = (await harness.services.prisma.transaction.findUnique({ where: { id }, include: transactionInclude })) as TransactionRecord;
    expect(viewTransaction(fresh, buyer.id, config)).toStrictEqual(view);
    expect(viewTransaction(fresh, buyer.id, config)).not.toBe(viewTransaction(fresh, buyer.id, config));
    expect(Object.isFrozen(viewTransaction(fresh, buyer.id, config))).toBe(false);

    const sellers = viewTransaction(record, seller.id, config);
    expect(sellers).not.toBe(view);
    expect(sellers.viewerRoles).toEqual(['seller']);
    expect(viewTransaction(record, buyer.id, { ...config, publicUrl: 'https://other.example' })).not.toBe(view);
  });

  it('of a changed transaction is built again', async () => {
    const id = await create();
    const view = viewTransaction(await load(id), seller.id, harness.services.config);
    expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
    const after = viewTransaction(await load(id), seller.id, harness.services.config);
    expect(after).not.toBe(view);
    expect(after.parties.find((party) => party.role === 'seller')!.agreed).toBe(true);
    expect(view.parties.find((party) => party.role === 'seller')!.agreed).toBe(false);
  });
});
