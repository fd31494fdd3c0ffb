/** Validates an item's `extra_attributes` (spec 2.2). */
import { isPlainObject } from '../../shared/validation.js';
import type { ItemType } from '../../shared/item-types.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import { readBoolean, readInteger, readText, readUrl, type Read } from './primitives.js';

/**
 * The known extra attributes, under their wire names: they are stored as a JSON document and
 * returned as they are. Unknown keys are dropped.
 */
export interface ExtraAttributes {
  /** domain_name only; false unless sent. */
  with_content?: boolean;
  concierge: boolean;
  image_url?: string;
  merchant_url?: string;
  /** motor_vehicle only (make, model, year, lien_holder_payoff, title_collection). */
  make?: string;
  model?: string;
  year?: number;
  lien_holder_payoff?: boolean;
  title_collection?: boolean;
}

/** The first motor vehicles (1885-1886); no earlier year is a real vehicle's model year. */
export const EARLIEST_VEHICLE_YEAR = 1885;
/** Next year's models go on sale a year ahead, so the latest plausible model year is year + 2. */
export const VEHICLE_YEARS_AHEAD = 2;

const motorVehicleOnly = ['make', 'model', 'year', 'lien_holder_payoff', 'title_collection'] as const;

type Field = keyof ExtraAttributes;

/** The attributes, or null when any is invalid (each problem is reported under its name). */
export function validateExtraAttributes(raw: unknown, type: ItemType | null, now: Date, errors: ErrorScope): ExtraAttributes | null {
  const input = raw === undefined || raw === null ? {} : raw;
  if (!isPlainObject(input)) {
    errors.add('all', 'must be an object');
    return null;
  }
  const result: ExtraAttributes = { concierge: false };
  if (type === 'domain_name') result.with_content = false;
  let valid = true;
  const take = <K extends Field>(field: K, read: (value: unknown) => Read<ExtraAttributes[K]>): void => {
    const value = input[field];
    if (value === undefined || value === null) return;
    const problem = placementProblem(field, type);
    const parsed = problem === null ? read(value) : ({ ok: false, message: problem } as const);
    if (parsed.ok) result[field] = parsed.value;
    else {
      errors.add(field, parsed.message);
      valid = false;
    }
  };
  take('with_content', readBoolean);
  take('concierge', readBoolean);
  take('image_url', readUrl);
  take('merchant_url', readUrl);
  take('make', (value) => readText(value, { maxLength: 100 }));
  take('model', (value) => readText(value, { maxLength: 100 }));
  take('year', (value) => readInteger(value, { min: EARLIEST_VEHICLE_YEAR, max: now.getUTCFullYear() + VEHICLE_YEARS_AHEAD }));
  take('lien_holder_payoff', readBoolean);
  take('title_collection', readBoolean);
  if (type === 'motor_vehicle' && (input.year === undefined || input.year === null)) {
    errors.add('year', 'is required for motor_vehicle items');
    valid = false;
  }
  return valid ? result : null;
}

/** Why this attribute may not be sent on this item type; null when it may (or type unknown). */
function placementProblem(field: Field, type: ItemType | null): string | null {
  if (type === null) return null;
  if (field === 'with_content' && type !== 'domain_name') return 'is only allowed on domain_name items';
  if ((motorVehicleOnly as readonly string[]).includes(field) && type !== 'motor_vehicle') {
    return 'is only allowed on motor_vehicle items';
  }
  return null;
}
