/**
 * BuyerPayment (spec 2.7): where the buyer's money comes from (the bank, its country and
 * state, the account holder, a third party paying for the buyer). The buyer, or an approved
 * partner acting for it, tells it before paying; the operator who records the payment reads it
 * to match the money that arrives. One per transaction: a later submission replaces it.
 */
import { canonicalEmail, emailProblem } from '../shared/email.js';
import type { BuyerPayment } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { toDomainError } from '../lifecycle/errors.js';
import { resolveActor } from '../lifecycle/actor.js';
import { payerRefusal } from '../lifecycle/payment-choice.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { readCountryCode } from '../shared/countries.js';
import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { addUnreportedLimits, inputLimitProblems } from '../shared/limits.js';
import { resolveCaller, type CustomerCaller } from '../transactions/caller.js';
import { getTransaction } from '../transactions/read.js';
import { toSnapshot } from '../transactions/snapshot.js';
import { isParty } from '../access/transactions.js';

export interface BuyerPaymentInput {
  /** ISO 3166-1 alpha-2. */
  bankCountry?: string | null;
  bankName?: string | null;
  accountName?: string | null;
  thirdPartyEmail?: string | null;
  /** ISO 3166-2 subdivision code, such as US-CA. */
  bankState?: string | null;
}

interface BuyerPaymentDetails {
  bankCountry: string | null;
  bankName: string | null;
  accountName: string | null;
  thirdPartyEmail: string | null;
  bankState: string | null;
}

const maxTextLength = 200;
const subdivisionPattern = /^([A-Z]{2})-[A-Z0-9]{1,3}$/;

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Checks the input; the stored shape, or the problems by field. */
function checkBuyerPayment(input: BuyerPaymentInput): { ok: true; value: BuyerPaymentDetails } | { ok: false; errors: FieldErrors } {
  const report = new ErrorReport();
  const errors = report.at();
  const value: BuyerPaymentDetails = {
    bankCountry: text(input.bankCountry),
    bankName: text(input.bankName),
    accountName: text(input.accountName),
    thirdPartyEmail: text(input.thirdPartyEmail) === null ? null : canonicalEmail(input.thirdPartyEmail!),
    bankState: text(input.bankState)?.toUpperCase() ?? null,
  };
  if (value.bankCountry !== null) {
    const code = readCountryCode(value.bankCountry);
    if (code === null) errors.add('bankCountry', 'must be an ISO 3166-1 alpha-2 country code, such as US');
    else value.bankCountry = code;
  }
  for (const field of ['bankName', 'accountName'] as const) {
    const entry = value[field];
    if (entry !== null && entry.length > maxTextLength) errors.add(field, `must be at most ${maxTextLength} characters long`);
  }
  const thirdPartyProblem = value.thirdPartyEmail === null ? null : emailProblem(value.thirdPartyEmail);
  if (thirdPartyProblem !== null) errors.add('thirdPartyEmail', thirdPartyProblem);
  if (value.bankState !== null) {
    const match = subdivisionPattern.exec(value.bankState);
    if (!match) errors.add('bankState', 'must be an ISO 3166-2 subdivision code, such as US-CA');
    else if (value.bankCountry !== null && match[1] !== value.bankCountry) errors.add('bankState', `must be a subdivision of ${value.bankCountry}`);
  }
  if (Object.values(value).every((entry) => entry === null))
    errors.add('all', 'must give at least one of bank_country, bank_name, account_name, third_party_email, bank_state');
  // The shared limits (NUL bytes, lone surrogates, sizes), where no rule above said anything of the field.
  const limits = inputLimitProblems(input);
  if (limits) addUnreportedLimits(report, limits);
  return report.hasErrors ? { ok: false, errors: report.toObject() } : { ok: true, value };
}

export function buyerPaymentProblems(input: BuyerPaymentInput): FieldErrors | null {
  const checked = checkBuyerPayment(input);
  return checked.ok ? null : checked.errors;
}

/**
 * POST /transaction/{id}/buyer_payment: the buyer (or its approved partner, As-Customer) says
 * where the money comes from. Refused once nothing can be paid any more (cancelled, closed).
 */
export async function submitBuyerPayment(services: Services, caller: CustomerCaller, transactionId: number, input: BuyerPaymentInput): Promise<BuyerPayment> {
  const checked = checkBuyerPayment(input);
  if (!checked.ok) throw new ValidationError(checked.errors);
  const record = await getTransaction(services, caller.viewer, transactionId);
  const resolved = resolveActor(toSnapshot(record, 0n), await resolveCaller(services.prisma, caller, record));
  const refused = 'ok' in resolved ? resolved : payerRefusal(resolved);
  if (refused) throw toDomainError(refused.error);
  if (record.isCancelled || record.closedAt !== null) throw new InvalidStateError('The transaction is closed: there is nothing left to pay.');
  const submittedById = caller.viewer.customer.id;
  const saved = await writeTransaction(services, (tx) =>
    tx.buyerPayment.upsert({
      where: { transactionId },
      create: { transactionId, submittedById, ...checked.value },
      update: { submittedById, ...checked.value },
    }),
  );
  services.log.info({ transactionId }, 'buyer payment details submitted');
  return saved;
}

/**
 * The buyer payment of a transaction: for the operator who records the payment, and for the
 * parties who may pay (the buyer, the partner); null when none was given.
 */
export async function readBuyerPayment(services: Services, viewer: Viewer, transactionId: number): Promise<BuyerPayment | null> {
  if (viewer.customer.isOperator) {
    const exists = await services.prisma.transaction.findUnique({ where: { id: transactionId }, select: { id: true } });
    if (!exists) throw new NotFoundError('Transaction not found');
  } else {
    const record = await getTransaction(services, viewer, transactionId);
    const mayRead = record.parties.some((party) => party.customerId === viewer.customer.id && (party.role === 'buyer' || party.role === 'partner'));
    if (!isParty(record, viewer.customer.id) || !mayRead)
      throw new ForbiddenError('Only the buyer, the partner or an operator may read where the payment comes from');
  }
  return services.prisma.buyerPayment.findUnique({ where: { transactionId } });
}

/** What the operator who records a payment looks at: the payments recorded and the buyer's declaration. */
export async function paymentOverview(services: Services, transactionId: number) {
  const transaction = await services.prisma.transaction.findUnique({
    where: { id: transactionId },
    select: { id: true, currency: true, selectedPaymentMethod: true, wireReference: true, buyerPayment: true, payments: { orderBy: { id: 'asc' } } },
  });
  if (!transaction) throw new NotFoundError('Transaction not found');
  return transaction;
}
