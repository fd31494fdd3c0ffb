/**
 * The dispute forms of the party page, as a script would send them: what the page cannot read
 * and what the core refuses is named beside its field with what was typed (400, same URL),
 * nothing is stored; accepting a proposal asks to confirm first, saying what will move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlData } from '../support/graphql.js';
import { perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { getJson } from '../support/transactions.js';
import { exeBytes, pdfBytes, pngBytes } from '../support/verification.js';
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

  it('take evidence files through the message form (multipart) and link each one to its download behind the session', async () => {
    const { id, itemId } = await received();
    const buyer = await signedIn(accounts.buyer);
    await buyer.get(`/transactions/${id}`);
    expect((await buyer.post(`/transactions/${id}`, { action: 'open_dispute', itemId: String(itemId), reason: 'Scratched top', message: '' })).status).toBe(303);
    const page = await buyer.get(`/transactions/${id}`);
    const disputeId = /name="disputeId"\s+value="([^"]+)"/.exec(page.body)![1]!;
    const messageForm = new RegExp(`<form[^>]*enctype="multipart/form-data"[^>]*id="dispute-post_dispute_message-${itemId}"`);
    expect(page.body).toMatch(messageForm);
    expect(page.body).toMatch(
      /<input id="dispute-post_dispute_message-\d+-files" name="files" type="file" multiple accept="application\/pdf,image\/png,image\/jpeg"/,
    );
    const fields = { action: 'post_dispute_message', itemId: String(itemId), disputeId, body: 'Photos of the scratch' };
    const files = await harness.services.prisma.disputeFile.count({ where: { dispute: { itemId } } });

    // A file that is no PDF, PNG or JPEG: named beside the field, the text kept, the page's URL, nothing stored.
    const refused = await buyer.postMultipart(`/transactions/${id}`, fields, [
      { field: 'files', name: 'scratch.png', type: 'image/png', bytes: pngBytes },
      { field: 'files', name: 'setup.exe', type: 'application/octet-stream', bytes: exeBytes },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.location).toBeNull();
    expect(refused.body).toMatch(/name="files"[^>]*aria-describedby="[^"]*-files-hint [^"]*-files-error"[^>]*aria-invalid="true"/);
    expect(refused.body).toMatch(/<p class="field-error" id="dispute-post_dispute_message-\d+-files-error">Not sent: setup\.exe: must be a PDF, PNG or JPEG file/);
    expect(refused.body).toContain('>Photos of the scratch</textarea>');
    expect(await harness.services.prisma.disputeFile.count({ where: { dispute: { itemId } } })).toBe(files);
    expect(await harness.services.prisma.disputeMessage.count({ where: { dispute: { itemId } } })).toBe(0);

    // Sent as a browser sends it: stored, listed as links.
    const sent = await buyer.postMultipart(`/transactions/${id}`, fields, [
      { field: 'files', name: 'receipt.pdf', type: 'application/pdf', bytes: pdfBytes },
      { field: 'files', name: 'scratch.png', type: 'image/png', bytes: pngBytes },
    ]);
    expect(sent.status, sent.body).toBe(303);
    expect(sent.location).toBe(`/transactions/${id}`);
    const stored = await harness.services.prisma.disputeFile.findMany({ where: { dispute: { itemId } }, orderBy: { id: 'asc' } });
    expect(stored.map((file) => [file.fileName, file.contentType])).toEqual([
      ['receipt.pdf', 'application/pdf'],
      ['scratch.png', 'image/png'],
    ]);
    const listed = await buyer.get(`/transactions/${id}`);
    const links = [...listed.body.matchAll(/<a href="(\/transactions\/\d+\/disputes\/\d+\/files\/\d+)" download>([^<]*)<\/a>/g)];
    expect(links.map((link) => link[2])).toEqual([expect.stringMatching(/^receipt\.pdf \(PDF, /), expect.stringMatching(/^scratch\.png \(PNG image, /)]);

    // The link downloads the same bytes, as an attachment, for either party.
    const seller = await signedIn(accounts.seller);
    for (const [index, bytes] of [pdfBytes, pngBytes].entries()) {
      const response = await harness.fetch(links[index]![1]!, { headers: { cookie: seller.cookie } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(response.headers.get('content-type')).toBe(stored[index]!.contentType);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${stored[index]!.fileName!}"; filename*=UTF-8''${stored[index]!.fileName!}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }

    // A web link's session (one transaction) downloads the files its page shows.
    const link = (await getJson(harness, accounts.seller, `/2017-09-01/transaction/${id}/web_link/view`)).body.web_link as string;
    const linked = new WebClient(harness);
    const landed = await linked.browse(new URL(link).pathname + new URL(link).search);
    expect(landed.path).toBe(`/transactions/${id}`);
    const byLink = await linked.get(links[1]![1]!);
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get('content-type')).toBe('image/png');

    // A stranger signed in, a file of another dispute's path, a malformed id: the web's 404 page.
    const strangerAccount = await createTestAccount(harness, {});
    const stranger = await signedIn(strangerAccount);
    const denied = await stranger.get(links[0]![1]!);
    expect(denied.status).toBe(404);
    expect(denied.headers.get('content-type')).toMatch(/^text\/html/);
    expect(denied.body).toContain('No such file, or it is not yours to see');
    expect((await buyer.get(links[0]![1]!.replace(`/transactions/${id}/`, `/transactions/${id + 1000}/`))).status).toBe(404);
    expect((await buyer.get(links[0]![1]!.replace(/\d+$/, '999999'))).status).toBe(404);
    expect((await buyer.get(`/transactions/${id}/disputes/x/files/1`)).status).toBe(404);
    // Signed out: to the sign-in, coming back to the file.
    const anonymous = await new WebClient(harness).get(links[0]![1]!);
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toBe(`/sign-in?next=${encodeURIComponent(links[0]![1]!)}`);
  });
});
