/** Choosing the items an item-scoped action applies to, and refusing clearly when none fits. */
import { refuse, type Refused } from './decision.js';
import { itemState, itemStateLabel } from './describe.js';
import { hasMilestones, isTransferableItem, itemSettled } from './queries.js';
import type { ItemSnapshot, TransactionSnapshot } from './snapshot.js';
import { FieldCollector } from './validate.js';

export interface TargetSpec {
  /** The action's name, for messages: "ship", "accept the return of". */
  action: string;
  itemId: number | undefined;
  eligible: (item: ItemSnapshot) => boolean;
  /** What an eligible item looks like, for messages: "funded and not yet shipped". */
  requirement: string;
  /** Milestone transactions must name the item (ship and ship_return, spec 4.2). */
  itemIdRequiredForMilestones?: boolean;
  /** A more specific refusal for an ineligible item (e.g. the inspection period ended). */
  explain?: (item: ItemSnapshot) => Refused | null;
  /** The action also applies to an item in dispute (update_tracking); every other waits for the dispute to end. */
  duringDispute?: boolean;
}

export function isRefused(value: unknown): value is Refused {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

function notEligible(s: TransactionSnapshot, spec: TargetSpec, item: ItemSnapshot): Refused {
  const specific = spec.explain?.(item);
  if (specific) return specific;
  const state = itemState(s, item);
  return refuse('invalid_state', `Cannot ${spec.action} item ${item.id}: it is ${itemStateLabel(state)}; it must be ${spec.requirement}.`, {
    state,
    itemId: item.id,
  });
}

/**
 * The items the action applies to: the named item (refused unless eligible), or every eligible
 * transferable item (refused when there is none).
 */
export function targetItems(s: TransactionSnapshot, given: TargetSpec): ItemSnapshot[] | Refused {
  const spec: TargetSpec = given.duringDispute
    ? given
    : { ...given, eligible: (item) => !item.inDispute && given.eligible(item), explain: (item) => (item.inDispute ? null : (given.explain?.(item) ?? null)) };
  if (spec.itemId !== undefined) {
    const item = s.items.find((candidate) => candidate.id === spec.itemId);
    if (!item) return refuse('not_found', `Item ${spec.itemId} is not part of transaction ${s.id}`, { itemId: spec.itemId });
    if (!isTransferableItem(item)) {
      const errors = new FieldCollector();
      errors.add(['itemId'], `item ${item.id} is a ${item.type} item: nothing is shipped, received or inspected`);
      return errors.refusal();
    }
    return spec.eligible(item) ? [item] : notEligible(s, spec, item);
  }
  if (spec.itemIdRequiredForMilestones && hasMilestones(s)) {
    const errors = new FieldCollector();
    errors.add(['itemId'], `is required: milestone items are ${spec.action === 'ship' ? 'shipped' : 'returned'} one at a time`);
    return errors.refusal();
  }
  const transferable = s.items.filter(isTransferableItem);
  const eligible = transferable.filter(spec.eligible);
  if (eligible.length > 0) return eligible;
  const open = transferable.filter((item) => !itemSettled(item));
  const first = open[0] ?? transferable[0];
  if (first && open.length === 1) return notEligible(s, spec, first);
  const states = (open.length > 0 ? open : transferable).map((item) => `item ${item.id} is ${itemStateLabel(itemState(s, item))}`);
  return refuse(
    'invalid_state',
    `Cannot ${spec.action}: no item is ${spec.requirement} (${states.join('; ')}).`,
    first ? { state: itemState(s, first) } : { state: 'no_items' },
  );
}

export function ids(items: readonly ItemSnapshot[]): number[] {
  return items.map((item) => item.id);
}

export function itemList(items: readonly ItemSnapshot[]): string {
  return items.length === 1 ? `item ${items[0]!.id}` : `items ${items.map((item) => item.id).join(', ')}`;
}
