/** Checks one entry of `items` on its own (spec 2.2); cross-item rules are in cross-item.ts. */
import type { FeeEntry } from '../../fees/compute.js';
import { categoriesFor, isItemType, isTransferable, itemTypes, type FeeItemType, type ItemType } from '../../shared/item-types.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import type { PartyDirectory } from './parties.js';
import { checkInteger, checkText, isAbsent, type Check } from './values.js';
import { validateExtraAttributes, type ExtraAttributesDocument, type ExtraAttributesInput } from './extra-attributes.js';
import { validateSchedule, type ScheduleInput, type ValidatedScheduleEntry } from './schedule.js';
import { validateFeeList, type FeeInput } from './fees.js';

/** 90 days: longer than any inspection a buyer needs, short enough that funds are not parked. */
const MAX_INSPECTION_PERIOD_SECONDS = 90 * 86_400;
/** Item.quantity is a 32-bit integer column. */
const MAX_QUANTITY = 2_147_483_647;

export interface ItemInput {
  title?: string | null;
  description?: string | null;
  type?: ItemType | null;
  category?: string | null;
  /** Absent: 1. */
  quantity?: number | null;
  /** Seconds; required on transferable items. */
  inspectionPeriod?: number | null;
  extraAttributes?: ExtraAttributesInput | null;
  schedule?: ScheduleInput[] | null;
  /** The transaction's fee schedule: identical on every item that sends one. */
  fees?: FeeInput[] | null;
}

export interface ValidatedItem {
  title: string;
  description: string;
  type: ItemType;
  category: string | null;
  /** Informational: the schedule amount is the price of the whole line, whatever the quantity. */
  quantity: number;
  /** Seconds; 0 on fee items unless sent, as they are never inspected. */
  inspectionPeriod: number;
  extraAttributes: ExtraAttributesDocument;
  schedule: ValidatedScheduleEntry[];
  /** The transaction's fee schedule on transferable items; empty on fee items. */
  fees: FeeEntry[];
}

/** What one item contributes to the cross-item checks, valid or not. */
export interface ItemDraft {
  index: number;
  /** Null when missing or invalid. */
  type: ItemType | null;
  /** Null when missing or invalid. */
  inspectionPeriod: number | null;
  /** Whether the request gave this item a fee list; an item without one takes the transaction's. */
  feesSent: boolean;
  /** The normalised fee list, when sent and valid. */
  fees: FeeEntry[] | null;
  /** Every field but fees, when all of them are valid. */
  value: Omit<ValidatedItem, 'fees'> | null;
}

export function validateItem(item: ItemInput, index: number, directory: PartyDirectory, now: Date, errors: ErrorScope): ItemDraft {
  const type = checkType(item.type, errors);
  const inspectionPeriod = checkInspectionPeriod(item.inspectionPeriod, type, errors);
  const feesSent = !isAbsent(item.fees);
  const fees = isAbsent(item.fees) ? null : validateFeeList(item.fees, directory, errors.at('fees'));
  // Placeholders stand in for refused fields; `value` is only built when nothing was reported.
  const fields = {
    title: orReport(checkTitle(item.title, type), 'title', errors, ''),
    description: item.description?.trim() ?? '',
    category: checkCategory(item.category, type, errors),
    quantity: isAbsent(item.quantity) ? 1 : orReport(checkInteger(item.quantity, { min: 1, max: MAX_QUANTITY }), 'quantity', errors, 1),
    extraAttributes: validateExtraAttributes(item.extraAttributes, type, now, errors.at('extraAttributes')),
    schedule: validateSchedule(item.schedule, type, directory, errors.at('schedule')),
  };
  const { extraAttributes, schedule } = fields;
  // The fee list is judged across items (an item may omit it), so its errors are left out here.
  const ownFieldsValid = !errors.hasErrorsExcept('fees') && type !== null && inspectionPeriod !== null && extraAttributes !== null && schedule !== null;
  const { title, description, category, quantity } = fields;
  const value = ownFieldsValid ? { title, description, type, category, quantity, inspectionPeriod, extraAttributes, schedule } : null;
  return { index, type, inspectionPeriod, feesSent, fees, value };
}

/** Fee items are named by their type when they carry no title: integrations send none for them. */
const feeItemTitles: Record<FeeItemType, string> = { broker_fee: 'Broker fee', partner_fee: 'Partner fee', shipping_fee: 'Shipping fee' };

function checkTitle(title: string | null | undefined, type: ItemType | null): Check<string> {
  if (isAbsent(title) && type !== null && !isTransferable(type)) return { ok: true, value: feeItemTitles[type] };
  return checkText(title);
}

function orReport<T>(checked: Check<T>, field: string, errors: ErrorScope, placeholder: T): T {
  if (checked.ok) return checked.value;
  errors.add(field, checked.message);
  return placeholder;
}

function checkType(type: ItemType | null | undefined, errors: ErrorScope): ItemType | null {
  if (isAbsent(type)) {
    errors.add('type', 'is required');
    return null;
  }
  if (!isItemType(type)) {
    errors.add('type', `must be one of ${itemTypes.join(', ')}`);
    return null;
  }
  return type;
}

function checkCategory(category: string | null | undefined, type: ItemType | null, errors: ErrorScope): string | null {
  if (isAbsent(category)) return null;
  if (type === null) return category;
  const allowed = categoriesFor(type);
  if (allowed.length === 0) errors.add('category', `is not used on ${type} items`);
  else if (!allowed.includes(category)) errors.add('category', `must be one of the ${type} categories: ${allowed.join(', ')}`);
  return category;
}

/**
 * Seconds, 0 to 90 days. Required on transferable items; optional on fee items, which are
 * never inspected (0 unless sent).
 */
function checkInspectionPeriod(seconds: number | null | undefined, type: ItemType | null, errors: ErrorScope): number | null {
  if (isAbsent(seconds)) {
    if (type === null) return null;
    if (!isTransferable(type)) return 0;
    errors.add('inspectionPeriod', 'is required (seconds; 259200 is 3 days)');
    return null;
  }
  const checked = checkInteger(seconds, { min: 0, max: MAX_INSPECTION_PERIOD_SECONDS });
  if (checked.ok) return checked.value;
  errors.add('inspectionPeriod', `${checked.message} (seconds)`);
  return null;
}
