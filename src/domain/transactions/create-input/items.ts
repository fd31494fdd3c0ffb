/** Validates one entry of `items` on its own (spec 2.2); cross-item rules are in cross-item.ts. */
import { isPlainObject } from '../../shared/validation.js';
import type { FeeEntry } from '../../fees/compute.js';
import { categoriesFor, isItemType, isTransferable, itemTypes, type ItemType } from '../../shared/item-types.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import type { PartyDirectory } from './parties.js';
import { readInteger, readText, type Read } from './primitives.js';
import { validateExtraAttributes, type ExtraAttributes } from './extra-attributes.js';
import { validateSchedule, type ScheduleInput } from './schedule.js';
import { validateFeeList } from './fees.js';

/** 90 days: longer than any inspection a buyer needs, short enough that funds are not parked. */
export const MAX_INSPECTION_PERIOD_SECONDS = 90 * 86_400;
/** Item.quantity is a 32-bit integer column. */
const MAX_QUANTITY = 2_147_483_647;

export interface CreateItemInput {
  title: string;
  description: string;
  type: ItemType;
  category: string | null;
  /** Informational: the schedule amount is the price of the whole line, whatever the quantity. */
  quantity: number;
  /** Seconds; 0 on fee items unless sent, as they are never inspected. */
  inspectionPeriod: number;
  extraAttributes: ExtraAttributes;
  schedule: ScheduleInput[];
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
  value: Omit<CreateItemInput, 'fees'> | null;
}

export function validateItem(raw: unknown, index: number, directory: PartyDirectory, now: Date, errors: ErrorScope): ItemDraft {
  if (!isPlainObject(raw)) {
    errors.add('all', 'must be an object');
    return { index, type: null, inspectionPeriod: null, feesSent: false, fees: null, value: null };
  }
  const type = readType(raw.type, errors);
  const inspectionPeriod = readInspectionPeriod(raw.inspection_period, type, errors);
  const feesSent = raw.fees !== undefined && raw.fees !== null;
  const fees = feesSent ? validateFeeList(raw.fees, directory, errors.at('fees')) : null;
  // Placeholders stand in for invalid fields; `value` is only built when nothing was reported.
  const fields = {
    title: orReport(readText(raw.title), 'title', errors, ''),
    description: readDescription(raw.description, errors),
    category: readCategory(raw.category, type, errors),
    quantity: raw.quantity === undefined ? 1 : orReport(readInteger(raw.quantity, { min: 1, max: MAX_QUANTITY }), 'quantity', errors, 1),
    extraAttributes: validateExtraAttributes(raw.extra_attributes, type, now, errors.at('extra_attributes')),
    schedule: validateSchedule(raw.schedule, type, directory, errors.at('schedule')),
  };
  const { extraAttributes, schedule } = fields;
  // The fee list is judged across items (an item may omit it), so its errors are left out here.
  const ownFieldsValid =
    !errors.hasErrorsExcept('fees') && type !== null && inspectionPeriod !== null && extraAttributes !== null && schedule !== null;
  const { title, description, category, quantity } = fields;
  const value = ownFieldsValid ? { title, description, type, category, quantity, inspectionPeriod, extraAttributes, schedule } : null;
  return { index, type, inspectionPeriod, feesSent, fees, value };
}

function orReport<T>(read: Read<T>, field: string, errors: ErrorScope, placeholder: T): T {
  if (read.ok) return read.value;
  errors.add(field, read.message);
  return placeholder;
}

function readType(value: unknown, errors: ErrorScope): ItemType | null {
  if (value === undefined || value === null) {
    errors.add('type', 'is required');
    return null;
  }
  if (!isItemType(value)) {
    errors.add('type', `must be one of ${itemTypes.join(', ')}`);
    return null;
  }
  return value;
}

function readDescription(value: unknown, errors: ErrorScope): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  errors.add('description', 'must be a string');
  return '';
}

function readCategory(value: unknown, type: ItemType | null, errors: ErrorScope): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    errors.add('category', 'must be a string');
    return null;
  }
  if (type === null) return value;
  const allowed = categoriesFor(type);
  if (allowed.length === 0) errors.add('category', `is not used on ${type} items`);
  else if (!allowed.includes(value)) errors.add('category', `must be one of the ${type} categories: ${allowed.join(', ')}`);
  return value;
}

/**
 * Seconds, 0 to 90 days. Required on transferable items; optional on fee items, which are
 * never inspected (0 unless sent).
 */
function readInspectionPeriod(value: unknown, type: ItemType | null, errors: ErrorScope): number | null {
  const absent = value === undefined || value === null;
  if (absent && type !== null && !isTransferable(type)) return 0;
  if (absent && type === null) return null;
  const read = readInteger(value, { min: 0, max: MAX_INSPECTION_PERIOD_SECONDS });
  if (read.ok) return read.value;
  errors.add('inspection_period', absent ? 'is required (seconds; 259200 is 3 days)' : `${read.message} (seconds)`);
  return null;
}
