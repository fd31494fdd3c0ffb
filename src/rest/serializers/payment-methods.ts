import { formatMoney } from '../../domain/shared/money.js';
import { serializeAddress } from './address.js';
import { serializeFee } from './transaction.js';
import type { PaymentInstructions } from '../../domain/payments/methods.js';
import type { PaymentMethodOption, PaymentMethods } from '../../domain/lifecycle/payment-options.js';

/** PaymentMethods of spec 2.7; money as two-decimal strings (docs/decisions.md). */
export function serializePaymentMethods(methods: PaymentMethods) {
  return {
    available_payment_methods: methods.available.map(serializeOption),
    conditionally_available_payment_methods: methods.conditionallyAvailable.map(serializeOption),
    total_without_payment_fee: formatMoney(methods.totalWithoutPaymentFee),
    selected_payment_method: methods.selected,
  };
}

function serializeOption(option: PaymentMethodOption) {
  return {
    type: option.type,
    total: formatMoney(option.total),
    payment_gateway: option.paymentGateway,
    conditions: option.conditions,
    fee_for_outstanding_balance: formatMoney(option.feeForOutstandingBalance),
    fees: option.fees.map(serializeFee),
  };
}

/** WireTransferDetails (optional fields only when configured), LandingPage or CheckDetails of spec 2.7. */
export function serializePaymentInstructions(instructions: PaymentInstructions) {
  if (instructions.kind === 'landing_page') return { landing_page: instructions.landingPage };
  if (instructions.kind === 'check') {
    return {
      check_payee_name: instructions.details.payeeName,
      check_beneficiary_address: instructions.details.checkBeneficiaryAddress,
      structured_check_ben_address: serializeAddress(instructions.details.structuredCheckBenAddress),
      amount: formatMoney(instructions.details.amount),
      memo: instructions.details.memo,
    };
  }
  const details = instructions.details;
  const optional = {
    routing_number: details.routingNumber,
    sort_code: details.sortCode,
    bsb: details.bsb,
    bank_number: details.bankNumber,
    transit_number: details.transitNumber,
    bank_iban: details.bankIban,
    intermediary_bank_name: details.intermediaryBankName,
    intermediary_bank_swift_code: details.intermediaryBankSwiftCode,
    bank_address: details.bankAddress,
    wire_beneficiary_address: details.wireBeneficiaryAddress,
    structured_bank_address: details.structuredBankAddress && serializeAddress(details.structuredBankAddress),
    structured_wire_ben_address: details.structuredWireBenAddress && serializeAddress(details.structuredWireBenAddress),
  };
  return {
    bank_name: details.bankName,
    swift_code: details.swiftCode,
    additional_instructions: details.additionalInstructions,
    credit_account_name: details.creditAccountName,
    credit_account_number: details.creditAccountNumber,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
  };
}
