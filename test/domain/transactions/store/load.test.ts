import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../../../src/db/generated/client.js';
import { viewTransaction } from '../../../../src/domain/transactions/view.js';
import type { Viewer } from '../../../../src/domain/auth/authenticate.js';
import { viewerTransactionWindow } from '../../../../src/domain/transactions/listing.js';
import { loadTransaction, loadTransactions, loadTransactionsOf } from '../../../../src/domain/transactions/store/load.js';
import { transactionInclude } from '../../../../src/domain/transactions/record.js';
import { serializeTransaction } from '../../../../src/rest/serializers/transaction.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../../support/harness.js';
import { action, givePayoutMethod } from '../../../support/lifecycle.js';
import { cameraSaleBody, partnerSaleBody, postJson } from '../../../support/transactions.js';
import { testDatabaseUrl } from '../../../support/databases.js';

// The JSON read of whole transactions (src/domain/transactions/store/load.ts) must return exactly what
// Prisma's `include: transactionInclude` returns, for every kind of transaction and every field.

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let broker: TestAccount;
const ids: number[] = [];

async function create(account: TestAccount, body: unknown): Promise<number> {
  const created = await postJson(harness, account, '/2017-09-01/transaction', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  ids.push(id);
  return id;
}

const itemTypes = ['domain_name', 'domain_name_holding', 'general_merchandise', 'milestone', 'motor_vehicle'] as const;
/** The item types that may have several schedule entries, with due dates. */
const scheduled = new Set<string>(['domain_name_holding', 'milestone']);

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, buyer, seller, broker },
  } = await createHarnessWithAccounts({
    partner: { email: 'partner@example.com', isPartner: true },
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    broker: { email: 'broker@example.com' },
  }));
  await harness.services.prisma.customer.update({
    where: { id: seller.id },
    data: { firstName: 'Sam', lastName: 'Seller', displayName: 'Sam S.', addressCountry: 'AU' },
  });

  // Every goods item type, with category, extra attributes, a split escrow fee; two schedule entries (one due) where allowed.
  for (const type of itemTypes) {
    await create(partner, {
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
      ],
      currency: type === 'motor_vehicle' ? 'euro' : 'usd',
      description: `A ${type} sale`,
      reference: `ref-${type}`,
      items: [
        {
          title: `The ${type}`,
          description: 'with a description',
          type,
          category: type === 'general_merchandise' ? 'computer_hardware_and_software' : undefined,
          inspection_period: 86400,
          quantity: 2,
          ...(type === 'domain_name' ? { extra_attributes: { concierge: true, with_content: false } } : {}),
          ...(type === 'motor_vehicle' ? { extra_attributes: { make: 'Volvo', model: 'P1800', year: 1967 } } : {}),
          schedule: scheduled.has(type)
            ? [
                { amount: '600.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com', due_date: '2030-01-02T03:04:05.000Z' },
                { amount: '400.25', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com', due_date: '2030-03-04T05:06:07.891Z' },
              ]
            : [{ amount: '1000.25', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
          fees: [
            { type: 'escrow', payer_customer: 'buyer@example.com', split: '0.5' },
            { type: 'escrow', payer_customer: 'seller@example.com', split: '0.5' },
          ],
        },
      ],
    });
  }
  // Brokered with privacy, a commission and a shipping fee: the fee items and the broker party.
  await create(broker, {
    parties: [
      { role: 'buyer', customer: 'buyer@example.com' },
      { role: 'seller', customer: 'seller@example.com' },
      { role: 'broker', customer: 'me' },
    ],
    currency: 'usd',
    description: 'Brokered sale',
    privacy: { hide_counterparties: true, broker_commission_visible_to: 'seller' },
    items: [
      {
        title: 'example.org',
        type: 'domain_name',
        inspection_period: 259200,
        schedule: [{ amount: '1000.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
      },
      { title: 'Commission', type: 'broker_fee', schedule: [{ amount: '100.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'me' }] },
      { title: 'Shipping', type: 'shipping_fee', schedule: [{ amount: '20.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }] },
    ],
  });
  // A partner fee and an auction id.
  const sale = partnerSaleBody('buyer@example.com', 'seller@example.com');
  await create(partner, {
    ...sale,
    auction_id: 1234,
    items: [
      ...sale.items,
      { title: 'Partner fee', type: 'partner_fee', schedule: [{ amount: '15.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'me' }] },
    ],
  });
  // The buyer's own sale: agreed by both (agreedAt), a payout method chosen, then cancelled.
  const cancelled = await create(buyer, cameraSaleBody('me'));
  expect((await action(harness, seller, cancelled, { action: 'agree' })).status).toBe(200);
  await givePayoutMethod(harness, cancelled, seller.id);
  expect((await action(harness, buyer, cancelled, { action: 'cancel', cancel_information: { cancellation_reason: 'changed my mind' } })).status).toBe(200);

  // Fields no request above fills, set directly: closed, item flags and dates, taxes, amounts past 2^53.
  const closed = ids[0]!;
  const prisma = harness.services.prisma;
  await prisma.transaction.update({
    where: { id: closed },
    data: {
      closedAt: new Date('2026-02-03T04:05:06.789Z'),
      statusCode: 75,
      selectedPaymentMethod: 'wire_transfer',
      wireReference: 'W-1',
      paymentReturnUrl: 'https://example.com/back',
    },
  });
  const item = await prisma.item.findFirstOrThrow({ where: { transactionId: closed } });
  await prisma.item.update({
    where: { id: item.id },
    data: {
      received: true,
      accepted: true,
      shipped: true,
      inspectionEndsAt: new Date('2026-02-01T00:00:00.001Z'),
      rejectionReason: 'scratched',
      returnRejectionReason: 'not as sent',
      extraAttributes: { nested: { list: [1, 'two', null], unicode: 'é ✓ 😀' } },
    },
  });
  await prisma.schedule.updateMany({
    where: { itemId: item.id },
    data: { secured: true, securedAt: new Date('2026-01-20T10:00:00.000Z'), disbursedToBeneficiary: true, disbursedAt: new Date('2026-02-03T04:05:06.789Z') },
  });
  const fee = await prisma.fee.findFirstOrThrow({ where: { itemId: item.id } });
  await prisma.feeTax.createMany({
    data: [
      { feeId: fee.id, type: 'vat', amount: 1234n },
      { feeId: fee.id, type: 'gst', amount: 9_007_199_254_740_993n },
    ],
  });
  await prisma.schedule.updateMany({ where: { item: { transactionId: ids[1]! } }, data: { amount: 9_007_199_254_740_993n, refunded: true } });
  await prisma.transaction.update({ where: { id: ids[1]! }, data: { totalAmount: 9_007_199_254_740_995n, clockOffsetSeconds: 3600 } });
  // A transaction with no items at all (only SQL makes one).
  const bare = await create(partner, partnerSaleBody('buyer@example.com', 'seller@example.com'));
  await prisma.item.deleteMany({ where: { transactionId: bare } });
}, 120_000);
afterAll(() => harness.close());

const byPrisma = (id: number) => harness.services.prisma.transaction.findUnique({ where: { id }, include: transactionInclude });

describe('loading whole transactions as JSON', () => {
  it('returns what Prisma returns, field for field, for every kind of transaction, read directly or through Prisma', async () => {
    expect(ids).toHaveLength(9);
    for (const id of ids) {
      const expected = await byPrisma(id);
      expect(expected).not.toBeNull();
      expect(await loadTransaction(harness.db, id)).toStrictEqual(expected);
      expect(await loadTransaction(harness.services.prisma, id)).toStrictEqual(expected);
      // Inside a transaction, through its client.
      await harness.services.prisma.$transaction(async (tx) => expect(await loadTransaction(tx, id)).toStrictEqual(expected));
    }
  });

  it('keeps every amount exact past 2^53, and every date to the millisecond', async () => {
    const wide = (await loadTransaction(harness.db, ids[1]!))!;
    expect(wide.totalAmount).toBe(9_007_199_254_740_995n);
    expect(wide.items[0]!.schedules.map((schedule) => schedule.amount)).toEqual([9_007_199_254_740_993n, 9_007_199_254_740_993n]);
    const closed = (await loadTransaction(harness.db, ids[0]!))!;
    expect(closed.closedAt?.toISOString()).toBe('2026-02-03T04:05:06.789Z');
    expect(closed.items[0]!.fees[0]!.taxes.map((tax) => tax.amount)).toEqual([1234n, 9_007_199_254_740_993n]);
  });

  it('answers null for an id that does not exist', async () => {
    expect(await loadTransaction(harness.db, 2_000_000_000)).toBeNull();
  });

  it('loads a list in id order either way, in one statement, and none for no ids', async () => {
    const expected = await harness.services.prisma.transaction.findMany({ where: { id: { in: ids } }, orderBy: { id: 'desc' }, include: transactionInclude });
    harness.db.queries.reset();
    expect(await loadTransactions(harness.db, ids, 'desc')).toStrictEqual(expected);
    expect(harness.db.queries.count).toBe(1);
    expect(await loadTransactions(harness.db, [...ids].reverse(), 'asc')).toStrictEqual([...expected].reverse());
    harness.db.queries.reset();
    expect(await loadTransactions(harness.db, [], 'asc')).toEqual([]);
    expect(harness.db.queries.count).toBe(0);
  });

  it('loads the ids a subquery selects, with its order and limit, in one statement', async () => {
    harness.db.queries.reset();
    const page = await loadTransactionsOf(
      harness.db,
      Prisma.sql`SELECT t."id" FROM "Transaction" t WHERE t."creatorId" = ${partner.id} ORDER BY t."id" DESC LIMIT 3`,
      'desc',
    );
    expect(harness.db.queries.count).toBe(1);
    const expected = await harness.services.prisma.transaction.findMany({
      where: { creatorId: partner.id },
      orderBy: { id: 'desc' },
      take: 3,
      include: transactionInclude,
    });
    expect(page).toStrictEqual(expected);
  });

  it('gives every party, and the partner, the same wire view as before', async () => {
    const settings = harness.services.config;
    for (const id of ids) {
      const expected = (await byPrisma(id))!;
      const loaded = (await loadTransaction(harness.db, id))!;
      const viewers = [...new Set(expected.parties.map((party) => party.customerId)), expected.creatorId];
      for (const customerId of viewers) {
        expect(JSON.stringify(serializeTransaction(viewTransaction(loaded, customerId, settings)))).toBe(
          JSON.stringify(serializeTransaction(viewTransaction(expected, customerId, settings))),
        );
      }
    }
  });

  // On PostgreSQL a read by id (and by a list of ids) is a prepared statement of each pooled
  // connection: parsed once and, by id, after PostgreSQL's five custom plans, planned once.
  it.skipIf(!testDatabaseUrl())('keeps the reads by id prepared on PostgreSQL, and a filtered listing not', async () => {
    type Prepared = { statement: string; generic: number };
    // Sequential reads take the same idle connection, so this sees what the reads before it prepared.
    const prepared = () =>
      harness.db.read<Prepared>(Prisma.sql`SELECT "statement", "generic_plans"::int AS "generic" FROM pg_prepared_statements WHERE "name" LIKE 'heldfunds_%'`);
    for (let i = 0; i < 8; i += 1) {
      await loadTransaction(harness.db, ids[i % ids.length]!);
      await loadTransactions(harness.db, ids, 'desc');
    }
    const before = await prepared();
    const ending = (end: string) => before.filter((row) => row.statement.replace(/\s+/g, ' ').endsWith(end));
    const [byId] = ending('WHERE t."id" = $1');
    const [byIds] = ending('unnest($1::int[]) AS "id") ORDER BY t."id" DESC');
    expect(byId?.generic).toBeGreaterThan(0);
    // A list's plan follows how many ids it has: PostgreSQL may keep planning it, but parses it once.
    expect(byIds).toBeDefined();
    await loadTransactionsOf(harness.db, Prisma.sql`SELECT t."id" FROM "Transaction" t WHERE t."creatorId" = ${partner.id} ORDER BY t."id" DESC LIMIT 3`, 'desc');
    expect(await prepared()).toHaveLength(before.length);

    // The viewer's listing by id with no column filter (one plan fits every viewer) is
    // prepared; filtered by a transaction column it is not.
    const viewer: Viewer = { customer: await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: buyer.id } }), method: 'api_key', apiKeyId: null };
    const window = { sortBy: 'id', sortDirection: 'desc', limit: 3, fromEnd: false } as const;
    const plain = await viewerTransactionWindow(harness.services, viewer, {}, window);
    expect(plain.length).toBeGreaterThan(0);
    const withListing = await prepared();
    expect(withListing).toHaveLength(before.length + 1);
    await viewerTransactionWindow(harness.services, viewer, { status: 'ongoing' }, window);
    await viewerTransactionWindow(harness.services, viewer, {}, { ...window, sortBy: 'amount' });
    expect(await prepared()).toHaveLength(withListing.length);
  });
});
