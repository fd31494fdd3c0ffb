/**
 * Generators of the model-based test (model.property.test.ts): random transactions, random
 * steps, and the "progress" moves that take a transaction forward by the party that may.
 */
import fc from 'fast-check';
import type { Actor, Command, JobDirective, TransactionSnapshot } from '../../../src/domain/lifecycle/index.js';
import {
  BUYER,
  DAY,
  PARTNER,
  SELLER,
  T0,
  asCustomer,
  brokerFee,
  customerEmail,
  buyer,
  broker,
  operator,
  partner,
  seller,
  service,
  stranger,
  type DisputeBook,
  type FeeSpec,
  type ItemSpec,
  type TxnSpec,
} from './fixtures.js';
import { heldAmount } from '../../../src/domain/lifecycle/index.js';

export const actors: Actor[] = [buyer, seller, broker, partner, stranger, operator, service, asCustomer(BUYER), asCustomer(SELLER), asCustomer(SELLER, false)];

/** The actor who may normally send each command (used for half of the steps). */
export const rightActor: Record<string, Actor[]> = {
  agree: [buyer, seller, broker, asCustomer(BUYER)],
  ship: [seller, asCustomer(SELLER)],
  receive: [buyer],
  accept: [buyer],
  reject: [buyer, asCustomer(BUYER)],
  ship_return: [buyer],
  receive_return: [seller],
  accept_return: [seller],
  reject_return: [seller],
  cancel: [partner, buyer, seller],
  update_tracking: [seller, buyer],
  modify_party: [partner],
  modify_terms: [buyer, seller],
  upgrade_draft: [partner, seller],
  authenticator_rejects: [partner, operator],
  float_release: [operator, service],
  float_cancel: [operator],
  fund: [service, operator],
  disburse: [service],
  auto_accept: [service],
  resolve_dispute: [operator],
  batch: [buyer, seller],
  open_dispute: [buyer, seller, asCustomer(BUYER)],
  propose_settlement: [buyer, seller, asCustomer(SELLER)],
  accept_settlement: [buyer, seller],
  withdraw_dispute: [buyer, seller],
  release_funds: [buyer, asCustomer(BUYER)],
};

const feeOptions: FeeSpec[][] = [
  [],
  [{ payer: BUYER, amount: 3_250n }],
  [
    { payer: BUYER, amount: 1_625n, gst: 163n },
    { payer: SELLER, amount: 1_625n },
  ],
  [
    { payer: SELLER, amount: 3_250n },
    { payer: SELLER, amount: 2_000n, type: 'wire_disbursement' },
  ],
];
const feeSpec: fc.Arbitrary<FeeSpec[]> = fc.constantFrom(...feeOptions);

export const txnSpec: fc.Arbitrary<TxnSpec> = fc
  .record({
    kind: fc.constantFrom('gm', 'gm2', 'domain', 'milestone'),
    amount: fc.bigInt({ min: 5_000n, max: 500_000n }),
    fees: feeSpec,
    inspection: fc.constantFrom(0, DAY, 3 * DAY),
    brokerItem: fc.constantFrom('none', 'buyer', 'seller'),
    partnerItem: fc.constantFrom('none', 'buyer', 'seller'),
    agreed: fc.boolean(),
    draft: fc.boolean(),
    methods: fc.boolean(),
    partnerIsBuyer: fc.boolean(),
    method: fc.constantFrom(null, 'wire_transfer', 'credit_card', 'check', 'poli'),
  })
  .map((r) => {
    const item = (type: ItemSpec['type'], amount: bigint): ItemSpec => ({
      type,
      amounts: [amount],
      inspectionPeriod: r.inspection,
      fees: r.fees,
    });
    const items: ItemSpec[] =
      r.kind === 'gm'
        ? [item('general_merchandise', r.amount)]
        : r.kind === 'gm2'
          ? [item('general_merchandise', r.amount), item('general_merchandise', r.amount / 2n)]
          : r.kind === 'domain'
            ? [item('domain_name', r.amount)]
            : [item('milestone', r.amount), item('milestone', r.amount / 3n), { ...item('milestone', r.amount / 2n), fees: [] }];
    if (r.brokerItem !== 'none') items.push(brokerFee(2_500n, r.brokerItem === 'buyer' ? BUYER : SELLER));
    // A partner_fee: paid to the partner, which chooses its own payout method (issue 23, defect 2).
    if (r.partnerItem !== 'none')
      items.push({ type: 'partner_fee', amounts: [1_500n], payer: r.partnerItem === 'buyer' && !r.partnerIsBuyer ? BUYER : SELLER, beneficiary: PARTNER, fees: [] });
    return {
      items,
      broker: r.brokerItem !== 'none',
      agreed: r.agreed,
      draft: r.draft && !r.agreed,
      methods: r.methods,
      partnerIsBuyer: r.partnerIsBuyer,
      selectedPaymentMethod: r.method,
    };
  });

export type Step =
  | { kind: 'command'; type: string; item: number; actor: number; guided: boolean; variant: number }
  | { kind: 'progress'; pick: number; variant: number }
  | { kind: 'advance'; seconds: number }
  | { kind: 'jobs' }
  | { kind: 'method' };

const commandTypes = Object.keys(rightActor);

export const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      type: fc.constantFrom(...commandTypes),
      item: fc.integer({ min: -1, max: 4 }),
      actor: fc.nat(actors.length * 4),
      guided: fc.boolean(),
      variant: fc.nat(7),
    }),
  },
  { weight: 14, arbitrary: fc.record({ kind: fc.constant('progress' as const), pick: fc.nat(20), variant: fc.nat(7) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), seconds: fc.constantFrom(60, DAY, 2 * DAY, 4 * DAY) }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'jobs' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'method' as const }) },
);

/** A split of an item's held money, by the variant: nothing, a third, all of it, or one cent too much. */
function splitOf(s: TransactionSnapshot, itemId: number | undefined, variant: number): bigint {
  const item = s.items.find((candidate) => candidate.id === itemId);
  const held = item ? heldAmount(item) : 1_000n;
  return [0n, held / 3n, held, held + 1n][variant % 4]!;
}

export function concreteCommand(s: TransactionSnapshot, st: Extract<Step, { kind: 'command' }>, book: DisputeBook): Command {
  const itemId = st.item < 0 ? undefined : st.item === 4 ? 987_654 : s.items[st.item % s.items.length]?.id;
  const v = st.variant;
  const shipping = v % 3 === 0 ? undefined : { authorizationType: v % 3 === 1 ? ('push' as const) : null, trackingInformation: { carrier: 'DHL' } };
  switch (st.type) {
    case 'agree':
      return { type: 'agree' };
    case 'ship':
    case 'ship_return':
      return { type: st.type, itemId, shippingInformation: shipping };
    case 'receive':
    case 'accept':
    case 'receive_return':
    case 'accept_return':
      return { type: st.type, itemId };
    case 'reject':
    case 'reject_return':
    case 'authenticator_rejects':
      return { type: st.type, itemId, rejectionReason: v % 2 ? 'bad' : null };
    case 'cancel':
      return { type: 'cancel', cancellationReason: v % 2 ? 'changed mind' : null };
    case 'update_tracking':
      return { type: 'update_tracking', itemId, shippingInformation: { trackingInformation: { trackingId: `T${v}` } } };
    case 'modify_party': {
      const party = s.parties[v % s.parties.length]!;
      return { type: 'modify_party', partyId: party.id, customer: customerEmail(200 + v) };
    }
    case 'modify_terms': {
      const item = s.items[v % s.items.length]!;
      return v % 2
        ? { type: 'modify_terms', terms: { description: `terms ${v}` } }
        : { type: 'modify_terms', terms: { items: [{ itemId: item.id, schedule: [{ scheduleId: item.schedules[0]!.id, amount: BigInt(10_000 + v * 1000) }] }] } };
    }
    case 'upgrade_draft':
      return { type: 'upgrade_draft', flow: 'create' };
    case 'float_release':
      return { type: 'float_release' };
    case 'float_cancel':
      return { type: 'float_cancel', reason: 'bounced' };
    case 'fund':
      return v % 4 === 0
        ? { type: 'fund', float: true, ...(v % 8 === 0 ? { clearsAt: new Date(T0.getTime() + DAY * 1000) } : {}) }
        : v % 4 === 1 && itemId !== undefined
          ? { type: 'fund', itemIds: [itemId] }
          : v % 4 === 2
            ? { type: 'fund', amount: 1n }
            : { type: 'fund' };
    case 'disburse':
      return { type: 'disburse' };
    case 'auto_accept':
      return { type: 'auto_accept', itemId: itemId ?? s.items[0]!.id };
    case 'resolve_dispute': {
      const target = itemId ?? s.items[0]!.id;
      return v % 3 === 2
        ? { type: 'resolve_dispute', itemId: target, outcome: 'split', sellerAmount: splitOf(s, target, v) }
        : { type: 'resolve_dispute', itemId: target, outcome: v % 2 ? 'refund_buyer' : 'release_to_seller' };
    }
    case 'open_dispute':
      return { type: 'open_dispute', itemId, reason: v % 5 === 0 ? '' : 'Not as described' };
    case 'propose_settlement':
      return { type: 'propose_settlement', itemId, sellerAmount: splitOf(s, itemId, v) };
    case 'accept_settlement':
      return { type: 'accept_settlement', itemId, proposalId: (itemId === undefined ? undefined : book.pending(itemId)?.id) ?? v + 1 };
    case 'withdraw_dispute':
      return { type: 'withdraw_dispute', itemId };
    case 'release_funds':
      // Nothing, one cent, a third, all of it, or one cent too much.
      return { type: 'release_funds', itemId, amount: v % 5 === 4 ? 0n : v % 5 === 0 ? 1n : splitOf(s, itemId, v % 4 === 0 ? 1 : v % 4) };
    case 'batch':
      return {
        type: 'batch',
        actions:
          v % 2
            ? [
                { type: 'receive', itemId },
                { type: 'accept', itemId },
              ]
            : [{ type: 'ship', itemId, shippingInformation: shipping }, { type: 'agree' }],
      };
  }
  throw new Error(`unknown ${st.type}`);
}

/** Commands that would move the transaction forward from here (by the party that may send them). */
export function progress(s: TransactionSnapshot, variant: number, book: DisputeBook): [Command, Actor][] {
  const who = (role: string): Actor => {
    const party = s.parties.find((candidate) => candidate.role === role);
    return { kind: 'customer', customerId: party?.customerId ?? 0 };
  };
  const out: [Command, Actor][] = [];
  if (s.isDraft) out.push([{ type: 'upgrade_draft', flow: 'create' }, who('partner')]);
  for (const party of s.parties) if (!party.agreed && party.role !== 'partner') out.push([{ type: 'agree' }, who(party.role)]);
  if (s.floatAmount > 0n) out.push([{ type: variant % 3 === 0 ? 'float_cancel' : 'float_release' }, operator]);
  const unfundedMilestone = s.items.find((item) => item.type === 'milestone' && item.schedules.some((sc) => !sc.secured));
  if (unfundedMilestone && variant % 2 === 0) out.push([{ type: 'fund', itemIds: [unfundedMilestone.id] }, operator]);
  out.push([{ type: 'fund', ...(variant % 5 === 0 ? { float: true } : {}) }, service]);
  const shipping = { authorizationType: 'push' as const };
  for (const item of s.items) {
    const itemId = item.id;
    if (!item.shipped) out.push([{ type: 'ship', itemId, shippingInformation: shipping }, who('seller')]);
    if (item.shipped && !item.received && !item.rejected)
      out.push(variant === 7 ? [{ type: 'authenticator_rejects', itemId }, who('partner')] : [{ type: 'receive', itemId }, who('buyer')]);
    if (item.received && !item.accepted && !item.rejected)
      out.push(variant % 3 === 0 ? [{ type: 'reject', itemId }, who('buyer')] : [{ type: 'accept', itemId }, who('buyer')]);
    if (item.rejected && !item.shippedReturned) out.push([{ type: 'ship_return', itemId, shippingInformation: shipping }, who('buyer')]);
    if (item.shippedReturned && !item.receivedReturned) out.push([{ type: 'receive_return', itemId }, who('seller')]);
    if (item.receivedReturned && !item.acceptedReturned && !item.rejectedReturned)
      out.push(variant % 2 === 0 ? [{ type: 'reject_return', itemId }, who('seller')] : [{ type: 'accept_return', itemId }, who('seller')]);
    // A dispute: opened now and then while the goods are out; settled by the parties, withdrawn, or decided by an operator.
    if (variant === 5 && item.shipped && !item.accepted && !item.acceptedReturned && !item.inDispute)
      out.push([{ type: 'open_dispute', itemId, reason: 'Not as described' }, who(item.received ? 'buyer' : 'seller')]);
    // A partial release now and then: a third of what the item holds, or all of it.
    if ((variant === 4 || variant === 6) && !item.accepted && !item.acceptedReturned && !item.inDispute && heldAmount(item) > 0n)
      out.push([{ type: 'release_funds', itemId, amount: variant === 4 ? heldAmount(item) / 3n || 1n : heldAmount(item) }, who('buyer')]);
    if (item.inDispute) {
      const pending = book.pending(itemId);
      if (pending && variant % 2 === 0)
        out.push([{ type: 'accept_settlement', itemId, proposalId: pending.id }, who(pending.proposedByRole === 'buyer' ? 'seller' : 'buyer')]);
      else if (variant === 2 || variant === 6)
        out.push([{ type: 'propose_settlement', itemId, sellerAmount: splitOf(s, itemId, variant === 2 ? 1 : 0) }, who(variant === 2 ? 'buyer' : 'seller')]);
      else if (variant === 3) out.push([{ type: 'withdraw_dispute', itemId }, who(book.open.get(itemId)?.openedByRole ?? 'buyer')]);
      else
        out.push([
          variant % 3 === 0
            ? { type: 'resolve_dispute', itemId, outcome: 'split', sellerAmount: splitOf(s, itemId, variant) }
            : { type: 'resolve_dispute', itemId, outcome: variant % 2 ? 'refund_buyer' : 'release_to_seller' },
          operator,
        ]);
    }
  }
  out.push([{ type: 'disburse' }, service]);
  return out;
}

export function jobCommand(job: Extract<JobDirective, { op: 'schedule' }>): Command {
  switch (job.kind) {
    case 'auto_accept':
      return { type: 'auto_accept', itemId: job.payload.itemId! };
    case 'disburse':
      return { type: 'disburse' };
    case 'float_release':
      return { type: 'float_release' };
  }
}
