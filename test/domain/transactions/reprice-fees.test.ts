import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { action } from '../../support/lifecycle.js';
import { cameraSaleBody, getJson, postJson } from '../../support/transactions.js';

// Fees are repriced once, from the state a decision leaves: after every write of its patch, so a
// batch whose commands each change the amounts is priced on the last amounts.

let harness: Harness;
let buyer: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness);
});
afterAll(() => harness.close());

async function sale(): Promise<{ id: number; itemId: number; scheduleId: number }> {
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
  expect(created.status).toBe(201);
  const item = created.body.items[0];
  return { id: created.body.id as number, itemId: item.id as number, scheduleId: item.schedule[0].id as number };
}

const feesOf = async (id: number) => (await getJson(harness, buyer, `/2017-09-01/transaction/${id}`)).body.items[0].fees;

describe('fee repricing', () => {
  it('prices the fees on the amounts the whole batch leaves, not on those of its first change', async () => {
    const batched = await sale();
    const terms = (amount: number) => ({
      action: 'modify_terms',
      modify_terms_information: { items: [{ id: batched.itemId, schedule: [{ id: batched.scheduleId, amount }] }] },
    });
    const answer = await action(harness, buyer, batched.id, { action: 'batch', batch_information: { actions: [terms(600), terms(2500)] } });
    expect(answer.status).toBe(200);
    expect(answer.body.items[0].schedule[0]).toMatchObject({ amount: '2500.00' });

    const direct = await sale();
    const once = await action(harness, buyer, direct.id, {
      action: 'modify_terms',
      modify_terms_information: { items: [{ id: direct.itemId, schedule: [{ id: direct.scheduleId, amount: 2500 }] }] },
    });
    expect(once.status).toBe(200);
    const expected = await feesOf(direct.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await feesOf(batched.id)).toEqual(expected);
    // The answer of the batch is the record as stored, fees included.
    expect(answer.body.items[0].fees).toEqual(expected);
  });
});
