import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type Dispatcher } from 'undici';
import { isPublicAddress } from '../domain/webhooks/addresses.js';

export interface WebhookResponse {
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookClientOptions {
  /** How long a receiver may take to answer (10 s in production). */
  timeoutMs: number;
  /** Let deliveries reach loopback and private addresses (tests, private deployments). */
  allowPrivateAddresses: boolean;
}

export interface WebhookClient {
  post(url: string, body: string, headers: Record<string, string>): Promise<WebhookResponse>;
  close(): Promise<void>;
}

/** The response body is discarded as it arrives; past this many bytes the connection is dropped instead. */
const bodyLimit = 64 * 1024;

/** Parsed webhook URLs kept (a few webhooks take most deliveries); the map starts over past it. */
const maxTargets = 1024;

interface Target {
  origin: string;
  path: string;
  /** A literal address that the private-address rule refuses before any connection. */
  refused: boolean;
}

/**
 * POSTs webhook bodies. Refuses private addresses at connection time (after DNS, so a name
 * re-pointed at an internal address is caught), follows no redirects, and gives up after the
 * timeout. Never throws: every outcome is a WebhookResponse.
 *
 * Each request goes straight to the agent's `dispatch` with a handler of its own (below) rather
 * than through undici's `request()`: no body stream, no AbortSignal and no promise chain per
 * attempt, and the response body is dropped chunk by chunk without being read. The timeout is
 * one timer for every request under way (they all have the same length, so the oldest is always
 * the first to run out).
 */
export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const agent = new Agent({
    connect: {
      timeout: options.timeoutMs,
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 4);
          const allowed = options.allowPrivateAddresses ? addresses : addresses.filter((entry) => isPublicAddress(entry.address));
          if (allowed.length === 0) {
            return callback(Object.assign(new Error(`refusing to connect to a private address for ${hostname}`), { code: 'EPRIVATE' }), '', 4);
          }
          if ((lookupOptions as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
          callback(null, allowed[0]!.address, allowed[0]!.family);
        });
      },
    },
  });
  const targets = new Map<string, Target>();
  const deadlines = new Deadlines(options.timeoutMs);
  const timeoutError = `no answer within ${options.timeoutMs} ms`;

  const targetOf = (url: string): Target => {
    let target = targets.get(url);
    if (target === undefined) {
      const parsed = new URL(url);
      target = {
        origin: parsed.origin,
        path: `${parsed.pathname}${parsed.search}`,
        refused: !options.allowPrivateAddresses && isLiteralPrivate(parsed.hostname),
      };
      if (targets.size >= maxTargets) targets.clear();
      targets.set(url, target);
    }
    return target;
  };

  return {
    post(url, body, headers) {
      const started = performance.now();
      let target: Target;
      try {
        target = targetOf(url);
      } catch (error) {
        return Promise.resolve({ status: null, error: describe(error), durationMs: elapsedSince(started) });
      }
      if (target.refused) return Promise.resolve({ status: null, error: 'refusing to connect to a private address', durationMs: elapsedSince(started) });
      return new Promise((resolve) => {
        const attempt = new Attempt(started, timeoutError, (response) => {
          deadlines.remove(attempt);
          resolve(response);
        });
        deadlines.add(attempt);
        try {
          agent.dispatch(
            {
              origin: target.origin,
              path: target.path,
              method: 'POST',
              body,
              headers: { 'content-type': 'application/json', 'user-agent': 'heldfunds-webhooks/1', ...headers },
            },
            attempt,
          );
        } catch (error) {
          attempt.onError(error as Error);
        }
      });
    },
    async close() {
      deadlines.stop();
      await agent.close();
    },
  };
}

function elapsedSince(started: number): number {
  return Math.round(performance.now() - started);
}

/**
 * One request's handler (undici's dispatch protocol): it keeps the status, drops the body as
 * it comes, and settles once, on completion, on error, or when its time runs out.
 */
class Attempt implements Dispatcher.DispatchHandlers {
  /** When the request was started (performance.now()); the deadline counts from it. */
  readonly started: number;
  private status: number | null = null;
  private received = 0;
  private abort: ((reason?: Error) => void) | null = null;
  private timedOut = false;
  private settled = false;

  constructor(
    started: number,
    private readonly timeoutError: string,
    private readonly settle: (response: WebhookResponse) => void,
  ) {
    this.started = started;
  }

  onConnect(abort: (reason?: Error) => void): void {
    this.abort = abort;
    if (this.timedOut) abort(new Error(this.timeoutError));
  }

  onHeaders(statusCode: number): boolean {
    this.status = statusCode;
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.received += chunk.length;
    // A receiver sending more than anyone reads: the answer is its status, the connection is dropped.
    if (this.received > bodyLimit) this.finish(this.status, null);
    return true;
  }

  onComplete(): void {
    this.finish(this.status, null);
  }

  onError(error: Error): void {
    // A body cut short after the status arrived still answered (the status is what counts).
    if (this.status !== null) return this.finish(this.status, null);
    this.finish(null, this.timedOut ? this.timeoutError : describe(error));
  }

  /**
   * Its time ran out: the request is aborted. Not answered in time, unless its status came and
   * only the body was still coming (then the status is the answer, as when the body is cut short).
   */
  expire(): void {
    if (this.settled) return;
    this.timedOut = true;
    this.finish(this.status, this.status === null ? this.timeoutError : null);
  }

  private finish(status: number | null, error: string | null): void {
    if (this.settled) return;
    this.settled = true;
    const unfinished = status !== null && error === null && this.received > bodyLimit;
    if (this.timedOut || unfinished) this.abort?.(new Error(this.timedOut ? this.timeoutError : 'response body too large'));
    this.settle({ status, error, durationMs: elapsedSince(this.started) });
  }
}

/**
 * The requests under way in the order they started; with one timeout for all, the first is the
 * next to run out, so one timer, set for it, serves them all.
 */
class Deadlines {
  private readonly attempts = new Set<Attempt>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly timeoutMs: number) {}

  add(attempt: Attempt): void {
    this.attempts.add(attempt);
    this.timer ??= this.arm(this.timeoutMs);
  }

  remove(attempt: Attempt): void {
    this.attempts.delete(attempt);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * The timer runs out before the event loop reads its sockets: when the process was busy past a
   * deadline (PGlite's statements run on this thread), an answer that came in time is already
   * waiting there. So the deadlines are checked after that read (`setImmediate`), and such an
   * answer counts.
   */
  private arm(delayMs: number): NodeJS.Timeout {
    const timer = setTimeout(() => setImmediate(() => this.expire()), Math.max(1, delayMs));
    timer.unref();
    return timer;
  }

  private expire(): void {
    this.timer = null;
    const now = performance.now();
    for (const attempt of this.attempts) {
      const left = attempt.started + this.timeoutMs - now;
      if (left > 0) {
        this.timer = this.arm(left);
        return;
      }
      attempt.expire();
    }
  }
}

function isLiteralPrivate(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return /^[\d.]+$|:/.test(bare) && !isPublicAddress(bare);
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  const message = (error as Error).message ?? String(error);
  return code ? `${code}: ${cause?.message ?? message}` : message;
}
