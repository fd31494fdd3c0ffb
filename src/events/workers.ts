import { setImmediate as nextTurn } from 'node:timers/promises';
import { pruneEvents } from '../domain/events/retention.js';
import { sweepIdempotencyRecords } from '../domain/idempotency/records.js';
import { runDueJobs } from '../domain/jobs/run-jobs.js';
import { foldPastDailyCounts } from '../domain/partners/daily-counts.js';
import { runReportSteps } from '../domain/partners/reports/build.js';
import type { PendingWork, Services } from '../domain/services.js';
import type { EventBus } from './event-bus.js';
import { MailSender, mailMaxAttempts, type MailSenderOptions } from './mail-sender.js';
import { dispatchOutbox } from './outbox-dispatcher.js';
import { readNextDue } from './store/next-due.js';
import { createWebhookClient, type WebhookClient } from './webhook-client.js';
import { LoopSleep } from './loop-sleep.js';
import { DeliveryPump, type DeliveryOutcome } from './webhook-delivery.js';

export interface WorkerOptions {
  pollMs: number;
  /**
   * No other process writes this database (PGlite: one process owns its data folder), so
   * nothing falls due behind the workers' back: instead of the safety poll every `pollMs`, they
   * sleep until the earliest due time of their queues (read after each pass that ran jobs or
   * every chore) or until a kick. The poll stays on PostgreSQL (other instances, a
   * `heldfunds worker`).
   */
  soleWriter?: boolean;
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
 * The longest a sole writer's workers sleep with nothing due: a change that forgot to kick
 * them waits at most this long, and a timer stays well within setTimeout's range.
 */
const longestSleepMs = 60_000;

/** Events dispatched by one statement. */
const dispatchBatch = 500;

/** The wider of two asks: `any` covers `jobs`, which covers `events`. */
function widest(a: PendingWork | null, b: PendingWork): PendingWork {
  const order: PendingWork[] = ['events', 'jobs', 'any'];
  return a === null || order.indexOf(b) > order.indexOf(a) ? b : a;
}

/**
 * The background work of an instance: due jobs, dispatching the outbox and delivering webhooks. Runs in
 * the server process by default, or alone (`heldfunds worker`). A local commit wakes it at once
 * (`kick`) for what that commit left: its events are dispatched within milliseconds, and only
 * they (one statement, shared by the commits that came meanwhile); the other chores (jobs coming
 * due, report steps, other instances' events, housekeeping) wait for the safety poll, every
 * `pollMs`, unless the commit says it scheduled a job. What the poll finds is chased: the
 * dispatcher goes on while events keep coming without kicks.
 */
export class EventWorkers {
  private running = false;
  private loop: Promise<void> | undefined;
  private readonly sleeper = new LoopSleep();
  /** What the kicks since the last pass asked for (null: nothing). */
  private pending: PendingWork | null = null;
  readonly client: WebhookClient;
  private readonly deliveries: DeliveryPump;
  private readonly mail: MailSender | null;
  /** When expired idempotency records were last deleted (wall clock, ms); at most every sweepEveryMs. */
  private lastSweep = 0;
  /** When the loop next does every chore unasked (performance.now() ms): the next poll, or a sole writer's next due time. */
  private nextLook = 0;
  /** A sole writer's due time is read again before the loop sleeps (a pass ran jobs or every chore). */
  private dueStale = true;
  private stopped: Promise<void> | undefined;

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
      onRetryScheduled: options.soleWriter ? (at) => this.dueAt(at) : undefined,
    });
  }

  /** One pass: run due jobs, dispatch the outbox, then send what is due (webhooks, mail), and wait for the sends to be recorded. */
  async runOnce(): Promise<{ dispatched: number; delivered: number; jobs: number }> {
    const pass = await this.pass('any', true);
    await this.deliveries.idle();
    return pass;
  }

  /**
   * A pass over the chores `work` asks for (`events`: the outbox and recorded mail; `jobs`: due
   * jobs too; `any`: also report steps and housekeeping), leaving its webhook deliveries under
   * way (they are recorded as they finish) unless `claim` (a pass run by hand claims once).
   */
  private async pass(work: PendingWork, claim: boolean): Promise<{ dispatched: number; delivered: number; jobs: number }> {
    const jobs = work === 'events' ? 0 : await runDueJobs(this.services);
    const steps = work === 'any' ? await runReportSteps(this.services) : 0;
    if (work === 'any') await this.sweepExpired();
    const mailed = (await this.mail?.sendPending()) ?? 0;
    const dispatch = await dispatchOutbox(this.services, this.bus, dispatchBatch);
    // Started, the deliveries claim on their own (start()): new ones wake them.
    if (dispatch.deliveries > 0) this.deliveries.wake();
    const delivered = claim ? await this.deliveries.claim() : 0;
    return { dispatched: dispatch.events, delivered: delivered + mailed, jobs: jobs + steps };
  }

  /**
   * Deletes idempotency records past their 24 hours and events past their retention whose
   * deliveries finished, and folds past days' shards of the partners' daily counts, every few
   * minutes (housekeeping, not counted as work).
   */
  private async sweepExpired(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = now;
    const swept = await sweepIdempotencyRecords(this.services);
    if (swept > 0) this.services.log.info({ swept }, 'expired idempotency records deleted');
    const pruned = await pruneEvents(this.services, this.services.config.eventRetentionDays);
    if (pruned > 0) this.services.log.info({ pruned }, 'events past their retention deleted');
    const folded = await foldPastDailyCounts(this.services);
    if (folded > 0) this.services.log.info({ folded }, 'past daily counts folded');
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
    this.sleeper.resume();
    this.loop = this.run();
    this.deliveries.start(this.options.pollMs, !this.options.soleWriter);
  }

  /** A local change left `work`: the next pass does it, at once. */
  kick(work: PendingWork = 'any'): void {
    this.pending = widest(this.pending, work);
    this.sleeper.wake();
  }

  /** Stops the loop and the deliveries, waiting for what is under way; a second call waits for the first. */
  stop(): Promise<void> {
    this.stopped ??= this.stopOnce();
    return this.stopped;
  }

  private async stopOnce(): Promise<void> {
    this.running = false;
    this.sleeper.stop();
    await this.loop;
    await this.deliveries.stop();
    await this.client.close();
    this.mail?.close();
  }

  /**
   * When a sole writer's workers next do every chore: the earliest due time in the database, the
   * next sweep, and at most `longestSleepMs` away. Also the moment the deliveries claim again
   * (retries coming due: they do not poll either).
   */
  private async readNextLook(): Promise<number> {
    const now = this.services.clock.now();
    const due = await readNextDue(this.services.prisma, now, this.mail ? { maxAttempts: mailMaxAttempts } : null);
    const sweep = this.lastSweep + sweepEveryMs - Date.now();
    const wait = Math.min(due === null ? longestSleepMs : due.getTime() - now.getTime(), sweep, longestSleepMs);
    return performance.now() + Math.max(0, wait);
  }

  /** Something falls due `at` (service clock): a sole writer's loop looks then, if that is sooner. */
  private dueAt(at: Date): void {
    const look = performance.now() + Math.max(0, at.getTime() - this.services.clock.now().getTime());
    if (look >= this.nextLook) return;
    this.nextLook = look;
    // The loop's sleep was for the later time: woken, it sleeps again until this one.
    this.sleeper.wake();
  }

  private async run(): Promise<void> {
    const sole = this.options.soleWriter === true;
    let failures = 0;
    // Events found by the poll come from elsewhere (another instance, a worker with no kicks):
    // while they keep coming, dispatching goes on; a local commit's events come with a kick.
    let chasing = false;
    while (this.running) {
      const timed = performance.now() >= this.nextLook;
      if (timed && !sole) this.nextLook = performance.now() + this.options.pollMs;
      const work = timed ? 'any' : (this.pending ?? (chasing ? 'events' : null));
      this.pending = null;
      try {
        if (work !== null) {
          // A sole writer's retries coming due are found by this pass's look: the deliveries claim.
          if (timed && sole) this.deliveries.wake();
          // A sole writer woken by a commit lets the requests already under way reach the
          // database first, so that one claim takes the events of several commits.
          if (sole && work === 'events') await nextTurn();
          const pass = await this.pass(work, false);
          failures = 0;
          if (work !== 'events' || pass.delivered > 0) this.dueStale = true;
          chasing = (timed || chasing) && pass.dispatched > 0;
          // Jobs that ran may have made more due; a full batch of events left others behind;
          // mail sent may have more waiting. A commit during the pass has kicked already.
          if (pass.jobs > 0) this.kick('any');
          else if (pass.dispatched >= dispatchBatch || pass.delivered > 0) this.kick(work);
          if (this.pending !== null || chasing) continue;
        }
        if (sole && this.dueStale) {
          this.dueStale = false;
          this.nextLook = await this.readNextLook();
          if (this.pending !== null) continue;
        }
      } catch (error) {
        failures += 1;
        chasing = false;
        this.dueStale = true;
        this.services.log.error({ err: error, failures }, 'event worker pass failed');
        // Backing off: kicks wait too, and the next pass does every chore.
        this.nextLook = performance.now() + Math.min(this.options.pollMs * 2 ** failures, 30_000);
        await this.sleep(this.nextLook - performance.now(), false);
        continue;
      }
      await this.sleep(this.nextLook - performance.now(), true);
    }
  }

  /** Waits `ms`; a kick ends the wait when `wakeable`, a stop always (also one that came during the pass). */
  private sleep(ms: number, wakeable: boolean): Promise<void> {
    return this.sleeper.sleep(ms, wakeable);
  }
}
