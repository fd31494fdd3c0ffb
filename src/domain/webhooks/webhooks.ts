/**
 * Webhooks of an account (spec 4.1, 6): registered with POST /customer/me/webhook, listed,
 * changed (url, event filter, on/off), their secret rotated, and deleted. A deleted webhook is
 * kept (its deliveries are history) but never called again.
 */
import { randomBytes } from 'node:crypto';
import type { Webhook } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { accountHolderId, type CustomerRef } from '../access/customers.js';
import { InvalidStateError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assertWithinLimits, inputLimitProblems } from '../shared/limits.js';
import { checkWebhookUrl } from './url.js';
import { eventNameProblems } from './event-names.js';

const maxActiveWebhooks = 20;
export const webhookNotFoundMessage = 'Webhook not found';
const duplicateWebhookMessage = 'is already the URL of an active webhook of this account';
const tooManyWebhooksMessage = `cannot be added: an account may have at most ${maxActiveWebhooks} active webhooks`;
const webhooksWhat = 'webhooks';

/**
 * A new signing secret in the Standard Webhooks form: "whsec_" and the base64 of 32 random
 * bytes (the signer, src/events/webhook-signing.ts, reads this form).
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface WebhookInput {
  /** Required: a public http(s) URL (https in production); see url.ts. */
  url?: string | null;
  /** The event names it receives (event-names.ts); absent or null: every event. */
  events?: readonly string[] | null;
}

function checkUrl(services: Services, url: unknown) {
  return checkWebhookUrl(url, {
    environment: services.config.environment,
    allowPrivate: services.config.webhookAllowPrivateUrls,
    resolveHost: services.resolveHost,
  });
}

/** The stored filter: each name once, in the order given; empty for every event. */
function storedEvents(events: readonly string[] | null | undefined): string[] {
  return [...new Set(events ?? [])];
}

/** The problems of `input` (its URL resolved as createWebhook would); null when there are none. */
export async function webhookProblems(services: Services, input: WebhookInput): Promise<FieldErrors | null> {
  const limits = inputLimitProblems(input);
  if (limits) return limits;
  const errors: FieldErrors = {};
  const checked = await checkUrl(services, input.url);
  if (!checked.ok) errors.url = [checked.message];
  const events = input.events == null ? null : eventNameProblems(input.events, false);
  if (events) errors.events = events;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The new webhook, whose `secret` is shown to the caller this once. */
export async function createWebhook(services: Services, viewer: Viewer, input: WebhookInput): Promise<Webhook> {
  assertWithinLimits(input);
  // Resolved before the database transaction: a slow DNS answer holds no connection.
  const checked = await checkUrl(services, input.url);
  const events = input.events == null ? null : eventNameProblems(input.events, false);
  if (!checked.ok || events) throw new ValidationError({ ...(checked.ok ? {} : { url: [checked.message] }), ...(events ? { events } : {}) });

  const customerId = viewer.customer.id;
  const now = services.clock.now();
  try {
    return await writeTransaction(services, async (tx) => {
      const active = await tx.webhook.count({ where: { customerId, deletedAt: null } });
      if (active >= maxActiveWebhooks) throw new ValidationError({ url: [tooManyWebhooksMessage] });
      return tx.webhook.create({
        data: {
          customerId,
          url: checked.url,
          activeUrl: checked.url,
          secret: generateWebhookSecret(),
          events: storedEvents(input.events),
          createdAt: now,
        },
      });
    });
  } catch (error) {
    // The unique index on (customerId, activeUrl) decides between two requests racing.
    if (isUniqueViolation(error)) throw new ValidationError({ url: [duplicateWebhookMessage] });
    throw error;
  }
}

export interface WebhookSummary {
  id: number;
  url: string;
  /** Empty: every event. */
  events: string[];
  isActive: boolean;
  createdAt: Date;
}

const summary = { id: true, url: true, events: true, isActive: true, createdAt: true } as const;

/** GET /customer/{customer_id}/webhook: the webhooks not deleted (switched off ones too), oldest first; never their secrets. */
export async function listWebhooks(services: Services, viewer: Viewer, ref: CustomerRef): Promise<WebhookSummary[]> {
  const customerId = accountHolderId(viewer, ref, webhooksWhat);
  return services.prisma.webhook.findMany({ where: { customerId, deletedAt: null }, orderBy: { id: 'asc' }, select: summary });
}

/** What a PATCH may change; an absent field is kept. */
export interface WebhookChanges {
  url?: string | null;
  /** Null: every event; a list: only these (never empty). */
  events?: readonly string[] | null;
  isActive?: boolean | null;
}

type CheckedUrl = Awaited<ReturnType<typeof checkUrl>>;

function changesErrors(changes: WebhookChanges, checked: CheckedUrl | null): FieldErrors | null {
  const errors: FieldErrors = {};
  if (checked && !checked.ok) errors.url = [checked.message];
  const events = changes.events == null ? null : eventNameProblems(changes.events, false);
  if (events) errors.events = events;
  if (changes.isActive === null) errors.isActive = ['must be true or false'];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The problems of `changes` (a URL resolved as updateWebhook would); null when there are none. */
export async function webhookChangesProblems(services: Services, changes: WebhookChanges): Promise<FieldErrors | null> {
  const limits = inputLimitProblems(changes);
  if (limits) return limits;
  return changesErrors(changes, changes.url === undefined ? null : await checkUrl(services, changes.url));
}

/**
 * PATCH /customer/{customer_id}/webhook/{webhook_id}, updateWebhook: a new URL, event filter
 * or on/off switch. A webhook switched off keeps its URL (no other webhook of the account may
 * take it) and gets no new deliveries; those already queued are cancelled when they come due.
 * An id that is not a webhook of the account (or was deleted) answers 404.
 */
export async function updateWebhook(services: Services, viewer: Viewer, ref: CustomerRef, webhookId: number, changes: WebhookChanges): Promise<WebhookSummary> {
  const customerId = accountHolderId(viewer, ref, webhooksWhat);
  assertWithinLimits(changes);
  const checked = changes.url === undefined ? null : await checkUrl(services, changes.url);
  const problems = changesErrors(changes, checked);
  if (problems) throw new ValidationError(problems);
  const data = {
    ...(checked?.ok ? { url: checked.url, activeUrl: checked.url } : {}),
    ...(changes.events !== undefined ? { events: storedEvents(changes.events) } : {}),
    ...(typeof changes.isActive === 'boolean' ? { isActive: changes.isActive } : {}),
  };
  try {
    const [updated] = await writeTransaction(services, (tx) =>
      tx.webhook.updateManyAndReturn({ where: { id: webhookId, customerId, deletedAt: null }, data, select: summary }),
    );
    if (!updated) throw new NotFoundError(webhookNotFoundMessage);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ url: [duplicateWebhookMessage] });
    throw error;
  }
}

export interface RotatedSecret {
  webhook: WebhookSummary;
  /** The new secret, shown this once. */
  secret: string;
  /** Until when deliveries are signed with the old secret too. */
  previousSecretExpiresAt: Date;
}

/**
 * POST /customer/{customer_id}/webhook/{webhook_id}/rotate_secret, rotateWebhookSecret: a new
 * signing secret, answered this once. For WEBHOOK_SECRET_GRACE_HOURS deliveries carry a
 * signature with each secret, so the receiver can switch at its own pace; then only the new
 * one. Rotating again within the grace period drops the oldest secret at once.
 */
export async function rotateWebhookSecret(services: Services, viewer: Viewer, ref: CustomerRef, webhookId: number): Promise<RotatedSecret> {
  const customerId = accountHolderId(viewer, ref, webhooksWhat);
  const now = services.clock.now();
  const previousSecretExpiresAt = new Date(now.getTime() + services.config.webhookSecretGraceHours * 3_600_000);
  const secret = generateWebhookSecret();
  const webhook = await writeTransaction(services, async (tx) => {
    const current = await tx.webhook.findFirst({ where: { id: webhookId, customerId, deletedAt: null }, select: { secret: true } });
    if (!current) throw new NotFoundError(webhookNotFoundMessage);
    const [updated] = await tx.webhook.updateManyAndReturn({
      // Guarded by the secret read: of two rotations at once, the second changes nothing (409).
      where: { id: webhookId, secret: current.secret },
      data: { secret, previousSecret: current.secret, previousSecretExpiresAt },
      select: summary,
    });
    return updated;
  });
  if (!webhook) throw new InvalidStateError('The secret was rotated by another request at the same time; rotate again');
  return { webhook, secret, previousSecretExpiresAt };
}

/**
 * The secrets a message is signed with at `now`: the current one, and the one it replaced
 * while its grace period lasts (Standard Webhooks: one signature per secret, space-separated).
 */
export function signingSecrets(webhook: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null }, now: Date): string[] {
  const previousValid = webhook.previousSecret !== null && webhook.previousSecretExpiresAt !== null && webhook.previousSecretExpiresAt > now;
  return previousValid ? [webhook.secret, webhook.previousSecret!] : [webhook.secret];
}

/**
 * DELETE /customer/{customer_id}/webhook/{webhook_id}: marks it deleted, frees its URL for a
 * new registration, and cancels its pending deliveries in the same transaction. An id that is
 * not an active webhook of the account answers 404, whether it never existed, was deleted, or
 * belongs to another account.
 */
export async function deleteWebhook(services: Services, viewer: Viewer, ref: CustomerRef, webhookId: number): Promise<void> {
  const customerId = accountHolderId(viewer, ref, webhooksWhat);
  const now = services.clock.now();
  await writeTransaction(services, async (tx) => {
    const { count } = await tx.webhook.updateMany({
      where: { id: webhookId, customerId, deletedAt: null },
      data: { deletedAt: now, activeUrl: null },
    });
    if (count === 0) throw new NotFoundError(webhookNotFoundMessage);
    await tx.webhookDelivery.updateMany({
      where: { webhookId, status: 'pending' },
      data: { status: 'cancelled', completedAt: now, lastError: 'The webhook was deleted' },
    });
  });
}
