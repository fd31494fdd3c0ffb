import { randomUUID } from 'node:crypto';
import type { CredentialGuard } from '../domain/auth/credential-guard.js';
import { asServiceUnavailable } from '../domain/outages.js';
import type { Services } from '../domain/services.js';
import { AuthenticationError, NotFoundError, RateLimitedError } from '../domain/shared/errors.js';
import { restErrorResult } from '../rest/errors.js';
import { answerErrorPage, wantsPage } from '../web/index.js';
import { parseBasicAuthorization } from './basic-auth.js';
import { answerHeaders, answerOfResult, type Answer } from './answer.js';
import { refuseForgeableWrite } from './browser.js';
import { refuseFraming } from './framing.js';
import { authenticateSession } from './session-graphql.js';
import type { EdgeRequest } from './edge-request.js';
import { graphqlUnavailableResponse, type NodeServerContext } from './graphql-server.js';
import { runIdempotently } from './idempotency.js';
import type { LiveConnections } from './live-connections.js';
import type { Metrics } from './metrics.js';
import { rateLimitHeaders, type RateLimiter } from './rate-limit.js';
import { restNotFound, type EdgeCall, type EdgeLookup } from './routes.js';
import { clientAddress, refuseInsecureProduction } from './transport.js';
import { contextOfRequest, inSpan, markFailed, SpanKind } from '../tracing.js';

/** What the steps use of the app. */
export interface PipelineParts {
  services: Services;
  rateLimiter: RateLimiter;
  credentialGuard: CredentialGuard;
  metrics: Metrics;
  liveConnections: LiveConnections;
}

/** A step answers the request, or lets the next step have it (undefined). */
type Step = (call: EdgeCall) => Promise<Answer | undefined> | Answer | undefined;

/** The pipeline: one request of either transport (src/http/edge-request.ts) to its answer. */
export type EdgeHandler = (request: EdgeRequest, serverContext: NodeServerContext) => Promise<Answer>;

/**
 * The request pipeline: every request finds its route (src/http/routes.ts), then passes these
 * steps in order until one answers; what each does depends on what its route declares. After
 * the answer, every response gets its request id, the framing refusal, the RateLimit-* headers
 * (API answers), a metric and a log line. An error thrown anywhere is answered in its route's
 * face (GraphQL's shape for an outage on /graphql, else the JSON error of the REST contract).
 */
export function createPipeline(parts: PipelineParts, lookup: EdgeLookup): EdgeHandler {
  const { services, rateLimiter, credentialGuard, metrics, liveConnections } = parts;
  const { config, log } = services;

  /** The credential guard at this request's client address; what it counts is reported in the RateLimit-* headers. */
  const doorOf = (call: EdgeCall) =>
    (call.door ??= credentialGuard.door(
      clientAddress(call.request.headers.get('x-forwarded-for'), call.request.remoteAddress, config),
      (state) => (call.limit = state),
    ));

  const steps: Step[] = [
    // 1. Production is HTTPS only (not the health probes: a load balancer calls them on loopback).
    function refuseInsecureTransport(call) {
      if (call.route.httpsOnly) refuseInsecureProduction(call.request, services);
      return undefined;
    },
    // 2. What answers without HTTP Basic: the probes, metrics (its own token), the API reference,
    //    the pages' files, the pages (the session cookie: the web face reads it), the GraphiQL page.
    async function answerWithoutCredentials(call) {
      const { route } = call;
      if (route.auth === 'web-session') doorOf(call);
      if (route.auth === 'session-token' || (route.auth === 'basic' && !route.publicWhen?.(call.request, call.url))) return undefined;
      const response = await route.handle(call);
      if (response) return response;
      // A file the API reference does not have: the REST face's 404, authenticated like any.
      Object.assign(call, restNotFound());
      call.label = call.route.path;
      return undefined;
    },
    // 3. HTTP Basic (an API key or a password) through the credential guard: unreadable
    //    credentials count against the address; missing ones are not a guess (401). The
    //    console's GraphQL: the web session with its CSRF token (src/http/session-graphql.ts).
    async function authenticate(call) {
      const door = doorOf(call);
      if (call.route.auth === 'session-token') {
        Object.assign(call, await authenticateSession(call.request, services));
        return undefined;
      }
      let credentials;
      try {
        credentials = parseBasicAuthorization(call.request.headers.get('authorization'));
      } catch (error) {
        await door.unreadable();
        throw error;
      }
      if (!credentials) throw new AuthenticationError();
      call.viewer = await door.basic(credentials);
      return undefined;
    },
    // 4. A write a hostile page could send from a form (src/http/browser.ts).
    function refuseForgeable(call) {
      refuseForgeableWrite(call.request, call.route.face === 'graphql');
      return undefined;
    },
    // 5. The per-account request limit of the route's endpoint.
    async function limitRequests(call) {
      const endpoint = call.route.rateLimitEndpoint?.(call.request.method) ?? `${call.request.method} (unknown)`;
      call.limit = await rateLimiter.consume(`${call.viewer!.customer.id}:${endpoint}`, 'request');
      if (call.limit.limited) {
        metrics.rateLimited('request');
        throw new RateLimitedError(call.limit.resetSeconds);
      }
      return undefined;
    },
    // 6. An event stream holds a connection open: past the caps on connections it is refused before it starts.
    function capLiveConnections(call) {
      if (call.route.face === 'graphql' && (call.request.headers.get('accept') ?? '').includes('text/event-stream')) {
        const refused = liveConnections.refusal(call.viewer!.customer.id, doorOf(call).address);
        if (refused) throw refused;
      }
      return undefined;
    },
    // 7. The body, read up to the route's cap (413 past it, without buffering more).
    async function capBody(call) {
      await call.request.capBody(call.route.bodyCap?.(config) ?? config.maxBodyBytes);
      return undefined;
    },
    // 8. The handler, once per Idempotency-Key for a write.
    async function runHandler(call) {
      const { route } = call;
      return runIdempotently(services, call.viewer!, route.idempotency ?? 'rest', call.request, async (scoped) => {
        call.services = scoped;
        const response = await route.handle(call);
        if (!response) throw new NotFoundError(`No such endpoint: ${call.request.method} ${call.url.pathname}`);
        return response;
      });
    },
  ];

  const run = async (call: EdgeCall): Promise<Answer> => {
    for (const step of steps) {
      const response = await step(call);
      if (response) return response;
    }
    throw new Error(`no step answered ${call.route.method} ${call.route.path}`);
  };

  /**
   * An error in the shape of whoever asked: a browser asking for a page (Accept: text/html) of a
   * path nothing answers, or of a page, gets an HTML page; every API client its JSON.
   */
  const errorAnswer = (error: unknown, call: EdgeCall | null, request: EdgeRequest, requestId: string): Answer => {
    const result = restErrorResult(error, log.child({ requestId }));
    const message = result.body && typeof result.body === 'object' && 'error' in result.body ? String(result.body.error) : 'Something went wrong; try again';
    if ((call === null || call.route.face === 'web') && wantsPage(request)) {
      const words = call === null ? `There is no page at ${request.url.pathname}.` : message;
      return answerErrorPage(config, result.status, words, result.headers);
    }
    return answerOfResult(result);
  };

  return async (request, serverContext) => {
    const requestId = validRequestId(request.headers.get('x-request-id')) ?? randomUUID();
    const started = performance.now();
    const { url } = request;
    const found = lookup(request.method, url.pathname);
    const call: EdgeCall | null = found && {
      request,
      url,
      serverContext,
      requestId,
      ...found,
      label: found.route.auth === 'web-session' ? url.pathname : found.route.path,
    };
    // The request's span is named by its route template (`POST /2017-09-01/transaction`), a child of the caller's `traceparent`.
    const route = found?.route.path;
    const traced = {
      kind: SpanKind.SERVER,
      parent: contextOfRequest(request.headers),
      attributes: route ? { 'http.request.method': request.method, 'http.route': route } : { 'http.request.method': request.method },
    };
    const response = await inSpan(route ? `${request.method} ${route}` : request.method, traced, async (span) => {
      let answered: Answer;
      try {
        if (!call) throw new NotFoundError(`No such endpoint: ${request.method} ${url.pathname}`);
        answered = await run(call);
      } catch (error) {
        const outage = call?.route.face === 'graphql' ? asServiceUnavailable(error) : null;
        answered = outage ? graphqlUnavailableResponse(outage, log, error, requestId) : errorAnswer(error, call, request, requestId);
      }
      span?.setAttribute('http.response.status_code', answered.status);
      if (answered.status >= 500) markFailed(span);
      return answered;
    });
    const headers = answerHeaders(response);
    headers.set('x-request-id', requestId);
    refuseFraming(headers);
    // Every API answer carries the limits; one refused before authentication shows the address's sign-in allowance.
    const isApi = call?.route.face === 'rest' || call?.route.face === 'graphql' || call?.route.face === 'docs';
    if (call && !call.limit && isApi) {
      call.limit = await rateLimiter.peek(clientAddress(request.headers.get('x-forwarded-for'), request.remoteAddress, config), 'auth_address');
    }
    if (call?.limit) for (const [name, value] of Object.entries(rateLimitHeaders(call.limit))) headers.set(name, value);
    const elapsedMs = performance.now() - started;
    metrics.request(call?.label ?? '(unmatched)', request.method, response.status, elapsedMs / 1000);
    // The line's object is built only when it is written (LOG_LEVEL info or debug).
    if (log.isLevelEnabled('info')) {
      log.info({ requestId, method: request.method, path: url.pathname, status: response.status, durationMs: Math.round(elapsedMs * 10) / 10 }, 'request');
    }
    return response;
  };
}

function validRequestId(value: string | null): string | null {
  return value !== null && /^[\w.:-]{1,128}$/.test(value) ? value : null;
}
