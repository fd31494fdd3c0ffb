import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateTransactionInput as DomainInput } from '../../src/domain/transactions/create-input.js';
import type { CreateTransactionInput as GraphQLInput } from '../../src/graphql/transactions/create-transaction-input.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { CreateLifecycleTransaction } from '../support/lifecycle-operations.js';

// What the GraphQL input type parses to is the domain's input, field for field: the resolver
// hands it over as it is (checked by the compiler; a wire conversion would not type-check).
export const graphqlInputIsTheDomainInput = (input: typeof GraphQLInput.$inferInput): DomainInput => input;

let harness: Harness;
let buyer: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  await createTestAccount(harness, { email: 'seller@example.com' });
});
afterAll(() => harness.close());

const parties = [
  { role: 'buyer' as const, customer: 'me' },
  { role: 'seller' as const, customer: 'seller@example.com' },
];

describe('createTransaction: the GraphQL input is the domain input', () => {
  it('reaches the domain as typed values: money in minor units, due dates as Date, no wire names', async () => {
    const input = {
      currency: 'usd' as const,
      description: 'A website in two milestones',
      parties,
      items: [
        {
          title: 'Design',
          type: 'milestone' as const,
          inspectionPeriod: 86400,
          extraAttributes: { concierge: true },
          schedule: [{ amount: '1000.5', payerCustomer: 'me', beneficiaryCustomer: 'seller@example.com', dueDate: '2026-03-01T10:00:00.000Z' }],
          fees: [
            { type: 'escrow' as const, payerCustomer: 'me', split: 0.5 },
            { type: 'escrow' as const, payerCustomer: 'seller@example.com', split: 0.5 },
          ],
        },
      ],
    };
    const data = await gqlData(harness, buyer.auth, CreateLifecycleTransaction, { input });
    expect(data.createTransaction.__typename).toBe('CreateTransactionPayload');
    if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data.createTransaction));
    const stored = await harness.services.prisma.transaction.findUniqueOrThrow({
      where: { id: data.createTransaction.transaction.databaseId },
      include: { items: { include: { schedules: true, fees: { orderBy: { position: 'asc' } } } } },
    });
    const [item] = stored.items;
    expect(item?.schedules.map(({ amount, dueDate }) => ({ amount, dueDate }))).toEqual([{ amount: 100050n, dueDate: new Date('2026-03-01T10:00:00Z') }]);
    expect(item?.fees.map((fee) => fee.splitBasisPoints)).toEqual([5000, 5000]);
    expect(item?.extraAttributes).toEqual({ concierge: true });
  });

  it('answers the domain’s refusals under the domain’s own paths', async () => {
    const data = await gqlData(harness, buyer.auth, CreateLifecycleTransaction, {
      input: {
        currency: 'usd',
        description: 'example.com',
        parties,
        items: [
          {
            title: 'example.com',
            type: 'domain_name',
            inspectionPeriod: 259200,
            schedule: [{ amount: '1000.00', payerCustomer: 'me', beneficiaryCustomer: 'seller@example.com', dueDate: '2026-03-01T00:00:00.000Z' }],
            fees: [{ type: 'escrow', payerCustomer: 'me', split: 0.5 }],
          },
        ],
        privacy: { hideCounterparties: true },
      },
    });
    if (data.createTransaction.__typename !== 'ValidationError') throw new Error(JSON.stringify(data.createTransaction));
    expect(data.createTransaction.fields).toEqual([
      { path: ['items', '0', 'fees', 'all'], messages: ['the escrow fee splits must sum to 1.0; they sum to 0.5'] },
      { path: ['items', '0', 'schedule', '0', 'dueDate'], messages: ['is only allowed on domain_name_holding and milestone items'] },
      { path: ['privacy', 'all'], messages: ['is only supported when a broker takes part in the transaction'] },
    ]);
  });
});
