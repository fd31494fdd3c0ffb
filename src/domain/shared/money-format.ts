import { formatMoney, type Currency } from './money.js';

/** The ISO 4217 code of each supported currency (the API names the euro `euro`). */
const isoCodes: Record<Currency, string> = { usd: 'USD', aud: 'AUD', euro: 'EUR', gbp: 'GBP', cad: 'CAD' };

/**
 * An amount in minor units as a reader expects it in that currency (`$1,250.00`, `€99.50`,
 * `CA$10.00`): Intl.NumberFormat given the exact decimal string, never a float.
 */
export function formatAmount(minor: bigint, currency: Currency): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: isoCodes[currency] }).format(formatMoney(minor) as `${number}`);
}
