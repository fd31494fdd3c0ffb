/**
 * What repricing a transaction's fees reads and writes (transactions/reprice-fees.ts prices
 * them): the statements are here, the prices are the fee rules'.
 */
import type { Prisma } from '../../../db/generated/client.js';
import type { FeeType, ItemType } from '../../../db/generated/enums.js';

type Tx = Prisma.TransactionClient;

/** The stored inputs of a repricing: items in order with their schedules and fees in order, the fees' payers, the seller's payout method type. */
export interface FeePricingRows {
  items: {
    type: ItemType;
    schedules: { amount: bigint }[];
    fees: { id: number; type: FeeType; payerCustomerId: number; splitBasisPoints: number | null }[];
  }[];
  payers: { id: number; email: string; addressCountry: string | null }[];
  /** The seller's chosen DisbursementMethod.type as stored; null when none is chosen. */
  sellerMethodType: string | null;
}

export async function loadFeePricing(tx: Tx, transactionId: number): Promise<FeePricingRows> {
  const items = await tx.item.findMany({
    where: { transactionId },
    orderBy: { position: 'asc' },
    select: {
      type: true,
      schedules: { orderBy: { position: 'asc' }, select: { amount: true } },
      fees: { orderBy: { position: 'asc' }, select: { id: true, type: true, payerCustomerId: true, splitBasisPoints: true } },
    },
  });
  const payerIds = [...new Set(items.flatMap((item) => item.fees.map((fee) => fee.payerCustomerId)))];
  const payers = await tx.customer.findMany({ where: { id: { in: payerIds } }, select: { id: true, email: true, addressCountry: true } });
  const seller = await tx.party.findFirst({ where: { transactionId, role: 'seller' }, select: { disbursementMethod: { select: { type: true } } } });
  return { items, payers, sellerMethodType: seller?.disbursementMethod?.type ?? null };
}

/** Replaces the fees' prices and taxes (every fee of `feeIds` loses its taxes; those priced get theirs). */
export async function writeFeePrices(
  tx: Tx,
  feeIds: readonly number[],
  prices: readonly { feeId: number; amountWithoutTaxes: bigint; taxes: readonly { type: string; amount: bigint }[] }[],
): Promise<void> {
  await tx.feeTax.deleteMany({ where: { feeId: { in: [...feeIds] } } });
  for (const price of prices) {
    await tx.fee.update({
      where: { id: price.feeId },
      data: { amountWithoutTaxes: price.amountWithoutTaxes, taxes: { create: price.taxes.map((tax) => ({ type: tax.type, amount: tax.amount })) } },
    });
  }
}
