import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../../../src/db/generated/client.js';
import type { Viewer } from '../../../../src/domain/auth/authenticate.js';
import { transactionInclude, type TransactionRecord } from '../../../../src/domain/transactions/record.js';
import { transactionStore } from '../../../../src/domain/transactions/store/index.js';
import { loadTransactionUnless, readTransaction, recordCacheLimit, recordCacheOf } from '../../../../src/domain/transactions/store/record-cache.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../../support/harness.js';
import { action } from '../../../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../../../support/transactions.js';
import { testDatabaseUrl } from '../../../support/databases.js';

// Reads of whole transactions outside a database transaction are answered from records kept per
// Database, validated by the database on every read (src/domain/transactions/store/record-cache.ts):
// whatever writes a row a record is built from, the next read shows it.

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let other: TestAccount;

async function create(): Promise<number> {
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

const byPrisma = (id: number) => harness.services.prisma.transaction.findUnique({ where: { id }, include: transactionInclude });
const load = (id: number) => transactionStore.load(harness.db, id);

/** Reads the transaction (held by the cache), runs the write, and expects the next read to show it. */
async function expectSeen(id: number, write: () => Promise<unknown>): Promise<TransactionRecord> {
  const before = await load(id);
  expect(await load(id)).toBe(before);
  await write();
  const after = await load(id);
  expect(after).not.toBe(before);
  expect(after).toStrictEqual(await byPrisma(id));
  return after!;
}

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, other },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    other: { email: 'other@example.com' },
  }));
}, 60_000);
afterAll(() => harness.close());

describe('the record cache', () => {
  it('answers an unchanged transaction from the record it holds, in one statement that sends no JSON', async () => {
    const id = await create();
    const first = await load(id);
    expect(first).toStrictEqual(await byPrisma(id));
    harness.db.queries.reset();
    expect(await load(id)).toBe(first);
    expect(harness.db.queries.count).toBe(1);
    const held = recordCacheOf(harness.db).records.get(id)!;
    expect(await loadTransactionUnless(harness.db, id, held.stamp)).toEqual({ found: true, unchanged: true });
    expect(await load(2_000_000_000)).toBeNull();
  });

  it('sees a change by every writer of the rows a record is built from', async () => {
    const id = await create();
    const prisma = harness.services.prisma;
    const record = (await byPrisma(id))!;
    const item = record.items[0]!;
    const fee = item.fees[0]!;
    const party = record.parties.find((row) => row.role === 'seller')!;

    // The lifecycle's decisions (store/decision.ts), at once and under the lock.
    await expectSeen(id, async () => expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200));
    // The transaction's own row, each child table's rows, updated in place.
    await expectSeen(id, () => prisma.transaction.update({ where: { id }, data: { description: 'changed' } }));
    await expectSeen(id, () => prisma.party.update({ where: { id: party.id }, data: { verificationRequired: true } }));
    await expectSeen(id, () => prisma.item.update({ where: { id: item.id }, data: { title: 'changed' } }));
    await expectSeen(id, () => prisma.schedule.updateMany({ where: { itemId: item.id }, data: { amount: 123n } }));
    await expectSeen(id, () => prisma.fee.update({ where: { id: fee.id }, data: { amountWithoutTaxes: 5n } }));
    // A customer's row, written by the accounts (profile, verification), not by the transaction.
    await expectSeen(id, () => prisma.customer.update({ where: { id: seller.id }, data: { firstName: 'Sam' } }));
    await expectSeen(id, () => prisma.customer.update({ where: { id: seller.id }, data: { personalVerificationStatus: 'pending' } }));
    // A party given another customer.
    await expectSeen(id, () => prisma.party.update({ where: { id: party.id }, data: { customerId: other.id } }));
    // Rows inserted: a schedule, taxes (the fees' repricing, store/fees.ts).
    await expectSeen(id, () =>
      prisma.schedule.create({ data: { itemId: item.id, position: 9, amount: 1n, payerCustomerId: buyer.id, beneficiaryCustomerId: other.id } }),
    );
    await expectSeen(id, () =>
      prisma.$transaction((tx) => transactionStore.writeFeePrices(tx, [fee.id], [{ feeId: fee.id, amountWithoutTaxes: 7n, taxes: [{ type: 'vat', amount: 2n }] }])),
    );
    // Rows only deleted, nothing else written: the stamp is shorter.
    await expectSeen(id, () => prisma.$transaction((tx) => tx.feeTax.deleteMany({ where: { feeId: fee.id } })));
    await expectSeen(id, () => prisma.schedule.deleteMany({ where: { itemId: item.id, position: 9 } }));
    await expectSeen(id, () => prisma.item.deleteMany({ where: { transactionId: id } }));
  });

  it('sees changes in the listings it answers: a list of ids, the viewer page and window', async () => {
    const ids = [await create(), await create()];
    const viewer: Viewer = { customer: await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: buyer.id } }), method: 'api_key', apiKeyId: null };
    const window = { sortBy: 'id', sortDirection: 'desc', limit: 2, fromEnd: false } as const;
    const expected = () => harness.services.prisma.transaction.findMany({ where: { id: { in: ids } }, orderBy: { id: 'desc' }, include: transactionInclude });
    const reads = {
      many: () => transactionStore.loadMany(harness.db, ids, 'desc'),
      window: () => transactionStore.viewerWindow(harness.db, viewer, {}, window),
      page: async () =>
        (await transactionStore.viewerPage(harness.services.prisma, harness.db, viewer, { offset: 0, limit: 2, sortDirection: 'desc' })).transactions,
    };
    for (const [name, read] of Object.entries(reads)) {
      const first = await read();
      expect(first, name).toStrictEqual(await expected());
      const again = await read();
      expect(again[0], name).toBe(first[0]);
      expect(again[1], name).toBe(first[1]);
      await harness.services.prisma.item.updateMany({ where: { transactionId: ids[0]! }, data: { title: `seen by ${name}` } });
      const changed = await read();
      expect(changed, name).toStrictEqual(await expected());
      expect(changed[0], name).toBe(first[0]);
      expect(changed[1], name).not.toBe(first[1]);
    }
  });

  it('reads fresh inside a database transaction, and keeps nothing it read there', async () => {
    const id = await create();
    const cached = await load(id);
    await harness.services.prisma.$transaction(async (tx) => {
      await tx.transaction.update({ where: { id }, data: { description: 'written inside' } });
      const inside = await transactionStore.load(tx, id);
      expect(inside?.description).toBe('written inside');
      expect(Object.isFrozen(inside)).toBe(false);
    });
    expect(recordCacheOf(harness.db).records.get(id)?.record).toBe(cached);
    expect((await load(id))?.description).toBe('written inside');
  });

  it('shares frozen records that no caller can change', async () => {
    const id = await create();
    const record = (await load(id))!;
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.parties[0]!.customer)).toBe(true);
    expect(Object.isFrozen(record.items[0]!.schedules)).toBe(true);
    expect(Object.isFrozen(record.items[0]!.fees[0]!.taxes)).toBe(true);
    expect(() => {
      (record as { description: string | null }).description = 'mutated';
    }).toThrow(TypeError);
    expect(() => (record.items as unknown[]).push({})).toThrow(TypeError);
    expect((await load(id))?.description).not.toBe('mutated');
  });

  it('never shares records between two Databases', async () => {
    const id = await create();
    // Another Database object on the same rows (another instance, another harness).
    const second = { read: harness.db.read.bind(harness.db) };
    const mine = await load(id);
    expect(recordCacheOf(second).records.get(id)).toBeUndefined();
    const theirs = await readTransaction(second, id);
    expect(theirs).not.toBe(mine);
    expect(theirs).toStrictEqual(mine);
    expect(recordCacheOf(second)).not.toBe(recordCacheOf(harness.db));
  });

  it('keeps at most its limit of records, the least recently read leaving first', () => {
    const cache = recordCacheOf({});
    const entry = { stamp: '1', record: {} as TransactionRecord };
    for (let id = 1; id <= recordCacheLimit; id += 1) cache.records.set(id, entry);
    expect(cache.records.get(1)).toBe(entry);
    cache.records.set(recordCacheLimit + 1, entry);
    expect(cache.records.size).toBe(recordCacheLimit);
    expect(cache.records.get(2)).toBeUndefined();
    expect(cache.records.get(1)).toBe(entry);
    expect(cache.records.get(recordCacheLimit + 1)).toBe(entry);
  });

  it('shows a write committed between reads that overlap, whichever answers last', async () => {
    const id = await create();
    await load(id);
    const early = load(id);
    await harness.services.prisma.transaction.update({ where: { id }, data: { description: 'between' } });
    const late = load(id);
    await Promise.all([early, late]);
    expect((await late)?.description).toBe('between');
    expect(await load(id)).toStrictEqual(await byPrisma(id));
  });

  // PGlite has one connection, held by an open transaction: only PostgreSQL can read beside one.
  it.skipIf(!testDatabaseUrl())('does not show a write until it commits, and shows it once it has', async () => {
    const id = await create();
    const before = await load(id);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const writing = harness.services.prisma.$transaction(async (tx) => {
      await tx.$executeRaw(Prisma.sql`UPDATE "Item" SET "title" = 'committed later' WHERE "transactionId" = ${id}`);
      written();
      await released;
    });
    await wrote;
    expect(await load(id)).toBe(before);
    release();
    await writing;
    expect((await load(id))?.items[0]?.title).toBe('committed later');
  });

  it('has xmin on every table a record is built from, on this database too', async () => {
    const rows = await harness.db.read<{ n: number }>(
      Prisma.sql`SELECT count(*)::int AS n FROM (SELECT xmin FROM "Transaction" UNION ALL SELECT xmin FROM "Party" UNION ALL SELECT xmin FROM "Customer"
        UNION ALL SELECT xmin FROM "Item" UNION ALL SELECT xmin FROM "Schedule" UNION ALL SELECT xmin FROM "Fee" UNION ALL SELECT xmin FROM "FeeTax") x WHERE xmin::text <> ''`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
