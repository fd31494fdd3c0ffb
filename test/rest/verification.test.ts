/**
 * Customer verification (KYC) over REST as integrations send it: JSON with base64 files and
 * multipart/form-data; bad files answered in V4CustomerKYCValidationResponse with nothing
 * stored; the statuses, the party's verification_required and the events that follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewVerification } from '../../src/domain/verification/verifications.js';
import { approvePartner, joinPartner, send } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';
import { base64, exeBytes, jpegBytes, pdfBytes, personalBody, pngBytes, verificationRules } from '../support/verification.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, stranger },
  } = await createHarnessWithAccounts(
    {
      buyer: { email: 'buyer@example.com' },
      seller: { email: 'seller@example.com' },
      partner: { email: 'partner@example.com', isPartner: true },
      stranger: { email: 'stranger@example.com' },
    },
    verificationRules({ maxFileBytes: 4096, maxFiles: 3, maxTotalBytes: 8192 }),
  ));
  await approvePartner(harness, partner);
});
afterAll(() => harness.close());

const personal = (who = 'me') => `/2017-09-01/customer/${who}/verification/personal`;
const company = (who = 'me') => `/2017-09-01/customer/${who}/verification/company`;

async function stored(customerId: number) {
  const prisma = harness.services.prisma;
  return {
    verifications: await prisma.verification.count({ where: { customerId } }),
    documents: await prisma.identificationDocument.count({ where: { customerId } }),
    events: await prisma.event.count({ where: { name: { startsWith: 'party_verification' } } }),
    status: (await prisma.customer.findUniqueOrThrow({ where: { id: customerId } })).personalVerificationStatus,
  };
}

async function partyOf(account: TestAccount, transactionId: number, role: string) {
  const read = await send(harness, account, 'GET', `/2017-09-01/transaction/${transactionId}`);
  return (read.body.parties as { role: string; verification_required: boolean }[]).find((party) => party.role === role)!;
}

describe('POST /customer/{id}/verification/personal|company: refusals (nothing stored)', () => {
  it('answers 422 in V4CustomerKYCValidationResponse for a wrong type, an oversized file, missing fields', async () => {
    const before = await stored(stranger.id);
    const wrongType = await send(
      harness,
      stranger,
      'POST',
      personal(),
      personalBody({ documents: [{ type: 'passport', file_name: 'passport.pdf', content: base64(exeBytes) }] }),
    );
    expect(wrongType).toEqual({
      status: 422,
      body: { errors: { documents: ['documents[0].content: must be a PDF, PNG or JPEG file (read from the file itself, not its name)'] } },
    });

    const oversized = await send(
      harness,
      stranger,
      'POST',
      personal(),
      personalBody({ documents: [{ type: 'passport', content: base64(Buffer.concat([pdfBytes, Buffer.alloc(5000)])) }] }),
    );
    expect(oversized).toEqual({
      status: 422,
      body: { errors: { documents: ['documents[0].content: is 5216 bytes; a document may be at most 4096 bytes (4 KiB)'] } },
    });

    const missing = await send(harness, stranger, 'POST', personal(), { account: { first_name: ' ' }, documents: [] });
    expect(missing).toEqual({
      status: 422,
      body: {
        errors: {
          account: ['first_name: is required', 'last_name: is required', 'date_of_birth: is required'],
          documents: ['must carry at least one document (passport, drivers_license, national_id, proof_of_address)'],
        },
      },
    });
    expect((await send(harness, stranger, 'POST', personal(), { account: { first_name: 'Ada', last_name: 'L', date_of_birth: '1990-12-10' } })).body).toEqual({
      errors: { documents: ['must carry at least one document (passport, drivers_license, national_id, proof_of_address)'] },
    });
    expect(await stored(stranger.id)).toEqual(before);
  });

  it('reports unreadable values, unknown keys, a declared type that is not the file, and the list limits', async () => {
    const before = await stored(stranger.id);
    const answer = await send(harness, stranger, 'POST', personal(), {
      account: { first_name: 7, last_name: 'Lovelace', date_of_birth: '10/12/1990', nickname: 'A', company_name: 'Acme' },
      documents: [
        { type: 'selfie', content: 'not base64!' },
        { type: 'passport', content_type: 'image/png', content: base64(pdfBytes), path: '/etc', file_name: '../../etc/passwd' },
        'passport.pdf',
      ],
      extra: true,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: {
        account: [
          'extra: is not a field that can be set',
          'first_name: must be a string',
          'nickname: is not a field that can be set',
          'company_name: is not part of a personal verification',
          'date_of_birth: must be a date such as 1990-05-17',
        ],
        documents: [
          'documents[0].content: must be the file in base64',
          'documents[0].type: must be one of passport, drivers_license, national_id, proof_of_address',
          'documents[1].path: is not a field that can be set',
          'documents[1].file_name: must be a file name without folders or control characters',
          'documents[1].content_type: is image/png, but the file is application/pdf',
          'documents[2]: must be an object with type, file_name, content_type and content',
        ],
      },
    });
    const tooMany = await send(
      harness,
      stranger,
      'POST',
      personal(),
      personalBody({ documents: Array.from({ length: 4 }, () => ({ type: 'passport', content: base64(pngBytes) })) }),
    );
    expect(tooMany).toEqual({ status: 422, body: { errors: { documents: ['must carry at most 3 documents'] } } });
    const big = Buffer.concat([pdfBytes, Buffer.alloc(3500)]);
    const tooMuch = await send(
      harness,
      stranger,
      'POST',
      personal(),
      personalBody({ documents: Array.from({ length: 3 }, () => ({ type: 'passport', content: base64(big) })) }),
    );
    expect(tooMuch).toEqual({ status: 422, body: { errors: { documents: ['are 11148 bytes together; one submission may carry at most 8192 bytes (8 KiB)'] } } });
    expect(await stored(stranger.id)).toEqual(before);
  });

  it('answers 413 for a body over the route’s limit, 400 for a body that is not JSON, and is refused to others', async () => {
    const huge = await harness.fetch(personal(), {
      method: 'POST',
      headers: { authorization: stranger.auth, 'content-type': 'application/json' },
      body: JSON.stringify(personalBody({ documents: [{ type: 'passport', content: 'A'.repeat(200_000) }] })),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: expect.stringMatching(/^The request body is larger than \d+ bytes$/) });
    const notJson = await harness.fetch(personal(), { method: 'POST', headers: { authorization: stranger.auth, 'content-type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
    expect((await send(harness, stranger, 'POST', personal(String(buyer.id)), personalBody())).status).toBe(403);
    expect((await send(harness, stranger, 'POST', personal('999999'), personalBody())).status).toBe(404);
    expect((await send(harness, stranger, 'GET', `/2017-09-01/customer/${buyer.id}/verification`)).status).toBe(403);
  });
});

describe('a verification from submission to review', () => {
  it('stores the documents, moves the status to pending, then verified; the party stops needing verification; events per open transaction', async () => {
    const created = await postJson(harness, partner, '/2017-09-01/transaction', {
      ...cameraSaleBody('buyer@example.com'),
      items: [
        {
          ...cameraSaleBody('buyer@example.com').items[0],
          schedule: [{ amount: '600.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
        },
      ],
    });
    expect(created.status).toBe(201);
    const transactionId = created.body.id as number;
    const small = await postJson(harness, partner, '/2017-09-01/transaction', cameraSaleBody('buyer@example.com'));
    expect(small.status).toBe(201);
    expect(await partyOf(buyer, transactionId, 'buyer')).toMatchObject({ verification_required: true });
    expect(await partyOf(seller, transactionId, 'seller')).toMatchObject({ verification_required: true });
    expect(await partyOf(buyer, transactionId, 'partner')).toMatchObject({ verification_required: false });
    expect((await send(harness, buyer, 'GET', '/2017-09-01/customer/me')).body.verification).toEqual({
      personal: { status: 'not_verified' },
      company: { status: 'not_verified' },
      not_required: false,
    });

    const submitted = await send(harness, buyer, 'POST', personal(), {
      account: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' },
      documents: [
        { type: 'passport', file_name: 'passport.pdf', content_type: 'application/pdf', content: base64(pdfBytes) },
        { type: 'proof_of_address', file_name: 'bill.jpg', content: base64(jpegBytes) },
      ],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body).toEqual({
      id: expect.any(Number),
      type: 'personal',
      status: 'pending',
      account: { first_name: 'Ada', middle_name: null, last_name: 'Lovelace', date_of_birth: '1990-12-10' },
      documents: [
        {
          id: expect.any(Number),
          type: 'passport',
          status: 'submitted',
          file_name: 'passport.pdf',
          content_type: 'application/pdf',
          size: pdfBytes.length,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          date_created: expect.any(String),
        },
        {
          id: expect.any(Number),
          type: 'proof_of_address',
          status: 'submitted',
          file_name: 'bill.jpg',
          content_type: 'image/jpeg',
          size: jpegBytes.length,
          sha256: expect.any(String),
          date_created: expect.any(String),
        },
      ],
      rejection_reason: null,
      date_submitted: expect.any(String),
      date_reviewed: null,
    });
    const verificationId = submitted.body.id as number;
    const document = await harness.services.prisma.identificationDocument.findFirstOrThrow({ where: { verificationId, type: 'passport' } });
    expect(Buffer.from(document.content!)).toEqual(pdfBytes);
    const submittedEvents = await harness.services.prisma.event.findMany({ where: { name: 'party_verification_submitted' }, orderBy: { id: 'asc' } });
    expect(submittedEvents.map((event) => [event.transactionId, event.partnerId, event.actorId])).toEqual([
      [transactionId, partner.id, buyer.id],
      [small.body.id, partner.id, buyer.id],
    ]);
    expect(await send(harness, buyer, 'GET', '/2017-09-01/customer/me/verification')).toMatchObject({
      status: 200,
      body: { personal: { status: 'pending', latest: { id: verificationId, status: 'pending' } }, company: { status: 'not_verified', latest: null } },
    });
    expect((await send(harness, buyer, 'GET', '/2017-09-01/customer/me/identification-documents')).body.identification_documents).toHaveLength(2);
    // Pending is not verified: the party still must verify.
    expect(await partyOf(buyer, transactionId, 'buyer')).toMatchObject({ verification_required: true });
    expect(await send(harness, buyer, 'POST', personal(), personalBody())).toEqual({
      status: 409,
      body: { error: 'A personal verification is already waiting for review' },
    });

    await reviewVerification(harness.services, { kind: 'service' }, verificationId, { outcome: 'approve' });
    expect(await partyOf(buyer, transactionId, 'buyer')).toMatchObject({ verification_required: false });
    expect(await partyOf(buyer, transactionId, 'seller')).toMatchObject({ verification_required: true });
    expect((await send(harness, buyer, 'GET', '/2017-09-01/customer/me')).body.verification).toEqual({
      personal: { status: 'verified' },
      company: { status: 'not_verified' },
      not_required: true,
    });
    expect(await harness.services.prisma.event.count({ where: { name: 'party_verification_approved', partnerId: partner.id } })).toBe(2);
    expect(await send(harness, buyer, 'POST', personal(), personalBody())).toEqual({
      status: 409,
      body: { error: 'The personal verification is already verified' },
    });
  });

  it('lets an approved partner submit for a party of its transactions and takes left-out fields from the profile', async () => {
    await joinPartner(harness, partner, buyer, seller);
    await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { company: { company_name: 'Seller Ltd', address: { country: 'gb' } } });
    const submitted = await send(harness, partner, 'POST', company(String(seller.id)), {
      account: { registration_number: '01234567' },
      documents: [{ type: 'certificate_of_incorporation', file_name: 'certificate.png', content: base64(pngBytes) }],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body).toMatchObject({
      type: 'company',
      status: 'pending',
      account: { company_name: 'Seller Ltd', registration_number: '01234567', country: 'GB' },
      documents: [{ type: 'certificate_of_incorporation', file_name: 'certificate.png', content_type: 'image/png' }],
    });
    expect(await send(harness, partner, 'GET', `/2017-09-01/customer/${seller.id}/verification`)).toMatchObject({
      status: 200,
      body: { company: { status: 'pending', latest: { id: submitted.body.id } }, personal: { status: 'not_verified', latest: null } },
    });
  });

  it('refuses multipart/form-data (a body any web page can make a browser send) with 415, storing nothing', async () => {
    const before = await stored(stranger.id);
    const form = new FormData();
    form.append('passport', new Blob([pdfBytes], { type: 'application/pdf' }), 'passport.pdf');
    const response = await harness.fetch(personal(), { method: 'POST', headers: { authorization: stranger.auth }, body: form });
    expect(response.status).toBe(415);
    expect(await stored(stranger.id)).toEqual(before);
  });
});
