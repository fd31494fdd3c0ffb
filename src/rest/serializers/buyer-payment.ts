import type { BuyerPayment } from '../../db/generated/client.js';

/** BuyerPayment of spec 2.7, as stored. */
export function serializeBuyerPayment(payment: BuyerPayment) {
  return {
    bank_country: payment.bankCountry,
    bank_name: payment.bankName,
    account_name: payment.accountName,
    third_party_email: payment.thirdPartyEmail,
    bank_state: payment.bankState,
  };
}
