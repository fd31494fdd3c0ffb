import { formatMoney } from '../../domain/shared/money.js';
import type { TransactionRecord } from '../../domain/transactions/record.js';
import { viewTransaction, type FeeView, type ItemView, type PartyView, type ScheduleView, type TransactionView } from '../../domain/transactions/view.js';
import { JsonText, type RestContext } from '../router.js';
import { isParty } from '../../domain/access/transactions.js';

/** A stored transaction as the caller of this request sees it, in the wire shape. */
export function presentTransaction(context: Pick<RestContext, 'services' | 'viewer'>, record: TransactionRecord) {
  return serializeTransaction(callerView(context, record));
}

function callerView(context: Pick<RestContext, 'services' | 'viewer'>, record: TransactionRecord): TransactionView {
  const viewer = context.viewer.customer;
  // An operator who is no party (after float_release / float_cancel) sees the partner's full view.
  const viewAs = viewer.isOperator && !isParty(record, viewer.id) ? record.creatorId : viewer.id;
  return viewTransaction(record, viewAs, context.services.config);
}

/** The JSON texts of shared views (frozen: src/domain/transactions/view.ts), which cannot change; each goes with its view. */
const presentedTexts = new WeakMap<TransactionView, JsonText>();

/**
 * The same as presentTransaction, as the JSON text of an answer's body: the text of a shared
 * view is rendered once and answered again to every request that gets that view (an unchanged
 * transaction, the same caller's view of it, the same settings).
 */
export function presentTransactionText(context: Pick<RestContext, 'services' | 'viewer'>, record: TransactionRecord): JsonText {
  const view = callerView(context, record);
  const kept = presentedTexts.get(view);
  if (kept) return kept;
  const text = new JsonText(JSON.stringify(serializeTransaction(view)));
  if (Object.isFrozen(view)) presentedTexts.set(view, text);
  return text;
}

/** The spec's Transaction (section 2.1) for one caller; money as two-decimal strings. */
export function serializeTransaction(view: TransactionView) {
  return {
    id: view.id,
    currency: view.currency,
    description: view.description,
    reference: view.reference,
    creation_date: view.creationDate.toISOString(),
    close_date: view.closeDate?.toISOString() ?? null,
    is_cancelled: view.isCancelled,
    is_draft: view.isDraft,
    status_code: view.statusCode,
    cancellation_reason: view.cancellationReason,
    ...(view.auctionId === null ? {} : { auction_id: view.auctionId }),
    ...(view.privacy === null
      ? {}
      : {
          privacy: {
            hide_counterparties: view.privacy.hideCounterparties,
            broker_commission_visible_to: view.privacy.brokerCommissionVisibleTo,
          },
        }),
    parties: view.parties.map(serializeParty),
    items: view.items.map(serializeItem),
  };
}

function serializeParty(party: PartyView) {
  return {
    id: party.id,
    role: party.role,
    customer: party.customer,
    agreed: party.agreed,
    initiator: party.initiator,
    next_step: party.nextStep,
    verification_required: party.verificationRequired,
    disbursement_method_selected: party.disbursementMethodSelected,
  };
}

function serializeItem(item: ItemView) {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    ...(item.category === null ? {} : { category: item.category }),
    quantity: item.quantity,
    inspection_period: item.inspectionPeriod,
    extra_attributes: item.extraAttributes,
    fees: item.fees.map(serializeFee),
    schedule: item.schedule.map(serializeSchedule),
    status: {
      accepted: item.status.accepted,
      accepted_returned: item.status.acceptedReturned,
      canceled: item.status.canceled,
      in_dispute: item.status.inDispute,
      received: item.status.received,
      received_returned: item.status.receivedReturned,
      rejected: item.status.rejected,
      rejected_returned: item.status.rejectedReturned,
      shipped: item.status.shipped,
      shipped_returned: item.status.shippedReturned,
    },
  };
}

/** The spec's Fee; also the fees of a payment method (serializers/payment-methods.ts). */
export function serializeFee(fee: Pick<FeeView, 'type' | 'payerCustomer' | 'amount' | 'amountWithoutTaxes' | 'taxes'>) {
  return {
    type: fee.type,
    payer_customer: fee.payerCustomer,
    amount: formatMoney(fee.amount),
    amount_without_taxes: formatMoney(fee.amountWithoutTaxes),
    taxes: fee.taxes.map((tax) => ({ type: tax.type, amount: formatMoney(tax.amount) })),
  };
}

function serializeSchedule(schedule: ScheduleView) {
  return {
    id: schedule.id,
    amount: formatMoney(schedule.amount),
    payer_customer: schedule.payerCustomer,
    beneficiary_customer: schedule.beneficiaryCustomer,
    ...(schedule.dueDate === null ? {} : { due_date: schedule.dueDate.toISOString() }),
    status: { secured: schedule.secured, disbursed_to_beneficiary: schedule.disbursedToBeneficiary },
  };
}
