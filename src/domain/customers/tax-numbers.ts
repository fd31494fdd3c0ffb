/**
 * CustomerTaxNumbers (spec 2.6), added and updated through POST /customer and PATCH. Problems
 * use TaxNumberValidationResponse's keys, `type` and `number` (and `id` for an entry that
 * names a tax number the customer does not have); when a request carries several entries each
 * message starts with the entry's position, e.g. "tax_numbers[1]: ...".
 */
import type { ErrorScope } from '../shared/field-errors.js';
import { isPlainObject } from '../shared/validation.js';

/** The types accepted; the contract does not list them (docs/decisions.md). */
export const taxNumberTypes = ['abn', 'acn', 'ein', 'gst', 'itin', 'ssn', 'tin', 'vat'] as const;
export type TaxNumberType = (typeof taxNumberTypes)[number];

export interface TaxNumberInput {
  /** The tax number to update; null adds one. */
  id: number | null;
  type: TaxNumberType;
  /** Normalised: digits only for numeric types, upper case without spaces for VAT. */
  number: string;
}

export const maxTaxNumbersPerRequest = 10;

const digitRules: Partial<Record<TaxNumberType, { digits: number; check?: (digits: string) => boolean; describe: string }>> = {
  abn: { digits: 11, check: isValidAbn, describe: 'an 11-digit Australian Business Number' },
  acn: { digits: 9, describe: 'a 9-digit Australian Company Number' },
  ein: { digits: 9, describe: 'a 9-digit Employer Identification Number, such as 12-3456789' },
  ssn: { digits: 9, check: (d) => !/^(000|666|9)/.test(d) && d.slice(3, 5) !== '00' && d.slice(5) !== '0000', describe: 'a valid 9-digit Social Security Number' },
  itin: { digits: 9, check: (d) => d.startsWith('9'), describe: 'a 9-digit Individual Taxpayer Identification Number starting with 9' },
};

export function readTaxNumbers(raw: unknown, knownIds: ReadonlySet<number>, errors: ErrorScope): TaxNumberInput[] {
  if (!Array.isArray(raw)) {
    errors.add('tax_numbers', 'must be a list of tax numbers, each with type and number');
    return [];
  }
  if (raw.length > maxTaxNumbersPerRequest) {
    errors.add('tax_numbers', `must have at most ${maxTaxNumbersPerRequest} entries`);
    return [];
  }
  const prefix = (index: number) => (raw.length > 1 ? `tax_numbers[${index}]: ` : '');
  const entries: TaxNumberInput[] = [];
  raw.forEach((entry, index) => {
    const read = readTaxNumber(entry, knownIds);
    for (const [field, message] of read.problems) errors.add(field, prefix(index) + message);
    if (read.value) entries.push(read.value);
  });
  return entries;
}

function readTaxNumber(entry: unknown, knownIds: ReadonlySet<number>): { value: TaxNumberInput | null; problems: [string, string][] } {
  const problems: [string, string][] = [];
  if (!isPlainObject(entry)) return { value: null, problems: [['type', 'must be an object with type and number']] };
  for (const key of Object.keys(entry)) {
    if (!['id', 'type', 'number'].includes(key)) problems.push([key, 'is not a field of a tax number']);
  }
  let id: number | null = null;
  if (entry.id !== undefined && entry.id !== null) {
    if (typeof entry.id === 'number' && knownIds.has(entry.id)) id = entry.id;
    else problems.push(['id', 'does not identify a tax number of this customer']);
  }
  const type = typeof entry.type === 'string' ? entry.type.trim().toLowerCase() : entry.type;
  const validType = (taxNumberTypes as readonly unknown[]).includes(type) ? (type as TaxNumberType) : null;
  if (type === undefined || type === null || type === '') problems.push(['type', 'is required']);
  else if (!validType) problems.push(['type', `must be one of ${taxNumberTypes.join(', ')}`]);

  let number: string | null = null;
  if (entry.number === undefined || entry.number === null || (typeof entry.number === 'string' && entry.number.trim() === '')) {
    problems.push(['number', 'is required']);
  } else if (typeof entry.number !== 'string') {
    problems.push(['number', 'must be a string']);
  } else if (validType) {
    const read = normaliseTaxNumber(validType, entry.number);
    if (read.ok) number = read.number;
    else problems.push(['number', read.message]);
  }
  return { value: validType && number !== null && problems.length === 0 ? { id, type: validType, number } : null, problems };
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
