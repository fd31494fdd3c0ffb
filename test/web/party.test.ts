/**
 * The party's transaction page shows money as it will move (issue 27): the buyer's total for
 * each payment method and the payee's payout for each payout type are the API's quotes; forms
 * post to the page's own URL, name a refused field beside it and keep what was typed; what
 * moves money for good asks to confirm first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { sandboxFund } from '../support/lifecycle.js';
import { getJson, partnerSaleBody, postJson } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

let harness: Harness;
let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {} }));
  await harness.services.prisma.customer.update({ where: { id: accounts.buyer.id }, data: { personalVerificationStatus: 'verified' } });
});
afterAll(() => harness?.close());

async function sale(amount = 2450): Promise<number> {
  const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email, amount));
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function signedIn(account: TestAccount, headers: Record<string, string> = {}): Promise<WebClient> {
  const client = new WebClient(harness, headers);
  expect((await client.signIn(account.email, account.password)).status).toBe(303);
  return client;
}

/** The amounts a page shows in a table row marked `attribute="key"`: the last <data> of each row, by key. */
function shownTotals(body: string, attribute: string): Map<string, { value: string; text: string }> {
  const totals = new Map<string, { value: string; text: string }>();
  for (const row of body.matchAll(new RegExp(`<tr ${attribute}="([a-z_]+)"[^>]*>([\\s\\S]*?)</tr>`, 'g'))) {
    const data = [...row[2]!.matchAll(/<data value="([^"]+)">([^<]+)<\/data>/g)].at(-1);
    if (data) totals.set(row[1]!, { value: data[1]!, text: data[2]! });
  }
  return totals;
}

describe('the buyer, before agreeing and before paying', () => {
  it('sees the total of every payment method as the API quotes it, in its locale, with none chosen for it', async () => {
    const id = await sale();
    const client = await signedIn(accounts.buyer, { 'accept-language': 'en-GB,en;q=0.8' });
    const api = (await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/payment_methods`)).body as {
      conditionally_available_payment_methods: { type: string; total: string }[];
    };
    const before = await client.get(`/transactions/${id}`);
    expect(before.status).toBe(200);
    expect(before.body).toContain('What you will pay');
    const shown = shownTotals(before.body, 'data-method');
    expect(api.conditionally_available_payment_methods.length).toBeGreaterThan(1);
    for (const method of api.conditionally_available_payment_methods) {
      expect(shown.get(method.type)?.value, method.type).toBe(method.total);
    }
    expect(before.body).toContain('US$2,450.00');
    expect(before.body).toContain('Escrow fee');

    for (const party of [accounts.buyer, accounts.seller])
      expect((await postJson(harness, party, `/2017-09-01/transaction/${id}`, { action: 'agree' }, 'PATCH')).status).toBe(200);
    const payable = await client.get(`/transactions/${id}`);
    const form = /<form[^>]*id="action-pay"[\s\S]*?<\/form>/.exec(payable.body)?.[0] ?? '';
    expect(form).toContain('name="method"');
    expect(form).not.toMatch(/name="method"[^>]*checked/);
    // Paying without a method is refused at the page's URL, beside the choice.
    const refused = await client.post(`/transactions/${id}`, { csrf: client.csrf, action: 'pay' });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Choose how you will pay.');
  });
});

describe('the buyer, once paid', () => {
  it('sees what it paid, with no total left to pay before a payment method', async () => {
    const id = await sale();
    for (const party of [accounts.buyer, accounts.seller])
      expect((await postJson(harness, party, `/2017-09-01/transaction/${id}`, { action: 'agree' }, 'PATCH')).status).toBe(200);
    expect((await sandboxFund(harness, accounts.buyer, id)).status).toBe(200);
    const page = await (await signedIn(accounts.buyer)).get(`/transactions/${id}`);
    expect(page.body).toContain('What you paid');
    expect(page.body).toContain('US$2,450.00');
    expect(page.body).not.toContain('What you will pay');
    expect(page.body).not.toContain('Before the payment method’s fee');
  });
});

describe('the seller', () => {
  it('sees its payout for every payout type, net of fees, as the API quotes it', async () => {
    const id = await sale();
    const api = (await getJson(harness, accounts.seller, `/2017-09-01/transaction/${id}/disbursement_methods`)).body as {
      available_disbursement_methods: { type: string; total: string }[];
    };
    const page = await (await signedIn(accounts.seller)).get(`/transactions/${id}`);
    expect(page.body).toContain('What you will receive');
    const shown = shownTotals(page.body, 'data-payout');
    expect(api.available_disbursement_methods.length).toBeGreaterThan(0);
    for (const method of api.available_disbursement_methods) expect(shown.get(method.type)?.value, method.type).toBe(method.total);
    // The buyer's page has no payout table, the seller's no payment totals.
    expect(page.body).not.toContain('What you will pay');
  });

  it('a refused payout method is named beside its field, at the page URL, with what was typed kept', async () => {
    const id = await sale();
    const client = await signedIn(accounts.seller);
    await client.get(`/transactions/${id}`);
    const answer = await client.post(`/transactions/${id}`, {
      csrf: client.csrf,
      action: 'select_disbursement_method',
      disbursementMethod: 'new',
      type: 'ach',
      'ach.accountName': 'Sam Seller',
      'ach.bankAbaRoutingNumber': '123456789',
      'ach.bankAccountNumber': '12345678',
    });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    const routing = /<input id="action-select_disbursement_method-ach-bankAbaRoutingNumber"[^>]*>/.exec(answer.body)?.[0] ?? '';
    expect(routing).toContain('aria-invalid="true"');
    expect(routing).toContain('aria-describedby="action-select_disbursement_method-ach-bankAbaRoutingNumber-error"');
    expect(routing).toContain('value="123456789"');
    expect(answer.body).toMatch(/id="action-select_disbursement_method-ach-bankAbaRoutingNumber-error">ABA routing number \(9 digits\): [^<]*ABA/);
    expect(answer.body).toContain('value="Sam Seller"');
    // Another type's fields carry nothing of it.
    expect(answer.body).not.toMatch(/id="action-select_disbursement_method-wire_transfer-accountName"[^>]*value="Sam Seller"/);
  });
});

describe('what moves money for good', () => {
  it('cancel asks to confirm, saying what moves; nothing changes until the party confirms', async () => {
    const id = await sale();
    const client = await signedIn(accounts.buyer);
    await client.get(`/transactions/${id}`);
    const asked = await client.post(`/transactions/${id}`, { csrf: client.csrf, action: 'cancel', reason: 'changed my mind' });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('Please confirm: Cancel the transaction');
    expect(asked.body).toContain('nothing has been paid, so no money moves');
    expect(asked.body).toContain('name="confirmed" value="yes"');
    expect(asked.body).toContain('value="changed my mind"');
    expect((await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}`)).body.is_cancelled).toBeFalsy();
    const done = await client.post(`/transactions/${id}`, { csrf: client.csrf, action: 'cancel', reason: 'changed my mind', confirmed: 'yes' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/transactions/${id}`);
    expect((await client.get(done.location!)).body).toContain('You cancelled the transaction.');
  });
});

describe('the list of transactions', () => {
  it('shows each amount, the status in words and where it is the party’s move', async () => {
    const id = await sale(1234.5);
    const list = await (await signedIn(accounts.buyer)).get('/transactions');
    const row = new RegExp(`<tr>\\s*<td data-label="Transaction"><a href="/transactions/${id}">[\\s\\S]*?</tr>`).exec(list.body)?.[0] ?? '';
    expect(row).toContain('US$1,234.50');
    expect(row).toContain('Your move');
    expect(row).toContain('Started: no party has agreed yet');
  });
});
