import type { DisbursementMethod } from '../../db/generated/client.js';
import type { DisbursementMethodsView } from '../../domain/disbursement-methods/methods.js';
import { viewDisbursementMethod } from '../../domain/disbursement-methods/record.js';
import type { IntermediaryBank } from '../../domain/disbursement-methods/types.js';
import { formatMoney } from '../../domain/shared/money.js';
import { serializeOptionalAddress } from './address.js';

function serializeIntermediaryBank(bank: IntermediaryBank) {
  return {
    bank_aba_routing_number: bank.bankAbaRoutingNumber,
    bank_name: bank.bankName,
    member_id: bank.memberId,
    clearing_system_code: bank.clearingSystemCode,
    bank_address: serializeOptionalAddress(bank.bankAddress),
    bank_swift_code: bank.bankSwiftCode,
    bank_account_number: bank.bankAccountNumber,
  };
}

/** The spec's DisbursementMethod: every field, null when not given. */
export function serializeDisbursementMethod(row: DisbursementMethod) {
  const method = viewDisbursementMethod(row);
  const banks = method.intermediaryBanks.map(serializeIntermediaryBank);
  return {
    id: method.id,
    type: method.type,
    account_name: method.accountName,
    account_type: method.accountType,
    bank_aba_routing_number: method.bankAbaRoutingNumber,
    bank_account_number: method.bankAccountNumber,
    bank_address: serializeOptionalAddress(method.bankAddress),
    bank_branch_number: method.bankBranchNumber,
    bank_iban: method.bankIban,
    bank_name: method.bankName,
    bank_swift_code: method.bankSwiftCode,
    bank_sort_code: method.bankSortCode,
    international_routing_code: method.internationalRoutingCode,
    beneficiary_address: serializeOptionalAddress(method.beneficiaryAddress),
    currency: method.currency,
    intermediary_bank: banks[0] ?? null,
    intermediary_banks: banks,
    additional_information: method.additionalInformation,
    clearing_system_code: method.clearingSystemCode,
    member_id: method.memberId,
  };
}

/** The spec's DisbursementMethods; totals as two-decimal strings like every amount. */
export function serializeDisbursementMethods(view: DisbursementMethodsView) {
  return {
    available_disbursement_methods: view.available.map((entry) => ({ type: entry.type, total: formatMoney(entry.total) })),
    saved_disbursement_methods: view.saved.map(serializeDisbursementMethod),
    selected_disbursement_method: view.selected === null ? null : serializeDisbursementMethod(view.selected),
    available_currencies: view.availableCurrencies,
  };
}
