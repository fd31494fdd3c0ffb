import { requireSandbox } from '../access/sandbox.js';
import type { Viewer } from '../auth/authenticate.js';
import { saveCard, type CardBrand } from '../partners/payment-info.js';
import type { Services } from '../services.js';
import { InvalidStateError, ValidationError } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { recordPayment, requirePartyRole } from '../transactions/funding.js';
import type { TransactionRecord } from '../transactions/record.js';
import type { PaymentMethodType } from '../payment-methods/catalog.js';

/** A card as the sandbox checkout form sends it; only the brand, last four digits and expiry are kept. */
export interface CheckoutCard {
  number?: string;
  expiryMonth?: number;
  expiryYear?: number;
  cvc?: string;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrandOf(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^62/.test(digits)) return 'unionpay';
  return null;
}

function checkCard(card: CheckoutCard | undefined, now: Date): { brand: CardBrand; lastFour: string; expiryMonth: number; expiryYear: number } {
  const report = new ErrorReport();
  const errors = report.at();
  const digits = (card?.number ?? '').replace(/[\s-]/g, '');
  const brand = /^\d{12,19}$/.test(digits) && luhnValid(digits) ? cardBrandOf(digits) : null;
  if (!brand) errors.add('card.number', 'must be a valid card number');
  const month = card?.expiryMonth;
  const year = card?.expiryYear;
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12) errors.add('card.expiryMonth', 'must be 1 to 12');
  if (year === undefined || !Number.isInteger(year) || year < 2000 || year > 2100) errors.add('card.expiryYear', 'must be a four-digit year');
  else if (month !== undefined && (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))) {
    errors.add('card.expiryYear', 'the card has expired');
  }
  if (!/^\d{3,4}$/.test(card?.cvc ?? '')) errors.add('card.cvc', 'must be 3 or 4 digits');
  if (report.hasErrors) throw new ValidationError(report.toObject());
  return { brand: brand!, lastFour: digits.slice(-4), expiryMonth: month!, expiryYear: year! };
}

/**
 * The sandbox stand-in for a card or PayPal gateway's checkout: the buyer "pays" and the
 * whole outstanding balance arrives through the same path as the sandbox fund helper. A card
 * is checked (number with its check digit, expiry, CVC) and saved as brand, last four digits
 * and expiry, for the transaction's partner (its payments_in); the number itself is never
 * stored. Production answers 404 (no stand-in exists there).
 */
export async function sandboxCheckout(
  services: Services,
  viewer: Viewer,
  transactionId: number,
  method: PaymentMethodType,
  card?: CheckoutCard,
): Promise<TransactionRecord> {
  requireSandbox(services.config);
  if (method !== 'credit_card' && method !== 'paypal') throw new ValidationError({ method: ['must be credit_card or paypal'] });
  await requirePartyRole(services, viewer, transactionId, ['buyer'], 'Only the buyer pays at checkout');
  const chosen = await services.prisma.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: { selectedPaymentMethod: true } });
  if (chosen.selectedPaymentMethod !== method) {
    throw new InvalidStateError(`Choose ${method} as the payment method first: this checkout page is for that method`);
  }
  const checked = method === 'credit_card' ? checkCard(card, services.clock.now()) : null;
  const record = await recordPayment(services, { kind: 'service' }, transactionId, { method });
  if (checked) await saveCard(services, { customerId: viewer.customer.id, partnerId: record.creatorId, ...checked });
  return record;
}
