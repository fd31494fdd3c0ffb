import { randomUUID } from 'node:crypto';
import { Prisma } from '../../db/generated/client.js';
import type { OneStatementWrite } from '../idempotency/records.js';
import type { TransactionRecord } from './record.js';

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
export interface InsertedIds {
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

/**
 * A creation as one statement (records.ts, writeStatement): every row of the transaction — the
 * transaction (the root), parties, items, schedules, fees and their taxes, the first timeline
 * entry and the `create` outbox event — inserted by a chain of CTEs, each child taking its
 * parent's id from the CTE above it. The statement answers the new ids (InsertedIds).
 */
export function insertTransactionSql(row: NewTransaction, notes: CreationNotes): OneStatementWrite {
  const parties = list(
    row.parties.map(
      (party) =>
        Prisma.sql`(${party.customerId}::int, ${party.role}::text::"PartyRole", ${party.agreed}::boolean, ${party.agreedAt}::timestamp(3), ${party.initiator}::boolean, ${party.verificationRequired}::boolean, ${party.disbursementMethodId}::int)`,
    ),
  );
  const items = list(
    row.items.map(
      (item) =>
        Prisma.sql`(${item.position}::int, ${item.title}::text, ${item.description}::text, ${item.type}::text::"ItemType", ${item.category}::text, ${item.quantity}::int, ${item.inspectionPeriod}::int, ${JSON.stringify(item.extraAttributes)}::jsonb)`,
    ),
  );
  const schedules = row.items.flatMap((item) =>
    item.schedules.map(
      (schedule) =>
        Prisma.sql`(${item.position}::int, ${schedule.position}::int, ${schedule.amount}::bigint, ${schedule.payerCustomerId}::int, ${schedule.beneficiaryCustomerId}::int, ${schedule.dueDate}::timestamp(3))`,
    ),
  );
  const fees = row.items.flatMap((item) =>
    item.fees.map(
      (fee) =>
        Prisma.sql`(${item.position}::int, ${fee.position}::int, ${fee.type}::text::"FeeType", ${fee.payerCustomerId}::int, ${fee.splitBasisPoints}::int, ${fee.amountWithoutTaxes}::bigint)`,
    ),
  );
  const taxes = row.items.flatMap((item) =>
    item.fees.flatMap((fee) =>
      fee.taxes.map((tax, index) => Prisma.sql`(${item.position}::int, ${fee.position}::int, ${index}::int, ${tax.type}::text, ${tax.amount}::bigint)`),
    ),
  );
  const privacy = row.privacy === null ? null : JSON.stringify(row.privacy);
  // Empty lists insert nothing: a VALUES list cannot be empty, so those CTEs are left out.
  const root = Prisma.sql`
      INSERT INTO "Transaction" ("currency", "description", "reference", "creatorId", "auctionId", "isDraft", "isCancelled", "cancellationReason", "statusCode", "totalAmount", "privacy", "selectedPaymentMethod", "wireReference", "paymentReturnUrl", "clockOffsetSeconds", "version", "createdAt", "closedAt", "updatedAt")
      VALUES (${row.currency}::text::"Currency", ${row.description}::text, ${row.reference}::text, ${row.creatorId}::int, ${row.auctionId}::int, ${row.isDraft}::boolean, ${row.isCancelled}::boolean, ${row.cancellationReason}::text, ${row.statusCode}::int, ${row.totalAmount}::bigint, ${privacy}::jsonb, ${row.selectedPaymentMethod}::text, ${row.wireReference}::text, ${row.paymentReturnUrl}::text, ${row.clockOffsetSeconds}::int, ${row.version}::int, ${row.createdAt}::timestamp(3), ${row.closedAt}::timestamp(3), ${row.updatedAt}::timestamp(3))
      RETURNING "id"`;
  const ctes: Prisma.Sql[] = [
    Prisma.sql`"p" AS (
      INSERT INTO "Party" ("transactionId", "customerId", "role", "agreed", "agreedAt", "initiator", "verificationRequired", "disbursementMethodId")
      SELECT "root"."id", v.* FROM "root", (VALUES ${parties}) AS v RETURNING "id", "role"::text AS "role")`,
    Prisma.sql`"i" AS (
      INSERT INTO "Item" ("transactionId", "position", "title", "description", "type", "category", "quantity", "inspectionPeriod", "extraAttributes")
      SELECT "root"."id", v.* FROM "root", (VALUES ${items}) AS v RETURNING "id", "position")`,
  ];
  if (schedules.length > 0) {
    ctes.push(Prisma.sql`"s" AS (
      INSERT INTO "Schedule" ("itemId", "position", "amount", "payerCustomerId", "beneficiaryCustomerId", "dueDate")
      SELECT "i"."id", v."position", v."amount", v."payer", v."beneficiary", v."dueDate"
      FROM "i" JOIN (VALUES ${list(schedules)}) AS v ("item", "position", "amount", "payer", "beneficiary", "dueDate") ON v."item" = "i"."position"
      RETURNING "id", "itemId", "position")`);
  }
  if (fees.length > 0) {
    ctes.push(Prisma.sql`"f" AS (
      INSERT INTO "Fee" ("itemId", "position", "type", "payerCustomerId", "splitBasisPoints", "amountWithoutTaxes")
      SELECT "i"."id", v."position", v."type", v."payer", v."split", v."amount"
      FROM "i" JOIN (VALUES ${list(fees)}) AS v ("item", "position", "type", "payer", "split", "amount") ON v."item" = "i"."position"
      RETURNING "id", "itemId", "position")`);
  }
  if (taxes.length > 0) {
    ctes.push(Prisma.sql`"x" AS (
      INSERT INTO "FeeTax" ("feeId", "type", "amount")
      SELECT "f"."id", v."type", v."amount"
      FROM "f" JOIN "i" ON "i"."id" = "f"."itemId" JOIN (VALUES ${list(taxes)}) AS v ("item", "fee", "index", "type", "amount") ON v."item" = "i"."position" AND v."fee" = "f"."position"
      ORDER BY v."item", v."fee", v."index"
      RETURNING "id", "feeId", "type", "amount")`);
  }
  ctes.push(
    Prisma.sql`"tl" AS (
      INSERT INTO "TimelineEntry" ("transactionId", "event", "actorId", "notes", "createdAt")
      SELECT "root"."id", ${notes.timeline.event}::text, ${notes.timeline.actorId}::int, ${notes.timeline.notes}::text, ${row.createdAt}::timestamp(3) FROM "root")`,
    Prisma.sql`"ev" AS (
      INSERT INTO "Event" ("publicId", "name", "transactionId", "partnerId", "actorId", "payload", "createdAt")
      SELECT ${randomUUID()}::text, ${notes.event.name}::text, "root"."id", ${notes.event.partnerId}::int, ${notes.event.actorId}::int, '{}'::jsonb, ${row.createdAt}::timestamp(3) FROM "root")`,
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

/** The stored transaction's record: what was inserted, with the ids the database gave. */
export function insertedRecord(row: NewTransaction, ids: InsertedIds): TransactionRecord {
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
