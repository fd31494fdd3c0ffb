/**
 * What a payee (the seller or the broker) would receive from a transaction with each kind of
 * disbursement method: the amounts paid to it, less what it pays (a commission it owes, the
 * fees it agreed to pay), less the disbursement fee of that method type (with GST where the
 * payee is taxed). Disbursement fees stored on the transaction (wire_disbursement,
 * cheque_disbursement) are replaced by the fee of the method type: a payout happens once, by
 * the chosen method. Refunded amounts are left out. Never below zero.
 */
import { taxesFor } from '../fees/compute.js';
import type { FeeTable } from '../fees/fee-table.js';
import { feeChargeTotal, type FeeCharge } from '../ledger/postings.js';
import type { Currency } from '../shared/money.js';
import type { TransactionRecord } from '../transactions/record.js';
import { disbursementMethodTypes, type DisbursementMethodType } from './types.js';

export interface AvailableDisbursementMethod {
  type: DisbursementMethodType;
  /** Minor units. */
  total: bigint;
}

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

export function payoutTotals(record: TransactionRecord, customerId: number, table: FeeTable): AvailableDisbursementMethod[] {
  const schedules = record.items.flatMap((item) => item.schedules).filter((schedule) => !schedule.refunded);
  const received = schedules.filter((s) => s.beneficiaryCustomerId === customerId).reduce((sum, s) => sum + s.amount, 0n);
  const owed = schedules.filter((s) => s.payerCustomerId === customerId).reduce((sum, s) => sum + s.amount, 0n);
  const fees = record.items
    .flatMap((item) => item.fees)
    .filter((fee) => fee.payerCustomerId === customerId && fee.type !== 'wire_disbursement' && fee.type !== 'cheque_disbursement')
    .reduce((sum, fee) => sum + fee.amountWithoutTaxes + fee.taxes.reduce((taxes, tax) => taxes + tax.amount, 0n), 0n);
  const customer = record.parties.find((party) => party.customerId === customerId)?.customer;
  const payee = customer ? { email: customer.email, country: customer.addressCountry } : null;
  return availableMethodTypes(record.currency).map((type) => {
    const total = received - owed - fees - feeChargeTotal(payoutFee(table, type, payee));
    return { type, total: total > 0n ? total : 0n };
  });
}
