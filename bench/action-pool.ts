/**
 * Copies of one transaction made through the API, written with SQL: the pool the lifecycle
 * action row takes a fresh transaction from for every request (an action such as `agree` is
 * done once per transaction). Copies the transaction with its parties, items, schedules, fees
 * and fee taxes; not its timeline, events or ledger (an unagreed transaction has no ledger).
 */
import type { PrismaClient } from '../src/db/database.js';

/** The columns of a table other than `id`, quoted, from the catalogue (so new columns are copied too). */
async function columnsOf(prisma: PrismaClient, table: string, without: string[]): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ name: string }[]>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`;
  return rows.map((row) => row.name).filter((name) => name !== 'id' && !without.includes(name));
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
const from = (alias: string, names: string[]) => names.map((name) => `${alias}."${name}"`).join(', ');

/** Makes `count` copies of transaction `templateId`; answers their ids, oldest first. */
export async function copyTransaction(prisma: PrismaClient, templateId: number, count: number): Promise<number[]> {
  const transaction = await columnsOf(prisma, 'Transaction', []);
  const party = await columnsOf(prisma, 'Party', ['transactionId']);
  const item = await columnsOf(prisma, 'Item', ['transactionId']);
  const schedule = await columnsOf(prisma, 'Schedule', ['itemId']);
  const fee = await columnsOf(prisma, 'Fee', ['itemId']);
  const tax = await columnsOf(prisma, 'FeeTax', ['feeId']);
  const rows = await prisma.$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO "Transaction" (${quoted(transaction)})
     SELECT ${from('t', transaction)} FROM "Transaction" t, generate_series(1, $2) g WHERE t."id" = $1 ORDER BY g RETURNING "id"`,
    templateId,
    count,
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const copies = `(SELECT unnest($2::int[]) AS "id")`;
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Party" ("transactionId", ${quoted(party)}) SELECT n."id", ${from('p', party)} FROM "Party" p, ${copies} n WHERE p."transactionId" = $1`,
    templateId,
    ids,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Item" ("transactionId", ${quoted(item)}) SELECT n."id", ${from('i', item)} FROM "Item" i, ${copies} n WHERE i."transactionId" = $1`,
    templateId,
    ids,
  );
  // A copy's items match the template's by position.
  const itemPairs = `(SELECT ti."id" AS "templateItemId", ni."id" AS "itemId" FROM "Item" ti JOIN "Item" ni ON ni."position" = ti."position"
    WHERE ti."transactionId" = $1 AND ni."transactionId" = ANY($2::int[]))`;
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Schedule" ("itemId", ${quoted(schedule)}) SELECT m."itemId", ${from('s', schedule)} FROM "Schedule" s JOIN ${itemPairs} m ON m."templateItemId" = s."itemId"`,
    templateId,
    ids,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Fee" ("itemId", ${quoted(fee)}) SELECT m."itemId", ${from('f', fee)} FROM "Fee" f JOIN ${itemPairs} m ON m."templateItemId" = f."itemId"`,
    templateId,
    ids,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "FeeTax" ("feeId", ${quoted(tax)})
     SELECT nf."id", ${from('x', tax)} FROM "FeeTax" x JOIN "Fee" tf ON tf."id" = x."feeId"
     JOIN ${itemPairs} m ON m."templateItemId" = tf."itemId" JOIN "Fee" nf ON nf."itemId" = m."itemId" AND nf."position" = tf."position"`,
    templateId,
    ids,
  );
  await prisma.$executeRawUnsafe('ANALYZE');
  return ids;
}
