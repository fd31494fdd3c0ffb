/**
 * Ledger accounts, named by key. Balances are signed minor units: a positive balance is money
 * the account holds (or has received), entries move money between accounts and every posting
 * sums to zero per currency. Only counterparty accounts (the outside world) may go negative.
 *
 * | key                                   | kind             | meaning                                           |
 * |---------------------------------------|------------------|---------------------------------------------------|
 * | funding:external:<cur>                | external_funding | the outside world; negative = money it sent us     |
 * | float:txn:<id>:<cur>                  | float_holding    | payment received, not yet cleared                  |
 * | escrow:txn:<id>:<cur>                 | escrow_holding   | money held for the transaction (secured schedules) |
 * | fees:revenue:<cur>                    | fee_revenue      | fees earned by the service                         |
 * | tax:<type>:<cur>                      | tax_payable      | tax collected on fees (tax:gst:aud)                |
 * | payout:customer:<id>:<cur>            | payout           | paid out to a customer (seller, broker, ...)       |
 * | refund:customer:<id>:<cur>            | refund           | refunded to a customer (buyer, or a withheld payer)|
 */
import type { Currency } from '../shared/money.js';

type AccountKind = 'external_funding' | 'float_holding' | 'escrow_holding' | 'fee_revenue' | 'tax_payable' | 'payout' | 'refund';

export interface AccountInfo {
  key: string;
  kind: AccountKind;
  currency: Currency;
  transactionId: number | null;
  customerId: number | null;
  /** LedgerAccount.allowNegative: only the external counterparty. */
  allowNegative: boolean;
}

export function externalAccountKey(currency: Currency): string {
  return `funding:external:${currency}`;
}
export function floatAccountKey(transactionId: number, currency: Currency): string {
  return `${floatAccountKeyPrefix(transactionId)}${currency}`;
}
/** What every float account key of the transaction starts with, whatever its currency. */
export function floatAccountKeyPrefix(transactionId: number): string {
  return `float:txn:${transactionId}:`;
}
export function escrowAccountKey(transactionId: number, currency: Currency): string {
  return `escrow:txn:${transactionId}:${currency}`;
}
export function feeRevenueAccountKey(currency: Currency): string {
  return `fees:revenue:${currency}`;
}
export function taxAccountKey(taxType: string, currency: Currency): string {
  return `tax:${taxType}:${currency}`;
}
export function payoutAccountKey(customerId: number, currency: Currency): string {
  return `payout:customer:${customerId}:${currency}`;
}
export function refundAccountKey(customerId: number, currency: Currency): string {
  return `refund:customer:${customerId}:${currency}`;
}

const currencyPattern = '(usd|aud|euro|gbp|cad)';
const patterns: { regex: RegExp; build: (match: RegExpExecArray) => Omit<AccountInfo, 'key'> }[] = [
  {
    regex: new RegExp(`^funding:external:${currencyPattern}$`),
    build: (m) => info('external_funding', m[1], null, null, true),
  },
  {
    regex: new RegExp(`^float:txn:(\\d+):${currencyPattern}$`),
    build: (m) => info('float_holding', m[2], Number(m[1]), null, false),
  },
  {
    regex: new RegExp(`^escrow:txn:(\\d+):${currencyPattern}$`),
    build: (m) => info('escrow_holding', m[2], Number(m[1]), null, false),
  },
  {
    regex: new RegExp(`^fees:revenue:${currencyPattern}$`),
    build: (m) => info('fee_revenue', m[1], null, null, false),
  },
  {
    regex: new RegExp(`^tax:([a-z_]+):${currencyPattern}$`),
    build: (m) => info('tax_payable', m[2], null, null, false),
  },
  {
    regex: new RegExp(`^payout:customer:(\\d+):${currencyPattern}$`),
    build: (m) => info('payout', m[2], null, Number(m[1]), false),
  },
  {
    regex: new RegExp(`^refund:customer:(\\d+):${currencyPattern}$`),
    build: (m) => info('refund', m[2], null, Number(m[1]), false),
  },
];

function info(
  kind: AccountKind,
  currency: string | undefined,
  transactionId: number | null,
  customerId: number | null,
  allowNegative: boolean,
): Omit<AccountInfo, 'key'> {
  return { kind, currency: currency as Currency, transactionId, customerId, allowNegative };
}

/** What a key names: the columns of its LedgerAccount row. Throws on an unknown key. */
export function describeAccount(key: string): AccountInfo {
  for (const { regex, build } of patterns) {
    const match = regex.exec(key);
    if (match) return { key, ...build(match) };
  }
  throw new RangeError(`Unknown ledger account key: ${key}`);
}
