/**
 * The numeric status_code of a transaction (partner filters status_code / start_condition /
 * end_condition), derived from a snapshot alone. Known public meanings are kept (decisions.md);
 * the rest follow the lifecycle. docs/lifecycle.md has the table.
 *
 * Derivation, first match wins:
 *  1. cancelled: 75 while money is still held or in float (refund pending), else 0.
 *  2. closed: 80 when a transferable item was paid to the seller, else 85 (everything refunded).
 *  3. draft: 1.  4. agreement: 3 / 5 / 6 / 9 / 10.
 *  5. an item in dispute: 65.
 *  6. otherwise the LEAST advanced open (unsettled) transferable item decides (its stage code,
 *     the smallest), with "partial" variants when other OPEN items are further along:
 *     21 (some funded), 26 (some shipped), 31 (some received), 43 (some accepted).
 *  7. no open transferable item but the transaction is not closed: 70 (final payouts pending).
 */
import { escrowHeld, hasDisbursementMethod, isDomainItem, isTransferableItem, itemFunded, itemSettled, partyByRole } from './queries.js';
import type { ItemSnapshot, TransactionSnapshot } from './snapshot.js';
import { itemFlagNames, type ItemFlags, type PartySnapshot } from './snapshot.js';

export const statusCodes = {
  0: 'Cancelled',
  1: 'Draft offer, awaiting acceptance (upgrade_draft)',
  3: 'Started: no party has agreed yet',
  5: 'Buyer agreed; awaiting the seller (and broker)',
  6: 'Seller agreed; awaiting the buyer (and broker)',
  9: 'Broker agreed; awaiting the buyer and the seller',
  10: 'Buyer and seller agreed; awaiting the broker',
  15: 'Agreed; awaiting payment, no payment method selected',
  18: 'Awaiting payment by check',
  19: 'Awaiting payment by direct debit or POLi',
  20: 'Awaiting payment by wire transfer',
  21: 'Partially funded: some items secured, others awaiting payment',
  22: 'Awaiting payment by credit card or PayPal',
  23: 'Payment received, in float (awaiting clearance)',
  25: 'Funds secured; awaiting shipment',
  26: 'Partially shipped: some items shipped, others awaiting shipment',
  30: 'Shipped; awaiting receipt',
  31: 'Partially received: some items received, others in transit',
  32: 'Domain name transfer in progress; awaiting receipt',
  35: 'Received; inspection period running',
  40: 'Buyer accepted goods; disbursement pending',
  43: 'Partially accepted: some items accepted, others under inspection',
  45: 'Buyer rejected goods; awaiting return shipment',
  46: 'Rejected by the authenticator; awaiting return shipment',
  50: 'Return shipped; awaiting receipt by the seller',
  55: 'Return received; awaiting the seller’s decision',
  60: 'Seller accepted the return; refund pending',
  65: 'In dispute: an item’s money waits for the parties to settle or an operator to decide',
  66: 'Dispute resolved for the buyer; refund pending',
  67: 'Dispute resolved for the seller; disbursement pending',
  68: 'Accepted; awaiting the seller’s disbursement method',
  70: 'Goods settled; final disbursements pending (commission or fee items)',
  75: 'Cancellation pending: cancelled, money still being returned',
  80: 'Closed: completed, seller paid',
  85: 'Closed: completed by refund',
} as const satisfies Record<number, string>;

export type StatusCode = keyof typeof statusCodes;

export const allStatusCodes: readonly StatusCode[] = Object.keys(statusCodes).map(Number) as StatusCode[];

/** The public filter values (spec 2.8 PartnerTransactionGetParams). */
export function isStatusCode(value: number): value is StatusCode {
  return Object.hasOwn(statusCodes, value);
}

function paymentStage(s: TransactionSnapshot): StatusCode {
  if (s.floatAmount > 0n) return 23;
  switch (s.selectedPaymentMethod) {
    case 'check':
      return 18;
    case 'direct_debit':
    case 'poli':
      return 19;
    case 'wire_transfer':
      return 20;
    case 'credit_card':
    case 'paypal':
      return 22;
    default:
      return 15;
  }
}

/** The stage code of one open transferable item. */
function itemStageCode(s: TransactionSnapshot, item: ItemSnapshot): StatusCode {
  if (item.inDispute) return 65;
  if (item.acceptedReturned) return item.rejectedReturned ? 66 : 60;
  if (item.accepted) {
    if (item.rejectedReturned) return 67;
    const payees = item.schedules.flatMap((schedule) => (schedule.beneficiaryCustomerId === null ? [] : [schedule.beneficiaryCustomerId]));
    return payees.every((payee) => hasDisbursementMethod(s, payee)) ? 40 : 68;
  }
  if (item.receivedReturned) return 55;
  if (item.shippedReturned) return 50;
  if (item.rejected) return item.received ? 45 : 46;
  if (item.received) return 35;
  if (item.shipped) return isDomainItem(item) ? 32 : 30;
  if (itemFunded(s, item)) return 25;
  return paymentStage(s);
}

const paymentStages: readonly StatusCode[] = [15, 18, 19, 20, 22];

/**
 * The status codes of a transaction holding a payment in float: 23, or a code that outranks it
 * (65 while an item is in dispute, 75 once cancelled). The ledger audit reads its rule here.
 */
const floatingCodes: readonly StatusCode[] = [23, 65, 75];

export function statusAllowsFloat(statusCode: number): boolean {
  return (floatingCodes as readonly number[]).includes(statusCode);
}

export function deriveStatusCode(s: TransactionSnapshot): StatusCode {
  if (s.isCancelled) return escrowHeld(s) > 0n || s.floatAmount > 0n ? 75 : 0;
  if (s.closedAt !== null) {
    const paid = s.items.some((item) => isTransferableItem(item) && item.schedules.some((sc) => sc.disbursedToBeneficiary));
    return paid ? 80 : 85;
  }
  if (s.isDraft) return 1;

  const agreed = (role: 'buyer' | 'seller' | 'broker'): boolean => partyByRole(s, role)?.agreed ?? true;
  const hasBroker = partyByRole(s, 'broker') !== undefined;
  const buyer = agreed('buyer');
  const seller = agreed('seller');
  const broker = hasBroker ? agreed('broker') : false;
  if (!(buyer && seller && (!hasBroker || broker))) {
    if (buyer && seller) return 10;
    if (buyer) return 5;
    if (seller) return 6;
    if (broker) return 9;
    return 3;
  }

  const transferable = s.items.filter(isTransferableItem);
  const open = transferable.filter((item) => !itemSettled(item));
  if (open.some((item) => item.inDispute)) return 65;
  if (open.length === 0) return 70;

  const stage = Math.min(...open.map((item) => itemStageCode(s, item))) as StatusCode;
  if (paymentStages.includes(stage) && open.some((item) => item.schedules.some((sc) => sc.secured))) return 21;
  if (stage === 25 && open.some((item) => item.shipped)) return 26;
  if ((stage === 30 || stage === 32) && open.some((item) => item.received)) return 31;
  if (stage === 35 && open.some((item) => item.accepted)) return 43;
  return stage;
}

/** What a transaction about to be created holds that its first status code can depend on. */
export interface NewTransaction {
  isDraft: boolean;
  /** Every party, the partner included; `agreed` for the roles its creator holds. */
  parties: readonly { role: PartySnapshot['role']; customerId: number; agreed: boolean }[];
  items: readonly {
    type: ItemSnapshot['type'];
    schedules: readonly { amount: bigint; payerCustomerId: number; beneficiaryCustomerId: number | null }[];
  }[];
}

const noFlags = Object.fromEntries(itemFlagNames.map((flag) => [flag, false])) as unknown as ItemFlags;

/**
 * The status code a transaction is created with, known before it is stored so that the
 * INSERT writes it: deriveStatusCode of the snapshot the new transaction will have, with
 * nothing paid, shipped or decided yet. Ids are not assigned yet (0 stands in for them), and
 * what no status rule of a new transaction reads (texts, amounts of fees) is left empty.
 */
export function initialStatusCode(transaction: NewTransaction): StatusCode {
  return deriveStatusCode({
    id: 0,
    currency: 'usd',
    description: '',
    creatorId: 0,
    isDraft: transaction.isDraft,
    isCancelled: false,
    cancellationReason: null,
    closedAt: null,
    statusCode: 0,
    wireReference: null,
    paymentReturnUrl: null,
    clockOffsetSeconds: 0,
    totalAmount: 0n,
    selectedPaymentMethod: null,
    floatAmount: 0n,
    parties: transaction.parties.map((party) => ({ id: 0, ...party, agreedAt: null, initiator: false, disbursementMethodId: null })),
    items: transaction.items.map((item) => ({
      id: 0,
      title: '',
      description: '',
      type: item.type,
      inspectionPeriod: 0,
      inspectionEndsAt: null,
      rejectionReason: null,
      returnRejectionReason: null,
      ...noFlags,
      schedules: item.schedules.map((schedule) => ({
        id: 0,
        ...schedule,
        secured: false,
        securedAt: null,
        disbursedToBeneficiary: false,
        disbursedAt: null,
        refunded: false,
      })),
      fees: [],
    })),
  });
}
