/** Rules that relate the items of one transaction (spec 2.1 rules 4, 6 and 7). */
import type { FeeEntry } from '../../fees/compute.js';
import { transactionAmountProblem } from '../../shared/money.js';
import { isTransferable, transferableItemTypes, type TransferableItemType } from '../../shared/item-types.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import type { PartyDirectory } from './parties.js';
import type { ItemDraft, ValidatedItem } from './items.js';
import { defaultFeeSchedule, feeScheduleKey } from './fees.js';

/**
 * Checks the items against each other and, when everything is valid, returns them with the
 * transaction's fee schedule applied: on transferable items; fee items carry no fees.
 */
export function applyCrossItemRules(drafts: readonly ItemDraft[], directory: PartyDirectory, errors: ErrorScope): ValidatedItem[] | null {
  const kind = checkOneTransferableKind(drafts, errors);
  if (kind !== 'milestone') checkEqualInspectionPeriods(drafts, errors);
  const feeSchedule = checkIdenticalFeeSchedules(drafts, errors) ?? defaultFeeSchedule(directory);
  checkTransactionAmount(drafts, errors);
  if (errors.hasErrors) return null;
  const items: ValidatedItem[] = [];
  for (const draft of drafts) {
    if (draft.value === null) return null;
    items.push({ ...draft.value, fees: isTransferable(draft.value.type) ? feeSchedule.map((fee) => ({ ...fee })) : [] });
  }
  return items;
}

/** The sum of every schedule amount stays within MAX_TRANSACTION_AMOUNT (docs/fees.md). */
function checkTransactionAmount(drafts: readonly ItemDraft[], errors: ErrorScope): void {
  const total = drafts.reduce((sum, draft) => (draft.value?.schedule ?? []).reduce((inner, entry) => inner + entry.amountMinor, sum), 0n);
  const problem = transactionAmountProblem(total);
  if (problem !== null) errors.add('all', problem);
}

/**
 * One kind of transferable item per transaction: the first transferable item sets it.
 * domain_name_holding is a kind of its own (a held domain paid in instalments follows another
 * flow than a domain sale), so it mixes with no other transferable type either.
 */
function checkOneTransferableKind(drafts: readonly ItemDraft[], errors: ErrorScope): TransferableItemType | null {
  const transferable = drafts.filter((draft) => draft.type !== null && isTransferable(draft.type));
  const kind = (transferable[0]?.type ?? null) as TransferableItemType | null;
  for (const draft of transferable) {
    if (draft.type !== kind) {
      errors.at(draft.index).add('type', `cannot be mixed with ${kind} items: a transaction holds one kind of transferable item`);
    }
  }
  const allTypesKnown = drafts.every((draft) => draft.type !== null);
  if (kind === null && allTypesKnown && drafts.length > 0) {
    errors.add('all', `must include a transferable item (${transferableItemTypes.join(', ')}); fee items alone are not a transaction`);
  }
  return kind;
}

/** Transferable items are inspected together unless they are milestones, so one period. */
function checkEqualInspectionPeriods(drafts: readonly ItemDraft[], errors: ErrorScope): void {
  const inspected = drafts.filter((draft) => draft.type !== null && isTransferable(draft.type) && draft.inspectionPeriod !== null);
  const reference = inspected[0];
  if (!reference) return;
  for (const draft of inspected) {
    if (draft.inspectionPeriod !== reference.inspectionPeriod) {
      const message = `must be the same on every item of a non-milestone transaction: item ${reference.index} has ${reference.inspectionPeriod}`;
      errors.at(draft.index).add('inspectionPeriod', message);
    }
  }
}

/**
 * The fee schedule is one for the whole transaction, written on every item: each list sent
 * must match the first one sent (order does not matter). An item that sends none takes it.
 * Returns that schedule, or null when no item sent a valid one.
 */
function checkIdenticalFeeSchedules(drafts: readonly ItemDraft[], errors: ErrorScope): FeeEntry[] | null {
  const sent = drafts.filter((draft): draft is ItemDraft & { fees: FeeEntry[] } => draft.feesSent && draft.fees !== null);
  const reference = sent[0];
  if (!reference) return null;
  const referenceKey = feeScheduleKey(reference.fees);
  for (const draft of sent) {
    if (feeScheduleKey(draft.fees) !== referenceKey) {
      errors.at(draft.index, 'fees').add('all', `must be identical on every item: differs from the fees of item ${reference.index}`);
    }
  }
  return reference.fees;
}
