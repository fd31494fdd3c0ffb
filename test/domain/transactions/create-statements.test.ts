import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../../src/db/generated/client.js';
import { reserveIdempotencyKey } from '../../../src/domain/idempotency/records.js';
import { createTransaction } from '../../../src/domain/transactions/create.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { cameraSaleBody, domainNameBody, getJson, partnerSaleBody, postJson } from '../../support/transactions.js';

// What creating a transaction costs in SQL, and that the answer built from what was written
// is what a read of the stored transaction answers.

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness);
  seller = await createTestAccount(harness);
});
afterAll(() => harness.close());

async function created(account: TestAccount, body: unknown) {
  harness.db.queries.reset();
  harness.db.queries.recording = true;
  try {
    const response = await postJson(harness, account, '/2017-09-01/transaction', body);
    expect(response.status).toBe(201);
    return { body: response.body, statements: [...harness.db.queries.statements] };
  } finally {
    harness.db.queries.recording = false;
  }
}

describe('POST /transaction', () => {
  it('stores a transaction between existing accounts in 3 statements: authentication, the accounts named, one INSERT chain', async () => {
    const { statements } = await created(buyer, domainNameBody(seller.email));
    expect(statements).toHaveLength(3);
    expect(statements.some((sql) => /^(BEGIN|COMMIT)/.test(sql))).toBe(false);
    const insert = statements[2]!;
    for (const table of ['Transaction', 'Party', 'Item', 'Schedule', 'Fee', 'TimelineEntry', 'Event']) expect(insert).toContain(`INSERT INTO "${table}"`);
  });

  it('reads the accounts named by one prepared statement, of the same text however many are named', async () => {
    const broker = await createTestAccount(harness);
    const lookUp = async (body: unknown) => (await created(buyer, body)).statements[1]!;
    const two = await lookUp(domainNameBody(seller.email));
    const three = await lookUp(partnerSaleBody(seller.email, broker.email));
    expect(two).toContain('FROM "Customer" c WHERE c."email" = ANY(');
    expect(three).toBe(two);
    const prepared = await harness.db.read<{ statement: string }>(Prisma.sql`SELECT "statement" FROM pg_prepared_statements`);
    expect(prepared.map((row) => row.statement)).toContain(two);
  });

  it('answers what a read of the stored transaction answers', async () => {
    await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { addressCountry: 'AU', firstName: 'Ada', lastName: 'Byron' } });
    try {
      for (const body of [
        domainNameBody(seller.email),
        // GST on the fee the Australian buyer pays: a fee with a tax row.
        domainNameBody(seller.email, { currency: 'aud', reference: 'with-gst' }),
        // Two milestones with due dates, each with its own schedule and fee.
        {
          ...domainNameBody(seller.email),
          items: [1, 2].map((n) => ({
            title: `Milestone ${n}`,
            description: `Part ${n}`,
            type: 'milestone',
            inspection_period: 259200,
            schedule: [{ amount: `${n}00.00`, payer_customer: 'me', beneficiary_customer: seller.email, due_date: `2026-0${n + 2}-01T00:00:00Z` }],
          })),
        },
      ]) {
        const { body: answer } = await created(buyer, body);
        expect(answer).toEqual((await getJson(harness, buyer, `/2017-09-01/transaction/${answer.id as number}`)).body);
      }
    } finally {
      await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { addressCountry: null, firstName: null, lastName: null } });
    }
  });

  it('creates the accounts of people without one, with their invitations, in one database transaction', async () => {
    const { body, statements } = await created(buyer, cameraSaleBody('me'));
    expect(statements.filter((sql) => /^INSERT INTO "public"\."Customer"/.test(sql))).toHaveLength(1);
    const invited = await harness.services.prisma.customer.findUniqueOrThrow({ where: { email: 'seller@example.com' } });
    expect(await harness.services.prisma.mailMessage.count({ where: { to: 'seller@example.com', kind: 'invitation' } })).toBe(1);
    expect(body).toEqual((await getJson(harness, buyer, `/2017-09-01/transaction/${body.id as number}`)).body);
    expect(invited.createdById).toBe(buyer.id);
  });

  it('a partner between two others: the answer equals the read', async () => {
    const partner = await createTestAccount(harness);
    const other = await createTestAccount(harness);
    const { body } = await created(partner, partnerSaleBody(buyer.email, other.email));
    expect(body).toEqual((await getJson(harness, partner, `/2017-09-01/transaction/${body.id as number}`)).body);
  });

  it('writes nothing when the request lost its idempotency key, and says so', async () => {
    const { prisma } = harness.services;
    const reservation = await reserveIdempotencyKey(harness.services, { customerId: buyer.id, key: 'lost-create', method: 'POST', path: '/x', requestHash: 'h' });
    if (reservation.kind !== 'execute') throw new Error(`unexpected ${reservation.kind}`);
    await prisma.idempotencyRecord.update({ where: { id: reservation.scope.recordId }, data: { lockToken: 'someone else' } });
    const before = await prisma.transaction.count();
    const eventsBefore = await prisma.event.count();
    const viewer = { customer: await prisma.customer.findUniqueOrThrow({ where: { id: buyer.id } }) } as Parameters<typeof createTransaction>[1];
    const input = {
      currency: 'usd' as const,
      description: 'Lost key',
      parties: [
        { role: 'buyer' as const, customer: 'me' },
        { role: 'seller' as const, customer: seller.email },
      ],
      items: [
        {
          title: 'example.org',
          type: 'domain_name' as const,
          inspectionPeriod: 259200,
          schedule: [{ amount: 10000n, payerCustomer: 'me', beneficiaryCustomer: seller.email }],
        },
      ],
    };
    await expect(createTransaction({ ...harness.services, idempotency: reservation.scope }, viewer, input)).rejects.toThrow('taken over by a retry');
    expect(reservation.scope.applied).toBe(false);
    expect(await prisma.transaction.count()).toBe(before);
    expect(await prisma.event.count()).toBe(eventsBefore);
    // The same input with the key still held is stored: the refusal came from the key alone.
    const stored = await createTransaction(harness.services, viewer, input);
    expect(stored.description).toBe('Lost key');
  });
});
