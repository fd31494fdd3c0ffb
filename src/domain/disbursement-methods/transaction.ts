/**
 * A transaction's disbursement methods (spec 4.2, 5.6): only its seller and its broker see
 * them, each its own: what it would receive with each method type, its saved methods, and the
 * one it selected. Selecting sets the payee's Party.disbursementMethodId.
 */
import type { DisbursementMethod, Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import type { Services } from '../services.js';
import { ErrorReport } from '../shared/field-errors.js';
import { transactionInclude, type PartyRecord, type TransactionRecord } from '../transactions/record.js';
import { isParty } from '../transactions/view.js';
import { checkDisbursementMethod, isSavedMethodRef, type DisbursementMethodChoice, type DisbursementMethodInput } from './input.js';
import { findSavedMethods, type DisbursementMethodsView } from './methods.js';
import { availableMethodTypes, payoutTotals } from './payout.js';
import { floatAccountKey } from '../ledger/accounts.js';
import { disburseJobKey } from '../lifecycle/decision.js';
import { deriveStatusCode } from '../lifecycle/status-code.js';
import { applyJob } from '../transactions/apply-decision.js';
import { toSnapshot } from '../transactions/snapshot.js';
import { disbursementMethodColumns } from './record.js';
import type { DisbursementMethodData } from './types.js';

type Tx = Prisma.TransactionClient;

export const payeesOnlyMessage = 'Only the seller and the broker of a transaction may view or choose its disbursement methods';
export const savedMethodIdMessage = 'does not identify one of your saved disbursement methods';

interface PayeeContext {
  record: TransactionRecord;
  party: PartyRecord;
}

async function loadPayee(db: Pick<Tx, 'transaction'>, viewer: Viewer, transactionId: number): Promise<PayeeContext> {
  const record = await db.transaction.findUnique({ where: { id: transactionId }, include: transactionInclude });
  if (!record) throw new NotFoundError('Transaction not found');
  if (!isParty(record, viewer.customer.id)) throw new ForbiddenError('Only the parties of a transaction may view it');
  const party = record.parties.find((p) => p.customerId === viewer.customer.id && (p.role === 'seller' || p.role === 'broker'));
  if (!party) throw new ForbiddenError(payeesOnlyMessage);
  return { record, party };
}

async function view(db: Pick<Tx, 'disbursementMethod'>, services: Services, { record, party }: PayeeContext): Promise<DisbursementMethodsView> {
  const saved = await findSavedMethods(db, party.customerId);
  const selectedId = party.disbursementMethodId;
  const selected =
    selectedId === null ? null : (saved.find((method) => method.id === selectedId) ?? (await db.disbursementMethod.findUnique({ where: { id: selectedId } })));
  return {
    available: payoutTotals(record, party.customerId, services.feeTable),
    saved,
    selected,
    availableCurrencies: [record.currency],
  };
}

/** GET /transaction/{transaction_id}/disbursement_methods. */
export async function transactionDisbursementMethods(services: Services, viewer: Viewer, transactionId: number): Promise<DisbursementMethodsView> {
  return view(services.prisma, services, await loadPayee(services.prisma, viewer, transactionId));
}

/**
 * POST /transaction/{transaction_id}/disbursement_methods, selectDisbursementMethod: `choice`
 * names a saved method of the caller by id, or gives new bank details, saved to the caller's
 * account and selected. The method must suit the transaction (its currency; ach only for usd),
 * and the payout must not have happened yet.
 */
export async function selectDisbursementMethod(
  services: Services,
  viewer: Viewer,
  transactionId: number,
  choice: DisbursementMethodChoice,
): Promise<DisbursementMethodsView> {
  const now = services.clock.now();
  const result = await services.prisma.$transaction(async (tx) => {
    // Serialised with lifecycle actions on this transaction (they lock the same row).
    await tx.$queryRaw`SELECT "id" FROM "Transaction" WHERE "id" = ${transactionId} FOR UPDATE`;
    const context = await loadPayee(tx, viewer, transactionId);
    assertPayoutPending(context);
    const method = isSavedMethodRef(choice) ? await savedMethod(tx, context, choice.id) : await newMethod(tx, services, context, choice);
    await tx.party.update({ where: { id: context.party.id }, data: { disbursementMethodId: method.id } });
    await tx.transaction.update({ where: { id: context.record.id }, data: { version: { increment: 1 } } });
    // Payouts wait for a method: one that was due may go out now (a no-op job otherwise).
    await applyJob(tx, { op: 'schedule', kind: 'disburse', uniqueKey: disburseJobKey(transactionId), runAt: now, payload: { transactionId } }, { recordedAt: now });
    const updated = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: transactionInclude });
    const float = await tx.ledgerAccount.findUnique({ where: { key: floatAccountKey(updated.id, updated.currency) }, select: { balance: true } });
    const statusCode = deriveStatusCode(toSnapshot(updated, float?.balance ?? 0n));
    if (statusCode !== updated.statusCode) await tx.transaction.update({ where: { id: transactionId }, data: { statusCode } });
    return view(tx, services, { ...context, party: { ...context.party, disbursementMethodId: method.id } });
  });
  services.outbox.changed();
  return result;
}

function assertPayoutPending({ record, party }: PayeeContext): void {
  if (record.isCancelled) throw new InvalidStateError('The transaction is cancelled: its disbursement method can no longer change');
  if (record.closedAt !== null) throw new InvalidStateError('The transaction is closed: its disbursement method can no longer change');
  const paid = record.items.some((item) => item.schedules.some((s) => s.beneficiaryCustomerId === party.customerId && s.disbursedToBeneficiary));
  if (paid) throw new InvalidStateError('Your proceeds of this transaction have been disbursed: the disbursement method can no longer change');
}

async function savedMethod(tx: Pick<Tx, 'disbursementMethod'>, { record, party }: PayeeContext, id: number): Promise<DisbursementMethod> {
  const method = Number.isSafeInteger(id) ? await tx.disbursementMethod.findFirst({ where: { id, customerId: party.customerId, deletedAt: null } }) : null;
  if (!method) throw new ValidationError({ id: [savedMethodIdMessage] });
  const problems = suitability(record, method.type, method.currency);
  if (problems.length > 0) throw new ValidationError({ id: problems.map(([, message]) => `selects a method that ${message}`) });
  return method;
}

async function newMethod(tx: Tx, services: Services, { record, party }: PayeeContext, input: DisbursementMethodInput): Promise<DisbursementMethod> {
  const report = new ErrorReport();
  const data: DisbursementMethodData | null = checkDisbursementMethod(input, report.at());
  if (data) for (const [field, message] of suitability(record, data.type, data.currency)) report.at().add(field, message);
  if (report.hasErrors || !data) throw new ValidationError(report.toObject() as FieldErrors);
  return tx.disbursementMethod.create({
    data: { ...disbursementMethodColumns(data), customerId: party.customerId, createdAt: services.clock.now() },
  });
}

/**
 * What selectDisbursementMethod answers a request whose face found problems of its own: its
 * 403, 404 or 409, or the problems of `choice`. A method with problems is not judged against
 * the transaction (as selectDisbursementMethod judges only a valid one), so a new method's
 * suitability is not reported here.
 */
export async function disbursementMethodChoiceProblems(
  services: Services,
  viewer: Viewer,
  transactionId: number,
  choice: DisbursementMethodChoice,
): Promise<FieldErrors | null> {
  const context = await loadPayee(services.prisma, viewer, transactionId);
  assertPayoutPending(context);
  if (!isSavedMethodRef(choice)) {
    const report = new ErrorReport();
    checkDisbursementMethod(choice, report.at());
    return report.hasErrors ? (report.toObject() as FieldErrors) : null;
  }
  try {
    await savedMethod(services.prisma, context, choice.id);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** Why a method cannot pay out this transaction: [field, message] pairs. */
function suitability(record: TransactionRecord, type: string, currency: string | null): [string, string][] {
  const problems: [string, string][] = [];
  if (!(availableMethodTypes(record.currency) as string[]).includes(type)) {
    problems.push(['type', `is ${type}, which is not available for a transaction in ${record.currency}`]);
  }
  if (currency !== null && currency !== record.currency) {
    problems.push(['currency', `is in ${currency}, but this transaction pays out in ${record.currency}`]);
  }
  return problems;
}
