import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DomainError } from '../domain/shared/errors.js';
import { eventBody } from '../events/event-body.js';
import { createWebhookClient, type WebhookResponse } from '../events/webhook-client.js';
import { generateWebhookSecret, signWebhook } from '../events/webhook-signing.js';
import type { ListenOptions } from './listen-command-line.js';

// `heldfunds listen`: a partner's events, live over graphql-ws (`partnerEvents`), forwarded to a
// local receiver as the service delivers webhooks: the same body (event-body.ts), the same
// signature (webhook-signing.ts) and client rules (webhook-client.ts), under a secret of this
// run. On a lost connection it reconnects with backoff and resumes with `after`, so nothing is
// missed or sent twice (docs/events.md "Local listener").

/** A reason to stop for good (bad credentials, not a partner, a cursor no longer kept): exit code 1, one line. */
class ListenStopped extends DomainError {
  readonly code = 'listen_stopped';
}

/** What the subscription sends of each event (the rest of the webhook body is built from it). */
interface ListenedEvent {
  eventId: string;
  name: string;
  sequence: number | null;
  createdAt: string;
  transaction: { databaseId: number } | null;
}

const subscription = 'subscription Listen($after: String) { partnerEvents(after: $after) { eventId name sequence createdAt transaction { databaseId } } }';
const newestEventQuery = 'query ListenStart { events(first: 1) { edges { cursor } } }';

/** How long the receiver may take, as the service allows a webhook receiver (WEBHOOK_TIMEOUT_MS's default). */
const receiverTimeoutMs = 10_000;
/** Attempts per event: a receiver that restarts (a developer's watch mode) gets a second chance, then the next event goes. */
const retryDelaysMs = [500, 2000];
/** Reconnection backoff: doubled from the first, at most the last, with jitter. */
const firstBackoffMs = 500;
const maxBackoffMs = 15_000;
/** A ping unanswered this long means the connection is gone, even when no socket says so. */
const pongTimeoutMs = 5000;
/**
 * On a reconnect the history starts this many handled events back, and what was handled is
 * skipped by its id: across transactions events are listed in the order written, which two
 * commits of the same moment can invert (docs/events.md "Resuming"), so resuming exactly after
 * the last one could skip the other.
 */
const resumeOverlap = 32;
const rememberedIds = 4096;

interface Output {
  line(text: string): void;
  problem(text: string): void;
}

const standardStreams: Output = {
  line: (text) => process.stdout.write(`${text}\n`),
  problem: (text) => process.stderr.write(`heldfunds listen: ${text}\n`),
};

/** Events already handled (forwarded, or left out by --events), oldest first, bounded. */
class Handled {
  private readonly order: string[] = [];
  private readonly ids = new Set<string>();

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.order.push(id);
    this.ids.add(id);
    if (this.order.length > rememberedIds) this.ids.delete(this.order.shift()!);
  }

  /**
   * The cursor to resume from: `resumeOverlap` events back, or the last one (`exact`); with
   * fewer handled, `start` (where the first subscription began), or the first one handled.
   */
  cursor(exact: boolean, start: string | null): string | null {
    const back = exact ? 1 : resumeOverlap;
    if (this.order.length >= back) return this.order[this.order.length - back]!;
    return start ?? this.order[0] ?? null;
  }
}

/** Waits `ms`, or less when stopped. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** A closed socket's code and reason, when `error` is one (graphql-ws rejects with the close event). */
function closeOf(error: unknown): { code: number; reason: string } | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'number') return null;
  return { code: error.code, reason: 'reason' in error && typeof error.reason === 'string' ? error.reason : '' };
}

/** GraphQL errors the server answered an operation with (graphql-ws rejects with the list). */
function graphqlErrorsOf(error: unknown): { message: string; code: string | undefined }[] | null {
  const list = Array.isArray(error) ? (error as unknown[]) : null;
  if (!list) return null;
  return list.map((entry) => {
    const item = entry as { message?: unknown; extensions?: { code?: unknown } };
    return {
      message: typeof item.message === 'string' ? item.message : 'error',
      code: typeof item.extensions?.code === 'string' ? item.extensions.code : undefined,
    };
  });
}

/** A GraphQL answer's errors, thrown as graphql-ws would throw them. */
class AnsweredErrors extends Error {
  constructor(readonly errors: readonly unknown[]) {
    super('the server answered with errors');
  }
}

type Outcome = { kind: 'ended' } | { kind: 'lost'; why: string } | { kind: 'cursor refused' };

export async function runListen(options: ListenOptions, signal: AbortSignal, output: Output = standardStreams): Promise<number> {
  const secret = options.secret ?? generateWebhookSecret();
  const authorization = `Basic ${Buffer.from(`${options.email}:${options.key}`).toString('base64')}`;
  const socketUrl = `${options.url.replace(/^http/, 'ws')}/graphql`;
  const receiver = createWebhookClient({ timeoutMs: receiverTimeoutMs, allowPrivateAddresses: true });
  const handled = new Handled();
  const wanted = options.events === null ? null : new Set<string>(options.events);
  output.line(`Forwarding the events of partner ${options.email} at ${options.url} to ${options.forwardTo}${wanted ? ` (only ${[...wanted].join(', ')})` : ''}.`);
  output.line(`Webhook signing secret: ${secret}`);
  output.line('Verify each request with it as with a webhook secret of the service. Ctrl-C stops.');

  let socket: WebSocket | null = null;
  let pongTimer: NodeJS.Timeout | undefined;
  let lastSocketError = '';
  const open = (onConnected: () => void): Client =>
    createClient({
      url: socketUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization },
      retryAttempts: 0,
      lazyCloseTimeout: 5000,
      keepAlive: 10_000,
      on: {
        connected: (connected) => {
          socket = connected as WebSocket;
          onConnected();
        },
        ping: (received) => {
          if (!received) pongTimer = setTimeout(() => socket?.readyState === WebSocket.OPEN && socket.close(4408, 'no pong'), pongTimeoutMs);
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer);
        },
        error: (error) =>
          (lastSocketError =
            error instanceof Error ? error.message : typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : ''),
        closed: () => clearTimeout(pongTimer),
      },
    });

  /** Reads and forwards events after `after` until the connection ends or stops. */
  async function session(client: Client, after: string | null): Promise<Outcome> {
    // Stopped while connecting: the listener below would never hear it.
    if (signal.aborted) return { kind: 'ended' };
    const iterator = client.iterate<{ partnerEvents: ListenedEvent }>({ query: subscription, variables: { after } });
    const stop = () => void iterator.return?.();
    signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const result of iterator) {
        if (result.errors) throw new AnsweredErrors(result.errors);
        const event = result.data?.partnerEvents;
        if (!event || handled.has(event.eventId)) continue;
        if (wanted === null || wanted.has(event.name)) await forward(event);
        handled.add(event.eventId);
        if (signal.aborted) break;
      }
    } finally {
      signal.removeEventListener('abort', stop);
    }
    return { kind: 'ended' };
  }

  /** The webhook body of an event, exactly as a delivery carries it (event-body.ts). */
  async function bodyOf(event: ListenedEvent): Promise<string> {
    let transactionId = event.transaction?.databaseId ?? null;
    let payload: unknown;
    // An event of no transaction (report_ready) names its report: the events API has it.
    if (event.transaction === null) {
      const response = await fetch(`${options.url}/2017-09-01/events/${encodeURIComponent(event.eventId)}`, {
        headers: { authorization },
        signal: AbortSignal.timeout(receiverTimeoutMs),
      });
      if (!response.ok) throw new Error(`GET /2017-09-01/events/${event.eventId} answered ${response.status}`);
      const read = (await response.json()) as { transaction_id?: number | null; report_id?: number };
      transactionId = read.transaction_id ?? null;
      payload = read.report_id === undefined ? undefined : { reportId: read.report_id };
    }
    return JSON.stringify(
      eventBody({ publicId: event.eventId, name: event.name, transactionId, sequence: event.sequence, createdAt: new Date(event.createdAt), payload }),
    );
  }

  async function forward(event: ListenedEvent): Promise<void> {
    const what = `${event.name}${event.transaction ? ` transaction ${event.transaction.databaseId}` : ''}${event.sequence === null ? '' : ` #${event.sequence}`} ${event.eventId}`;
    let body: string;
    try {
      body = await bodyOf(event);
    } catch (error) {
      output.line(`${new Date().toISOString()} ${what} -> not forwarded: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    let answer: WebhookResponse = { status: null, error: 'not sent', durationMs: 0 };
    let attempts = 0;
    for (const delay of [0, ...retryDelaysMs]) {
      if (delay > 0) await pause(delay, signal);
      if (signal.aborted) return;
      attempts += 1;
      // Signed at each attempt, with the time it is sent, as the service signs a retry.
      answer = await receiver.post(options.forwardTo, body, { ...signWebhook(secret, event.eventId, new Date(), body) });
      if (answer.status !== null && answer.status < 500 && answer.status !== 429) break;
    }
    const outcome = answer.status === null ? `no answer (${answer.error})` : String(answer.status);
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const tries = attempts > 1 ? `, ${attempts} attempts` : '';
    output.line(`${new Date().toISOString()} ${what} -> ${outcome} in ${answer.durationMs} ms${tries}${ok ? '' : ', not retried further'}`);
  }

  /** The newest event the account reaches: the first subscription resumes after it, so nothing committed once ready is missed. */
  async function newestEvent(client: Client): Promise<string | null> {
    for await (const result of client.iterate<{ events: { edges: { cursor: string }[] } }>({ query: newestEventQuery })) {
      if (result.errors) throw new AnsweredErrors(result.errors);
      return result.data?.events.edges[0]?.cursor ?? null;
    }
    return null;
  }

  let connectedOnce = false;
  let backoff = firstBackoffMs;
  let exact = false;
  let start: string | null = null;
  try {
    while (!signal.aborted) {
      const resuming = connectedOnce;
      const after = resuming ? handled.cursor(exact, start) : null;
      const client = open(() => {
        backoff = firstBackoffMs;
        if (resuming) output.line(`Reconnected; resuming after ${after ?? 'the start'}.`);
      });
      lastSocketError = '';
      let outcome: Outcome;
      try {
        if (!resuming) {
          // Everything committed after the newest event now is forwarded, however long subscribing takes.
          start = await newestEvent(client);
          connectedOnce = true;
          output.line('Ready: events committed from now on are forwarded.');
        }
        outcome = await session(client, resuming ? after : start);
        exact = false;
      } catch (error) {
        outcome = classify(error, connectedOnce, exact, lastSocketError, options.url);
      } finally {
        await client.dispose();
      }
      if (signal.aborted) break;
      if (outcome.kind === 'cursor refused') {
        exact = true;
        continue;
      }
      const why = outcome.kind === 'lost' ? outcome.why : 'the server ended the subscription';
      const wait = Math.round(backoff * (0.8 + Math.random() * 0.4));
      output.problem(`${why}; reconnecting in ${(wait / 1000).toFixed(1)} s`);
      await pause(wait, signal);
      backoff = Math.min(maxBackoffMs, backoff * 2);
    }
  } finally {
    await receiver.close();
  }
  output.line('Stopped.');
  return 0;
}

/**
 * What a failed connection or subscription means: stop (credentials refused, not a partner, the
 * server unreachable at the start), start the history again from the exact last event (a
 * cursor refused), or reconnect.
 */
function classify(error: unknown, connectedOnce: boolean, exact: boolean, socketError: string, url: string): Outcome {
  const errors = error instanceof AnsweredErrors ? graphqlErrorsOf([...error.errors]) : graphqlErrorsOf(error);
  if (errors) {
    if (errors.some((entry) => entry.code === 'BAD_USER_INPUT') && connectedOnce) {
      if (!exact) return { kind: 'cursor refused' };
      throw new ListenStopped('the last event forwarded is no longer kept by the server (retention): start listen again');
    }
    if (errors.some((entry) => entry.code === 'RATE_LIMITED' || entry.code === 'TOO_MANY_OPERATIONS')) return { kind: 'lost', why: errors[0]!.message };
    const forbidden = errors.some((entry) => /partner/i.test(entry.message) || entry.code === 'FORBIDDEN');
    throw new ListenStopped(
      `the server refused the subscription: ${errors.map((entry) => entry.message).join('; ')}${forbidden ? ' (listen forwards a partner account’s events: use its email and an API key of it)' : ''}`,
    );
  }
  const close = closeOf(error);
  if (close?.code === 4403)
    throw new ListenStopped('the server refused the credentials: check --email and --key (an active API key of an account that is not locked)');
  if (close?.code === 4401) throw new ListenStopped(`the credentials were revoked: ${close.reason || 'sign in again'}`);
  const why = close
    ? `the connection closed (${close.code}${close.reason ? `: ${close.reason}` : socketError ? `: ${socketError}` : ''})`
    : `the connection failed (${error instanceof Error ? error.message : socketError || String(error)})`;
  if (!connectedOnce) throw new ListenStopped(`cannot subscribe at ${url}: ${why.replace(/^the connection /, '')}; is a heldfunds server running there?`);
  return { kind: 'lost', why };
}
