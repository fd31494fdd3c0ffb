import type { Prisma } from '../../db/generated/client.js';
import { computeTransactionFees } from '../fees/compute.js';
import { describeAccount } from '../ledger/accounts.js';
import type { Posting } from '../ledger/postings.js';
import type { Accepted, JobDirective, PatchOp } from '../lifecycle/decision.js';
import type { Services } from '../services.js';

type Tx = Prisma.TransactionClient;

export interface ApplyContext {
  transactionId: number;
  partnerId: number;
  actorId: number | null;
  /** The wall-clock time of the change (records); the core's own `now` may run ahead in sandbox. */
  recordedAt: Date;
}

/**
 * Writes an accepted decision, inside the caller's database transaction: patch ops in order,
 * then timeline entries, outbox events, ledger postings and job directives. Either all of it
 * commits with the state change, or none of it does.
 */
export async function persistDecision(tx: Tx, services: Services, decision: Accepted, context: ApplyContext): Promise<void> {
  // The version increment rides on the last write of the transaction row, when there is one
  // (one statement fewer); nothing reads the version in between.
  const lastRowWrite = decision.patch.findLastIndex((op) => op.entity === 'transaction');
  for (const [index, op] of decision.patch.entries()) {
    if (index === lastRowWrite && op.entity === 'transaction') {
      await tx.transaction.update({ where: { id: context.transactionId }, data: { ...op.set, version: { increment: 1 } } });
    } else await applyOp(tx, services, op, context);
  }
  if (lastRowWrite === -1) await tx.transaction.update({ where: { id: context.transactionId }, data: { version: { increment: 1 } } });
  if (decision.timeline.length > 0) {
    await tx.timelineEntry.createMany({
      data: decision.timeline.map((note) => ({
        transactionId: context.transactionId,
        event: note.event,
        notes: note.notes,
        actorId: context.actorId,
        createdAt: context.recordedAt,
      })),
    });
  }
  if (decision.events.length > 0) {
    await tx.event.createMany({
      data: decision.events.map((event) => ({
        name: event.name,
        transactionId: context.transactionId,
        partnerId: context.partnerId,
        actorId: context.actorId,
        payload: event.payload,
        createdAt: context.recordedAt,
      })),
    });
  }
  await postLedger(tx, decision.postings, context);
  for (const job of decision.jobs) await applyJob(tx, job, context);
}

async function applyOp(tx: Tx, services: Services, op: PatchOp, context: ApplyContext): Promise<void> {
  switch (op.entity) {
    case 'transaction':
      await tx.transaction.update({ where: { id: context.transactionId }, data: op.set });
      return;
    case 'party':
      await tx.party.update({ where: { id: op.id, transactionId: context.transactionId }, data: op.set });
      return;
    case 'item':
      await tx.item.update({ where: { id: op.id, transactionId: context.transactionId }, data: op.set });
      return;
    case 'schedule':
      await tx.schedule.update({ where: { id: op.id, item: { transactionId: context.transactionId } }, data: op.set });
      return;
    case 'fee':
      await tx.fee.update({ where: { id: op.id, item: { transactionId: context.transactionId } }, data: op.set });
      return;
    case 'shipment':
      await recordShipment(tx, op);
      return;
    case 'fees':
      await repriceFees(tx, services, context.transactionId);
      return;
  }
}

async function recordShipment(tx: Tx, op: Extract<PatchOp, { entity: 'shipment' }>): Promise<void> {
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

/** Prices every fee again from the current amounts and payers, keeping types and splits. */
async function repriceFees(tx: Tx, services: Services, transactionId: number): Promise<void> {
  const items = await tx.item.findMany({
    where: { transactionId },
    orderBy: { position: 'asc' },
    include: { schedules: { orderBy: { position: 'asc' } }, fees: { orderBy: { position: 'asc' } } },
  });
  const payerIds = [...new Set(items.flatMap((item) => item.fees.map((fee) => fee.payerCustomerId)))];
  const payers = await tx.customer.findMany({ where: { id: { in: payerIds } }, select: { id: true, email: true, addressCountry: true } });
  const emailOf = new Map(payers.map((payer) => [payer.id, payer.email]));
  const priced = computeTransactionFees(
    {
      items: items.map((item) => ({
        type: item.type,
        schedule: item.schedules.map((schedule) => ({ amountMinor: schedule.amount })),
        fees: item.fees.map((fee) => ({ type: fee.type, payerEmail: emailOf.get(fee.payerCustomerId)!, splitBasisPoints: fee.splitBasisPoints })),
      })),
    },
    services.feeTable,
    new Map(payers.map((payer) => [payer.email, payer.addressCountry])),
  );
  const feeIds = items.flatMap((item) => item.fees.map((fee) => fee.id));
  await tx.feeTax.deleteMany({ where: { feeId: { in: feeIds } } });
  for (const [index, item] of items.entries()) {
    for (const [position, fee] of item.fees.entries()) {
      const price = priced[index]?.fees[position];
      if (!price) continue;
      await tx.fee.update({
        where: { id: fee.id },
        data: { amountWithoutTaxes: price.amountWithoutTaxes, taxes: { create: price.taxes.map((tax) => ({ type: tax.type, amount: tax.amount })) } },
      });
    }
  }
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
