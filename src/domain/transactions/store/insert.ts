import { randomUUID } from 'node:crypto';
import { Prisma } from '../../../db/generated/client.js';
import { writeStatement, type OneStatementWrite } from '../../idempotency/records.js';
import type { Services } from '../../services.js';
import type { TransactionRecord } from '../record.js';
import { currentTraceParent } from '../../../tracing.js';

/** A new transaction as it will be stored, ids left out: the database numbers the rows. */
export type NewTransaction = Omit<TransactionRecord, 'id' | 'parties' | 'items'> & {
  parties: Omit<TransactionRecord['parties'][number], 'id' | 'transactionId'>[];
  items: (Omit<TransactionRecord['items'][number], 'id' | 'transactionId' | 'schedules' | 'fees'> & {
    schedules: Omit<TransactionRecord['items'][number]['schedules'][number], 'id' | 'itemId'>[];
    fees: (Omit<TransactionRecord['items'][number]['fees'][number], 'id' | 'itemId' | 'taxes'> & {
      taxes: Omit<TransactionRecord['items'][number]['fees'][number]['taxes'][number], 'id' | 'feeId'>[];
    })[];
  })[];
};

/** The rows that go with the transaction and are not part of its record. */
export interface CreationNotes {
  timeline: { event: string; actorId: number; notes: string };
  event: { name: string; partnerId: number; actorId: number };
}

/** What the statement answers: the ids the database gave, by the rows' natural keys. */
interface InsertedIds {
  id: number;
  /** [id, role] */
  parties: [number, string][] | null;
  /** [id, position] */
  items: [number, number][] | null;
  /** [id, itemId, position] */
  schedules: [number, number, number][] | null;
  /** [id, itemId, position] */
  fees: [number, number, number][] | null;
  /** [id, feeId, type, amount as text] */
  taxes: [number, number, string, string][] | null;
}

const list = (rows: Prisma.Sql[]) => Prisma.join(rows, ', ');

type NewParty = NewTransaction['parties'][number];
type NewItem = NewTransaction['items'][number];
type NewSchedule = NewItem['schedules'][number];
type NewFee = NewItem['fees'][number];
type NewTax = NewFee['taxes'][number];

/**
 * How each field of a new row is inserted: the SQL type its value is sent as, or null when the
 * insert does not write it (a relation, or a column whose default every new row takes). JSON is
 * sent as its text: `jsonb` for a nullable column (null is SQL NULL), `jsonb not null` for a
 * required one (null is the JSON null). Typed by the record: a field added to a table does not
 * compile until it says how it is inserted.
 */
type Inserted<T> = { [K in keyof T]-?: string | null };

const transactionColumns: Inserted<Omit<NewTransaction, 'parties' | 'items'>> = {
  currency: 'text::"Currency"',
  description: 'text',
  reference: 'text',
  creatorId: 'int',
  auctionId: 'int',
  isDraft: 'boolean',
  isCancelled: 'boolean',
  cancellationReason: 'text',
  statusCode: 'int',
  totalAmount: 'bigint',
  privacy: 'jsonb',
  selectedPaymentMethod: 'text',
  wireReference: 'text',
  paymentReturnUrl: 'text',
  clockOffsetSeconds: 'int',
  version: 'int',
  createdAt: 'timestamp(3)',
  closedAt: 'timestamp(3)',
  updatedAt: 'timestamp(3)',
};

const partyColumns: Inserted<NewParty> = {
  customerId: 'int',
  role: 'text::"PartyRole"',
  agreed: 'boolean',
  agreedAt: 'timestamp(3)',
  initiator: 'boolean',
  verificationRequired: 'boolean',
  disbursementMethodId: 'int',
  customer: null,
};

const itemColumns: Inserted<Omit<NewItem, 'schedules' | 'fees'>> = {
  position: 'int',
  title: 'text',
  description: 'text',
  type: 'text::"ItemType"',
  category: 'text',
  quantity: 'int',
  inspectionPeriod: 'int',
  extraAttributes: 'jsonb not null',
  accepted: null,
  acceptedReturned: null,
  canceled: null,
  inDispute: null,
  received: null,
  receivedReturned: null,
  rejected: null,
  rejectedReturned: null,
  shipped: null,
  shippedReturned: null,
  inspectionEndsAt: null,
  rejectionReason: null,
  returnRejectionReason: null,
};

const scheduleColumns: Inserted<NewSchedule> = {
  position: 'int',
  amount: 'bigint',
  payerCustomerId: 'int',
  beneficiaryCustomerId: 'int',
  dueDate: 'timestamp(3)',
  secured: null,
  securedAt: null,
  disbursedToBeneficiary: null,
  disbursedAt: null,
  refunded: null,
};

const feeColumns: Inserted<Omit<NewFee, 'taxes'>> = {
  position: 'int',
  type: 'text::"FeeType"',
  payerCustomerId: 'int',
  splitBasisPoints: 'int',
  amountWithoutTaxes: 'bigint',
};

const taxColumns: Inserted<NewTax> = { type: 'text', amount: 'bigint' };

/** The written columns of a table: their names and how a row's values are sent. */
function columnsOf<T>(columns: Inserted<T>): { names: Prisma.Sql; values: (row: T, key?: Prisma.Sql[]) => Prisma.Sql } {
  const written = Object.entries<string | null>(columns).filter((entry): entry is [string, string] => entry[1] !== null);
  const names = Prisma.raw(written.map(([name]) => `"${name}"`).join(', '));
  const values = (row: T, key: Prisma.Sql[] = []) => {
    const cells = written.map(([name, type]) => {
      const value = (row as Record<string, unknown>)[name];
      if (type === 'jsonb') return Prisma.sql`${value === null ? null : JSON.stringify(value)}::jsonb`;
      if (type === 'jsonb not null') return Prisma.sql`${JSON.stringify(value)}::jsonb`;
      return Prisma.sql`${value}::${Prisma.raw(type)}`;
    });
    return Prisma.sql`(${list([...key, ...cells])})`;
  };
  return { names, values };
}

const transactionInsert = columnsOf(transactionColumns);
const partyInsert = columnsOf(partyColumns);
const itemInsert = columnsOf(itemColumns);
const scheduleInsert = columnsOf(scheduleColumns);
const feeInsert = columnsOf(feeColumns);
const taxInsert = columnsOf(taxColumns);
const vColumns = (columns: Inserted<unknown>) =>
  Prisma.raw(
    Object.entries<string | null>(columns as Record<string, string | null>)
      .filter(([, type]) => type !== null)
      .map(([name]) => `v."${name}"`)
      .join(', '),
  );
const vNames = (key: string[], columns: Inserted<unknown>) =>
  Prisma.raw(
    [
      ...key,
      ...Object.entries<string | null>(columns as Record<string, string | null>)
        .filter(([, type]) => type !== null)
        .map(([name]) => name),
    ]
      .map((name) => `"${name}"`)
      .join(', '),
  );

/**
 * A creation as one statement (records.ts, writeStatement): every row of the transaction — the
 * transaction (the root), parties, items, schedules, fees and their taxes, the first timeline
 * entry and the `create` outbox event — inserted by a chain of CTEs, each child taking its
 * parent's id from the CTE above it. The statement answers the new ids (InsertedIds).
 */
function insertTransactionSql(row: NewTransaction, notes: CreationNotes): OneStatementWrite {
  const int = (value: number) => Prisma.sql`${value}::int`;
  const parties = list(row.parties.map((party) => partyInsert.values(party)));
  const items = list(row.items.map((item) => itemInsert.values(item)));
  const schedules = row.items.flatMap((item) => item.schedules.map((schedule) => scheduleInsert.values(schedule, [int(item.position)])));
  const fees = row.items.flatMap((item) => item.fees.map((fee) => feeInsert.values(fee, [int(item.position)])));
  const taxes = row.items.flatMap((item) =>
    item.fees.flatMap((fee) => fee.taxes.map((tax, index) => taxInsert.values(tax, [int(item.position), int(fee.position), int(index)]))),
  );
  // Empty lists insert nothing: a VALUES list cannot be empty, so those CTEs are left out.
  const root = Prisma.sql`
      INSERT INTO "Transaction" (${transactionInsert.names}) VALUES ${transactionInsert.values(row)} RETURNING "id"`;
  const ctes: Prisma.Sql[] = [
    Prisma.sql`"p" AS (
      INSERT INTO "Party" ("transactionId", ${partyInsert.names})
      SELECT "root"."id", v.* FROM "root", (VALUES ${parties}) AS v RETURNING "id", "role"::text AS "role")`,
    Prisma.sql`"i" AS (
      INSERT INTO "Item" ("transactionId", ${itemInsert.names})
      SELECT "root"."id", v.* FROM "root", (VALUES ${items}) AS v RETURNING "id", "position")`,
  ];
  if (schedules.length > 0) {
    ctes.push(Prisma.sql`"s" AS (
      INSERT INTO "Schedule" ("itemId", ${scheduleInsert.names})
      SELECT "i"."id", ${vColumns(scheduleColumns)}
      FROM "i" JOIN (VALUES ${list(schedules)}) AS v (${vNames(['item'], scheduleColumns)}) ON v."item" = "i"."position"
      RETURNING "id", "itemId", "position")`);
  }
  if (fees.length > 0) {
    ctes.push(Prisma.sql`"f" AS (
      INSERT INTO "Fee" ("itemId", ${feeInsert.names})
      SELECT "i"."id", ${vColumns(feeColumns)}
      FROM "i" JOIN (VALUES ${list(fees)}) AS v (${vNames(['item'], feeColumns)}) ON v."item" = "i"."position"
      RETURNING "id", "itemId", "position")`);
  }
  if (taxes.length > 0) {
    ctes.push(Prisma.sql`"x" AS (
      INSERT INTO "FeeTax" ("feeId", ${taxInsert.names})
      SELECT "f"."id", ${vColumns(taxColumns)}
      FROM "f" JOIN "i" ON "i"."id" = "f"."itemId" JOIN (VALUES ${list(taxes)}) AS v (${vNames(['item', 'fee', 'index'], taxColumns)}) ON v."item" = "i"."position" AND v."fee" = "f"."position"
      ORDER BY v."item", v."fee", v."index"
      RETURNING "id", "feeId", "type", "amount")`);
  }
  ctes.push(
    Prisma.sql`"tl" AS (
      INSERT INTO "TimelineEntry" ("transactionId", "event", "actorId", "notes", "createdAt")
      SELECT "root"."id", ${notes.timeline.event}::text, ${notes.timeline.actorId}::int, ${notes.timeline.notes}::text, ${row.createdAt}::timestamp(3) FROM "root")`,
    Prisma.sql`"ev" AS (
      INSERT INTO "Event" ("publicId", "name", "transactionId", "partnerId", "actorId", "payload", "createdAt", "traceParent")
      SELECT ${randomUUID()}::text, ${notes.event.name}::text, "root"."id", ${notes.event.partnerId}::int, ${notes.event.actorId}::int, '{}'::jsonb, ${row.createdAt}::timestamp(3), ${currentTraceParent()}::text FROM "root")`,
  );
  const present = new Set(['p', 'i', ...(schedules.length > 0 ? ['s'] : []), ...(fees.length > 0 ? ['f'] : []), ...(taxes.length > 0 ? ['x'] : [])]);
  const agg = (cte: string, columns: string) => Prisma.raw(present.has(cte) ? `(SELECT json_agg(json_build_array(${columns})) FROM "${cte}")` : 'NULL::json');
  return {
    root,
    ctes,
    columns: Prisma.sql`(SELECT "id" FROM "root") AS "id",
      ${agg('p', '"id", "role"')} AS "parties",
      ${agg('i', '"id", "position"')} AS "items",
      ${agg('s', '"id", "itemId", "position"')} AS "schedules",
      ${agg('f', '"id", "itemId", "position"')} AS "fees",
      ${agg('x', '"id", "feeId", "type", "amount"::text')} AS "taxes"`,
  };
}

/**
 * Stores a new transaction by ONE statement with no database transaction around it (it commits
 * by itself, with the request's idempotency mark: writeStatement) and answers its record.
 */
export async function insertTransaction(services: Services, row: NewTransaction, notes: CreationNotes): Promise<TransactionRecord> {
  const ids = await writeStatement<InsertedIds>(services, insertTransactionSql(row, notes));
  return insertedRecord(row, ids);
}

/** The same statement inside the caller's database transaction (accounts created before it). */
export async function insertTransactionIn(tx: Pick<Prisma.TransactionClient, '$queryRaw'>, row: NewTransaction, notes: CreationNotes): Promise<TransactionRecord> {
  const { root, ctes, columns } = insertTransactionSql(row, notes);
  const [ids] = await tx.$queryRaw<InsertedIds[]>`WITH "root" AS (${root}), ${Prisma.join(ctes, ', ')} SELECT ${columns!}`;
  return insertedRecord(row, ids!);
}

/** The stored transaction's record: what was inserted, with the ids the database gave. */
function insertedRecord(row: NewTransaction, ids: InsertedIds): TransactionRecord {
  const transactionId = ids.id;
  const partyIds = new Map((ids.parties ?? []).map(([id, role]) => [role, id]));
  const itemIds = new Map((ids.items ?? []).map(([id, position]) => [position, id]));
  const scheduleIds = new Map((ids.schedules ?? []).map(([id, itemId, position]) => [`${itemId}:${position}`, id]));
  const feeIds = new Map((ids.fees ?? []).map(([id, itemId, position]) => [`${itemId}:${position}`, id]));
  const taxRows = [...(ids.taxes ?? [])].sort((a, b) => a[0] - b[0]);
  const take = <T>(map: Map<T, number>, key: T, what: string): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`the creation statement answered no id for ${what}`);
    return id;
  };
  return {
    ...row,
    id: transactionId,
    parties: row.parties.map((party) => ({ ...party, id: take(partyIds, party.role, `party ${party.role}`), transactionId })).sort((a, b) => a.id - b.id),
    items: row.items.map((item) => {
      const itemId = take(itemIds, item.position, `item ${item.position}`);
      return {
        ...item,
        id: itemId,
        transactionId,
        schedules: item.schedules.map((schedule) => ({ ...schedule, id: take(scheduleIds, `${itemId}:${schedule.position}`, 'a schedule'), itemId })),
        fees: item.fees.map((fee) => {
          const feeId = take(feeIds, `${itemId}:${fee.position}`, 'a fee');
          // A fee's taxes, in id order as a read answers them; equal (type, amount) rows are interchangeable.
          const unclaimed = taxRows.filter((tax) => tax[1] === feeId);
          const taxes = fee.taxes.map((tax) => {
            const at = unclaimed.findIndex((candidate) => candidate[2] === tax.type && candidate[3] === tax.amount.toString());
            if (at === -1) throw new Error('the creation statement answered no id for a fee tax');
            const [claimed] = unclaimed.splice(at, 1);
            return { ...tax, id: claimed![0], feeId };
          });
          return { ...fee, id: feeId, itemId, taxes: taxes.sort((a, b) => a.id - b.id) };
        }),
      };
    }),
  };
}
