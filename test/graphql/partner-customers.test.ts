import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, createSale, idsOf, partnerGet } from '../support/partners.js';

let harness: Harness;
let partner: TestAccount;
let plain: TestAccount;
const customerIds: number[] = [];

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  plain = await createTestAccount(harness);
  for (let i = 0; i < 3; i++) await createSale(harness, partner, { buyer: `gql.cust.buyer${i}@example.com`, seller: `gql.cust.seller${i}@example.com` });
  const customers = await harness.services.prisma.customer.findMany({ where: { email: { startsWith: 'gql.cust.' } }, orderBy: { id: 'desc' } });
  customerIds.push(...customers.map((c) => c.id));
  await harness.services.prisma.customer.update({ where: { id: customerIds[0] }, data: { addressCountry: 'NZ' } });
});
afterAll(() => harness.close());

const PartnerCustomers = graphql(`
  query PartnerCustomers($filter: PartnerCustomerFilterInput, $first: Int, $after: String, $last: Int, $before: String, $sortDirection: SortDirection) {
    partner {
      __typename
      ... on Partner {
        customers(filter: $filter, first: $first, after: $after, last: $last, before: $before, sortDirection: $sortDirection) {
          __typename
          ... on PartnerCustomersConnection {
            edges { node { databaseId email address { country } personalVerificationStatus companyVerificationStatus } }
            pageInfo { hasNextPage endCursor startCursor }
          }
          ... on ValidationError { fields { path messages } }
        }
      }
    }
  }
`);

const PartnerCustomer = graphql(`
  query PartnerCustomer($customerId: Int, $partyId: Int) {
    partner {
      __typename
      ... on Partner {
        customer(customerId: $customerId, partyId: $partyId) {
          __typename
          ... on PartnerCustomer { databaseId email firstName }
          ... on ValidationError { fields { path messages } }
          ... on Error { code message }
        }
      }
      ... on Error { code }
    }
  }
`);

async function customers(variables: Record<string, unknown>) {
  const data = await gqlData(harness, partner.auth, PartnerCustomers, variables);
  if (data.partner.__typename !== 'Partner') throw new Error('not a partner');
  return data.partner.customers;
}

describe('partner { customers, customer }', () => {
  it('lists the same customers as GET /partner/customers, with cursors', async () => {
    const rest = idsOf((await partnerGet(harness, partner, '/customers')).body.customers);
    const page = await customers({});
    if (page.__typename !== 'PartnerCustomersConnection') throw new Error(page.__typename);
    expect(page.edges.map((edge) => edge.node.databaseId)).toEqual(rest);
    expect(rest).toEqual(customerIds);
    const first = await customers({ first: 4 });
    if (first.__typename !== 'PartnerCustomersConnection') throw new Error(first.__typename);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await customers({ first: 4, after: first.pageInfo.endCursor });
    if (next.__typename !== 'PartnerCustomersConnection') throw new Error(next.__typename);
    expect(next.edges.map((edge) => edge.node.databaseId)).toEqual(customerIds.slice(4));
    const last = await customers({ last: 2, sortDirection: 'ASC' });
    if (last.__typename !== 'PartnerCustomersConnection') throw new Error(last.__typename);
    expect(last.edges.map((edge) => edge.node.databaseId)).toEqual([customerIds[1], customerIds[0]]);
  });

  it('filters, and answers a ValidationError for a country that is not a code', async () => {
    const nz = await customers({ filter: { country: 'nz', verificationStatus: 'not_verified' } });
    expect(nz).toMatchObject({ edges: [{ node: { databaseId: customerIds[0], address: { country: 'NZ' } } }] });
    expect(await customers({ filter: { country: 'New Zealand' } })).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: ['filter', 'country'], messages: ['must be an ISO 3166-1 alpha-2 country code, such as US'] }],
    });
  });

  it('reads one customer by customerId or partyId; NotFoundError outside the partner’s transactions', async () => {
    const party = await harness.services.prisma.party.findFirstOrThrow({ where: { customerId: customerIds[0], role: { not: 'partner' } } });
    for (const variables of [{ customerId: customerIds[0] }, { partyId: party.id }]) {
      const data = await gqlData(harness, partner.auth, PartnerCustomer, variables);
      expect(data.partner).toMatchObject({ customer: { __typename: 'PartnerCustomer', databaseId: customerIds[0] } });
    }
    expect((await gqlData(harness, partner.auth, PartnerCustomer, { customerId: plain.id })).partner).toMatchObject({
      customer: { __typename: 'NotFoundError', code: 'not_found' },
    });
    expect((await gqlData(harness, partner.auth, PartnerCustomer, {})).partner).toMatchObject({
      customer: { __typename: 'ValidationError', fields: [{ path: ['customerId'], messages: ['either a customer id or a party id is required'] }] },
    });
    expect((await gqlData(harness, plain.auth, PartnerCustomer, { customerId: customerIds[0] })).partner).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
    });
  });
});
