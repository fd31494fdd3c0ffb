/** Checks an item's `extraAttributes` (spec 2.2). */
import type { ItemType } from '../../shared/item-types.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import { checkInteger, checkText, checkUrl, isAbsent, type Check } from './values.js';

export interface ExtraAttributesInput {
  /** domain_name only; false unless sent. */
  withContent?: boolean | null;
  concierge?: boolean | null;
  imageUrl?: string | null;
  merchantUrl?: string | null;
  /** motor_vehicle only (make, model, year, lienHolderPayoff, titleCollection); year is required there. */
  make?: string | null;
  model?: string | null;
  year?: number | null;
  lienHolderPayoff?: boolean | null;
  titleCollection?: boolean | null;
}

/**
 * The attributes as stored in Item.extraAttributes, a JSON document that both faces show as
 * it is. Its keys are the names it has been stored under since 2017: a stored format, read
 * back by every reader, so they are kept. Unknown attributes never get here.
 */
export interface ExtraAttributesDocument {
  with_content?: boolean;
  concierge: boolean;
  image_url?: string;
  merchant_url?: string;
  make?: string;
  model?: string;
  year?: number;
  lien_holder_payoff?: boolean;
  title_collection?: boolean;
}

/** The first motor vehicles (1885-1886); no earlier year is a real vehicle's model year. */
const EARLIEST_VEHICLE_YEAR = 1885;
/** Next year's models go on sale a year ahead, so the latest plausible model year is year + 2. */
const VEHICLE_YEARS_AHEAD = 2;

type Attribute = keyof ExtraAttributesInput;

/** The document's name of each attribute. */
const storedNames = {
  withContent: 'with_content',
  concierge: 'concierge',
  imageUrl: 'image_url',
  merchantUrl: 'merchant_url',
  make: 'make',
  model: 'model',
  year: 'year',
  lienHolderPayoff: 'lien_holder_payoff',
  titleCollection: 'title_collection',
} as const satisfies Record<Attribute, keyof ExtraAttributesDocument>;

const motorVehicleOnly: readonly Attribute[] = ['make', 'model', 'year', 'lienHolderPayoff', 'titleCollection'];

/** The stored document, or null when any attribute is refused (each problem is reported under its name). */
export function validateExtraAttributes(
  attributes: ExtraAttributesInput | null | undefined,
  type: ItemType | null,
  now: Date,
  errors: ErrorScope,
): ExtraAttributesDocument | null {
  const input = attributes ?? {};
  const document: ExtraAttributesDocument = { concierge: false };
  if (type === 'domain_name') document.with_content = false;
  let valid = true;
  const take = <A extends Attribute>(attribute: A, check: (value: NonNullable<ExtraAttributesInput[A]>) => Check<unknown> = accept): void => {
    const value = input[attribute];
    if (isAbsent(value)) return;
    const problem = placementProblem(attribute, type);
    const checked = problem === null ? check(value as NonNullable<ExtraAttributesInput[A]>) : ({ ok: false, message: problem } as const);
    if (checked.ok) Object.assign(document, { [storedNames[attribute]]: checked.value });
    else {
      errors.add(attribute, checked.message);
      valid = false;
    }
  };
  take('withContent');
  take('concierge');
  take('imageUrl', checkUrl);
  take('merchantUrl', checkUrl);
  take('make', (value) => checkText(value, { maxLength: 100 }));
  take('model', (value) => checkText(value, { maxLength: 100 }));
  take('year', (value) => checkInteger(value, { min: EARLIEST_VEHICLE_YEAR, max: now.getUTCFullYear() + VEHICLE_YEARS_AHEAD }));
  take('lienHolderPayoff');
  take('titleCollection');
  if (type === 'motor_vehicle' && isAbsent(input.year)) {
    errors.add('year', 'is required for motor_vehicle items');
    valid = false;
  }
  return valid ? document : null;
}

function accept(value: unknown): Check<unknown> {
  return { ok: true, value };
}

/** Why this attribute may not be sent on this item type; null when it may (or type unknown). */
function placementProblem(attribute: Attribute, type: ItemType | null): string | null {
  if (type === null) return null;
  if (attribute === 'withContent' && type !== 'domain_name') return 'is only allowed on domain_name items';
  if (motorVehicleOnly.includes(attribute) && type !== 'motor_vehicle') return 'is only allowed on motor_vehicle items';
  return null;
}
