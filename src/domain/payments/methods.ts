/**
 * Listing and choosing how the buyer pays (GET / POST /transaction/{id}/payment_methods).
 * The rules are in options.ts and catalog.ts; choosing is the lifecycle command
 * select_payment_method, applied through act() like every change of a transaction.
 */
import { floatAccountKey } from '../ledger/accounts.js';
import { toDomainError } from '../lifecycle/errors.js';
import { payerRefusal } from '../lifecycle/payment-choice.js';
import { resolveActor } from '../lifecycle/actor.js';
import { validateCommand } from '../lifecycle/validate.js';
import type { Services } from '../services.js';
import { InvalidStateError, type FieldErrors } from '../shared/errors.js';
import { act } from '../transactions/act.js';
import { resolveCaller, type CustomerCaller } from '../transactions/caller.js';
import { getTransaction } from '../transactions/read.js';
import type { TransactionRecord } from '../transactions/record.js';
import { toSnapshot } from '../transactions/snapshot.js';
import { type PaymentMethodType } from '../payment-methods/catalog.js';
import { landingPageLink, type RedirectType } from './landing-page.js';
import type { PaymentChoice } from '../payment-methods/choice.js';
import { loadPaymentFacts } from '../transactions/payment-facts.js';
import { paymentMethodsFor, type PaymentMethods, type PaymentSituation } from '../lifecycle/payment-options.js';
import { oneLine, wireAccount, wirePaymentReference, wireTransferDetails, type WireTransferDetails } from '../payment-methods/wire-transfer.js';
import type { ConfiguredAddress } from '../../config.js';

export type { PaymentChoice } from '../payment-methods/choice.js';

/** A customer asking about paying: the buyer itself, or the partner acting As-Customer. */
export type PayingCaller = CustomerCaller;

export async function loadSituation(services: Services, record: TransactionRecord): Promise<PaymentSituation> {
  const float = await services.prisma.ledgerAccount.findUnique({ where: { key: floatAccountKey(record.id, record.currency) }, select: { balance: true } });
  const facts = await loadPaymentFacts(services.prisma, services, record);
  if (!facts) throw new InvalidStateError('The transaction has no buyer to pay it.');
  return { snapshot: toSnapshot(record, float?.balance ?? 0n), ...facts };
}

/** PaymentMethods for the buyer (or its approved partner As-Customer). */
export async function listPaymentMethods(services: Services, caller: PayingCaller, transactionId: number): Promise<PaymentMethods> {
  const record = await getTransaction(services, caller.viewer, transactionId);
  const resolved = resolveActor(toSnapshot(record, 0n), await resolveCaller(services.prisma, caller, record));
  const refused = 'ok' in resolved ? resolved : payerRefusal(resolved);
  if (refused) throw toDomainError(refused.error);
  return paymentMethodsFor(await loadSituation(services, record));
}

export type PaymentInstructions =
  { kind: 'wire_transfer'; details: WireTransferDetails } | { kind: 'landing_page'; landingPage: string } | { kind: 'check'; details: CheckDetails };

/** CheckDetails of spec 2.7, with the payee, the amount and the memo a check needs to be matched. */
export interface CheckDetails {
  payeeName: string;
  checkBeneficiaryAddress: string;
  structuredCheckBenAddress: ConfiguredAddress;
  amount: bigint;
  memo: string;
}

export { redirectTypes, type RedirectType } from './landing-page.js';

export interface SelectedPaymentMethod {
  record: TransactionRecord;
  instructions: PaymentInstructions;
}

/** The choice's own problems, by field (what selectPaymentMethod refuses before anything else). */
export function paymentChoiceErrors(services: Services, choice: PaymentChoice): FieldErrors | null {
  return choiceRefusal(services, choice)?.error.details?.fields ?? null;
}

function choiceRefusal(services: Services, choice: PaymentChoice) {
  return validateCommand({ type: 'select_payment_method', ...choice }, { httpsOnly: services.config.environment === 'production' });
}

/**
 * The buyer chooses how it pays: checked against the methods available now, stored with the
 * status code it implies and noted in the timeline, under the transaction's row lock. The
 * choice's own fields are checked first, before who asks (the endpoint's contract).
 */
export async function selectPaymentMethod(services: Services, caller: PayingCaller, transactionId: number, choice: PaymentChoice): Promise<SelectedPaymentMethod> {
  const invalid = choiceRefusal(services, choice);
  if (invalid) throw toDomainError(invalid.error);
  const record = await act(services, caller, transactionId, { type: 'select_payment_method', ...choice });
  services.log.info({ transactionId, method: choice.method }, 'payment method selected');
  return { record, instructions: await instructionsFor(services, record, choice.method) };
}

async function instructionsFor(services: Services, record: TransactionRecord, type: PaymentMethodType): Promise<PaymentInstructions> {
  const methods = paymentMethodsFor(await loadSituation(services, record));
  // What the buyer pays by this method; nothing changed but the choice, so it is still offered.
  const total = [...methods.available, ...methods.conditionallyAvailable].find((option) => option.type === type)?.total ?? methods.totalWithoutPaymentFee;
  return instructionsAt(services, record, type, total, { returnUrl: record.paymentReturnUrl });
}

/** The instructions of an offered method for a total (also GET /transaction/{id}/payment_methods/{name}). */
export async function instructionsAt(
  services: Services,
  record: TransactionRecord,
  type: PaymentMethodType,
  total: bigint,
  redirect: { returnUrl: string | null; redirectType?: RedirectType },
): Promise<PaymentInstructions> {
  if (type === 'wire_transfer') {
    // Offered only when an account is configured (or the sandbox placeholder applies).
    const account = wireAccount(services.config)!;
    return { kind: 'wire_transfer', details: wireTransferDetails(account, record, total, record.wireReference) };
  }
  if (type === 'check') {
    // Offered only when CHECK_* is configured.
    const check = services.config.check!;
    return {
      kind: 'check',
      details: {
        payeeName: check.payeeName,
        checkBeneficiaryAddress: oneLine(check.address)!,
        structuredCheckBenAddress: check.address,
        amount: total,
        memo: wirePaymentReference(record.id),
      },
    };
  }
  const landingPage = await landingPageLink(services, {
    transactionId: record.id,
    method: type,
    returnUrl: redirect.returnUrl,
    redirectType: redirect.redirectType ?? null,
  });
  return { kind: 'landing_page', landingPage };
}
