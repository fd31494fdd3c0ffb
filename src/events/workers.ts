import { pruneEvents } from '../domain/events/retention.js';
import { sweepIdempotencyRecords } from '../domain/idempotency/records.js';
import { runDueJobs } from '../domain/jobs/run-jobs.js';
import { runReportSteps } from '../domain/partners/reports/build.js';
import type { Services } from '../domain/services.js';
import type { EventBus } from './event-bus.js';
import { MailSender, type MailSenderOptions } from './mail-sender.js';
import { dispatchOutbox } from './outbox-dispatcher.js';
import { createWebhookClient, type WebhookClient } from './webhook-client.js';
import { DeliveryPump, type DeliveryOutcome } from './webhook-delivery.js';

export interface WorkerOptions {
  pollMs: number;
  webhookTimeoutMs: number;
  allowPrivateAddresses: boolean;
  /** Requests sent at once to one webhook (default 32). */
  perReceiver?: number;
  /** Deliveries held at once, sent or waiting to be recorded (default 256). */
  maxInFlight?: number;
  /** Only for tests: the source of retry jitter. */
  random?: () => number;
  /** Send recorded mail through SMTP; absent: mail is only recorded. */
  mail?: MailSenderOptions;
  /** Told the outcome of every webhook attempt (the metrics count them). */
  onDeliveryOutcome?: (outcome: DeliveryOutcome) => void;
}

const sweepEveryMs = 5 * 60_000;

/**
 * The background work of an instance: due jobs, dispatching the outbox and delivering webhooks. Runs in
 * the server process by default, or alone (`heldfunds worker`). It polls, and a local change
 * wakes it at once (`kick`) so events leave within milliseconds of their commit.
 */
export class EventWorkers {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private kicked = false;
  readonly client: WebhookClient;
  private readonly deliveries: DeliveryPump;
  private readonly mail: MailSender | null;
  /** When expired idempotency records were last deleted (wall clock, ms); at most every sweepEveryMs. */
  private lastSweep = 0;

  constructor(
    private readonly services: Services,
    private readonly bus: EventBus,
    private readonly options: WorkerOptions,
  ) {
    this.client = createWebhookClient({ timeoutMs: options.webhookTimeoutMs, allowPrivateAddresses: options.allowPrivateAddresses });
    this.mail = options.mail ? new MailSender(services, options.mail) : null;
    this.deliveries = new DeliveryPump(services, {
      client: this.client,
      leaseMs: options.webhookTimeoutMs * 2 + 2000,
      perReceiver: options.perReceiver,
      maxInFlight: options.maxInFlight,
      random: options.random,
      onOutcome: options.onDeliveryOutcome,
    });
  }

  /** One pass: run due jobs, dispatch the outbox, then send what is due (webhooks, mail), and wait for the sends to be recorded. */
  async runOnce(): Promise<{ dispatched: number; delivered: number; jobs: number }> {
    const pass = await this.pass(true);
    await this.deliveries.idle();
    return pass;
  }

  /** A pass that leaves its webhook deliveries under way (they are recorded as they finish). */
  private async pass(everything: boolean): Promise<{ dispatched: number; delivered: number; jobs: number }> {
    const jobs = (await runDueJobs(this.services)) + (await runReportSteps(this.services));
    await this.sweepExpired();
    const mailed = (await this.mail?.sendPending()) ?? 0;
    const dispatch = await dispatchOutbox(this.services, this.bus, 500);
    if (dispatch.deliveries > 0) this.deliveries.wake();
    // Started, the deliveries claim on their own (start()); a pass run by hand claims once.
    const delivered = everything ? await this.deliveries.claim() : 0;
    return { dispatched: dispatch.events, delivered: delivered + mailed, jobs };
  }

  /**
   * Deletes idempotency records past their 24 hours and events past their retention whose
   * deliveries finished, every few minutes (housekeeping, not counted as work).
   */
  private async sweepExpired(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = now;
    const swept = await sweepIdempotencyRecords(this.services);
    if (swept > 0) this.services.log.info({ swept }, 'expired idempotency records deleted');
    const pruned = await pruneEvents(this.services, this.services.config.eventRetentionDays);
    if (pruned > 0) this.services.log.info({ pruned }, 'events past their retention deleted');
  }

  /** Runs passes until nothing is left: dispatched and due work, retries not yet due excluded. */
  async drain(): Promise<void> {
    for (;;) {
      const pass = await this.runOnce();
      if (pass.dispatched === 0 && pass.delivered === 0 && pass.jobs === 0) return;
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
    this.deliveries.start(this.options.pollMs);
  }

  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.deliveries.stop();
    await this.client.close();
    this.mail?.close();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        this.kicked = false;
        const pass = await this.pass(false);
        failures = 0;
        if (pass.dispatched > 0 || pass.delivered > 0 || pass.jobs > 0 || this.kicked) continue;
      } catch (error) {
        failures += 1;
        this.services.log.error({ err: error, failures }, 'event worker pass failed');
      }
      await this.sleep(Math.min(this.options.pollMs * 2 ** failures, 30_000));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
