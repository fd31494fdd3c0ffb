/**
 * Listing and choosing how the buyer pays (GET / POST /transaction/{id}/payment_methods).
 * The rules are in options.ts and catalog.ts; this module loads and writes.
 */
import type { Prisma } from '../../db/generated/client.js';
import { InvalidStateError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { floatAccountKey } from '../ledger/accounts.js';
import { deriveStatusCode } from '../lifecycle/status-code.js';
import { formatMoney } from '../shared/money.js';
import type { Services } from '../services.js';
import { getTransaction } from '../transactions/read.js';
import { transactionInclude, type TransactionRecord } from '../transactions/record.js';
import { toSnapshot } from '../transactions/snapshot.js';
import { isPaymentMethodType, methodLabel, offeredMethods, paymentMethodTypes, redirectMethods, type PaymentMethodType } from './catalog.js';
import { chooseOption, paymentMethodsFor, type PaymentMethods, type PaymentSituation } from './options.js';
import { resolvePayer, type PayingCaller } from './payer.js';
import { wireAccount, wireTransferDetails, type WireTransferDetails } from './wire-transfer.js';

type Db = Pick<Prisma.TransactionClient, 'customer' | 'ledgerAccount'>;

async function loadSituation(db: Db, services: Services, record: TransactionRecord): Promise<PaymentSituation> {
  const float = await db.ledgerAccount.findUnique({ where: { key: floatAccountKey(record.id, record.currency) }, select: { balance: true } });
  const buyerParty = record.parties.find((party) => party.role === 'buyer');
  if (!buyerParty) throw new InvalidStateError('The transaction has no buyer to pay it.');
  const verification = await db.customer.findUniqueOrThrow({ where: { id: buyerParty.customerId }, select: { personalVerificationStatus: true } });
  return {
    snapshot: toSnapshot(record, float?.balance ?? 0n),
    buyer: {
      email: buyerParty.customer.email,
      country: buyerParty.customer.addressCountry,
      verified: verification.personalVerificationStatus === 'verified',
    },
    offered: offeredMethods(services.config.environment, wireAccount(services.config) !== null),
    feeTable: services.feeTable,
  };
}

/** PaymentMethods for the buyer (or its approved partner As-Customer). */
export async function listPaymentMethods(services: Services, caller: PayingCaller, transactionId: number): Promise<PaymentMethods> {
  const record = await getTransaction(services, caller.viewer, transactionId);
  await resolvePayer(services.prisma, caller, record);
  return paymentMethodsFor(await loadSituation(services.prisma, services, record));
}

/** PaymentMethodInput of spec 2.7 (wire names, unchecked). */
export interface PaymentMethodChoice {
  payment_method_name?: unknown;
  wire_reference?: unknown;
  return_url?: unknown;
}

export type PaymentInstructions =
  | { kind: 'wire_transfer'; details: WireTransferDetails }
  | { kind: 'landing_page'; landingPage: string };

export interface SelectedPaymentMethod {
  record: TransactionRecord;
  instructions: PaymentInstructions;
}

export const maxWireReferenceLength = 140;
export const maxReturnUrlLength = 2048;

function readChoice(services: Services, type: PaymentMethodType, choice: PaymentMethodChoice): { wireReference: string | null; returnUrl: string | null } {
  const errors: FieldErrors = {};
  const given = (value: unknown) => value !== undefined && value !== null;
  if (given(choice.payment_method_name) && choice.payment_method_name !== type) {
    errors.payment_method_name = [`must be ${type}, the method named in the path, or be left out`];
  }
  const wireReference = choice.wire_reference;
  if (given(wireReference)) {
    if (type !== 'wire_transfer') errors.wire_reference = ['is only used for wire_transfer'];
    else if (typeof wireReference !== 'string' || wireReference.trim() === '' || wireReference.length > maxWireReferenceLength) {
      errors.wire_reference = [`must be a non-empty string of at most ${maxWireReferenceLength} characters`];
    }
  }
  const returnUrl = choice.return_url;
  if (given(returnUrl)) {
    const https = services.config.environment === 'production';
    if (!redirectMethods.includes(type)) errors.return_url = [`is only used for ${redirectMethods.join(' and ')}`];
    else if (!isReturnUrl(returnUrl, https)) errors.return_url = [`must be an ${https ? 'https' : 'http or https'} URL of at most ${maxReturnUrlLength} characters`];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    wireReference: typeof wireReference === 'string' && type === 'wire_transfer' ? wireReference.trim() : null,
    returnUrl: typeof returnUrl === 'string' && redirectMethods.includes(type) ? returnUrl : null,
  };
}

function isReturnUrl(value: unknown, httpsOnly: boolean): value is string {
  if (typeof value !== 'string' || value.length > maxReturnUrlLength) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
  } catch {
    return false;
  }
}

/**
 * The buyer chooses how it pays. Under the transaction's row lock (as every state change):
 * the choice is checked against the methods available now, stored with the status code it
 * implies (20 wire transfer, 22 card or PayPal, ...) and noted in the timeline. A new choice
 * replaces an earlier one until the money arrives.
 */
export async function selectPaymentMethod(
  services: Services,
  caller: PayingCaller,
  transactionId: number,
  name: string,
  choice: PaymentMethodChoice,
): Promise<SelectedPaymentMethod> {
  if (!isPaymentMethodType(name)) throw new NotFoundError(`No payment method named "${name}"; the methods are ${paymentMethodTypes.join(', ')}`);
  const type = name;
  const { wireReference, returnUrl } = readChoice(services, type, choice);
  const recordedAt = services.clock.now();
  const { record, total } = await services.prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Transaction" WHERE "id" = ${transactionId} FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('Transaction not found');
    const current = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: transactionInclude });
    const payer = await resolvePayer(tx, caller, current);
    const situation = await loadSituation(tx, services, current);
    const chosen = chooseOption(situation, type);
    if (!chosen.ok) throw new InvalidStateError(chosen.reason);
    const statusCode = deriveStatusCode({ ...situation.snapshot, selectedPaymentMethod: type });
    await tx.transaction.update({
      where: { id: transactionId },
      data: { selectedPaymentMethod: type, wireReference, paymentReturnUrl: returnUrl, statusCode, version: { increment: 1 } },
    });
    const who = payer.onBehalfOf === null ? 'The buyer' : 'The partner, for the buyer,';
    await tx.timelineEntry.create({
      data: {
        transactionId,
        event: null,
        actorId: payer.customerId,
        notes: `${who} chose to pay ${formatMoney(chosen.option.total)} ${current.currency.toUpperCase()} by ${methodLabel(type)}.`,
        createdAt: recordedAt,
      },
    });
    const updated = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: transactionInclude });
    return { record: updated, total: chosen.option.total };
  });
  services.log.info({ transactionId, method: type }, 'payment method selected');
  return { record, instructions: instructionsFor(services, record, type, total, wireReference, returnUrl) };
}

function instructionsFor(
  services: Services,
  record: TransactionRecord,
  type: PaymentMethodType,
  total: bigint,
  wireReference: string | null,
  returnUrl: string | null,
): PaymentInstructions {
  if (type === 'wire_transfer') {
    // Offered only when an account is configured (or the sandbox placeholder applies).
    const account = wireAccount(services.config)!;
    return { kind: 'wire_transfer', details: wireTransferDetails(account, record, total, wireReference) };
  }
  return { kind: 'landing_page', landingPage: sandboxLandingPage(services.config.publicUrl, record.id, type, returnUrl) };
}

/** The sandbox stand-in for a gateway's hosted payment page. */
export function sandboxLandingPage(publicUrl: string, transactionId: number, type: PaymentMethodType, returnUrl: string | null): string {
  const url = new URL(`${publicUrl}/sandbox/payments/${transactionId}/${type}`);
  if (returnUrl) url.searchParams.set('return_url', returnUrl);
  return url.toString();
}
