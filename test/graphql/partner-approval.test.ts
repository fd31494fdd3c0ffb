import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let operator: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  operator = await createTestAccount(harness, { email: 'ops@example.com', isOperator: true });
  partner = await createTestAccount(harness, { email: 'platform@example.com', isPartner: true });
});
afterAll(() => harness.close());

const SetPartnerApproval = graphql(`
  mutation SetPartnerApproval($email: String!, $approved: Boolean!) {
    setPartnerApproval(email: $email, approved: $approved) {
      __typename
      ... on SetPartnerApprovalPayload { email approved }
      ... on Error { code message }
    }
  }
`);

describe('setPartnerApproval', () => {
  it('lets an operator approve a partner, and no one else', async () => {
    expect((await gqlData(harness, operator.auth, SetPartnerApproval, { email: partner.email, approved: true })).setPartnerApproval).toEqual({
      __typename: 'SetPartnerApprovalPayload',
      email: 'platform@example.com',
      approved: true,
    });
    expect((await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: partner.id } })).actAsCustomerApproved).toBe(true);
    expect((await gqlData(harness, partner.auth, SetPartnerApproval, { email: partner.email, approved: false })).setPartnerApproval).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only operators may approve partners',
    });
    expect((await gqlData(harness, operator.auth, SetPartnerApproval, { email: operator.email, approved: true })).setPartnerApproval).toMatchObject({
      __typename: 'ValidationError',
    });
    expect((await gqlData(harness, operator.auth, SetPartnerApproval, { email: 'nobody@example.com', approved: true })).setPartnerApproval).toMatchObject({
      __typename: 'NotFoundError',
    });
  });
});
