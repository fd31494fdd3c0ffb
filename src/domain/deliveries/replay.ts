/**
 * POST /customer/{customer_id}/webhook/{webhook_id}/replay, replayWebhookEvents: sends a
 * webhook again the events of its account created in a window (of some types), each as a new
 * delivery with its own attempts and retries; the earlier deliveries stay as they were. What the
 * webhook's own filter leaves out is not replayed. Deliveries are queued in event id order,
 * which is commit order per transaction (the order of a transaction's events), and claimed in
 * that order.
 */
import type { Viewer } from '../auth/authenticate.js';
import { accountHolderId, type CustomerRef } from '../access/customers.js';
import { InvalidStateError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { isUniqueViolation } from '../../db/errors.js';
import { eventNameProblems } from '../webhooks/event-names.js';
import { webhookNotFoundMessage } from '../webhooks/webhooks.js';
import { countReplayable, queueReplay } from './store/replay.js';

/** Events one replay may send: a wider window is refused (narrow it, or replay in parts). */
const maxReplayedEvents = 10_000;

export interface ReplayInput {
  /** Required: events created at or after this instant. */
  createdStartDate?: Date;
  /** Events created at or before this instant; absent: up to now. */
  createdEndDate?: Date;
  /** Event names; absent or empty: every name. */
  types?: readonly string[] | null;
}

export function replayProblems(input: ReplayInput): FieldErrors | null {
  const errors: FieldErrors = {};
  if (input.createdStartDate === undefined) errors.createdStartDate = ['is required'];
  if (input.createdStartDate && input.createdEndDate && input.createdEndDate < input.createdStartDate)
    errors.createdEndDate = ['must not be before created_start_date'];
  if (input.types != null) {
    if (input.types.length > 100) errors.types = ['must have at most 100 entries'];
    else {
      const problems = eventNameProblems(input.types, true);
      if (problems) errors.types = problems;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Queues the replay; answers how many deliveries were queued. */
export async function replayWebhookEvents(services: Services, viewer: Viewer, ref: CustomerRef, webhookId: number, input: ReplayInput): Promise<number> {
  const customerId = accountHolderId(viewer, ref, 'webhooks');
  const problems = replayProblems(input);
  if (problems) throw new ValidationError(problems);
  const now = services.clock.now();
  try {
    const replayed = await writeTransaction(services, async (tx) => {
      const webhook = await tx.webhook.findFirst({ where: { id: webhookId, customerId, deletedAt: null }, select: { events: true, isActive: true } });
      if (!webhook) throw new NotFoundError(webhookNotFoundMessage);
      if (!webhook.isActive) throw new InvalidStateError('The webhook is switched off; switch it on (is_active) before replaying events to it');
      const selection = {
        webhookId,
        partnerId: customerId,
        createdStart: input.createdStartDate!,
        createdEnd: input.createdEndDate ?? null,
        types: [...new Set(input.types ?? [])],
        webhookEvents: webhook.events,
        now,
      };
      if ((await countReplayable(tx, selection, maxReplayedEvents)) > maxReplayedEvents) {
        throw new ValidationError({ createdStartDate: [`selects more than ${maxReplayedEvents} events; narrow the window or replay it in parts`] });
      }
      return queueReplay(tx, selection);
    });
    if (replayed > 0) services.outbox.changed();
    return replayed;
  } catch (error) {
    // Two replays of one event to one webhook at the same instant drew the same generation.
    if (isUniqueViolation(error)) throw new InvalidStateError('Another replay to this webhook ran at the same time; send the request again');
    throw error;
  }
}
