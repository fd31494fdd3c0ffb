/**
 * Saved payment information as a partner may see it (spec 4.3 payments_in / payments_out):
 * never a full card or account number. A partner sees what its customers used with it: the
 * cards saved while paying one of its transactions, and the payout methods chosen in its
 * transactions (docs/decisions.md "Partners").
 */
import type { DisbursementMethod, SavedCard } from '../../db/generated/client.js';
import { partnerTransactionsWhere, requirePartner } from '../access/partners.js';
import type { Viewer } from '../auth/authenticate.js';
import { ValidationError } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { requirePartnerCustomer } from './customers.js';

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay'] as const;
export type CardBrand = (typeof cardBrands)[number];

/**
 * What a card checkout keeps of a card. There is deliberately no field for the card number:
 * the gateway holds the card, the service keeps its last four digits.
 */
export interface SavedCardInput {
  customerId: number;
  /** The partner of the transaction being paid; only that partner sees the card. */
  partnerId?: number;
  brand?: CardBrand;
  lastFour?: string;
  expiryMonth?: number;
  expiryYear?: number;
}

/** Saves a card for a customer (called by the card checkout). */
export async function saveCard(services: Services, input: SavedCardInput): Promise<SavedCard> {
  const report = new ErrorReport();
  const errors = report.at();
  if (input.brand === undefined) errors.add('brand', 'is required');
  else if (!(cardBrands as readonly string[]).includes(input.brand)) errors.add('brand', `must be one of ${cardBrands.join(', ')}`);
  if (input.lastFour === undefined) errors.add('lastFour', 'is required');
  else if (!/^\d{4}$/.test(input.lastFour)) errors.add('lastFour', 'must be the last four digits of the card');
  if (input.expiryMonth === undefined) errors.add('expiryMonth', 'is required');
  else if (!Number.isInteger(input.expiryMonth) || input.expiryMonth < 1 || input.expiryMonth > 12) errors.add('expiryMonth', 'must be 1 to 12');
  if (input.expiryYear === undefined) errors.add('expiryYear', 'is required');
  else if (!Number.isInteger(input.expiryYear) || input.expiryYear < 2000 || input.expiryYear > 2100) errors.add('expiryYear', 'must be a four-digit year');
  if (report.hasErrors) throw new ValidationError(report.toObject());
  return writeTransaction(services, (tx) =>
    tx.savedCard.create({
      data: {
        customerId: input.customerId,
        partnerId: input.partnerId ?? null,
        brand: input.brand!,
        lastFour: input.lastFour!,
        expMonth: input.expiryMonth!,
        expYear: input.expiryYear!,
        createdAt: services.clock.now(),
      },
    }),
  );
}

export interface PartnerSavedCard {
  id: number;
  customerId: number;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The cards a customer of the partner saved while paying the partner's transactions; 404 for anyone else. */
export async function listPartnerCustomerCards(services: Services, viewer: Viewer, customerId: number): Promise<PartnerSavedCard[]> {
  const partnerId = requirePartner(viewer);
  await requirePartnerCustomer(services.prisma, partnerId, customerId);
  const cards = await services.prisma.savedCard.findMany({ where: { customerId, partnerId }, orderBy: { id: 'asc' } });
  return cards.map((card) => ({
    id: card.id,
    customerId: card.customerId,
    brand: card.brand,
    lastFour: card.lastFour,
    expiryMonth: card.expMonth,
    expiryYear: card.expYear,
  }));
}

/** PartnerCustomerDisbursementInfo: the bank and its country, never the account. */
export interface PartnerDisbursementInfo {
  id: number;
  type: string;
  bankName: string | null;
  accountName: string | null;
  currency: string | null;
  bankCountry: string | null;
}

/** The payout methods a customer of the partner chose in the partner's transactions; 404 for anyone else. */
export async function listPartnerCustomerDisbursementMethods(services: Services, viewer: Viewer, customerId: number): Promise<PartnerDisbursementInfo[]> {
  const partnerId = requirePartner(viewer);
  await requirePartnerCustomer(services.prisma, partnerId, customerId);
  const methods = await services.prisma.disbursementMethod.findMany({
    where: { customerId, selectedBy: { some: { transaction: partnerTransactionsWhere(partnerId) } } },
    orderBy: { id: 'asc' },
  });
  return methods.map(disbursementInfo);
}

function disbursementInfo(method: DisbursementMethod): PartnerDisbursementInfo {
  const address = method.bankAddress as { country?: unknown } | null;
  return {
    id: method.id,
    type: method.type,
    bankName: method.bankName,
    accountName: method.accountName,
    currency: method.currency,
    bankCountry: typeof address?.country === 'string' ? address.country : null,
  };
}
