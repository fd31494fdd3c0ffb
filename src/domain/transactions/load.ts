/**
 * The hot reads of whole transactions (GET by id, the viewer's and the partner's listings) in
 * one SQL statement that returns each transaction as JSON, mapped here to the very
 * `TransactionRecord` Prisma's `include: transactionInclude` returns (same fields, same order
 * of parties, items, schedules, fees and taxes; dates as Date, money as bigint).
 *
 * Why not Prisma's relation-join read: profiled under load, most of a read's CPU went to the
 * client turning its own JSON back into typed objects field by field, and a listing page also
 * needed a second statement for its ids. Here the database builds the nested JSON, the driver
 * parses it once, and the mapper converts only the dates and the bigints (sent as text, so no
 * amount loses precision). `test/domain/transactions/load.test.ts` holds the output equal to
 * Prisma's for every kind of transaction; a column added to one of these tables must be added
 * here too (that test fails until it is).
 */
import type { Database, StatementOptions } from '../../db/database.js';
import { Prisma } from '../../db/generated/client.js';
import type { TransactionRecord } from './record.js';

/**
 * Where a read runs: the database outside any transaction (`Database.read`: straight through
 * the driver on PostgreSQL), or a Prisma client (inside a transaction, its transaction client).
 */
export type Reader = Pick<Database, 'read'> | Pick<Prisma.TransactionClient, '$queryRaw'>;

function query<T>(db: Reader, sql: Prisma.Sql, options?: StatementOptions): Promise<T[]> {
  return 'read' in db ? db.read<T>(sql, options) : db.$queryRaw<T[]>(sql);
}

/** The fields of a party's customer that `transactionInclude` selects. */
const customerJson = Prisma.sql`json_build_object('id', c."id", 'email', c."email", 'firstName', c."firstName", 'lastName', c."lastName",
  'displayName', c."displayName", 'addressCountry', c."addressCountry", 'personalVerificationStatus', c."personalVerificationStatus",
  'companyVerificationStatus', c."companyVerificationStatus", 'companyName', c."companyName")`;

const partiesJson = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', p."id", 'transactionId', p."transactionId",
  'customerId', p."customerId", 'role', p."role", 'agreed', p."agreed", 'agreedAt', p."agreedAt", 'initiator', p."initiator",
  'verificationRequired', p."verificationRequired", 'disbursementMethodId', p."disbursementMethodId", 'customer', ${customerJson})
  ORDER BY p."id"), '[]') FROM "Party" p JOIN "Customer" c ON c."id" = p."customerId" WHERE p."transactionId" = t."id")`;

const schedulesJson = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', s."id", 'itemId', s."itemId", 'position', s."position",
  'amount', s."amount"::text, 'payerCustomerId', s."payerCustomerId", 'beneficiaryCustomerId', s."beneficiaryCustomerId",
  'dueDate', s."dueDate", 'secured', s."secured", 'securedAt', s."securedAt", 'disbursedToBeneficiary', s."disbursedToBeneficiary",
  'disbursedAt', s."disbursedAt", 'refunded', s."refunded") ORDER BY s."position"), '[]') FROM "Schedule" s WHERE s."itemId" = i."id")`;

const taxesJson = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', x."id", 'feeId', x."feeId", 'type', x."type",
  'amount', x."amount"::text) ORDER BY x."id"), '[]') FROM "FeeTax" x WHERE x."feeId" = f."id")`;

const feesJson = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', f."id", 'itemId', f."itemId", 'position', f."position",
  'type', f."type", 'payerCustomerId', f."payerCustomerId", 'splitBasisPoints', f."splitBasisPoints",
  'amountWithoutTaxes', f."amountWithoutTaxes"::text, 'taxes', ${taxesJson}) ORDER BY f."position"), '[]')
  FROM "Fee" f WHERE f."itemId" = i."id")`;

const itemsJson = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', i."id", 'transactionId', i."transactionId",
  'position', i."position", 'title', i."title", 'description', i."description", 'type', i."type", 'category', i."category",
  'quantity', i."quantity", 'inspectionPeriod', i."inspectionPeriod", 'extraAttributes', i."extraAttributes",
  'accepted', i."accepted", 'acceptedReturned', i."acceptedReturned", 'canceled', i."canceled", 'inDispute', i."inDispute",
  'received', i."received", 'receivedReturned', i."receivedReturned", 'rejected', i."rejected", 'rejectedReturned', i."rejectedReturned",
  'shipped', i."shipped", 'shippedReturned', i."shippedReturned", 'inspectionEndsAt', i."inspectionEndsAt",
  'rejectionReason', i."rejectionReason", 'returnRejectionReason', i."returnRejectionReason",
  'schedules', ${schedulesJson}, 'fees', ${feesJson}) ORDER BY i."position"), '[]') FROM "Item" i WHERE i."transactionId" = t."id")`;

/** One transaction row `t` with everything a view needs, as one JSON value. */
const transactionJson = Prisma.sql`json_build_object('id', t."id", 'currency', t."currency", 'description', t."description",
  'reference', t."reference", 'creatorId', t."creatorId", 'auctionId', t."auctionId", 'isDraft', t."isDraft",
  'isCancelled', t."isCancelled", 'cancellationReason', t."cancellationReason", 'statusCode', t."statusCode",
  'totalAmount', t."totalAmount"::text, 'privacy', t."privacy", 'selectedPaymentMethod', t."selectedPaymentMethod",
  'wireReference', t."wireReference", 'paymentReturnUrl', t."paymentReturnUrl", 'clockOffsetSeconds', t."clockOffsetSeconds",
  'version', t."version", 'createdAt', t."createdAt", 'closedAt', t."closedAt", 'updatedAt', t."updatedAt",
  'parties', ${partiesJson}, 'items', ${itemsJson})`;

export type LoadOrder = 'asc' | 'desc';

/** The transaction of this id, or null. One statement. */
export async function loadTransaction(db: Reader, id: number): Promise<TransactionRecord | null> {
  const rows = await query<{ record: StoredJson<TransactionRecord> }>(db, Prisma.sql`SELECT ${transactionJson} AS record FROM "Transaction" t WHERE t."id" = ${id}`);
  const row = rows[0];
  return row ? toTransactionRecord(row.record) : null;
}

/**
 * The transaction of this id with one more value computed over its row `t` (`also`, an SQL
 * expression answering text or null), or null. One statement: what a lifecycle action reads
 * (act.ts: the transaction and its float balance).
 */
export async function loadTransactionWith(db: Reader, id: number, also: Prisma.Sql): Promise<{ record: TransactionRecord; also: string | null } | null> {
  const rows = await query<{ record: StoredJson<TransactionRecord>; also: string | null }>(
    db,
    Prisma.sql`SELECT ${transactionJson} AS record, ${also} AS also FROM "Transaction" t WHERE t."id" = ${id}`,
    // By primary key: planning it cost PostgreSQL five times running it.
    { prepared: true },
  );
  const row = rows[0];
  return row ? { record: toTransactionRecord(row.record), also: row.also } : null;
}

/** The transactions of these ids, in id order; no statement for none. */
export async function loadTransactions(db: Reader, ids: readonly number[], order: LoadOrder): Promise<TransactionRecord[]> {
  if (ids.length === 0) return [];
  return loadTransactionsOf(db, Prisma.sql`SELECT unnest(${[...ids]}::int[]) AS "id"`, order);
}

/**
 * The transactions whose ids `idsSql` selects (one column, `id`; it may order and limit), in id
 * order, in the same statement: a listing page is one round trip.
 */
export async function loadTransactionsOf(db: Reader, idsSql: Prisma.Sql, order: LoadOrder): Promise<TransactionRecord[]> {
  const rows = await query<{ record: StoredJson<TransactionRecord> }>(
    db,
    Prisma.sql`SELECT ${transactionJson} AS record FROM "Transaction" t WHERE t."id" IN (${idsSql})
      ORDER BY t."id" ${order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`}`,
  );
  return rows.map((row) => toTransactionRecord(row.record));
}

/** What the JSON carries for a record's field: dates as text, bigints as decimal text. */
type StoredJson<T> = T extends Date
  ? string
  : T extends bigint
    ? string
    : T extends Prisma.JsonValue
      ? T
      : T extends (infer E)[]
        ? StoredJson<E>[]
        : T extends object
          ? { [K in keyof T]: StoredJson<T[K]> }
          : T;

/** A timestamp as JSON text, `2026-01-02T03:04:05.678`: stored in UTC, without zone. */
function date(text: string): Date {
  return new Date(`${text}Z`);
}

function dateOrNull(text: string | null): Date | null {
  return text === null ? null : date(text);
}

/** Converts the JSON of one transaction to the record Prisma would have returned. */
export function toTransactionRecord(stored: StoredJson<TransactionRecord>): TransactionRecord {
  return {
    ...stored,
    totalAmount: BigInt(stored.totalAmount),
    createdAt: date(stored.createdAt),
    closedAt: dateOrNull(stored.closedAt),
    updatedAt: date(stored.updatedAt),
    parties: stored.parties.map((party) => ({ ...party, agreedAt: dateOrNull(party.agreedAt) })),
    items: stored.items.map((item) => ({
      ...item,
      inspectionEndsAt: dateOrNull(item.inspectionEndsAt),
      schedules: item.schedules.map((schedule) => ({
        ...schedule,
        amount: BigInt(schedule.amount),
        dueDate: dateOrNull(schedule.dueDate),
        securedAt: dateOrNull(schedule.securedAt),
        disbursedAt: dateOrNull(schedule.disbursedAt),
      })),
      fees: item.fees.map((fee) => ({
        ...fee,
        amountWithoutTaxes: BigInt(fee.amountWithoutTaxes),
        taxes: fee.taxes.map((tax) => ({ ...tax, amount: BigInt(tax.amount) })),
      })),
    })),
  };
}
