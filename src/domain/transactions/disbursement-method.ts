/**
 * A transaction's disbursement methods (spec 4.2, 5.6): only its payees (seller, broker, and a
 * partner its partner_fee pays: the core's payeeParty) see them, each its own: what it would receive with each method type, its saved methods, and the
 * one it selected. Selecting (select.ts) is the lifecycle command select_payout_method.
 */
import type { DisbursementMethod, Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import type { PayoutFee, PayoutMethodFact } from '../lifecycle/facts.js';
import { payeesOnlyMessage } from '../lifecycle/payout-choice.js';
import { payeeParty } from '../lifecycle/queries.js';
import { ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import type { Services } from '../services.js';
import { ErrorReport } from '../shared/field-errors.js';
import { transactionInclude, type PartyRecord, type TransactionRecord } from './record.js';
import { isParty } from '../access/transactions.js';
import { resolveActor } from '../lifecycle/actor.js';
import { toDomainError } from '../lifecycle/errors.js';
import { resolveCaller } from './caller.js';
import { toSnapshot } from './snapshot.js';
import { checkDisbursementMethod, isSavedMethodRef, type DisbursementMethodChoice, type DisbursementMethodInput } from '../disbursement-methods/input.js';
import { findSavedMethods, type DisbursementMethodsView } from '../disbursement-methods/methods.js';
import { availableMethodTypes, payoutFee, payoutTotals } from './payout.js';
import { disbursementMethodColumns } from '../disbursement-methods/record.js';
import { disbursementMethodTypes, type DisbursementMethodData, type DisbursementMethodType } from '../disbursement-methods/types.js';

type Tx = Prisma.TransactionClient;

export { payeesOnlyMessage };
export const partnerNewBankDetailsMessage =
  'A partner acting for a party (As-Customer) may select one of its saved disbursement methods by id; bank details are entered by the account holder';
export const savedMethodIdMessage = 'does not identify one of your saved disbursement methods';

interface PayeeContext {
  record: TransactionRecord;
  party: PartyRecord;
  /** An approved partner reads for the payee (As-Customer): account numbers are masked. */
  actingPartner: boolean;
}

/** Who asks: the payee itself, or an approved partner naming it with As-Customer. */
export interface PayeeCaller {
  viewer: Viewer;
  asCustomerEmail?: string | null;
}

export async function loadPayee(db: Pick<Tx, 'transaction' | 'customer' | 'partnerCustomer'>, caller: PayeeCaller, transactionId: number): Promise<PayeeContext> {
  const { viewer } = caller;
  const record = await db.transaction.findUnique({ where: { id: transactionId }, include: transactionInclude });
  if (!record) throw new NotFoundError('Transaction not found');
  if (!isParty(record, viewer.customer.id)) throw new ForbiddenError('Only the parties of a transaction may view it');
  let customerId = viewer.customer.id;
  if (caller.asCustomerEmail) {
    const resolved = resolveActor(toSnapshot(record, 0n), await resolveCaller(db, { kind: 'customer', viewer, asCustomerEmail: caller.asCustomerEmail }, record));
    if ('ok' in resolved) throw toDomainError(resolved.error);
    if (resolved.onBehalfOf !== null) customerId = resolved.onBehalfOf;
  }
  const party = payeeRecord(record, customerId);
  if (!party) throw new ForbiddenError(payeesOnlyMessage);
  return { record, party, actingPartner: customerId !== viewer.customer.id };
}

/** The customer's payee party (payeeParty, the one rule of who is paid), as its record. */
function payeeRecord(record: TransactionRecord, customerId: number): PartyRecord | undefined {
  const party = payeeParty(toSnapshot(record, 0n), customerId);
  return party && record.parties.find((p) => p.id === party.id);
}

export async function view(
  db: Pick<Tx, 'disbursementMethod'>,
  services: Services,
  { record, party, actingPartner }: PayeeContext,
): Promise<DisbursementMethodsView> {
  const saved = await findSavedMethods(db, party.customerId);
  const selectedId = party.disbursementMethodId;
  const selected =
    selectedId === null ? null : (saved.find((method) => method.id === selectedId) ?? (await db.disbursementMethod.findUnique({ where: { id: selectedId } })));
  const shown = actingPartner ? maskForPartner : (method: DisbursementMethod) => method;
  return {
    available: payoutTotals(record, party.customerId, services.feeTable),
    saved: saved.map(shown),
    selected: selected === null ? null : shown(selected),
    availableCurrencies: [record.currency],
  };
}

/** What a partner acting for the payee sees of a saved method: account numbers and IBANs by their last four characters. */
function maskForPartner(method: DisbursementMethod): DisbursementMethod {
  const masked = (value: string | null) => (value === null ? null : `****${value.slice(-4)}`);
  return { ...method, bankAccountNumber: masked(method.bankAccountNumber), bankIban: masked(method.bankIban) };
}

/** GET /transaction/{transaction_id}/disbursement_methods. */
export async function transactionDisbursementMethods(services: Services, caller: PayeeCaller | Viewer, transactionId: number): Promise<DisbursementMethodsView> {
  const payee = 'customer' in caller ? { viewer: caller } : caller;
  return view(services.prisma, services, await loadPayee(services.prisma, payee, transactionId));
}

/**
 * The disbursement fee of each payee's chosen method, for the settlement (disburse): priced
 * by payoutFee, as the payee's disbursement_methods quote prices it.
 */
export async function payoutFeeFacts(tx: Pick<Tx, 'disbursementMethod'>, services: Services, record: TransactionRecord): Promise<Map<number, PayoutFee>> {
  const payees = record.parties.filter((party) => party.disbursementMethodId !== null && payeeRecord(record, party.customerId)?.id === party.id);
  const ids = payees.map((party) => party.disbursementMethodId as number);
  const methods = ids.length === 0 ? [] : await tx.disbursementMethod.findMany({ where: { id: { in: ids } }, select: { id: true, type: true } });
  const fees = new Map<number, PayoutFee>();
  for (const party of payees) {
    const type = methods.find((method) => method.id === party.disbursementMethodId)?.type;
    if (!(disbursementMethodTypes as readonly string[]).includes(type ?? '') || fees.has(party.customerId)) continue;
    const payee = { email: party.customer.email, country: party.customer.addressCountry };
    fees.set(party.customerId, { methodType: type as DisbursementMethodType, ...payoutFee(services.feeTable, type as DisbursementMethodType, payee) });
  }
  return fees;
}

/**
 * The method a payee chose for select_payout_method, looked up (a saved one of the payee's) or
 * saved (a new one, to the payee's account) in the command's database transaction, before the
 * core decides; why it cannot be chosen is a fact too, which the core reports after checking
 * who asks and when. Undefined when the caller is no payee (the core refuses that first).
 */
export async function payoutMethodFact(
  tx: Tx,
  services: Services,
  record: TransactionRecord,
  customerId: number,
  choice: DisbursementMethodChoice,
): Promise<PayoutMethodFact | undefined> {
  const party = payeeRecord(record, customerId);
  if (!party) return undefined;
  const context = { record, party, actingPartner: false };
  try {
    const method = isSavedMethodRef(choice) ? await savedMethod(tx, context, choice.id) : await newMethod(tx, services, context, choice);
    return { ok: true, id: method.id, type: method.type };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: error.errors, message: error.message };
    throw error;
  }
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
  if (report.hasErrors || !data) throw new ValidationError(report.toObject());
  return tx.disbursementMethod.create({
    data: { ...disbursementMethodColumns(data), customerId: party.customerId, createdAt: services.clock.now() },
  });
}

/**
 * The problems of `choice` for a request whose face found problems of its own, so that both
 * are answered at once; who may choose (403, 404) is checked first. When and whether a
 * choice applies (409) is the core's select_payout_method, decided only for a request that
 * could be read. A method with problems is not judged against the transaction, so a new
 * method's suitability is not reported here.
 */
export async function disbursementMethodChoiceProblems(
  services: Services,
  caller: PayeeCaller | Viewer,
  transactionId: number,
  choice: DisbursementMethodChoice,
): Promise<FieldErrors | null> {
  const payee = 'customer' in caller ? { viewer: caller } : caller;
  const context = await loadPayee(services.prisma, payee, transactionId);
  if (context.actingPartner && !isSavedMethodRef(choice)) throw new ForbiddenError(partnerNewBankDetailsMessage);
  if (!isSavedMethodRef(choice)) {
    const report = new ErrorReport();
    checkDisbursementMethod(choice, report.at());
    return report.hasErrors ? report.toObject() : null;
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
