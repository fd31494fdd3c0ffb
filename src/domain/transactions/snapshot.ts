import { itemFlagsOf, type TransactionSnapshot } from '../lifecycle/snapshot.js';
import type { TransactionRecord } from './record.js';

/** The lifecycle core's plain view of a stored transaction. */
export function toSnapshot(record: TransactionRecord, floatAmount: bigint): TransactionSnapshot {
  return {
    id: record.id,
    currency: record.currency,
    description: record.description,
    creatorId: record.creatorId,
    isDraft: record.isDraft,
    isCancelled: record.isCancelled,
    cancellationReason: record.cancellationReason,
    closedAt: record.closedAt,
    statusCode: record.statusCode,
    totalAmount: record.totalAmount,
    selectedPaymentMethod: record.selectedPaymentMethod,
    wireReference: record.wireReference,
    paymentReturnUrl: record.paymentReturnUrl,
    clockOffsetSeconds: record.clockOffsetSeconds,
    floatAmount,
    parties: record.parties.map((party) => ({
      id: party.id,
      role: party.role,
      customerId: party.customerId,
      agreed: party.agreed,
      agreedAt: party.agreedAt,
      initiator: party.initiator,
      disbursementMethodId: party.disbursementMethodId,
    })),
    items: record.items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      type: item.type,
      inspectionPeriod: item.inspectionPeriod,
      inspectionEndsAt: item.inspectionEndsAt,
      rejectionReason: item.rejectionReason,
      returnRejectionReason: item.returnRejectionReason,
      ...itemFlagsOf(item),
      schedules: item.schedules.map((schedule) => ({
        id: schedule.id,
        amount: schedule.amount,
        payerCustomerId: schedule.payerCustomerId,
        beneficiaryCustomerId: schedule.beneficiaryCustomerId,
        secured: schedule.secured,
        securedAt: schedule.securedAt,
        disbursedToBeneficiary: schedule.disbursedToBeneficiary,
        disbursedAt: schedule.disbursedAt,
        refunded: schedule.refunded,
      })),
      fees: item.fees.map((fee) => ({
        id: fee.id,
        type: fee.type,
        payerCustomerId: fee.payerCustomerId,
        amountWithoutTaxes: fee.amountWithoutTaxes,
        taxes: fee.taxes.map((tax) => ({ type: tax.type, amount: tax.amount })),
      })),
    })),
  };
}
