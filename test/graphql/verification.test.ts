/**
 * Verification (KYC) in GraphQL: the twin of the REST routes (submitVerification,
 * Customer.verifications, electronicVerification) and the operator's review (approveVerification,
 * rejectVerification, verificationsToReview), with the events and the credit card that follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { globalId, send } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';
import { base64, exeBytes, pdfBytes, pngBytes, verificationRules } from '../support/verification.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let operator: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, operator, stranger },
  } = await createHarnessWithAccounts(
    {
      buyer: { email: 'buyer@example.com' },
      seller: { email: 'seller@example.com' },
      operator: { email: 'ops@heldfunds.test', isOperator: true },
      stranger: { email: 'stranger@example.com' },
    },
    verificationRules({ maxFileBytes: 4096, electronicAvailable: true, electronicDocuments: ['passport', 'drivers_license'] }),
  ));
});
afterAll(() => harness.close());

async function graphql(account: TestAccount, query: string, variables: Record<string, unknown> = {}) {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: account.auth },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data: Record<string, Record<string, unknown> & { verification: Record<string, unknown> }>;
    errors?: { message: string }[];
  };
  return body;
}

const submit = `mutation($kind: VerificationKind!, $account: VerificationAccountInput, $documents: [VerificationDocumentInput!]!) {
  submitVerification(kind: $kind, account: $account, documents: $documents) { __typename
    ... on VerificationPayload { verification { id databaseId kind status account { firstName lastName dateOfBirth } documents { type fileName contentType size status } } }
    ... on ValidationError { fields { path messages } }
    ... on Error { message } } }`;

const review = `mutation($id: ID!) { approveVerification(verificationId: $id) { __typename
  ... on VerificationPayload { verification { status reviewedAt } } ... on Error { message } } }`;

const reject = `mutation($id: ID!, $reason: String!) { rejectVerification(verificationId: $id, reason: $reason) { __typename
  ... on VerificationPayload { verification { status rejectionReason } } ... on ValidationError { fields { path messages } } ... on Error { message } } }`;

const passport = { type: 'passport', fileName: 'passport.pdf', contentBase64: base64(pdfBytes) };
const ada = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' };

describe('submitVerification', () => {
  it('refuses a wrong type, an oversized file and bad base64 by field path, storing nothing', async () => {
    const bad = await graphql(stranger, submit, {
      kind: 'personal',
      account: { firstName: 'Ada' },
      documents: [
        { type: 'passport', contentBase64: base64(exeBytes) },
        { type: 'passport', contentBase64: base64(Buffer.concat([pngBytes, Buffer.alloc(5000)])) },
      ],
    });
    expect(bad.data.submitVerification).toEqual({
      __typename: 'ValidationError',
      message: 'The request has invalid fields',
      fields: [
        { path: ['account', 'lastName'], messages: ['is required'] },
        { path: ['account', 'dateOfBirth'], messages: ['is required'] },
        { path: ['documents', '0', 'content'], messages: ['must be a PDF, PNG or JPEG file (read from the file itself, not its name)'] },
        { path: ['documents', '1', 'content'], messages: ['is 5072 bytes; a document may be at most 4096 bytes (4 KiB)'] },
      ],
    });
    const notBase64 = await graphql(stranger, submit, { kind: 'personal', account: ada, documents: [{ type: 'passport', contentBase64: '%%%' }] });
    expect(notBase64.data.submitVerification).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['documents', '0', 'contentBase64'], messages: ['must be the file in base64'] }],
    });
    expect(await harness.services.prisma.verification.count({ where: { customerId: stranger.id } })).toBe(0);
    expect(await harness.services.prisma.identificationDocument.count({ where: { customerId: stranger.id } })).toBe(0);
  });

  it('shows the configured electronic verification and the customer’s submissions', async () => {
    const viewer = await graphql(
      stranger,
      `{ viewer { electronicVerification { available documentsSupported } verificationRequired verifications { status } personalVerification { status } } }`,
    );
    expect(viewer.data.viewer).toEqual({
      electronicVerification: { available: true, documentsSupported: ['passport', 'drivers_license'] },
      verificationRequired: false,
      verifications: [],
      personalVerification: { status: 'not_verified' },
    });
    expect((await send(harness, stranger, 'GET', '/2017-09-01/customer/me')).body.electronic_verification).toEqual({
      available: true,
      documents_supported: ['passport', 'drivers_license'],
    });
    expect(loadConfig({}).verification).toMatchObject({ electronicAvailable: false, electronicDocuments: [] });
  });
});

describe('the operator’s review', () => {
  it('approves: the buyer is verified, credit card becomes available, party_verification_approved goes out per transaction', async () => {
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', { ...cameraSaleBody('me') });
    expect(created.status).toBe(201);
    const transactionId = created.body.id as number;
    expect((await action(harness, seller, transactionId, { action: 'agree' })).status).toBe(200);
    const methods = () => send(harness, buyer, 'GET', `/2017-09-01/transaction/${transactionId}/payment_methods`);
    expect((await methods()).body.conditionally_available_payment_methods).toEqual([
      expect.objectContaining({ type: 'credit_card', conditions: ['buyer_identity_verified'] }),
    ]);

    const submitted = await graphql(buyer, submit, { kind: 'personal', account: ada, documents: [passport] });
    const verification = submitted.data.submitVerification!.verification as { id: string; databaseId: number };
    expect(submitted.data.submitVerification).toEqual({
      __typename: 'VerificationPayload',
      verification: {
        id: verification.id,
        databaseId: expect.any(Number),
        kind: 'personal',
        status: 'pending',
        account: ada,
        documents: [{ type: 'passport', fileName: 'passport.pdf', contentType: 'application/pdf', size: pdfBytes.length, status: 'submitted' }],
      },
    });

    // Only operators review, and only they read the files.
    expect((await graphql(buyer, review, { id: verification.id })).data.approveVerification).toEqual({
      __typename: 'ForbiddenError',
      message: 'Only operators may review verifications',
    });
    const toReview = await graphql(
      operator,
      `{ verificationsToReview { __typename ... on VerificationList { verifications { databaseId customerEmail documents { contentBase64 } } } } }`,
    );
    expect(toReview.errors).toBeUndefined();
    expect(toReview.data.verificationsToReview).toEqual({
      __typename: 'VerificationList',
      verifications: [{ databaseId: verification.databaseId, customerEmail: 'buyer@example.com', documents: [{ contentBase64: base64(pdfBytes) }] }],
    });
    expect((await graphql(buyer, `{ verificationsToReview { __typename ... on Error { message } } }`)).data.verificationsToReview).toEqual({
      __typename: 'ForbiddenError',
      message: 'Only operators may list verifications',
    });
    const own = await graphql(buyer, `query($id: ID!) { node(id: $id) { ... on Verification { status documents { contentBase64 } } } }`, { id: verification.id });
    expect(own.data.node).toEqual({ status: 'pending', documents: [{ contentBase64: null }] });
    expect((await graphql(stranger, `query($id: ID!) { node(id: $id) { id } }`, { id: verification.id })).data.node).toBeNull();

    expect((await graphql(operator, review, { id: verification.id })).data.approveVerification).toEqual({
      __typename: 'VerificationPayload',
      verification: { status: 'verified', reviewedAt: expect.any(String) },
    });
    expect((await graphql(operator, review, { id: verification.id })).data.approveVerification).toEqual({
      __typename: 'InvalidStateError',
      message: 'The verification is not waiting for review: it is verified',
    });
    expect((await graphql(operator, review, { id: globalId('Verification', 999999) })).data.approveVerification).toMatchObject({ __typename: 'NotFoundError' });
    const events = await harness.services.prisma.event.findMany({ where: { name: { startsWith: 'party_verification' }, transactionId }, orderBy: { id: 'asc' } });
    expect(events.map((event) => [event.name, event.actorId])).toEqual([
      ['party_verification_submitted', buyer.id],
      ['party_verification_approved', operator.id],
    ]);
    expect((await methods()).body.available_payment_methods.map((method: { type: string }) => method.type)).toContain('credit_card');
    expect((await methods()).body.conditionally_available_payment_methods).toEqual([]);
  });

  it('rejects with a reason (required); the customer may then submit again', async () => {
    const submitted = await graphql(seller, submit, { kind: 'personal', account: ada, documents: [passport] });
    const id = (submitted.data.submitVerification!.verification as { id: string }).id;
    expect((await graphql(operator, reject, { id, reason: '  ' })).data.rejectVerification).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: ['reason'], messages: ['is required: the customer is told why'] }],
      message: 'The request has invalid fields',
    });
    expect((await graphql(operator, reject, { id, reason: 'The passport scan is unreadable' })).data.rejectVerification).toEqual({
      __typename: 'VerificationPayload',
      verification: { status: 'rejected', rejectionReason: 'The passport scan is unreadable' },
    });
    expect((await send(harness, seller, 'GET', '/2017-09-01/customer/me/verification')).body).toMatchObject({
      personal: { status: 'rejected', latest: { status: 'rejected', rejection_reason: 'The passport scan is unreadable', documents: [{ status: 'rejected' }] } },
    });
    expect((await graphql(seller, submit, { kind: 'personal', account: ada, documents: [passport] })).data.submitVerification).toMatchObject({
      verification: { status: 'pending' },
    });
  });
});
