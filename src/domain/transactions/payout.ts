/**
 * What a payee (the seller or the broker) would receive from a transaction with each kind of
 * disbursement method: the amounts paid to it, less what it pays (a commission it owes, the
 * fees it agreed to pay), less the disbursement fee of that method type (with GST where the
 * payee is taxed). Disbursement fees stored on the transaction (wire_disbursement) are replaced
 * by the fee of the method type. Returned and refunded items (and their fees) are left out.
 * Never below zero. The settlement follows the same rule (src/domain/fees/payee-charges.ts).
 */
import { taxesFor } from '../fees/compute.js';
import type { FeeTable } from '../fees/fee-table.js';
import { payeeQuote } from '../fees/payee-charges.js';
import type { FeeCharge } from '../ledger/postings.js';
import type { Currency } from '../shared/money.js';
import type { TransactionRecord } from './record.js';
import { disbursementMethodTypes, type AvailableDisbursementMethod, type DisbursementMethodType } from '../disbursement-methods/types.js';

/** ACH moves US dollars only; the wires move every supported currency. */
export function availableMethodTypes(currency: Currency): DisbursementMethodType[] {
  return disbursementMethodTypes.filter((type) => type !== 'ach' || currency === 'usd');
}

/** Who is paid, for the tax on its disbursement fee. */
export interface Payee {
  email: string;
  country: string | null;
}

/**
 * The disbursement fee of a payout by `type` to `payee`: the fee table's price of that method
 * type, with GST where the payee is taxed. The one price both the quote (payoutTotals) and
 * the settlement (CommandFacts.payoutFees) use.
 */
export function payoutFee(table: FeeTable, type: DisbursementMethodType, payee: Payee | null): FeeCharge {
  const amountWithoutTaxes = table.disbursement.byMethodType[type];
  const taxes = payee ? taxesFor(payee.email, amountWithoutTaxes, table, new Map([[payee.email.toLowerCase(), payee.country]])) : [];
  return { amountWithoutTaxes, taxes };
}

/** The payee's quote for each method type: payeeQuote, the rule every settlement run follows. */
export function payoutTotals(record: TransactionRecord, customerId: number, table: FeeTable): AvailableDisbursementMethod[] {
  const customer = record.parties.find((party) => party.customerId === customerId)?.customer;
  const payee = customer ? { email: customer.email, country: customer.addressCountry } : null;
  return availableMethodTypes(record.currency).map((type) => ({ type, total: payeeQuote(record.items, customerId, payoutFee(table, type, payee)) }));
}
