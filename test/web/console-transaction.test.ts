import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../graphql/generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { WebClient } from '../support/web.js';

// The console's disputes: the partner's open cases on the console with their deadlines (overdue
// marked), each linking to its transaction's page, which shows the case, the timeline and the
// ledger in words: parties by email, amounts formatted, dates with the time zone.

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'ct-buyer@example.com' },
    seller: { email: 'ct-seller@example.com' },
    partner: { email: 'ct-partner@example.com', isPartner: true },
  }));
});
afterAll(() => harness.close());

const OpenConsoleDispute = graphql(`
  mutation OpenConsoleDispute($input: OpenDisputeInput!) {
    openDispute(input: $input) {
      __typename
      ... on OpenDisputePayload { dispute { databaseId } }
      ...ActionError
    }
  }
`);

async function disputed(): Promise<{ transactionId: number; disputeId: number }> {
  const data = await gqlData(harness, partner.auth, CreateLifecycleTransaction, {
    input: {
      currency: 'usd',
      description: 'A walnut desk',
      parties: [
        { role: 'buyer', customer: 'ct-buyer@example.com' },
        { role: 'seller', customer: 'ct-seller@example.com' },
      ],
      items: [
        {
          title: 'Walnut desk',
          type: 'general_merchandise',
          inspectionPeriod: 259200,
          schedule: [{ amount: '1250.00', payerCustomer: 'ct-buyer@example.com', beneficiaryCustomer: 'ct-seller@example.com' }],
        },
      ],
    },
  });
  if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data.createTransaction));
  const { id, databaseId, items } = data.createTransaction.transaction;
  await perform(harness, buyer, AgreeTransaction, { id });
  await perform(harness, seller, AgreeTransaction, { id });
  await perform(harness, buyer, FundInSandbox, { id });
  await perform(harness, seller, ShipItems, { id });
  await perform(harness, buyer, ReceiveItems, { id });
  const opened = (await gqlData(harness, buyer.auth, OpenConsoleDispute, { input: { itemId: items[0]!.databaseId, reason: 'The top is cracked' } })).openDispute;
  if (opened.__typename !== 'OpenDisputePayload' || !opened.dispute) throw new Error(JSON.stringify(opened));
  return { transactionId: databaseId, disputeId: opened.dispute.databaseId };
}

/** The text of a page's main part, tags dropped, without the attributes that carry machine values. */
function textOf(body: string): string {
  return body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the console’s disputes', () => {
  it('lists the open cases with their deadline, links each to its case, and marks one overdue once its deadline passed', async () => {
    const { transactionId, disputeId } = await disputed();
    const browser = new WebClient(harness);
    expect((await browser.signIn(partner.email, partner.password)).status).toBe(303);

    const home = await browser.get('/console');
    expect(home.status).toBe(200);
    const section = /<h2 id="disputes-h">[\s\S]*?<\/section>/.exec(home.body)![0];
    expect(section).toContain(`href="/console/transactions/${transactionId}#dispute-${disputeId}"`);
    expect(textOf(section)).toMatch(/Respond by \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC \(in 7 days\)/);
    expect(textOf(section)).toContain('Opened by the buyer: The top is cracked');
    expect(section).not.toContain('overdue');

    const detail = await browser.get(`/console/transactions/${transactionId}`);
    expect(detail.status).toBe(200);
    const text = textOf(detail.body);
    expect(detail.body).toContain(`id="dispute-${disputeId}"`);
    expect(text).toContain('“Walnut desk”: Open');
    expect(text).toContain('Reason The top is cracked');
    expect(text).toMatch(/Deadline Respond by .* UTC \(in 7 days\)/);
    // The timeline and the ledger in words: no customer numbers, no ISO times, no snake_case names.
    expect(text).not.toMatch(/customer \d+/i);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    expect(text).toContain('US$1,250.00');
    expect(text).toContain('Payment secured in escrow');
    expect(text).toContain('Held in escrow');
    expect(text).toMatch(/Seller ?: ct-seller@example.com agreed/);

    harness.clock.advance(8 * 86_400);
    // A week on, the session has ended too: sign in again.
    expect((await browser.signIn(partner.email, partner.password)).status).toBe(303);
    const later = await browser.get('/console');
    expect(later.status).toBe(200);
    const overdue = /<h2 id="disputes-h">[\s\S]*?<\/section>/.exec(later.body)![0];
    expect(overdue).toContain('<span class="tag bad">overdue</span>');
    expect(textOf(overdue)).toMatch(/Overdue since .* UTC \(1 day ago\)/);
    const detailLater = textOf((await browser.get(`/console/transactions/${transactionId}`)).body);
    expect(detailLater).toMatch(/Deadline overdue Overdue since/);
  });

  it('answers 404 for a transaction that is not the partner’s, and for an id that is not one', async () => {
    const browser = new WebClient(harness);
    expect((await browser.signIn(partner.email, partner.password)).status).toBe(303);
    expect((await browser.get('/console/transactions/999999')).status).toBe(404);
    expect((await browser.get('/console/transactions/abc')).status).toBe(404);
  });
});
