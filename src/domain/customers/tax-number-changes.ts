import type { TaxNumberChange } from './tax-numbers.js';

/**
 * The new entries (no id) that add something: an entry equal to a tax number the customer
 * already has, or to an earlier entry, is left out, so sending the same number twice (a retry)
 * adds it once.
 */
export function distinctTaxNumbers(entries: readonly TaxNumberChange[], existing: readonly { type: string; number: string }[]): TaxNumberChange[] {
  const seen = new Set(existing.map((entry) => `${entry.type}:${entry.number}`));
  return entries.filter((entry) => {
    if (entry.id !== null) return false;
    const key = `${entry.type}:${entry.number}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
