import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gql, gqlData } from '../support/graphql.js';
import { basicAuth, createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { approvePartner, joinPartner, brokeredSaleBody, globalId, send } from '../support/accounts.js';
import { customerForbiddenMessage } from '../../src/domain/access/customers.js';

let harness: Harness;
let alice: TestAccount;
let seller: TestAccount;
let approved: TestAccount;
let unapproved: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { alice, seller, approved, unapproved },
  } = await createHarnessWithAccounts({
    alice: { email: 'alice@example.com' },
    seller: { email: 'seller@example.com' },
    approved: { email: 'approved@example.com' },
    unapproved: { email: 'unapproved@example.com', isPartner: true },
  }));
  await approvePartner(harness, approved);
  // Alice and the seller agree to the approved partner's sale (they join it); the unapproved one has a sale of theirs too.
  await joinPartner(harness, approved, alice, seller);
  expect((await send(harness, unapproved, 'POST', '/2017-09-01/transaction', brokeredSaleBody(alice.email, seller.email))).status).toBe(201);
});
afterAll(() => harness.close());

const UpdateCustomer = graphql(`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      __typename
      ... on UpdateCustomerPayload {
        customer {
          databaseId firstName lastName displayName dateOfBirth phoneNumber companyName
          address { line1 city state postCode country }
          companyAddress { country }
        }
      }
      ... on ValidationError { code message fields { path messages } }
      ... on Error { code message }
    }
  }
`);

const HolderDetails = graphql(`
  query HolderDetails {
    viewer {
      databaseId
      taxNumbers { databaseId type number }
      disbursementMethods { databaseId type accountName bankAbaRoutingNumber bankAccountNumber currency intermediaryBanks { bankSwiftCode } }
      webhooks { url }
      identificationDocuments { type status fileName }
      apiKeys { name }
    }
  }
`);

const CustomerProfile = graphql(`
  query CustomerProfile($id: ID!) {
    node(id: $id) { id ... on Customer { email lastName } }
  }
`);

const CustomerTaxNumbers = graphql(`
  query CustomerTaxNumbers($id: ID!) {
    node(id: $id) { ... on Customer { email taxNumbers { number } } }
  }
`);

const UpdateApiKey = graphql(`
  mutation UpdateApiKey($input: UpdateApiKeyInput!) {
    updateApiKey(input: $input) {
      __typename
      ... on UpdateApiKeyPayload { apiKey { databaseId name isActive lastFourCharacters } }
      ... on ValidationError { fields { path messages } }
      ... on Error { code message }
    }
  }
`);

describe('updateCustomer', () => {
  it('updates the viewer with the rules of PATCH /customer/me', async () => {
    const data = await gqlData(harness, alice.auth, UpdateCustomer, {
      input: {
        firstName: 'Alice',
        lastName: 'Buyer',
        dateOfBirth: '1980-12-01',
        phoneNumber: '+1 555 010 0100',
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', postCode: '73301', country: 'us' },
        company: { companyName: 'Alice Inc', address: { country: 'US' } },
        taxNumbers: [{ type: 'ein', number: '12-3456789' }],
        disbursementMethods: [{ type: 'ach', accountName: 'Alice', bankAbaRoutingNumber: '011000015', bankAccountNumber: '1234567', currency: 'usd' }],
      },
    });
    expect(data.updateCustomer).toEqual({
      __typename: 'UpdateCustomerPayload',
      customer: {
        databaseId: alice.id,
        firstName: 'Alice',
        lastName: 'Buyer',
        displayName: null,
        dateOfBirth: '1980-12-01T00:00:00.000Z',
        phoneNumber: '+1 555 010 0100',
        companyName: 'Alice Inc',
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', postCode: '73301', country: 'US' },
        companyAddress: { country: 'US' },
      },
    });
    const rest = await send(harness, alice, 'GET', '/2017-09-01/customer/me');
    expect(rest.body).toMatchObject({ first_name: 'Alice', date_of_birth: '1980-12-01T00:00:00.000Z', tax_numbers: [{ type: 'ein', number: '123456789' }] });
  });

  it('clears a field sent as null and leaves the rest', async () => {
    const data = await gqlData(harness, alice.auth, UpdateCustomer, { input: { phoneNumber: null } });
    expect(data.updateCustomer).toMatchObject({ customer: { firstName: 'Alice', phoneNumber: null } });
  });

  it('answers a typed ValidationError with the REST problems on camelCase paths', async () => {
    const data = await gqlData(harness, alice.auth, UpdateCustomer, {
      input: {
        firstName: 'x'.repeat(101),
        address: { line1: '1 Main St', country: 'USA' },
        taxNumbers: [{ type: 'passport', number: '1' }],
        disbursementMethods: [{ type: 'ach', accountName: 'Alice' }],
      },
    });
    expect(data.updateCustomer).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [
        { path: ['nameAndDob'], messages: ['first_name: must be at most 100 characters long'] },
        { path: ['address', 'city'], messages: ['is required'] },
        { path: ['address', 'country'], messages: ['must be an ISO 3166-1 alpha-2 country code, such as US'] },
        { path: ['type'], messages: ['must be one of abn, acn, ein, gst, itin, ssn, tin, vat'] },
        { path: ['disbursementMethods', '0', 'bankAbaRoutingNumber'], messages: ['is required for ach'] },
        { path: ['disbursementMethods', '0', 'bankAccountNumber'], messages: ['is required for ach'] },
      ],
    });
  });

  it('reports other problems on the domain’s paths: a company’s fields under company', async () => {
    const data = await gqlData(harness, alice.auth, UpdateCustomer, {
      input: { company: { companyName: 'x'.repeat(201), address: { city: 'x'.repeat(101), country: 'Narnia' } } },
    });
    expect(data.updateCustomer).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [
        { path: ['company', 'companyName'], messages: ['must be at most 200 characters long'] },
        { path: ['company', 'address', 'city'], messages: ['must be at most 100 characters long'] },
        { path: ['company', 'address', 'country'], messages: ['must be an ISO 3166-1 alpha-2 country code, such as US'] },
      ],
    });
  });

  it('lets an approved partner update a customer of its transaction, whose profile it may then read', async () => {
    const data = await gqlData(harness, approved.auth, UpdateCustomer, { input: { customer: globalId('Customer', seller.id), lastName: 'Seller' } });
    expect(data.updateCustomer).toMatchObject({ __typename: 'UpdateCustomerPayload', customer: { databaseId: seller.id, lastName: 'Seller' } });
    const node = await gqlData(harness, approved.auth, CustomerProfile, { id: globalId('Customer', seller.id) });
    expect(node.node).toEqual({ id: globalId('Customer', seller.id), email: seller.email, lastName: 'Seller' });
  });

  it('updates the customer of a party by partyId, as PATCH /party/{party_id} does, with the same refusals', async () => {
    const sale = await send(harness, approved, 'POST', '/2017-09-01/transaction', brokeredSaleBody(alice.email, seller.email));
    const parties = sale.body.parties as { id: number; role: string; customer: string }[];
    const sellerParty = parties.find((party) => party.role === 'seller')!;
    const data = await gqlData(harness, approved.auth, UpdateCustomer, { input: { partyId: sellerParty.id, displayName: 'Seller Shop' } });
    expect(data.updateCustomer).toMatchObject({ __typename: 'UpdateCustomerPayload', customer: { databaseId: seller.id, displayName: 'Seller Shop' } });
    const rest = await send(harness, approved, 'PATCH', `/2017-09-01/party/${sellerParty.id}`, { display_name: 'Seller Shop 2' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: seller.id, display_name: 'Seller Shop 2' });

    const refused = await gqlData(harness, unapproved.auth, UpdateCustomer, { input: { partyId: sellerParty.id, displayName: 'X' } });
    const restRefused = await send(harness, unapproved, 'PATCH', `/2017-09-01/party/${sellerParty.id}`, { display_name: 'X' });
    expect(restRefused.status).toBe(403);
    expect(refused.updateCustomer).toEqual({ __typename: 'ForbiddenError', code: 'forbidden', message: restRefused.body.error });
    expect((await gqlData(harness, approved.auth, UpdateCustomer, { input: { partyId: 999999, displayName: 'X' } })).updateCustomer).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'Party not found',
    });
    expect(
      (await gqlData(harness, approved.auth, UpdateCustomer, { input: { partyId: sellerParty.id, customer: globalId('Customer', seller.id), displayName: 'X' } }))
        .updateCustomer,
    ).toMatchObject({ __typename: 'ValidationError', fields: [{ path: ['partyId'], messages: ['must not be sent with customer'] }] });
  });

  it('keeps the holder-only fields from an acting partner', async () => {
    const result = await gql(harness, approved.auth, CustomerTaxNumbers, { id: globalId('Customer', seller.id) });
    expect(result.errors?.map((error) => [error.path?.join('.'), error.message])).toEqual([['node.taxNumbers', 'Not authorized to resolve Customer.taxNumbers']]);
  });

  it('answers ForbiddenError for a customer the viewer may not act for, NotFoundError for one that does not exist', async () => {
    for (const account of [unapproved, seller]) {
      expect((await gqlData(harness, account.auth, UpdateCustomer, { input: { customer: globalId('Customer', alice.id), firstName: 'X' } })).updateCustomer).toEqual(
        {
          __typename: 'ForbiddenError',
          code: 'forbidden',
          message: customerForbiddenMessage,
        },
      );
    }
    expect((await gqlData(harness, alice.auth, UpdateCustomer, { input: { customer: globalId('Customer', 999999), firstName: 'X' } })).updateCustomer).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'Customer not found',
    });
    const node = await gql(harness, unapproved.auth, CustomerProfile, { id: globalId('Customer', seller.id) });
    expect(node.data?.node ?? null).toBeNull();
  });

  it('answers ForbiddenError to an acting partner adding disbursement methods', async () => {
    const data = await gqlData(harness, approved.auth, UpdateCustomer, {
      input: {
        customer: globalId('Customer', seller.id),
        disbursementMethods: [{ type: 'wire', accountName: 'Mallory', bankIban: 'GB82WEST12345698765432', bankSwiftCode: 'NWBKGB2L' }],
      },
    });
    expect(data.updateCustomer).toEqual({ __typename: 'ForbiddenError', code: 'forbidden', message: 'Only the account holder may add disbursement methods' });
  });
});

describe('viewer’s account details', () => {
  it('lists tax numbers, disbursement methods, webhooks, documents and keys, in two SQL statements', async () => {
    await harness.services.prisma.identificationDocument.create({ data: { customerId: alice.id, type: 'passport', fileName: 'p.pdf' } });
    harness.db.queries.reset();
    const data = await gqlData(harness, alice.auth, HolderDetails);
    expect(harness.db.queries.count).toBe(2);
    expect(data.viewer).toEqual({
      databaseId: alice.id,
      taxNumbers: [{ databaseId: expect.any(Number), type: 'ein', number: '123456789' }],
      disbursementMethods: [
        {
          databaseId: expect.any(Number),
          type: 'ach',
          accountName: 'Alice',
          bankAbaRoutingNumber: '011000015',
          bankAccountNumber: '1234567',
          currency: 'usd',
          intermediaryBanks: [],
        },
      ],
      webhooks: [],
      identificationDocuments: [{ type: 'passport', status: 'submitted', fileName: 'p.pdf' }],
      apiKeys: [{ name: 'test key' }],
    });
  });
});

describe('updateApiKey', () => {
  it('renames and deactivates a key; a deactivated key stops authenticating', async () => {
    const keyId = (await send(harness, alice, 'POST', '/2017-09-01/customer/me/api_key', { name: 'temp' })).body as { id: number; key: string };
    const id = globalId('ApiKey', keyId.id);
    const data = await gqlData(harness, alice.auth, UpdateApiKey, { input: { id, name: 'renamed', isActive: false } });
    expect(data.updateApiKey).toEqual({
      __typename: 'UpdateApiKeyPayload',
      apiKey: { databaseId: keyId.id, name: 'renamed', isActive: false, lastFourCharacters: keyId.key.slice(-4) },
    });
    expect((await gql(harness, basicAuth(alice.email, keyId.key), HolderDetails)).status).toBe(401);
  });

  it('answers NotFoundError for another account’s key and ValidationError for a blank name', async () => {
    const sellersKey = (await send(harness, seller, 'GET', '/2017-09-01/customer/me/api_key')).body.api_keys[0].id;
    expect((await gqlData(harness, alice.auth, UpdateApiKey, { input: { id: globalId('ApiKey', sellersKey), isActive: false } })).updateApiKey).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'API key not found',
    });
    expect((await send(harness, seller, 'GET', '/2017-09-01/customer/me')).status).toBe(200);
    const own = (await send(harness, alice, 'GET', '/2017-09-01/customer/me/api_key')).body.api_keys[0].id;
    expect((await gqlData(harness, alice.auth, UpdateApiKey, { input: { id: globalId('ApiKey', own), name: ' ' } })).updateApiKey).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [{ path: ['name'], messages: ['is required'] }],
    });
  });
});
