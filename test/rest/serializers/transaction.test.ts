import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/domain/auth/authenticate.js';
import { transactionInclude, type TransactionRecord } from '../../../src/domain/transactions/record.js';
import { transactionStore } from '../../../src/domain/transactions/store/index.js';
import { presentTransaction, presentTransactionText } from '../../../src/rest/serializers/transaction.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';
import { action } from '../../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../../support/transactions.js';

// GET by id answers the JSON text of the caller's view; the text of a shared view (an unchanged
// cached record) is rendered once and answered again, byte for byte what a fresh rendering gives.

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

const contextOf = async (account: TestAccount) => {
  const viewer: Viewer = { customer: await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } }), method: 'api_key', apiKeyId: null };
  return { services: harness.services, viewer };
};
const fresh = async (id: number) => (await harness.services.prisma.transaction.findUnique({ where: { id }, include: transactionInclude })) as TransactionRecord;
const getText = async (account: TestAccount, id: number) => {
  const response = await harness.fetch(`/2017-09-01/transaction/${id}`, { headers: { authorization: account.auth } });
  expect(response.status).toBe(200);
  return response.text();
};

describe('the JSON text of a transaction', () => {
  it('is rendered once per shared view, and is the text a fresh rendering gives', async () => {
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const [buyers, sellers] = [await contextOf(buyer), await contextOf(seller)];
    const load = async () => (await transactionStore.load(harness.db, id))!;

    const text = presentTransactionText(buyers, await load());
    expect(presentTransactionText(buyers, await load())).toBe(text);
    expect(text.text).toBe(JSON.stringify(presentTransaction(buyers, await fresh(id))));
    expect(presentTransactionText(buyers, await fresh(id))).not.toBe(presentTransactionText(buyers, await fresh(id)));
    expect(await getText(buyer, id)).toBe(text.text);
    expect(await getText(buyer, id)).toBe(text.text);

    // Another caller: its own view, its own text (here the same words: no privacy).
    const sellerText = presentTransactionText(sellers, await load());
    expect(sellerText).not.toBe(text);
    expect(presentTransactionText(sellers, await load())).toBe(sellerText);
    expect(sellerText.text).toBe(JSON.stringify(presentTransaction(sellers, await fresh(id))));
    expect(await getText(seller, id)).toBe(sellerText.text);

    // A change: a new text, again the fresh rendering's.
    expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
    const after = presentTransactionText(buyers, await load());
    expect(after).not.toBe(text);
    expect(after.text).toBe(JSON.stringify(presentTransaction(buyers, await fresh(id))));
    expect(await getText(buyer, id)).toBe(after.text);
  });
});
