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
import { payeeQuote, type Charge } from '../fees/payee-charges.js';
import { buyerPartTaken } from '../lifecycle/disputes.js';
import { heldAmount } from '../lifecycle/queries.js';
import type { FeeCharge } from '../ledger/postings.js';
import type { Currency } from '../shared/money.js';
import type { ItemRecord, TransactionRecord } from './record.js';
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

/** The item as a split would leave it: the buyer's part taken from its held schedules (buyerPartTaken), the rest accepted; a split of zero returns it whole. */
function itemAfterSplit(item: ItemRecord, sellerAmount: bigint, at: Date): ItemRecord {
  if (sellerAmount === 0n) return { ...item, acceptedReturned: true };
  const held = heldAmount(item);
  const taken = new Map(buyerPartTaken(item.schedules, held - sellerAmount).map(({ schedule, take }) => [schedule.id, take]));
  const schedules = item.schedules.map((schedule) => {
    const take = taken.get(schedule.id);
    if (take === undefined) return schedule;
    return take === schedule.amount ? { ...schedule, refunded: true, disbursedAt: at } : { ...schedule, amount: schedule.amount - take };
  });
  return { ...item, accepted: true, schedules };
}

/**
 * What a split of an item (sellerAmount of its held money to the seller, the rest back to the
 * buyer) brings the seller, net of its charges: its quote (payeeQuote, the settlement's rule)
 * with the item split so, less its quote with the item refunded whole. So the seller's fees on
 * the item (and its payout fee, when nothing else pays it) are deducted as the settlement will
 * deduct them: quote = posting = payout (docs/fees.md, "Disputes and splits").
 */
export function splitPayout(record: TransactionRecord, itemId: number, sellerAmount: bigint, sellerId: number, fee: Charge | null, at: Date): bigint {
  const itemsWith = (amount: bigint) => record.items.map((item) => (item.id === itemId ? itemAfterSplit(item, amount, at) : item));
  return payeeQuote(itemsWith(sellerAmount), sellerId, fee) - payeeQuote(itemsWith(0n), sellerId, fee);
}
