import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Services } from '../domain/services.js';
import { claimDueDeliveries, recordDeliveryResults } from '../domain/deliveries/store/sending.js';
import { nextAttemptAt } from './retry-schedule.js';
import type { WebhookClient } from './webhook-client.js';
import { signWebhook } from './webhook-signing.js';
import { signingSecrets } from '../domain/webhooks/webhooks.js';
import { contextOfTraceParent, currentTraceParent, inSpan, markFailed, SpanKind, type SpanOptions } from '../tracing.js';
import { eventBody, type EventFacts } from './event-body.js';
import { LoopSleep } from './loop-sleep.js';

const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export interface DeliveryOptions {
  client: WebhookClient;
  /** A lease outlives the receiver timeout, so a live worker never loses its delivery. */
  leaseMs: number;
  /** Deliveries claimed by one statement (default 100). */
  batchSize?: number;
  /** Deliveries this worker holds at once, sent or waiting to be sent (default 256). */
  maxInFlight?: number;
  /** Requests sent at once to one webhook (default 32). */
  perReceiver?: number;
  random?: () => number;
  /** Told the outcome of every attempt (the metrics count them). */
  onOutcome?: (outcome: DeliveryOutcome) => void;
  /** Told, once it is recorded, when a retry falls due (workers that do not poll wake then). */
  onRetryScheduled?: (at: Date) => void;
}

/** What became of one attempt: delivered, to be retried, given up on, or dropped with its webhook. */
export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'cancelled';

/** The body every receiver gets (event-body.ts). */
function webhookBody(event: EventFacts): string {
  return JSON.stringify(eventBody(event));
}

/** A webhook with deliveries of this worker unanswered: those sent now and those waiting their turn. */
interface Receiver {
  /** Claimed and not yet answered (sent or waiting). */
  held: number;
  /** Sent and not yet answered (at most `perReceiver`). */
  sending: number;
  /** Waiting for a request to end, in the order claimed. */
  waiting: LeasedDelivery[];
}

interface LeasedDelivery {
  id: number;
  webhookId: number;
  attemptCount: number;
  createdAt: Date;
  event: EventFacts & { traceParent: string | null };
  webhook: { url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null; isActive: boolean; deletedAt: Date | null };
}

/** One attempt's result, waiting to be written with the others that finished meanwhile. */
interface Result {
  deliveryId: number;
  webhookId: number;
  /** Null when no request was sent (the webhook was deleted). */
  attempt: { startedAt: Date; durationMs: number; responseStatus: number | null; error: string | null } | null;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  attemptCount: number;
  completedAt: Date | null;
  nextAttemptAt: Date | null;
  lastError: string | null;
  outcome: DeliveryOutcome;
  /** The event's name, for the log line of a sent attempt. */
  eventName: string;
}

/**
 * Sends due webhook deliveries, many at once, and records their results in batches.
 *
 * - Claims: one statement leases up to `batchSize` due deliveries (`FOR UPDATE SKIP LOCKED`)
 *   and returns them with their events and webhooks, so no two workers (instances) send one
 *   delivery at once; a worker that dies mid-send leaves a lease that expires, and the
 *   delivery is sent again.
 * - Sending: at most `perReceiver` requests at once to one webhook and `maxInFlight`
 *   deliveries held by this worker (sent or waiting to be recorded). A claim takes no more for
 *   a webhook than brings it to twice `perReceiver` unanswered requests (half of them waiting
 *   their turn), so a waiting delivery starts within one receiver timeout and is answered
 *   before its lease (two timeouts and 2 s) runs out; a webhook at that count is left out of
 *   the claim, so it cannot crowd out the others.
 * - Recording: results that finish while a write is under way are written together by the
 *   next one (one statement: the attempts inserted, the deliveries updated), so the
 *   statements per delivery fall as the rate rises. A delivery is updated
 *   only while this worker still holds it: another worker that took over after a lease ran
 *   out owns its state (the attempt itself is recorded either way: the request was sent).
 */
export class DeliveryPump {
  private held = 0;
  private readonly byWebhook = new Map<number, Receiver>();
  private results: Result[] = [];
  private writing: Promise<void> | null = null;
  private idleWaiters: (() => void)[] = [];
  private claiming: Promise<number> = Promise.resolve(0);
  private running = false;
  private loop: Promise<void> | undefined;
  private woken = false;
  private readonly sleeper = new LoopSleep();
  private readonly batchSize: number;
  private readonly maxInFlight: number;
  private readonly perReceiver: number;

  constructor(
    private readonly services: Services,
    private readonly options: DeliveryOptions,
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.maxInFlight = options.maxInFlight ?? 256;
    this.perReceiver = options.perReceiver ?? 32;
  }

  /** Deliveries claimed and not yet recorded. */
  get inFlight(): number {
    return this.held;
  }

  /**
   * Claims and sends on its own, apart from the worker's other chores: whenever a result is
   * recorded (room), when woken (new deliveries), and every `pollMs` (retries coming due) when
   * it `polls` (else whoever wakes it knows when retries fall due: `onRetryScheduled`).
   */
  start(pollMs: number, polls = true): void {
    if (this.running) return;
    this.running = true;
    this.sleeper.resume();
    this.loop = this.run(pollMs, polls);
  }

  /** New deliveries may be due: claim now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.sleeper.wake();
  }

  /** Stops claiming and waits for what is held to be sent and recorded. */
  async stop(): Promise<void> {
    this.running = false;
    this.sleeper.stop();
    await this.loop;
    await this.idle();
  }

  private async run(pollMs: number, polls: boolean): Promise<void> {
    let failures = 0;
    while (this.running) {
      this.woken = false;
      try {
        const claimed = await this.claim();
        failures = 0;
        if (claimed > 0 || this.woken) continue;
      } catch (error) {
        failures += 1;
        this.services.log.error({ err: error, failures }, 'claiming webhook deliveries failed');
      }
      // Not polling, only a failure (backing off) brings a claim unwoken.
      await this.sleeper.sleep(polls || failures > 0 ? Math.min(pollMs * 2 ** failures, 30_000) : undefined);
    }
  }

  /** Claims what is due (within the bounds) and starts sending it; returns how many were claimed. One claim at a time. */
  claim(): Promise<number> {
    const next = this.claiming.then(
      () => this.claimOnce(),
      () => this.claimOnce(),
    );
    this.claiming = next;
    return next;
  }

  private async claimOnce(): Promise<number> {
    const room = Math.min(this.batchSize, this.maxInFlight - this.held);
    if (room <= 0) return 0;
    // A webhook holds at most two rounds of requests: those it holds count against that.
    const allowances = new Map([...this.byWebhook].map(([id, entry]) => [id, 2 * this.perReceiver - entry.held]));
    // Full webhooks are left out before the limit, so a busy receiver cannot crowd out the others.
    const excluded = [...this.byWebhook].filter(([, entry]) => entry.held >= 2 * this.perReceiver).map(([id]) => id);
    const now = this.services.clock.now();
    // One statement leases the deliveries and reads what sending them needs (event, webhook).
    const rows = await claimDueDeliveries(this.services.db, {
      now,
      leaseUntil: new Date(now.getTime() + this.options.leaseMs),
      workerId,
      limit: room,
      allowance: 2 * this.perReceiver,
      allowances,
      excluded,
    });
    const deliveries = rows.map((row): LeasedDelivery => ({
      id: row.id,
      webhookId: row.webhookId,
      attemptCount: row.attemptCount,
      createdAt: row.createdAt,
      event: {
        publicId: row.publicId,
        name: row.name,
        transactionId: row.transactionId,
        sequence: row.sequence,
        createdAt: row.eventCreatedAt,
        payload: row.payload,
        traceParent: row.traceParent,
      },
      webhook: {
        url: row.url,
        secret: row.secret,
        previousSecret: row.previousSecret,
        previousSecretExpiresAt: row.previousSecretExpiresAt,
        isActive: row.isActive,
        deletedAt: row.deletedAt,
      },
    }));
    for (const delivery of deliveries) {
      this.held += 1;
      let receiver = this.byWebhook.get(delivery.webhookId);
      if (!receiver) this.byWebhook.set(delivery.webhookId, (receiver = { held: 0, sending: 0, waiting: [] }));
      receiver.held += 1;
      if (receiver.sending < this.perReceiver) this.send(delivery, receiver);
      else receiver.waiting.push(delivery);
    }
    return deliveries.length;
  }

  /** Sends one delivery (its receiver has room); when it is answered, the next one waiting for that receiver goes. */
  private send(delivery: LeasedDelivery, receiver: Receiver): void {
    receiver.sending += 1;
    this.attempt(delivery).then(
      (result) => {
        this.leaveReceiver(delivery.webhookId, receiver);
        this.record(result);
      },
      (error: unknown) => {
        // attempt() never throws; should it, the lease runs out and the delivery is sent again.
        this.leaveReceiver(delivery.webhookId, receiver);
        this.services.log.error({ err: error, deliveryId: delivery.id }, 'webhook attempt failed');
        this.release(1);
      },
    );
  }

  /** Resolves when every claimed delivery has been sent and recorded. */
  idle(): Promise<void> {
    if (this.held === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async attempt(delivery: LeasedDelivery): Promise<Result> {
    const base = { deliveryId: delivery.id, webhookId: delivery.webhookId, eventName: delivery.event.name };
    if (delivery.webhook.deletedAt !== null || !delivery.webhook.isActive) {
      // A deleted webhook is never called again, not even for retries already scheduled; one
      // switched off is not called while it is off (a replay sends what it missed).
      const at = this.services.clock.now();
      return {
        ...base,
        attempt: null,
        status: 'cancelled',
        attemptCount: delivery.attemptCount,
        completedAt: at,
        nextAttemptAt: null,
        lastError: delivery.webhook.deletedAt !== null ? 'webhook deleted' : 'webhook switched off',
        outcome: 'cancelled',
      };
    }
    const body = webhookBody(delivery.event);
    const sentAt = this.services.clock.now();
    const response = await inSpan('webhook delivery', deliverySpan(delivery), async (span) => {
      // The receiver checks the signature's timestamp against its own clock: always the real time.
      // Which secrets are still valid is the service's clock's to say (the grace period).
      const secrets = signingSecrets(delivery.webhook, sentAt);
      const signed = signWebhook(secrets, delivery.event.publicId, new Date(), body);
      // The trace of the change that wrote the event goes on to the receiver: this attempt's span
      // in it, or (tracing off here) the stored traceparent as it is.
      const traceParent = currentTraceParent() ?? delivery.event.traceParent;
      const headers: Record<string, string> = traceParent === null ? { ...signed } : { ...signed, traceparent: traceParent };
      const answered = await this.options.client.post(delivery.webhook.url, body, headers);
      if (answered.status !== null) span?.setAttribute('http.response.status_code', answered.status);
      if (answered.status === null || answered.status >= 300) markFailed(span, answered.error ?? `HTTP ${answered.status}`);
      return answered;
    });
    const succeeded = response.status !== null && response.status >= 200 && response.status < 300;
    const error = succeeded ? null : (response.error ?? `HTTP ${response.status}`);
    const finishedAt = this.services.clock.now();
    const attempts = delivery.attemptCount + 1;
    const next = succeeded ? null : nextAttemptAt(delivery.createdAt, finishedAt, attempts, this.options.random);
    return {
      ...base,
      attempt: { startedAt: sentAt, durationMs: response.durationMs, responseStatus: response.status, error },
      status: succeeded ? 'succeeded' : next === null ? 'failed' : 'pending',
      attemptCount: attempts,
      completedAt: succeeded || next === null ? finishedAt : null,
      nextAttemptAt: next,
      lastError: error,
      outcome: succeeded ? 'succeeded' : next === null ? 'failed' : 'retrying',
    };
  }

  /** Queues a result; one write at a time takes everything queued (group commit). */
  private record(result: Result): void {
    this.results.push(result);
    this.writing ??= this.writeQueued();
  }

  private async writeQueued(): Promise<void> {
    while (this.results.length > 0) {
      const batch = this.results;
      this.results = [];
      try {
        await this.write(batch);
        const logged = this.services.log.isLevelEnabled('info');
        for (const result of batch) {
          this.options.onOutcome?.(result.outcome);
          if (result.status === 'pending' && result.nextAttemptAt !== null) this.options.onRetryScheduled?.(result.nextAttemptAt);
          if (result.attempt && logged) this.services.log.info(attemptLog(result, result.attempt), 'webhook attempt');
        }
      } catch (error) {
        // Not recorded: the leases run out and these deliveries are sent again (at least once).
        this.services.log.error({ err: error, deliveries: batch.length }, 'webhook results could not be recorded');
      }
      this.release(batch.length);
    }
    this.writing = null;
  }

  private async write(batch: Result[]): Promise<void> {
    const results = batch.map((result) => ({
      id: result.deliveryId,
      status: result.status,
      attemptCount: result.attemptCount,
      completedAt: result.completedAt,
      nextAttemptAt: result.nextAttemptAt,
      lastError: result.lastError,
    }));
    const attempts = batch.flatMap((result) => (result.attempt ? [{ deliveryId: result.deliveryId, ...result.attempt }] : []));
    await recordDeliveryResults(this.services.db, workerId, results, attempts);
  }

  /** A request to a webhook is answered: it no longer counts against the webhook's share, and the next one waiting goes. */
  private leaveReceiver(webhookId: number, receiver: Receiver): void {
    receiver.held -= 1;
    receiver.sending -= 1;
    const next = receiver.waiting.shift();
    if (next) this.send(next, receiver);
    // Only webhooks with requests pending stay in the map.
    else if (receiver.held === 0 && this.byWebhook.get(webhookId) === receiver) this.byWebhook.delete(webhookId);
  }

  /** Results recorded (or given up on): room to claim more. */
  private release(count: number): void {
    this.held -= count;
    this.wake();
    if (this.held === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

/** The log line of a sent attempt. */
function attemptLog(result: Result, attempt: NonNullable<Result['attempt']>): Record<string, unknown> {
  const succeeded = result.outcome === 'succeeded';
  return {
    deliveryId: result.deliveryId,
    webhookId: result.webhookId,
    event: result.eventName,
    status: attempt.responseStatus,
    succeeded,
    attempts: result.attemptCount,
  };
}

/** The span of one attempt: a child of the event's stored trace context (a new trace when it has none). */
function deliverySpan(delivery: LeasedDelivery): SpanOptions {
  return {
    kind: SpanKind.CLIENT,
    parent: contextOfTraceParent(delivery.event.traceParent),
    attributes: {
      'http.request.method': 'POST',
      'heldfunds.delivery.id': delivery.id,
      'heldfunds.webhook.id': delivery.webhookId,
      'heldfunds.event.id': delivery.event.publicId,
      'heldfunds.event.name': delivery.event.name,
      'heldfunds.delivery.attempt': delivery.attemptCount + 1,
    },
  };
}

/**
 * Sends the deliveries that are due now (one claim) and returns when their results are
 * recorded. Returns the number of deliveries attempted.
 */
export async function deliverDue(services: Services, options: DeliveryOptions): Promise<number> {
  const pump = new DeliveryPump(services, options);
  const claimed = await pump.claim();
  await pump.idle();
  return claimed;
}
