/**
 * CustomerTaxNumbers (spec 2.6), added and updated through customer creation and updates. An
 * entry with an id updates that tax number of the customer; one without adds a tax number.
 * Problems are reported by entry: `taxNumbers.1.number`.
 */
import type { ErrorScope } from '../shared/field-errors.js';

/** The types accepted; the contract does not list them (docs/decisions.md). */
export const taxNumberTypes = ['abn', 'acn', 'ein', 'gst', 'itin', 'ssn', 'tin', 'vat'] as const;
export type TaxNumberType = (typeof taxNumberTypes)[number];

export interface TaxNumberInput {
  /** One of the customer's tax numbers, to update; absent or null adds one. */
  id?: number | null;
  /** One of taxNumberTypes, in any case. */
  type?: string | null;
  number?: string | null;
}

/** A checked entry. */
export interface TaxNumberChange {
  /** The tax number to update; null adds one. */
  id: number | null;
  type: TaxNumberType;
  /** Normalised: digits only for numeric types, upper case without spaces for VAT. */
  number: string;
}

export const maxTaxNumbersPerRequest = 10;
export const unknownTaxNumberIdMessage = 'does not identify a tax number of this customer';

const digitRules: Partial<Record<TaxNumberType, { digits: number; check?: (digits: string) => boolean; describe: string }>> = {
  abn: { digits: 11, check: isValidAbn, describe: 'an 11-digit Australian Business Number' },
  acn: { digits: 9, describe: 'a 9-digit Australian Company Number' },
  ein: { digits: 9, describe: 'a 9-digit Employer Identification Number, such as 12-3456789' },
  ssn: { digits: 9, check: (d) => !/^(000|666|9)/.test(d) && d.slice(3, 5) !== '00' && d.slice(5) !== '0000', describe: 'a valid 9-digit Social Security Number' },
  itin: { digits: 9, check: (d) => d.startsWith('9'), describe: 'a 9-digit Individual Taxpayer Identification Number starting with 9' },
};

/**
 * Checks the tax numbers of a request; `errors` is the scope holding `taxNumbers` (problems of
 * the list as a whole go to `taxNumbers`, those of an entry to `taxNumbers.<index>`).
 */
export function checkTaxNumbers(list: readonly TaxNumberInput[] | null, knownIds: ReadonlySet<number>, errors: ErrorScope): TaxNumberChange[] {
  if (list === null) {
    errors.add('taxNumbers', 'must be a list of tax numbers, each with type and number');
    return [];
  }
  if (list.length > maxTaxNumbersPerRequest) {
    errors.add('taxNumbers', `must have at most ${maxTaxNumbersPerRequest} entries`);
    return [];
  }
  return list.flatMap((entry, index) => {
    const checked = checkTaxNumber(entry, knownIds, errors.at('taxNumbers', index));
    return checked ? [checked] : [];
  });
}

function checkTaxNumber(entry: TaxNumberInput, knownIds: ReadonlySet<number>, errors: ErrorScope): TaxNumberChange | null {
  let id: number | null = null;
  if (entry.id !== undefined && entry.id !== null) {
    if (knownIds.has(entry.id)) id = entry.id;
    else errors.add('id', unknownTaxNumberIdMessage);
  }
  const type = entry.type?.trim().toLowerCase() ?? '';
  const validType = (taxNumberTypes as readonly string[]).includes(type) ? (type as TaxNumberType) : null;
  if (type === '') errors.add('type', 'is required');
  else if (!validType) errors.add('type', `must be one of ${taxNumberTypes.join(', ')}`);

  let number: string | null = null;
  if (entry.number === undefined || entry.number === null || entry.number.trim() === '') {
    errors.add('number', 'is required');
  } else if (validType) {
    const read = normaliseTaxNumber(validType, entry.number);
    if (read.ok) number = read.number;
    else errors.add('number', read.message);
  }
  return validType && number !== null && !errors.hasErrors ? { id, type: validType, number } : null;
}

export function normaliseTaxNumber(type: TaxNumberType, raw: string): { ok: true; number: string } | { ok: false; message: string } {
  const rule = digitRules[type];
  if (rule) {
    const digits = raw.replace(/[\s-]/g, '');
    if (!new RegExp(`^\\d{${rule.digits}}$`).test(digits) || (rule.check && !rule.check(digits))) {
      return { ok: false, message: `must be ${rule.describe}` };
    }
    return { ok: true, number: digits };
  }
  if (type === 'vat') {
    const vat = raw.replace(/[\s.-]/g, '').toUpperCase();
    if (!/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(vat)) return { ok: false, message: 'must be a VAT number with its country prefix, such as DE123456789' };
    return { ok: true, number: vat };
  }
  const text = raw.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9 ./-]{1,31}$/.test(text)) {
    return { ok: false, message: 'must be 2 to 32 letters, digits, spaces, dots, slashes or hyphens' };
  }
  return { ok: true, number: text };
}

/** The ABN checksum: subtract 1 from the first digit; the weighted sum is a multiple of 89. */
function isValidAbn(digits: string): boolean {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * (weights[index] ?? 0), 0);
  return sum % 89 === 0;
}
