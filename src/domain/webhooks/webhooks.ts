/**
 * Webhooks of an account (spec 4.1, 6): registered with POST /customer/me/webhook, listed, and
 * deleted. A deleted webhook is kept (its deliveries are history) but never called again.
 */
import { randomBytes } from 'node:crypto';
import type { Webhook } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { accountHolderId, type CustomerRef } from '../access/customers.js';
import { NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assertWithinLimits, inputLimitProblems } from '../shared/limits.js';
import { checkWebhookUrl } from './url.js';

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
}

function checkUrl(services: Services, input: WebhookInput) {
  return checkWebhookUrl(input.url, {
    environment: services.config.environment,
    allowPrivate: services.config.webhookAllowPrivateUrls,
    resolveHost: services.resolveHost,
  });
}

/** The problems of `input` (its URL resolved as createWebhook would); null when there are none. */
export async function webhookProblems(services: Services, input: WebhookInput): Promise<FieldErrors | null> {
  const limits = inputLimitProblems(input);
  if (limits) return limits;
  const checked = await checkUrl(services, input);
  return checked.ok ? null : { url: [checked.message] };
}

/** The new webhook, whose `secret` is shown to the caller this once. */
export async function createWebhook(services: Services, viewer: Viewer, input: WebhookInput): Promise<Webhook> {
  assertWithinLimits(input);
  // Resolved before the database transaction: a slow DNS answer holds no connection.
  const checked = await checkUrl(services, input);
  if (!checked.ok) throw new ValidationError({ url: [checked.message] });

  const customerId = viewer.customer.id;
  const now = services.clock.now();
  try {
    return await writeTransaction(services, async (tx) => {
      const active = await tx.webhook.count({ where: { customerId, deletedAt: null } });
      if (active >= maxActiveWebhooks) throw new ValidationError({ url: [tooManyWebhooksMessage] });
      return tx.webhook.create({
        data: { customerId, url: checked.url, activeUrl: checked.url, secret: generateWebhookSecret(), createdAt: now },
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
  createdAt: Date;
}

/** GET /customer/{customer_id}/webhook: the active webhooks, oldest first; never their secrets. */
export async function listWebhooks(services: Services, viewer: Viewer, ref: CustomerRef): Promise<WebhookSummary[]> {
  const customerId = accountHolderId(viewer, ref, webhooksWhat);
  return services.prisma.webhook.findMany({
    where: { customerId, deletedAt: null },
    orderBy: { id: 'asc' },
    select: { id: true, url: true, createdAt: true },
  });
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
