import type { PartnerDisbursementInfo, PartnerSavedCard } from '../../domain/partners/payment-info.js';

/** Saved card information a partner may view (spec 2.8): never the card number. */
export function serializePartnerSavedCard(card: PartnerSavedCard) {
  return {
    id: card.id,
    ext_cust_id: card.customerId,
    brand: card.brand,
    last_four_digits: card.lastFour,
    expiration_month: card.expiryMonth,
    expiration_year: card.expiryYear,
  };
}

/** PartnerCustomerDisbursementInfo (spec 2.8): never an account number. */
export function serializePartnerDisbursementInfo(method: PartnerDisbursementInfo) {
  return {
    id: method.id,
    bank_name: method.bankName,
    account_name: method.accountName,
    currency: method.currency,
    type: method.type,
    bank_address: { country: method.bankCountry },
  };
}
