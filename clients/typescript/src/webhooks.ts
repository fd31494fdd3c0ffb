/**
 * Verifying the webhooks heldfunds sends (the Standard Webhooks scheme): `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 keyed with the
 * secret's bytes over `id.timestamp.body`), then reading the body as a typed event.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The events of a transaction (the contract's section 6): `transaction_id` names it. */
export const transactionEventNames = [
  'create',
  'agree',
  'payment_sent',
  'payment_received',
  'payment_approved',
  'payment_rejected',
  'payment_refunded',
  'payment_disbursed',
  'ship',
  'receive',
  'accept',
  'reject',
  'ship_return',
  'receive_return',
  'accept_return',
  'reject_return',
  'complete',
  'cancel',
  'offer_accepted',
  'refund_resolved',
  'refund_rejected',
  'dispute_opened',
  'settlement_proposed',
  'dispute_settled',
  'dispute_withdrawn',
  'funds_released',
  'party_verification_submitted',
  'party_verification_approved',
  'party_verification_rejected',
] as const;

export type TransactionEventName = (typeof transactionEventNames)[number];

interface WebhookEventBase {
  /** The event's id: the same on every attempt (the `webhook-id` header); deduplicate on it. */
  event_id: string;
  /** When the event happened (ISO 8601). */
  created_at: string;
}

export interface TransactionWebhookEvent extends WebhookEventBase {
  event: TransactionEventName;
  event_type: 'transaction';
  transaction_id: number;
  /** Its place among the transaction's events: 1, 2, 3… in commit order (order by it; absent from bodies sent before it existed). */
  sequence?: number;
}

/** A partner report is ready (`report_id`: fetch it with GET /partner/reports/{report_id}). */
export interface ReportWebhookEvent extends WebhookEventBase {
  event: 'report_ready';
  event_type: 'report';
  transaction_id: null;
  report_id: number;
  sequence?: null;
}

/**
 * A test message, sent only when asked for (POST …/webhook/{webhook_id}/test, or testWebhook):
 * no event of a transaction, never retried; answer 2xx to show the receiver works.
 */
export interface PingWebhookEvent extends WebhookEventBase {
  event: 'ping';
  event_type: 'ping';
  transaction_id: null;
  webhook_id: number;
}

/** What a webhook body is: narrow on `event_type` (and then on `event`). */
export type WebhookEvent = TransactionWebhookEvent | ReportWebhookEvent | PingWebhookEvent;

export type WebhookVerificationFailure = 'missing_headers' | 'bad_timestamp' | 'timestamp_too_old' | 'timestamp_too_new' | 'bad_signature' | 'bad_body';

/** Thrown by verifyWebhook: the message is not from heldfunds, was altered, or is stale. Answer 400 and ignore it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Headers as a Fetch `Headers`, or a plain object (Node's `req.headers`, a framework's headers). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The webhook's signing secret (`whsec_…`), shown when it was registered. */
  secret: string;
  headers: WebhookHeaders;
  /** The raw body as received (a string or its bytes): parse it only after verifying. */
  body: string | Uint8Array;
  /** How far `webhook-timestamp` may be from now, in seconds (default 300: 5 minutes). */
  toleranceSeconds?: number;
  /** The current time (tests); `new Date()` by default. */
  now?: Date;
}

const defaultToleranceSeconds = 5 * 60;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function' && typeof (headers as Headers).has === 'function') return (headers as Headers).get(name) ?? undefined;
  const plain = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(plain).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : plain[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

/**
 * Checks a webhook's signature and timestamp and answers its typed event; throws
 * WebhookVerificationError when a header is missing, the timestamp is outside the tolerance, no
 * `v1` signature matches (several, space-separated, are accepted: a rotated secret), or the
 * body is not an event.
 */
export function verifyWebhook(options: VerifyWebhookOptions): WebhookEvent {
  const id = header(options.headers, 'webhook-id');
  const timestamp = header(options.headers, 'webhook-timestamp');
  const signatures = header(options.headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('missing_headers', 'webhook-id, webhook-timestamp and webhook-signature are required');
  if (!/^\d{1,15}$/.test(timestamp)) throw new WebhookVerificationError('bad_timestamp', 'webhook-timestamp is not a number of seconds');
  const tolerance = options.toleranceSeconds ?? defaultToleranceSeconds;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const sent = Number(timestamp);
  if (sent < now - tolerance) throw new WebhookVerificationError('timestamp_too_old', `webhook-timestamp is more than ${tolerance} seconds old`);
  if (sent > now + tolerance) throw new WebhookVerificationError('timestamp_too_new', `webhook-timestamp is more than ${tolerance} seconds in the future`);

  const body = typeof options.body === 'string' ? Buffer.from(options.body, 'utf8') : Buffer.from(options.body);
  const expected = createHmac('sha256', secretKey(options.secret)).update(`${id}.${timestamp}.`).update(body).digest();
  const matches = signatures
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .some((entry) => {
      const given = Buffer.from(entry.slice('v1,'.length), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  if (!matches) throw new WebhookVerificationError('bad_signature', 'no webhook-signature matches the body');

  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('bad_body', 'the body is not JSON');
  }
  if (!isWebhookEvent(event)) throw new WebhookVerificationError('bad_body', 'the body is not a heldfunds event');
  return event;
}

function isWebhookEvent(value: unknown): value is WebhookEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (typeof event.event !== 'string' || typeof event.event_id !== 'string' || typeof event.created_at !== 'string') return false;
  if (event.event_type === 'transaction') return typeof event.transaction_id === 'number';
  if (event.event_type === 'report') return typeof event.report_id === 'number';
  if (event.event_type === 'ping') return typeof event.webhook_id === 'number';
  return false;
}
