/**
 * Disputes over REST (docs/lifecycle.md, "Disputes over REST"): the item's dispute read and
 * opened, messages with evidence files (checked by their bytes, with the limits of verification
 * documents), proposals, their acceptance, withdrawal and the files' download; each rule and
 * error as an integrator meets it, As-Customer and Idempotency-Key included. Refused requests
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { approvePartner } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import type { Json } from '../support/json.js';
import { action, givePayoutMethod, sandboxFund } from '../support/lifecycle.js';
import { base64, exeBytes, jpegBytes, pdfBytes, pngBytes } from '../support/verification.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let approved: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, approved, stranger },
  } = await createHarnessWithAccounts(
    {
      buyer: { email: 'buyer@example.com' },
      seller: { email: 'seller@example.com' },
      partner: { email: 'partner@example.com', isPartner: true },
      approved: { email: 'approved@example.com', isPartner: true },
      stranger: { email: 'stranger@example.com' },
    },
    { verification: { ...loadConfig({}).verification, maxFileBytes: 4096, maxFiles: 3, maxTotalBytes: 8192 } },
  ));
  await approvePartner(harness, approved);
});
afterAll(() => harness.close());

const v = '/2017-09-01';

async function req(account: TestAccount, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await harness.fetch(`${v}${path}`, {
    method,
    headers: { authorization: account.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}

/** A 1000.00 camera under inspection: created by `creator`, agreed, funded, shipped and received. */
async function inspecting(creator: TestAccount = partner): Promise<{ id: number; itemId: number }> {
  const created = await req(creator, 'POST', '/transaction', {
    parties: [
      { role: 'buyer', customer: buyer.email },
      { role: 'seller', customer: seller.email },
    ],
    currency: 'usd',
    description: 'A vintage camera',
    items: [
      {
        title: 'Camera',
        type: 'general_merchandise',
        inspection_period: 259200,
        schedule: [{ amount: '1000.00', payer_customer: buyer.email, beneficiary_customer: seller.email }],
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  for (const [who, body] of [
    [buyer, { action: 'agree' }],
    [seller, { action: 'agree' }],
  ] as const)
    expect((await action(harness, who, id, body)).status).toBe(200);
  expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
  expect((await action(harness, seller, id, { action: 'ship' })).status).toBe(200);
  expect((await action(harness, buyer, id, { action: 'receive' })).status).toBe(200);
  const items = (await req(buyer, 'GET', `/transaction/${id}`)).body.items as { id: number }[];
  return { id, itemId: items[0]!.id };
}

async function opened(by: TestAccount = buyer, creator: TestAccount = partner) {
  const tx = await inspecting(creator);
  const answer = await req(by, 'POST', `/transaction/${tx.id}/item/${tx.itemId}/dispute`, { reason: 'The lens is scratched', message: 'See the photos' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...tx, disputeId: answer.body.id as number, dispute: answer.body };
}

/** What a refused request must leave as it was. */
async function stored(disputeId: number) {
  const prisma = harness.services.prisma;
  return {
    dispute: await prisma.dispute.findUniqueOrThrow({ where: { id: disputeId } }),
    messages: await prisma.disputeMessage.count({ where: { disputeId } }),
    files: await prisma.disputeFile.count({ where: { disputeId } }),
    proposals: await prisma.settlementProposal.findMany({ where: { disputeId }, orderBy: { id: 'asc' } }),
    events: await prisma.event.count({}),
  };
}

/** Whether the transaction's (one) item shows in_dispute. */
const inDispute = async (id: number) => ((await req(buyer, 'GET', `/transaction/${id}`)).body.items as { status: { in_dispute: boolean } }[])[0]!.status.in_dispute;

const pdf = { file_name: 'receipt.pdf', content: base64(pdfBytes) };

describe('POST and GET /transaction/{id}/item/{item_id}/dispute', () => {
  it('opens the case (201) and reads it back: snake_case, respond_by, the first message', async () => {
    const { id, itemId, disputeId, dispute } = await opened();
    expect(dispute).toMatchObject({
      id: disputeId,
      transaction_id: id,
      item_id: itemId,
      opened_by: 'buyer',
      reason: 'The lens is scratched',
      status: 'open',
      date_closed: null,
      resolution: null,
      messages: [{ author_role: 'buyer', body: 'See the photos', files: [] }],
      proposals: [],
    });
    expect(new Date(dispute.respond_by as string).getTime() - new Date(dispute.date_opened as string).getTime()).toBe(7 * 86_400_000);
    for (const reader of [buyer, seller, partner])
      expect(await req(reader, 'GET', `/transaction/${id}/item/${itemId}/dispute`)).toEqual({ status: 200, body: dispute });
    expect(await inDispute(id)).toBe(true);
  });

  it('refuses: a blank reason or unknown field (422), a stranger (403), another transaction’s item (404), an item already in dispute (409); nothing changes', async () => {
    const { id, itemId } = await inspecting();
    const path = `/transaction/${id}/item/${itemId}/dispute`;
    expect(await req(buyer, 'POST', path, { reason: ' ', extra: 1 })).toEqual({
      status: 422,
      body: { errors: { extra: ['is not a field that can be set'], reason: ['is required: what the dispute is about'] } },
    });
    expect(await req(buyer, 'POST', path, { reason: 5 })).toMatchObject({ status: 422, body: { errors: { reason: ['must be a string'] } } });
    expect(await req(stranger, 'POST', path, { reason: 'x' })).toEqual({ status: 403, body: { error: 'Only the parties of a transaction may act on it' } });
    const other = await inspecting();
    expect((await req(buyer, 'POST', `/transaction/${id}/item/${other.itemId}/dispute`, { reason: 'x' })).status).toBe(404);
    expect((await req(buyer, 'GET', `/transaction/${id}/item/${other.itemId}/dispute`)).status).toBe(404);
    expect(await req(buyer, 'GET', path)).toEqual({ status: 404, body: { error: 'Dispute not found' } });
    expect(await harness.services.prisma.dispute.count({ where: { itemId } })).toBe(0);
    expect((await req(buyer, 'POST', path, { reason: 'Broken' })).status).toBe(201);
    expect((await req(seller, 'POST', path, { reason: 'Again' })).status).toBe(409);
    expect((await req(stranger, 'GET', path)).status).toBe(404);
  });

  it('As-Customer: the approved partner opens for the buyer; a partner not approved is refused (403)', async () => {
    const tx = await inspecting(approved);
    const path = `/transaction/${tx.id}/item/${tx.itemId}/dispute`;
    const answer = await req(approved, 'POST', path, { reason: 'For the buyer' }, { 'as-customer': buyer.email });
    expect(answer).toMatchObject({ status: 201, body: { opened_by: 'buyer' } });
    const other = await inspecting();
    expect((await req(partner, 'POST', `/transaction/${other.id}/item/${other.itemId}/dispute`, { reason: 'x' }, { 'as-customer': buyer.email })).status).toBe(403);
  });
});

describe('POST /dispute/{id}/messages and GET /dispute/{id}/files/{file_id}', () => {
  it('posts text and evidence (201); the files download as attachments to the case’s readers, 404 to anyone else', async () => {
    const { disputeId } = await opened();
    const answer = await req(seller, 'POST', `/dispute/${disputeId}/messages`, {
      body: 'It left here intact',
      files: [pdf, { file_name: 'box.png', content_type: 'image/png', content: base64(pngBytes) }, { content: base64(jpegBytes) }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const message = (answer.body.messages as Record<string, Json>[])[1]!;
    expect(message).toMatchObject({ author_role: 'seller', body: 'It left here intact' });
    const files = message.files as Record<string, Json>[];
    expect(files.map((file) => [file.file_name, file.content_type, file.size])).toEqual([
      ['receipt.pdf', 'application/pdf', pdfBytes.length],
      ['box.png', 'image/png', pngBytes.length],
      [null, 'image/jpeg', jpegBytes.length],
    ]);
    const first = files[0]!;
    expect(first.download_path).toBe(`${v}/dispute/${disputeId}/files/${first.id as number}`);
    for (const reader of [buyer, seller, partner]) {
      const download = await harness.fetch(first.download_path as string, { headers: { authorization: reader.auth } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes)).toBe(true);
    }
    const jpeg = await harness.fetch(`${v}/dispute/${disputeId}/files/${files[2]!.id as number}`, { headers: { authorization: buyer.auth } });
    expect(jpeg.headers.get('content-disposition')).toContain(`filename="evidence-${files[2]!.id as number}.jpg"`);
    expect(await req(stranger, 'GET', `/dispute/${disputeId}/files/${first.id as number}`)).toEqual({ status: 404, body: { error: 'File not found' } });
    const other = await opened();
    expect((await req(buyer, 'GET', `/dispute/${other.disputeId}/files/${first.id as number}`)).status).toBe(404);
    expect((await req(buyer, 'GET', `/dispute/${disputeId}/files/999999`)).status).toBe(404);
  });

  it('refuses hostile files with 422 by wire path: wrong bytes, too big, too many, bad base64, a wrong content_type; nothing stored', async () => {
    const { disputeId } = await opened();
    const path = `/dispute/${disputeId}/messages`;
    const before = await stored(disputeId);
    const refused = async (files: unknown, errors: unknown) =>
      expect(await req(seller, 'POST', path, { body: 'Evidence', files })).toEqual({ status: 422, body: { errors } });
    await refused([{ file_name: 'photo.pdf', content: base64(exeBytes) }], {
      files: { 0: { content: ['must be a PDF, PNG or JPEG file (read from the file itself, not its name)'] } },
    });
    const tooBig = Buffer.concat([pdfBytes, Buffer.alloc(4096)]);
    await refused([{ content: base64(tooBig) }], { files: { 0: { content: [`is ${tooBig.length} bytes; a file may be at most 4096 bytes (4 KiB)`] } } });
    await refused([pdf, pdf, pdf, pdf], { files: { all: ['must carry at most 3 files'] } });
    await refused([{ content: 'not base64!' }], { files: { 0: { content: ['must be the file in base64'] } } });
    await refused([{ ...pdf, content_type: 'image/png' }], { files: { 0: { content_type: ['is image/png, but the file is application/pdf'] } } });
    await refused([{ ...pdf, content_type: 'text/html' }], { files: { 0: { content_type: [expect.stringContaining('must be one of')] } } });
    await refused([{ ...pdf, file_name: '../etc/passwd' }], { files: { 0: { file_name: ['must be a file name without folders or control characters'] } } });
    const big = { content: base64(Buffer.concat([pdfBytes, Buffer.alloc(3000)])) };
    await refused([big, big, big], { files: { all: [expect.stringMatching(/^are \d+ bytes together; one message may carry at most 8192 bytes/)] } });
    await refused('a file', { files: { all: ['must be a list of files'] } });
    // A body beyond the upload limit (the verification upload's) is not read at all.
    const huge = await req(seller, 'POST', path, { body: 'Evidence', files: [{ content: 'A'.repeat(200_000) }] });
    expect(huge.status).toBe(413);
    expect(await req(seller, 'POST', path, { files: [{ content: base64(exeBytes) }] })).toEqual({
      status: 422,
      body: {
        errors: { body: ['is required: the message'], files: { 0: { content: ['must be a PDF, PNG or JPEG file (read from the file itself, not its name)'] } } },
      },
    });
    expect(await stored(disputeId)).toEqual(before);
  });

  it('refuses a stranger (404, even with a bad body), a partner not acting for a party (403), a closed case (409); As-Customer posts as the party', async () => {
    const { disputeId } = await opened(buyer, approved);
    const path = `/dispute/${disputeId}/messages`;
    const before = await stored(disputeId);
    expect(await req(stranger, 'POST', path, { body: 'Hi' })).toEqual({ status: 404, body: { error: 'Dispute not found' } });
    expect((await req(stranger, 'POST', path, { files: 'x' })).status).toBe(404);
    expect((await req(approved, 'POST', path, { body: 'As myself' })).status).toBe(403);
    expect((await req(buyer, 'POST', '/dispute/999999/messages', { body: 'Hi' })).status).toBe(404);
    expect(await stored(disputeId)).toEqual(before);
    const asBuyer = await req(approved, 'POST', path, { body: 'For the buyer', files: [pdf] }, { 'as-customer': buyer.email });
    expect(asBuyer.status).toBe(201);
    expect((asBuyer.body.messages as Record<string, Json>[]).at(-1)).toMatchObject({ author_role: 'buyer', body: 'For the buyer' });
    expect((await req(buyer, 'POST', `/dispute/${disputeId}/withdraw`)).status).toBe(200);
    expect(await req(seller, 'POST', path, { body: 'Late' })).toEqual({ status: 409, body: { error: 'The dispute is withdrawn: no more messages' } });
  });

  it('is idempotent under Idempotency-Key: the same request answers the same, one message is written', async () => {
    const { disputeId } = await opened();
    const path = `/dispute/${disputeId}/messages`;
    const first = await req(buyer, 'POST', path, { body: 'Once', files: [pdf] }, { 'idempotency-key': `dispute-message-${disputeId}` });
    const again = await req(buyer, 'POST', path, { body: 'Once', files: [pdf] }, { 'idempotency-key': `dispute-message-${disputeId}` });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await harness.services.prisma.disputeMessage.count({ where: { disputeId, body: 'Once' } })).toBe(1);
    expect(await harness.services.prisma.disputeFile.count({ where: { disputeId } })).toBe(1);
    // Its dispute_message event names the case and the message (once).
    const message = (first.body.messages as { id: number }[]).at(-1)!;
    const events = await harness.services.prisma.event.findMany({ where: { name: 'dispute_message', payload: { path: ['message_id'], equals: message.id } } });
    expect(events.map((event) => event.payload)).toEqual([{ item_ids: [expect.any(Number)], by: 'buyer', dispute_id: disputeId, message_id: message.id, files: 1 }]);
  });
});

describe('POST /dispute/{id}/proposals, …/proposals/{proposal_id}/accept, /dispute/{id}/withdraw', () => {
  it('settles by a split: proposals supersede, the other party accepts, the money moves', async () => {
    const { id, disputeId } = await opened();
    const before = await stored(disputeId);
    expect(await req(seller, 'POST', `/dispute/${disputeId}/proposals`, { seller_amount: '1000.01' })).toEqual({
      status: 422,
      body: { errors: { seller_amount: [expect.stringMatching(/^must be at most 1000\.00/)] } },
    });
    expect((await req(seller, 'POST', `/dispute/${disputeId}/proposals`, { seller_amount: 'lots' })).status).toBe(422);
    expect((await req(seller, 'POST', `/dispute/${disputeId}/proposals`, {})).body).toEqual({ errors: { seller_amount: [expect.any(String)] } });
    expect((await req(stranger, 'POST', `/dispute/${disputeId}/proposals`, { seller_amount: '1.00' })).status).toBe(403);
    expect(await stored(disputeId)).toEqual(before);

    const proposed = await req(seller, 'POST', `/dispute/${disputeId}/proposals`, { seller_amount: '700.00' });
    expect(proposed).toMatchObject({
      status: 201,
      body: { proposals: [{ proposed_by: 'seller', status: 'pending', seller_amount: '700.00', buyer_amount: '300.00' }] },
    });
    const counter = await req(buyer, 'POST', `/dispute/${disputeId}/proposals`, { seller_amount: 600 });
    const proposals = counter.body.proposals as { id: number; status: string }[];
    expect(proposals.map((proposal) => proposal.status)).toEqual(['superseded', 'pending']);
    const [superseded, pending] = proposals.map((proposal) => proposal.id);
    const accept = (account: TestAccount, proposal: number, headers: Record<string, string> = {}, dispute = disputeId) =>
      req(account, 'POST', `/dispute/${dispute}/proposals/${proposal}/accept`, undefined, headers);
    expect((await accept(seller, superseded!)).status).toBe(409);
    expect((await accept(buyer, pending!)).status).toBe(403);
    const other = await opened();
    expect(await accept(seller, pending!, {}, other.disputeId)).toEqual({ status: 404, body: { error: 'Proposal not found' } });

    // What a proposal pays the seller net of its fees needs the seller's payout method (its fee depends on it).
    expect((counter.body.proposals as { seller_payout: string | null }[]).map((proposal) => proposal.seller_payout)).toEqual([null, null]);
    await givePayoutMethod(harness, id, seller.id);
    const quoted = (await req(buyer, 'GET', `/transaction/${id}/item/${(counter.body as { item_id: number }).item_id}/dispute`)).body.proposals as {
      seller_amount: string;
      seller_payout: string;
      seller_fees: string;
    }[];
    const net = quoted.at(-1)!;
    expect(Number(net.seller_payout)).toBeGreaterThan(0);
    expect(Number(net.seller_payout)).toBeLessThan(600);
    expect((Math.round(Number(net.seller_payout) * 100) + Math.round(Number(net.seller_fees) * 100)) / 100).toBe(600);
    const settled = await accept(seller, pending!);
    expect(settled).toMatchObject({ status: 200, body: { status: 'settled', resolution: { seller_amount: '600.00', buyer_amount: '400.00' } } });
    expect((await accept(seller, pending!)).status).toBe(409);
    expect((await req(buyer, 'POST', `/dispute/${disputeId}/withdraw`)).status).toBe(409);
    expect(await req(buyer, 'POST', `/dispute/${disputeId}/proposals`, { seller_amount: '1.00' })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('is not in dispute') },
    });
    expect((await req(buyer, 'POST', '/dispute/999999/proposals', { seller_amount: '1.00' })).status).toBe(404);
    expect((await req(buyer, 'POST', '/dispute/abc/withdraw')).status).toBe(404);
  });

  it('accept is never As-Customer; withdraw is the opener’s (As-Customer allowed), restoring the item', async () => {
    const { disputeId, id } = await opened(buyer, approved);
    const proposed = await req(approved, 'POST', `/dispute/${disputeId}/proposals`, { seller_amount: '500.00' }, { 'as-customer': seller.email });
    expect(proposed.status).toBe(201);
    const proposalId = (proposed.body.proposals as { id: number }[])[0]!.id;
    expect((await req(approved, 'POST', `/dispute/${disputeId}/proposals/${proposalId}/accept`, undefined, { 'as-customer': buyer.email })).status).toBe(403);
    expect((await req(seller, 'POST', `/dispute/${disputeId}/withdraw`)).status).toBe(403);
    const withdrawn = await req(approved, 'POST', `/dispute/${disputeId}/withdraw`, undefined, { 'as-customer': buyer.email });
    expect(withdrawn).toMatchObject({ status: 200, body: { status: 'withdrawn', resolution: null, proposals: [{ status: 'closed' }] } });
    expect(await inDispute(id)).toBe(false);
  });
});
