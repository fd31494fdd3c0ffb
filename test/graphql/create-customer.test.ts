/** createCustomer: POST /customer in GraphQL, with the same rules and answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let partner: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner },
  } = await createHarnessWithAccounts({ partner: { email: 'partner@example.com', isPartner: true } }));
});
afterAll(() => harness.close());

const mutation = `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) {
  __typename
  ... on CreateCustomerPayload { databaseId email customerId }
  ... on ValidationError { fields { path messages } }
  ... on ForbiddenError { message } } }`;

async function create(input: Record<string, unknown>) {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: partner.auth },
    body: JSON.stringify({ query: mutation, variables: { input } }),
  });
  return ((await response.json()) as { data: { createCustomer: Record<string, unknown> } }).data.createCustomer;
}

describe('createCustomer', () => {
  it('opens the account, stores the fields and mails a set-password link', async () => {
    const created = await create({ email: ' Opened@Example.com ', firstName: 'Olga', shippingAddress: { line1: '9 Dock Road', city: 'Oakland', country: 'US' } });
    expect(created).toEqual({
      __typename: 'CreateCustomerPayload',
      databaseId: expect.any(Number),
      email: 'opened@example.com',
      customerId: Buffer.from(`Customer:${String(created.databaseId)}`).toString('base64'),
    });
    const stored = await harness.services.prisma.customer.findUniqueOrThrow({ where: { email: 'opened@example.com' } });
    expect(stored).toMatchObject({ firstName: 'Olga', createdById: partner.id, shippingAddress: expect.objectContaining({ line1: '9 Dock Road', country: 'US' }) });
    expect(await harness.services.prisma.mailMessage.count({ where: { to: 'opened@example.com', kind: 'set_password' } })).toBe(1);
  });

  it('answers a ForbiddenError for an email in use and a ValidationError for bad fields, creating nothing', async () => {
    expect(await create({ email: 'partner@example.com' })).toEqual({ __typename: 'ForbiddenError', message: 'A customer with this email address already exists' });
    expect(await create({ email: 'not-an-email', address: { line1: '1 Main St', country: 'Atlantis' } })).toEqual({
      __typename: 'ValidationError',
      fields: [
        { path: ['email'], messages: ['must be a valid email address'] },
        { path: ['address', 'city'], messages: ['is required'] },
        { path: ['address', 'country'], messages: ['must be an ISO 3166-1 alpha-2 country code, such as US'] },
      ],
    });
    expect(await harness.services.prisma.customer.count({ where: { email: 'not-an-email' } })).toBe(0);
  });
});
