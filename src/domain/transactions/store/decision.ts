/**
 * Writing an accepted decision: the SQL side of a patch. The patch itself is applied by
 * `applyPatchInPlace` (lifecycle/patch.ts), which answers the after-state and the writes
 * (`PatchWrites`); this file renders those writes, the timeline, the outbox events and the
 * request's idempotency mark as statements.
 */
import { randomUUID } from 'node:crypto';
import { Prisma } from '../../../db/generated/client.js';
import { describeAccount } from '../../ledger/accounts.js';
import type { Posting } from '../../ledger/postings.js';
import type { Accepted, DisputeDirective, FeeFields, ItemFields, JobDirective, PartyFields, ScheduleFields, TransactionFields } from '../../lifecycle/decision.js';
import type { NewScheduleWrite, PatchWrites, ShipmentWrite } from '../../lifecycle/patch.js';
import { itemFlagNames, type ItemFlags } from '../../lifecycle/snapshot.js';
import { writeStatement, type WriteScope } from '../../idempotency/records.js';
import type { Services } from '../../services.js';
import { currentTraceParent } from '../../../tracing.js';

type Tx = Prisma.TransactionClient;

export interface ApplyContext {
  transactionId: number;
  partnerId: number;
  actorId: number | null;
  /** The wall-clock time of the change (records); the core's own `now` may run ahead in sandbox. */
  recordedAt: Date;
  /** DISPUTE_RESPONSE_DAYS: a dispute opened now is to be answered within these days (Dispute.respondBy). */
  disputeResponseDays: number;
}

/** What a decision writes: its patch's writes (applyPatchInPlace), timeline entries, outbox events, ledger postings and job directives. */
export type DecisionToWrite = Pick<Accepted, 'timeline' | 'events' | 'postings' | 'jobs' | 'disputes'> & { writes: PatchWrites };

/**
 * Writes an accepted decision, inside the caller's database transaction (after its lock):
 * the patch's writes, timeline entries, outbox events, ledger postings and job directives.
 * Either all of it commits with the state change, or none of it does.
 *
 * The row changes, the version increment, the timeline entries, the outbox events and the
 * request's idempotency mark go to the database as ONE statement (a chain of CTEs): one round
 * trip instead of one per table. Updates of the latest shipment, which read what is stored,
 * follow it one statement at a time; ledger postings and job directives follow, with
 * statements of their own, when the decision has any. Fees to reprice (`writes.repriceFees`)
 * are the caller's (transactions/reprice-fees.ts), after this.
 */
export async function persistDecision(tx: Tx, decision: DecisionToWrite, context: ApplyContext, scope?: WriteScope): Promise<void> {
  const shipmentsOnTheirOwn = decision.writes.shipments.some((shipment) => shipment.update);
  const writes = decisionWrites(decision, context, !shipmentsOnTheirOwn);
  const all = [writes.transaction(null), ...writes.others.map((write) => write(null))];
  const ctes = all.map((write, index) => Prisma.sql`${Prisma.raw(`"w${index}"`)} AS (${write})`);
  if (scope) ctes.unshift(Prisma.sql`"applied" AS (${scope.takeMark()})`);
  const counts = all.map((_, index) => Prisma.raw(`(SELECT count(*) FROM "w${index}")::int`));
  const [row] = await tx.$queryRaw<{ applied: number; written: number[] }[]>`WITH ${Prisma.join(ctes, ', ')}
    SELECT ${scope ? Prisma.raw('(SELECT count(*) FROM "applied")::int') : Prisma.raw('1')} AS "applied", ARRAY[${Prisma.join(counts, ', ')}] AS "written"`;
  const missing = row!.written.findIndex((count) => count === 0);
  if (missing !== -1) throw new Error(`a write of the decision found no row: ${all[missing]!.sql.slice(0, 80)}`);
  scope?.confirmApplied(row!.applied);
  if (shipmentsOnTheirOwn) for (const shipment of decision.writes.shipments) await recordShipment(tx, shipment);
  for (const schedule of decision.writes.newSchedules) await insertSchedule(tx, schedule);
  await postLedger(tx, decision.postings, context);
  for (const job of decision.jobs) await applyJob(tx, job, context);
  for (const directive of decision.disputes) await applyDisputeDirective(tx, directive, context);
}

/**
 * Whether a decision can be written by ONE statement with no lock taken before it
 * (writeDecisionAtOnce): no ledger postings (their balances are checked after the write), no
 * job directives, no write that reads what the others wrote.
 */
export function writableAtOnce(decision: DecisionToWrite): boolean {
  return (
    decision.postings.length === 0 &&
    decision.jobs.length === 0 &&
    decision.disputes.length === 0 &&
    decision.writes.newSchedules.length === 0 &&
    !decision.writes.repriceFees &&
    !decision.writes.shipments.some((shipment) => shipment.update)
  );
}

/**
 * Writes a decision made on the transaction as read at `version`, with no database
 * transaction opened and no lock taken before: ONE statement whose root is the transaction
 * row's UPDATE guarded by `"version" = version` (its version increment included), every other
 * write (rows, timeline, outbox events, the idempotency mark) made only when that UPDATE was.
 * PostgreSQL's row lock makes a concurrent writer of the row wait, and the guard then sees the
 * version it wrote: answers false, having written nothing, when another change came first (the
 * caller decides again on the new state, as the lock makes the second of two commands do).
 */
export async function writeDecisionAtOnce(services: Services, decision: DecisionToWrite, context: ApplyContext, version: number): Promise<boolean> {
  if (!writableAtOnce(decision)) throw new Error('this decision needs statements of its own');
  const writes = decisionWrites(decision, context, true);
  const gate = Prisma.raw('"root"');
  const others = writes.others.map((write) => write(gate));
  const counts = others.map((_, index) => Prisma.raw(`(SELECT count(*) FROM "w${index}")`));
  const { written } = await writeStatement(services, {
    root: writes.transaction(null, version),
    ctes: others.map((write, index) => Prisma.sql`${Prisma.raw(`"w${index}"`)} AS (${write})`),
    aborts:
      counts.length === 0
        ? []
        : [{ when: Prisma.sql`(SELECT count(*) FROM "root") > 0 AND 0 IN (${Prisma.join(counts, ', ')})`, message: 'a write of the decision found no row' }],
  });
  return written === 1;
}

/**
 * A write of a decision as the body of a CTE answering one row per row written (RETURNING 1).
 * With a gate (the name of a CTE), it writes only when the gate answers a row.
 */
type Write = (gate: Prisma.Sql | null) => Prisma.Sql;

interface DecisionWrites {
  /** The transaction row: its changed columns, version + 1, updatedAt; guarded by the version read when given. */
  transaction: (gate: Prisma.Sql | null, version?: number) => Prisma.Sql;
  others: Write[];
}

const onlyIf = (gate: Prisma.Sql | null) => (gate ? Prisma.sql` AND EXISTS (SELECT 1 FROM ${gate})` : Prisma.empty);
const fromGate = (gate: Prisma.Sql | null) => (gate ? Prisma.sql`${gate}, ` : Prisma.empty);

/**
 * The decision's writes (its rows, the shipments when `withShipments`, timeline, events) as
 * CTE bodies of one statement: each row is changed once (applyPatchInPlace merged its sets),
 * since a statement may change a row only once; the transaction row is always updated, with
 * its version.
 */
function decisionWrites(decision: Pick<DecisionToWrite, 'writes' | 'timeline' | 'events'>, context: ApplyContext, withShipments: boolean): DecisionWrites {
  const others: Write[] = [];
  const ofTransaction = (column: string) =>
    Prisma.sql`${Prisma.raw(`"${column}"`)} IN (SELECT "id" FROM "Item" WHERE "transactionId" = ${context.transactionId}::int)`;
  for (const row of decision.writes.rows) {
    const set = assignments(row.entity, row.set);
    switch (row.entity) {
      case 'party':
        others.push(
          (gate) => Prisma.sql`UPDATE "Party" SET ${set} WHERE "id" = ${row.id}::int AND "transactionId" = ${context.transactionId}::int${onlyIf(gate)} RETURNING 1`,
        );
        break;
      case 'item':
        others.push(
          (gate) => Prisma.sql`UPDATE "Item" SET ${set} WHERE "id" = ${row.id}::int AND "transactionId" = ${context.transactionId}::int${onlyIf(gate)} RETURNING 1`,
        );
        break;
      case 'schedule':
        others.push((gate) => Prisma.sql`UPDATE "Schedule" SET ${set} WHERE "id" = ${row.id}::int AND ${ofTransaction('itemId')}${onlyIf(gate)} RETURNING 1`);
        break;
      case 'fee':
        others.push((gate) => Prisma.sql`UPDATE "Fee" SET ${set} WHERE "id" = ${row.id}::int AND ${ofTransaction('itemId')}${onlyIf(gate)} RETURNING 1`);
        break;
    }
  }
  if (withShipments) {
    for (const shipment of decision.writes.shipments) {
      others.push(
        (gate) => Prisma.sql`INSERT INTO "Shipment" ("itemId", "direction", "carrier", "trackingId", "carrierContact", "authorizationType", "updatedAt")
          SELECT v.* FROM ${fromGate(gate)}(VALUES (${shipment.itemId}::int, ${shipment.direction}::text::"ShipmentDirection", ${shipment.carrier}::text, ${shipment.trackingId}::text, ${shipment.carrierContact}::text, ${shipment.authorizationType}::text, ${context.recordedAt}::timestamp(3))) AS v
          RETURNING 1`,
      );
    }
  }
  if (decision.timeline.length > 0) {
    const rows = decision.timeline.map(
      (note) => Prisma.sql`(${context.transactionId}::int, ${note.event}::text, ${context.actorId}::int, ${note.notes}::text, ${context.recordedAt}::timestamp(3))`,
    );
    others.push(
      (gate) => Prisma.sql`INSERT INTO "TimelineEntry" ("transactionId", "event", "actorId", "notes", "createdAt")
        SELECT v.* FROM ${fromGate(gate)}(VALUES ${Prisma.join(rows, ', ')}) AS v RETURNING 1`,
    );
  }
  if (decision.events.length > 0) {
    const traceParent = currentTraceParent();
    const rows = decision.events.map(
      (event) =>
        Prisma.sql`(${randomUUID()}::text, ${event.name}::text, ${context.transactionId}::int, ${context.partnerId}::int, ${context.actorId}::int, ${JSON.stringify(event.payload)}::jsonb, ${context.recordedAt}::timestamp(3), ${traceParent}::text)`,
    );
    others.push(
      (gate) => Prisma.sql`INSERT INTO "Event" ("publicId", "name", "transactionId", "partnerId", "actorId", "payload", "createdAt", "traceParent")
        SELECT v.* FROM ${fromGate(gate)}(VALUES ${Prisma.join(rows, ', ')}) AS v RETURNING 1`,
    );
  }
  const transactionSet = decision.writes.transaction;
  const changed = Object.keys(transactionSet).length > 0 ? Prisma.sql`${assignments('transaction', transactionSet)}, ` : Prisma.empty;
  return {
    transaction: (gate, version) =>
      Prisma.sql`UPDATE "Transaction" SET ${changed}"version" = "version" + 1, "updatedAt" = ${context.recordedAt}::timestamp(3)
        WHERE "id" = ${context.transactionId}::int${version === undefined ? Prisma.empty : Prisma.sql` AND "version" = ${version}::int`}${onlyIf(gate)} RETURNING 1`,
    others,
  };
}

/** SQL types of the columns the core changes: each value is sent with its column's type. */
const columnTypes: {
  transaction: Record<keyof TransactionFields, string>;
  party: Record<keyof PartyFields, string>;
  item: Record<keyof ItemFields, string>;
  schedule: Record<keyof ScheduleFields, string>;
  fee: Record<keyof FeeFields, string>;
} = {
  transaction: {
    isDraft: 'boolean',
    isCancelled: 'boolean',
    cancellationReason: 'text',
    closedAt: 'timestamp(3)',
    statusCode: 'int',
    description: 'text',
    totalAmount: 'bigint',
    selectedPaymentMethod: 'text',
    wireReference: 'text',
    paymentReturnUrl: 'text',
    clockOffsetSeconds: 'int',
  },
  party: { customerId: 'int', agreed: 'boolean', agreedAt: 'timestamp(3)', disbursementMethodId: 'int' },
  item: {
    ...(Object.fromEntries(itemFlagNames.map((name) => [name, 'boolean'])) as Record<keyof ItemFlags, string>),
    title: 'text',
    description: 'text',
    inspectionPeriod: 'int',
    inspectionEndsAt: 'timestamp(3)',
    rejectionReason: 'text',
    returnRejectionReason: 'text',
  },
  schedule: {
    amount: 'bigint',
    payerCustomerId: 'int',
    beneficiaryCustomerId: 'int',
    secured: 'boolean',
    securedAt: 'timestamp(3)',
    disbursedToBeneficiary: 'boolean',
    disbursedAt: 'timestamp(3)',
    refunded: 'boolean',
  },
  fee: { payerCustomerId: 'int' },
};

function assignments(entity: keyof typeof columnTypes, set: Record<string, unknown>): Prisma.Sql {
  const types: Record<string, string> = columnTypes[entity];
  const parts = Object.entries(set)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      const type = types[column];
      if (!type) throw new Error(`the core changed ${entity}.${column}, a column it does not own`);
      return Prisma.sql`${Prisma.raw(`"${column}"`)} = ${value}::${Prisma.raw(type)}`;
    });
  if (parts.length === 0) throw new Error(`an empty change of ${entity}`);
  return Prisma.join(parts, ', ');
}

async function recordShipment(tx: Tx, op: ShipmentWrite): Promise<void> {
  const fields = {
    carrier: op.carrier,
    trackingId: op.trackingId,
    carrierContact: op.carrierContact,
    authorizationType: op.authorizationType,
  };
  if (op.update) {
    const latest = await tx.shipment.findFirst({ where: { itemId: op.itemId, direction: op.direction }, orderBy: { id: 'desc' } });
    if (latest) {
      const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
      await tx.shipment.update({ where: { id: latest.id }, data: changed });
      return;
    }
  }
  await tx.shipment.create({ data: { itemId: op.itemId, direction: op.direction, ...fields } });
}

/** A schedule row a decision adds to an item (a partial release's part), after the item's others. */
async function insertSchedule(tx: Tx, write: NewScheduleWrite): Promise<void> {
  const last = await tx.schedule.findFirst({ where: { itemId: write.itemId }, orderBy: { position: 'desc' }, select: { position: true } });
  await tx.schedule.create({ data: { itemId: write.itemId, position: (last?.position ?? -1) + 1, ...write.values } });
}

/**
 * Records postings and moves account balances. Accounts are updated in key order so that two
 * transactions touching the same accounts (fee revenue) lock them in the same order. An
 * internal account going negative means a bug: the whole change is rolled back.
 */
async function postLedger(tx: Tx, postings: readonly Posting[], context: ApplyContext): Promise<void> {
  if (postings.length === 0) return;
  const keys = [...new Set(postings.flatMap((posting) => posting.entries.map((entry) => entry.accountKey)))].sort();
  await tx.ledgerAccount.createMany({
    data: keys.map((key) => {
      const account = describeAccount(key);
      return {
        key,
        kind: account.kind,
        currency: account.currency,
        transactionId: account.transactionId,
        customerId: account.customerId,
        allowNegative: account.allowNegative,
      };
    }),
    skipDuplicates: true,
  });
  const accounts = await tx.ledgerAccount.findMany({ where: { key: { in: keys } }, select: { id: true, key: true } });
  const idOf = new Map(accounts.map((account) => [account.key, account.id]));
  const deltas = new Map<string, bigint>();
  for (const posting of postings) {
    const created = await tx.ledgerPosting.create({
      data: { transactionId: context.transactionId, kind: posting.kind, description: posting.description, createdAt: context.recordedAt },
    });
    await tx.ledgerEntry.createMany({
      data: posting.entries.map((entry) => ({ postingId: created.id, accountId: idOf.get(entry.accountKey)!, amount: entry.amount, currency: entry.currency })),
    });
    for (const entry of posting.entries) deltas.set(entry.accountKey, (deltas.get(entry.accountKey) ?? 0n) + entry.amount);
  }
  for (const key of keys) {
    const delta = deltas.get(key) ?? 0n;
    if (delta === 0n) continue;
    const account = await tx.ledgerAccount.update({ where: { key }, data: { balance: { increment: delta } } });
    if (account.balance < 0n && !account.allowNegative) {
      throw new Error(`ledger invariant violated: ${key} would hold ${account.balance}`);
    }
  }
}

/** Schedules (upserts, re-arming a finished one) or cancels a durable job. */
async function applyJob(tx: Tx, job: JobDirective, context: Pick<ApplyContext, 'recordedAt'>): Promise<void> {
  if (job.op === 'cancel') {
    await tx.job.updateMany({ where: { uniqueKey: job.uniqueKey, status: 'pending' }, data: { status: 'cancelled', completedAt: context.recordedAt } });
    return;
  }
  const fields = { kind: job.kind, runAt: job.runAt, payload: job.payload, transactionId: job.payload.transactionId };
  await tx.job.upsert({
    where: { uniqueKey: job.uniqueKey },
    create: { uniqueKey: job.uniqueKey, ...fields },
    update: { ...fields, status: 'pending', attempts: 0, leaseUntil: null, lastError: null, completedAt: null },
  });
}

/**
 * An item's dispute records (Dispute, SettlementProposal): opened, proposed to, closed. The
 * directive names the item; its open dispute is the one (a partial unique index keeps one).
 */
async function applyDisputeDirective(tx: Tx, directive: DisputeDirective, context: ApplyContext): Promise<void> {
  if (directive.op === 'open') {
    const dispute = await tx.dispute.create({
      data: {
        transactionId: context.transactionId,
        itemId: directive.itemId,
        openedByRole: directive.openedByRole,
        openedById: directive.openedById,
        reason: directive.reason,
        openedAt: directive.at,
        respondBy: new Date(directive.at.getTime() + context.disputeResponseDays * 86_400_000),
      },
    });
    if (directive.message !== null && directive.openedById !== null)
      await tx.disputeMessage.create({
        data: { disputeId: dispute.id, authorId: directive.openedById, authorRole: directive.openedByRole, body: directive.message, createdAt: context.recordedAt },
      });
    return;
  }
  const open = await tx.dispute.findFirst({ where: { itemId: directive.itemId, status: 'OPEN' }, select: { id: true } });
  if (!open) {
    // An item in dispute since before disputes were recorded: its operator decision closes nothing.
    if (directive.op === 'close' && directive.status === 'RESOLVED') return;
    throw new Error(`item ${directive.itemId} has no open dispute to ${directive.op}`);
  }
  if (directive.op === 'propose') {
    await tx.settlementProposal.updateMany({ where: { disputeId: open.id, status: 'PENDING' }, data: { status: 'SUPERSEDED', decidedAt: directive.at } });
    await tx.settlementProposal.create({
      data: {
        disputeId: open.id,
        proposedById: directive.proposedById,
        proposedByRole: directive.proposedByRole,
        sellerAmount: directive.sellerAmount,
        createdAt: directive.at,
      },
    });
    return;
  }
  if (directive.acceptedProposalId !== null)
    await tx.settlementProposal.update({ where: { id: directive.acceptedProposalId, disputeId: open.id }, data: { status: 'ACCEPTED', decidedAt: directive.at } });
  await tx.settlementProposal.updateMany({ where: { disputeId: open.id, status: 'PENDING' }, data: { status: 'CLOSED', decidedAt: directive.at } });
  await tx.dispute.update({
    where: { id: open.id },
    data: { status: directive.status, closedAt: directive.at, sellerAmount: directive.sellerAmount, buyerAmount: directive.buyerAmount },
  });
}
