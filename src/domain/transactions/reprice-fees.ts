import type { Prisma } from '../../db/generated/client.js';
import { computeTransactionFees } from '../fees/compute.js';
import { disbursementMethodTypes, type DisbursementMethodType } from '../fees/fee-table.js';
import type { Services } from '../services.js';
import { transactionStore as store } from './store/index.js';

/**
 * Prices every fee again from the amounts and payers now stored, keeping types and splits: what
 * a decision whose patch says `{ entity: 'fees', recompute: true }` needs after its writes. The
 * seller's chosen payout method prices the wire_disbursement entry the seller pays, as the
 * settlement charges it (none chosen: the entry is provisional).
 */
export async function repriceFees(tx: Prisma.TransactionClient, services: Services, transactionId: number): Promise<void> {
  const { items, payers, sellerMethodType } = await store.loadFeePricing(tx, transactionId);
  const emailOf = new Map(payers.map((payer) => [payer.id, payer.email]));
  const methodType = (disbursementMethodTypes as readonly (string | null)[]).includes(sellerMethodType) ? (sellerMethodType as DisbursementMethodType) : null;
  const priced = computeTransactionFees(
    {
      items: items.map((item) => ({
        type: item.type,
        schedule: item.schedules.map((schedule) => ({ amountMinor: schedule.amount })),
        fees: item.fees.map((fee) => ({ type: fee.type, payerEmail: emailOf.get(fee.payerCustomerId)!, splitBasisPoints: fee.splitBasisPoints })),
      })),
    },
    services.feeTable,
    new Map(payers.map((payer) => [payer.email, payer.addressCountry])),
    { disbursementMethodType: methodType },
  );
  const prices = items.flatMap((item, index) =>
    item.fees.flatMap((fee, position) => {
      const price = priced[index]?.fees[position];
      return price ? [{ feeId: fee.id, amountWithoutTaxes: price.amountWithoutTaxes, taxes: price.taxes }] : [];
    }),
  );
  await store.writeFeePrices(
    tx,
    items.flatMap((item) => item.fees.map((fee) => fee.id)),
    prices,
  );
}
