/**
 * A report's rows: one per transaction, the customer and transaction information of the
 * partner's dashboard. The row's keys are the file's columns (CSV header, JSON keys).
 */
import type { PartyRole } from '../../../db/generated/enums.js';
import { formatMoney } from '../../shared/money.js';
import type { TransactionRecord } from '../../transactions/record.js';

export const reportColumns = [
  'transaction_id',
  'reference',
  'description',
  'currency',
  'total_amount',
  'status',
  'status_code',
  'is_draft',
  'creation_date',
  'close_date',
  'buyer_id',
  'buyer_email',
  'buyer_name',
  'buyer_country',
  'seller_id',
  'seller_email',
  'seller_name',
  'seller_country',
  'broker_id',
  'broker_email',
] as const;

type ReportColumn = (typeof reportColumns)[number];
export type ReportRow = Record<ReportColumn, string | number | boolean | null>;

/**
 * A transaction's row. Names and countries are profile data: shown only for the customers who
 * joined the partner (`joined`, src/domain/access/partners.ts); a customer merely named in the
 * transaction shows its id and email, which the partner gave.
 */
export function reportRow(record: TransactionRecord, joined: ReadonlySet<number>): ReportRow {
  const party = (role: PartyRole) => record.parties.find((entry) => entry.role === role)?.customer ?? null;
  const buyer = party('buyer');
  const seller = party('seller');
  const broker = party('broker');
  const name = (customer: typeof buyer) =>
    customer === null || !joined.has(customer.id) ? null : [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.displayName || null;
  const country = (customer: typeof buyer) => (customer === null || !joined.has(customer.id) ? null : customer.addressCountry);
  return {
    transaction_id: record.id,
    reference: record.reference,
    description: record.description,
    currency: record.currency,
    total_amount: formatMoney(record.totalAmount),
    status: record.isCancelled ? 'cancelled' : record.closedAt !== null ? 'completed' : 'ongoing',
    status_code: record.statusCode,
    is_draft: record.isDraft,
    creation_date: record.createdAt.toISOString(),
    close_date: record.closedAt?.toISOString() ?? null,
    buyer_id: buyer?.id ?? null,
    buyer_email: buyer?.email ?? null,
    buyer_name: name(buyer),
    buyer_country: country(buyer),
    seller_id: seller?.id ?? null,
    seller_email: seller?.email ?? null,
    seller_name: name(seller),
    seller_country: country(seller),
    broker_id: broker?.id ?? null,
    broker_email: broker?.email ?? null,
  };
}

/** One CSV line (RFC 4180): fields with a comma, quote or line break are quoted. */
export function csvLine(values: readonly (string | number | boolean | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  // A leading = + - @ would be a formula to a spreadsheet: quoted and prefixed, it stays text.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}
