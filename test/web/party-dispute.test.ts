/**
 * The dispute forms of the party page, as a script would send them: what the page cannot read
 * and what the core refuses is named beside its field with what was typed (400, same URL),
 * nothing is stored; accepting a proposal asks to confirm first, saying what will move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlData } from '../support/graphql.js';
import { perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { WebClient } from '../support/web.js';

let harness: Harness;
let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {} }));
});
afterAll(() => harness?.close());

/** A received item of 1000.00, the seller paid by wire: the buyer may open a dispute on it. */
async function received(): Promise<{ id: number; itemId: number }> {
  const created = await gqlData(harness, accounts.partner.auth, CreateLifecycleTransaction, {
    input: {
      currency: 'usd',
      description: 'A desk',
      parties: [
        { role: 'buyer', customer: accounts.buyer.email },
        { role: 'seller', customer: accounts.seller.email },
      ],
      items: [
        {
          title: 'Desk',
          type: 'general_merchandise',
          inspectionPeriod: 259200,
          schedule: [{ amount: '1000.00', payerCustomer: accounts.buyer.email, beneficiaryCustomer: accounts.seller.email }],
        },
      ],
    },
  });
  if (created.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(created.createTransaction));
  const { id, databaseId, items } = created.createTransaction.transaction;
  await perform(harness, accounts.buyer, AgreeTransaction, { id });
  await perform(harness, accounts.seller, AgreeTransaction, { id });
  await perform(harness, accounts.buyer, FundInSandbox, { id });
  await perform(harness, accounts.seller, ShipItems, { id });
  await perform(harness, accounts.buyer, ReceiveItems, { id });
  await givePayoutMethod(harness, databaseId, accounts.seller.id);
  return { id: databaseId, itemId: items[0]!.databaseId };
}

async function signedIn(account: TestAccount): Promise<WebClient> {
  const client = new WebClient(harness, { 'accept-language': 'en-US' });
  expect((await client.signIn(account.email, account.password)).status).toBe(303);
  return client;
}

const counts = async (itemId: number) => ({
  disputes: await harness.services.prisma.dispute.count({ where: { itemId } }),
  messages: await harness.services.prisma.disputeMessage.count({ where: { dispute: { itemId } } }),
  proposals: await harness.services.prisma.settlementProposal.count({ where: { dispute: { itemId } } }),
});

describe('the dispute forms of the party page', () => {
  it('refuse beside the field, keep what was typed, store nothing; accepting asks first with the money that will move', async () => {
    const { id, itemId } = await received();
    const buyer = await signedIn(accounts.buyer);
    const page = await buyer.get(`/transactions/${id}`);
    expect(page.body).toContain(`id="action-open_dispute-${itemId}"`);

    // A blank reason: named beside its field, the message kept, nothing opened.
    const blank = await buyer.post(`/transactions/${id}`, { action: 'open_dispute', itemId: String(itemId), reason: '  ', message: 'Wobbly legs' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatch(/id="action-open_dispute-\d+-reason"[^>]*aria-invalid="true"/);
    expect(blank.body).toContain('>Wobbly legs</textarea>');
    expect(await counts(itemId)).toEqual({ disputes: 0, messages: 0, proposals: 0 });
    const opened = await buyer.post(`/transactions/${id}`, { action: 'open_dispute', itemId: String(itemId), reason: 'Wobbly legs', message: '' });
    expect(opened.status).toBe(303);
    const disputeId = /name="disputeId"\s+value="([^"]+)"/.exec((await buyer.get(`/transactions/${id}`)).body)?.[1];
    expect(disputeId).toBeDefined();

    // The seller: an amount it cannot read, and one above what is held, each beside the field; nothing proposed.
    const seller = await signedIn(accounts.seller);
    await seller.get(`/transactions/${id}`);
    const propose = (sellerAmount: string) =>
      seller.post(`/transactions/${id}`, { action: 'propose_settlement', itemId: String(itemId), disputeId: disputeId!, sellerAmount });
    const unreadable = await propose('1e9');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toContain('Amount to the seller: Write the amount as a number, like 2150.00.');
    expect(unreadable.body).toMatch(/name="sellerAmount" value="1e9"[^>]*aria-invalid="true"/);
    const tooMuch = await propose('1000.01');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatch(/Amount to the seller: must be at most 1000\.00/);
    const empty = await seller.post(`/transactions/${id}`, { action: 'post_dispute_message', itemId: String(itemId), disputeId: disputeId!, body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatch(/Your message: is required/);
    const forged = await seller.post(`/transactions/${id}`, { action: 'withdraw_dispute', itemId: String(itemId), disputeId: 'not-an-id' });
    expect(forged.status).toBe(400);
    expect(await counts(itemId)).toEqual({ disputes: 1, messages: 0, proposals: 0 });
    expect((await propose('1,000.00')).status).toBe(303);

    // The buyer: accepting shows the money that will move first, and changes nothing until confirmed.
    const withProposal = await buyer.get(`/transactions/${id}`);
    const proposalId = /name="proposalId"\s+value="(\d+)"/.exec(withProposal.body)?.[1];
    const asked = await buyer.post(`/transactions/${id}`, { action: 'accept_settlement', itemId: String(itemId), disputeId: disputeId!, proposalId: proposalId! });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('Please confirm: Accept this proposal');
    expect(asked.body).toMatch(/You will get \$0\.00 back; the seller will be paid \$[\d,.]+\./);
    expect((await harness.services.prisma.dispute.findFirstOrThrow({ where: { itemId } })).status).toBe('OPEN');
    const done = await buyer.post(`/transactions/${id}`, {
      action: 'accept_settlement',
      itemId: String(itemId),
      disputeId: disputeId!,
      proposalId: proposalId!,
      confirmed: 'yes',
    });
    expect(done.status).toBe(303);
    expect((await harness.services.prisma.dispute.findFirstOrThrow({ where: { itemId } })).status).toBe('SETTLED');
  });
});
