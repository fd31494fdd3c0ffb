/**
 * The soak's reference model: a small, independent description of what each action may do to
 * a transaction, written from docs/lifecycle.md (not from the lifecycle core). For an action it
 * predicts the allowed outcomes — applied, refused, or either (when a job may or may not have
 * run first: a payout completing the transaction, an inspection period ending) — and how the
 * transaction looks after it. Item states collapse what jobs do later: `accepted` covers
 * "accepted, perhaps already paid out", `return_accepted` "refund pending or done".
 */

export type ItemState =
  'unfunded' | 'funded' | 'shipped' | 'received' | 'accepted' | 'rejected' | 'return_shipped' | 'return_received' | 'return_accepted' | 'dispute';

export interface ModelTxn {
  id: number;
  kind: 'gm' | 'milestone';
  buyerAgreed: boolean;
  sellerAgreed: boolean;
  cancelled: boolean;
  /** A payment recorded in float, not yet released or cancelled. */
  float: boolean;
  /** The seller has chosen a payout method. */
  payout: boolean;
  /** The seller's chosen payout method type and what its quote said, for quote = payout. */
  payoutType: string | null;
  payoutQuote: bigint | null;
  /** The goods (transferable items); a partner_fee item is not among them (it is only paid or refunded). */
  items: { id: number; state: ItemState }[];
  /** The transaction has a partner_fee item the buyer pays the partner (issue 23, defect 2). */
  partnerFee: boolean;
  /** The partner has chosen how it is paid its partner_fee. */
  partnerPayout: boolean;
  /** A dispute of one of its items ended by a split (what the seller is owed changed). */
  split: boolean;
  /** The buyer released part of an item to the seller: paid out at once, so the seller's payout method is fixed. */
  released: boolean;
}

export type ActionKind =
  | 'agree_buyer'
  | 'agree_seller'
  | 'select_payment'
  | 'fund'
  | 'fund_float'
  | 'float_release'
  | 'float_cancel'
  | 'select_payout'
  | 'select_payout_partner'
  | 'ship'
  | 'receive'
  | 'accept'
  | 'reject'
  | 'ship_return'
  | 'receive_return'
  | 'accept_return'
  | 'reject_return'
  | 'resolve_buyer'
  | 'resolve_seller'
  | 'open_dispute'
  | 'split'
  | 'release'
  | 'advance_clock'
  | 'cancel_partner'
  | 'cancel_buyer'
  | 'accept_as_customer'
  | 'stranger_ship';

export type Outcome = 'applied' | 'refused' | 'either';

/** Item actions: [kind, the state it needs, the state it leads to]. */
export const itemSteps: Partial<Record<ActionKind, [ItemState, ItemState]>> = {
  ship: ['funded', 'shipped'],
  receive: ['shipped', 'received'],
  accept: ['received', 'accepted'],
  reject: ['received', 'rejected'],
  ship_return: ['rejected', 'return_shipped'],
  receive_return: ['return_shipped', 'return_received'],
  accept_return: ['return_received', 'return_accepted'],
  reject_return: ['return_received', 'dispute'],
  resolve_buyer: ['dispute', 'return_accepted'],
  resolve_seller: ['dispute', 'accepted'],
};

const settledStates: readonly ItemState[] = ['accepted', 'return_accepted'];
/** The goods shipped and undecided: the buyer may open a dispute (docs/lifecycle.md, "Disputes"). */
const disputable: readonly ItemState[] = ['shipped', 'received', 'rejected', 'return_shipped', 'return_received'];
/** Money held and the item undecided: the buyer may release part of it (paid out at once, so the seller's method must be chosen). */
const releasable: readonly ItemState[] = ['funded', ...disputable];
/** Shipped and neither accepted nor accepted back: cancel is refused (goods on their way). */
const inTransit: readonly ItemState[] = ['shipped', 'received', 'rejected', 'return_shipped', 'return_received', 'dispute'];

const agreed = (t: ModelTxn) => t.buyerAgreed && t.sellerAgreed;

/**
 * Whether the transaction may have completed through jobs already: every item accepted or
 * returned (and so paid out or refunded when its payee's method allows), nothing left to fund.
 */
export function mayBeClosed(t: ModelTxn): boolean {
  return !t.cancelled && t.items.every((item) => settledStates.includes(item.state));
}

/** The allowed outcome of `kind` on item `itemIndex` (item actions) of `t`. */
export function predict(t: ModelTxn, kind: ActionKind, itemIndex = 0): Outcome {
  const item = t.items[itemIndex]!;
  const step = itemSteps[kind];
  if (step) {
    if (t.cancelled) return 'refused';
    // resolve_seller pays the seller; every step needs the item in the step's state.
    return item.state === step[0] ? 'applied' : 'refused';
  }
  switch (kind) {
    case 'agree_buyer':
      return !t.cancelled && !t.buyerAgreed ? 'applied' : 'refused';
    case 'agree_seller':
      return !t.cancelled && !t.sellerAgreed ? 'applied' : 'refused';
    case 'select_payment':
    case 'fund':
    case 'fund_float':
      return !t.cancelled && agreed(t) && !t.float && t.items.some((i) => i.state === 'unfunded') ? 'applied' : 'refused';
    case 'float_release':
    case 'float_cancel':
      return t.float ? 'applied' : 'refused';
    case 'select_payout':
      // Once a release paid the seller, its method can no longer change.
      return t.released ? 'refused' : payoutChoice(t, t.payout);
    case 'select_payout_partner':
      // The partner is a payee only through its partner_fee (403 otherwise); its fee is paid with the goods.
      return t.partnerFee ? payoutChoice(t, t.partnerPayout) : 'refused';
    case 'advance_clock':
      return 'applied';
    case 'open_dispute':
      return !t.cancelled && disputable.includes(item.state) ? 'applied' : 'refused';
    case 'split':
      // The seller proposes half of the held money, the buyer accepts: the buyer's half refunded now, the seller's paid as accepted.
      return !t.cancelled && item.state === 'dispute' ? 'applied' : 'refused';
    case 'release':
      // A third of what the item holds (at least a cent): something is always left held.
      return !t.cancelled && t.payout && releasable.includes(item.state) ? 'applied' : 'refused';
    case 'cancel_partner':
      if (t.cancelled || t.items.some((i) => inTransit.includes(i.state))) return 'refused';
      return mayBeClosed(t) ? 'either' : 'applied';
    case 'cancel_buyer':
      if (t.cancelled || t.items.some((i) => inTransit.includes(i.state))) return 'refused';
      // Once buyer and seller both agreed only the partner cancels.
      return agreed(t) ? 'refused' : 'applied';
    case 'accept_as_customer':
    case 'stranger_ship':
      return 'refused';
    default:
      throw new Error(`no prediction for ${kind}`);
  }
}

/**
 * A payee choosing its payout method (the seller for the goods, the partner for its partner_fee,
 * both paid once goods are accepted): open until its proceeds were paid out; a cancelled
 * transaction still pays accepted goods and what follows them (issue 23), so the choice stays
 * open there while something accepted is held.
 */
function payoutChoice(t: ModelTxn, chosen: boolean): Outcome {
  const accepted = t.items.some((i) => i.state === 'accepted');
  if (t.cancelled) return !accepted ? 'refused' : chosen ? 'either' : 'applied';
  if (mayBeClosed(t)) return 'either';
  // Refused once the payee's proceeds were paid: possible as soon as an item is accepted with a method chosen.
  return chosen && accepted ? 'either' : 'applied';
}

/** The model after `kind` was applied. */
export function apply(t: ModelTxn, kind: ActionKind, itemIndex = 0): void {
  const step = itemSteps[kind];
  if (step) {
    t.items[itemIndex]!.state = step[1];
    return;
  }
  switch (kind) {
    case 'agree_buyer':
      t.buyerAgreed = true;
      return;
    case 'agree_seller':
      t.sellerAgreed = true;
      return;
    case 'fund':
    case 'float_release':
      t.float = false;
      if (!t.cancelled) for (const item of t.items) if (item.state === 'unfunded') item.state = 'funded';
      return;
    case 'fund_float':
      t.float = true;
      return;
    case 'float_cancel':
      t.float = false;
      return;
    case 'select_payout':
      t.payout = true;
      return;
    case 'select_payout_partner':
      t.partnerPayout = true;
      return;
    case 'open_dispute':
      t.items[itemIndex]!.state = 'dispute';
      return;
    case 'split':
      t.items[itemIndex]!.state = 'accepted';
      t.split = true;
      return;
    case 'release':
      t.released = true;
      return;
    case 'advance_clock':
      // The inspection periods end: received items are accepted by the auto-accept job.
      if (!t.cancelled) for (const item of t.items) if (item.state === 'received') item.state = 'accepted';
      return;
    case 'cancel_partner':
    case 'cancel_buyer':
      t.cancelled = true;
      return;
    default:
      return;
  }
}

/** The model's item state of a server item, from its flags and schedules. */
export function stateOf(item: {
  accepted: boolean;
  acceptedReturned: boolean;
  inDispute: boolean;
  received: boolean;
  receivedReturned: boolean;
  rejected: boolean;
  shipped: boolean;
  shippedReturned: boolean;
  schedules: { secured: boolean }[];
}): ItemState {
  if (item.acceptedReturned) return 'return_accepted';
  if (item.accepted) return 'accepted';
  if (item.inDispute) return 'dispute';
  if (item.receivedReturned) return 'return_received';
  if (item.shippedReturned) return 'return_shipped';
  if (item.rejected) return 'rejected';
  if (item.received) return 'received';
  if (item.shipped) return 'shipped';
  return item.schedules.some((s) => s.secured) ? 'funded' : 'unfunded';
}
