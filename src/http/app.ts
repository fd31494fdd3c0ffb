import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createServerAdapter, useCORS } from '@whatwg-node/server';
import type { Config } from '../config.js';
import { execute, GraphQLError, NoSchemaIntrospectionCustomRule, parse, subscribe, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import {
  AuthenticationError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ServiceBusyError,
  type ServiceUnavailableError,
  ValidationError,
} from '../domain/shared/errors.js';
import { editedLinkMessage, landingPageReturn } from '../domain/payments/landing-page.js';
import { createCredentialGuard, type CredentialDoor, type CredentialGuard } from '../domain/auth/credential-guard.js';
import { asServiceUnavailable } from '../domain/outages.js';
import type { Services } from '../domain/services.js';
import { anonymousContext, type GraphQLContext } from '../graphql/context.js';
import { clearFlash, putFlash, sessionViewer, type SessionViewer } from '../domain/auth/web-sessions.js';
import { openReportFile } from '../domain/partners/reports/download.js';
import { handleWeb, isWebPath, type WebDeps, type WebResult } from '../web/index.js';
import { schema } from '../graphql/schema.js';
import { restErrorResult } from '../rest/errors.js';
import { handleRest, jsonResponse, restBodyLimit, restPrefix, routeTemplate, router } from '../rest/index.js';
import { docsUrl, isApiDocsPath, serveApiDocs } from './api-docs.js';
import { parseBasicAuthorization } from './basic-auth.js';
import { withCappedBody } from './body.js';
import { checkGraphQLGetParameters, corsPolicy, refuseForgeableWrite } from './browser.js';
import { graphqlLimitPlugins, unsafeVariablesProblem } from './graphql-limits.js';
import { refuseFraming } from './framing.js';
import { runIdempotently } from './idempotency.js';
import { LiveConnections } from './live-connections.js';
import { createMetrics, serveMetrics, type Metrics, type MetricsOptions } from './metrics.js';
import { readiness } from './readiness.js';
import { createRateLimiter, rateLimitHeaders, type RateLimiter, type RateLimitState } from './rate-limit.js';

/** What @whatwg-node/server hands us when running inside a Node HTTP server. */
export interface NodeServerContext {
  req?: IncomingMessage;
}

export type YogaContext = NodeServerContext & { app: GraphQLContext };

export interface App {
  /** The fetch-style handler: `app.fetch(request)` in tests, or mounted on a Node server. */
  handler: ReturnType<typeof createServerAdapter<NodeServerContext>>;
  /** The GraphQL server, also driven by the graphql-ws WebSocket server. */
  yoga: YogaServerInstance<YogaContext, GraphQLContext>;
  /** Per-caller request limits, shared with graphql-ws. */
  rateLimiter: RateLimiter;
  /** Set when shutting down: readiness fails so load balancers stop sending traffic. */
  draining: boolean;
  /** The Prometheus metrics (`GET /metrics`, or METRICS_PORT's server). */
  metrics: Metrics;
  /** Every secret checked (HTTP Basic, graphql-ws, signIn and the other account mutations, the web forms) goes through its doors. */
  credentialGuard: CredentialGuard;
  /** Every long-lived connection (graphql-ws, event streams): revocation and the caps per account and address. */
  liveConnections: LiveConnections;
  close(): Promise<void>;
}

const graphqlPath = '/graphql';
const metricsPath = '/metrics';

/** What one request learned on its way, for the headers and metrics added to its answer. */
interface RequestFacts {
  state?: RateLimitState;
  /** The route template it reached (bounded: never the raw path). */
  route: string;
}

export interface AppOptions {
  metrics?: MetricsOptions;
}

export function createApp(services: Services, options: AppOptions = {}): App {
  const { config, log } = services;
  const metrics = createMetrics(services, options.metrics);
  const yoga = createYoga<YogaContext, GraphQLContext>({
    schema,
    // Domain errors carry messages meant for clients; anything else stays masked.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        const outage = asServiceUnavailable(original);
        if (outage) return serviceUnavailableGraphQLError(outage, error);
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, {
            nodes: error instanceof GraphQLError ? error.nodes : undefined,
            path: error instanceof GraphQLError ? error.path : undefined,
            extensions: { code: original.code },
          });
        }
        return maskError(error, message, isDev);
      },
    },
    graphqlEndpoint: graphqlPath,
    // CORS is answered for the whole service by the server adapter (corsPolicy), not here.
    cors: false,
    // No file uploads: multipart is a form a hostile page can post without a preflight.
    multipart: false,
    // The HTTP layer has read the body already, capped at MAX_BODY_BYTES (withCappedBody): yoga's
    // own cap would only pipe those bytes through one more stream per request.
    maxRequestBodySize: false,
    // Introspection maps the whole API for a prober; production answers it only when configured.
    plugins: [...metrics.graphqlPlugins, ...graphqlLimitPlugins(config.graphqlLimits), ...(config.graphqlIntrospection ? [] : [refuseIntrospection])],
    graphiql: config.environment === 'production' ? false : { title: 'heldfunds GraphQL' },
    // GraphiQL's scripts and styles come bundled in the installed package: no CDN, works offline.
    renderGraphiQL,
    landingPage: false,
    logging: {
      debug: (...args) => log.debug({ details: loggable(args) }, 'graphql'),
      info: (...args) => log.info({ details: loggable(args) }, 'graphql'),
      warn: (...args) => log.warn({ details: loggable(args) }, 'graphql'),
      error: (...args) => log.error({ details: loggable(args) }, 'graphql'),
    },
    context: ({ app }) => app,
  });

  const rateLimiter = createRateLimiter(config, log);
  const credentialGuard = createCredentialGuard(services, rateLimiter, {
    onLimited: (kind) => {
      if (kind === 'auth_address' || kind === 'auth_account') metrics.rateLimited('auth_failure');
    },
  });
  const liveConnections = new LiveConnections(services, { perAccount: config.liveConnectionsPerAccount, perAddress: config.liveConnectionsPerAddress });
  const app: App = {
    draining: false,
    handler: undefined as never,
    yoga,
    metrics,
    credentialGuard,
    rateLimiter,
    liveConnections,
    close: async () => {
      metrics.close();
      await rateLimiter.close();
      liveConnections.close();
    },
  };

  // The web face is a client of GraphQL: its operations run in process against the schema,
  // with the session's viewer (or none, for the public account mutations) in the context.
  const documents = new Map<string, DocumentNode>();
  const documentOf = (source: string): DocumentNode => {
    let document = documents.get(source);
    if (!document) {
      document = parse(source);
      const problems = validate(schema, document);
      if (problems.length > 0) throw new Error(`web operation invalid: ${problems.map((p) => p.message).join('; ')}`);
      documents.set(source, document);
    }
    return document;
  };
  const contextFor = (session: SessionViewer | null, requestId: string, door: CredentialDoor): GraphQLContext =>
    session
      ? {
          services,
          viewer: session.viewer,
          requestId,
          door,
          sessionId: session.sessionId,
          // The console's feed: a stream held open on the session, ended when the session is.
          openLive: () => liveConnections.open({ viewer: session.viewer, sessionId: session.sessionId }, door.address, { releaseWithStream: true }).credential,
        }
      : anonymousContext(services, requestId, door);
  const webResult = <T>(result: ExecutionResult): WebResult<T> => {
    // The database cannot be reached: no page can be made; the web face answers its 503 page (WebDeps.unavailable).
    const outage = result.errors?.map((error) => asServiceUnavailable(error.originalError)).find((found) => found !== null);
    if (outage) throw outage;
    return webAnswer<T>(result);
  };
  const webAnswer = <T>(result: ExecutionResult): WebResult<T> => ({
    data: (result.data ?? undefined) as T | undefined,
    errors: result.errors?.map((error) =>
      error.originalError instanceof DomainError
        ? { message: error.originalError.message, code: error.originalError.code, ...retryAfter(error.originalError) }
        : // A request GraphQL refused before running it (a variable it cannot read, e.g. an amount), or an argument a
          // resolver refused as the client's mistake (a malformed cursor or id: BAD_USER_INPUT): its words, as /graphql answers them.
          !('data' in result) || error.extensions.code === 'BAD_USER_INPUT'
          ? { message: error.message, code: 'bad_user_input' }
          : (log.error({ err: error.originalError ?? error }, 'web operation failed'), { message: 'Something went wrong; try again', code: 'internal' }),
    ),
  });
  const webDeps = (requestId: string, door: CredentialDoor): WebDeps => ({
    config,
    unavailable: (error) => {
      const outage = asServiceUnavailable(error);
      if (outage) log.warn({ err: error, requestId }, 'database unavailable');
      return outage ? { message: outage.message, retryAfterSeconds: outage.retryAfterSeconds } : null;
    },
    session: (token) => sessionViewer(services.prisma, token, services.clock.now()),
    flash: {
      put: (session, message) => putFlash(services.prisma, session, message),
      clear: (session, shown) => clearFlash(services.prisma, session.sessionId, shown),
    },
    now: () => services.clock.now(),
    landingPageReturn: async (transactionId, method, query) => {
      try {
        return await landingPageReturn(services, transactionId, method, query);
      } catch (error) {
        if (error instanceof ValidationError) return { refused: editedLinkMessage };
        throw error;
      }
    },
    reportFile: async (session, id, format) => {
      try {
        return await openReportFile(services, session.viewer, id, format);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const refused = restErrorResult(error, log);
        return { status: refused.status, message: (refused.body as { error?: string }).error ?? error.message };
      }
    },
    graphql: {
      execute: async <T>(source: string, variables: Record<string, unknown>, session: SessionViewer | null): Promise<WebResult<T>> => {
        // The forms' values pass the same check as the variables of /graphql (no NUL, no lone surrogate).
        const unsafe = unsafeVariablesProblem(variables);
        if (unsafe) return { errors: [{ message: unsafe, code: 'bad_user_input' }] };
        return webResult<T>(await execute({ schema, document: documentOf(source), variableValues: variables, contextValue: contextFor(session, requestId, door) }));
      },
      subscribe: async (source, variables, session) => {
        const result = await subscribe({ schema, document: documentOf(source), variableValues: variables, contextValue: contextFor(session, requestId, door) });
        if (!(Symbol.asyncIterator in result)) {
          // A refusal of the core (a cap on connections) is answered as such; anything else is a fault.
          const refusal = result.errors?.map((error) => error.originalError).find((error) => error instanceof DomainError);
          if (refusal) throw refusal;
          throw new Error(result.errors?.map((e) => e.message).join('; ') ?? 'subscription refused');
        }
        const stream = result;
        async function* results() {
          for await (const value of stream) yield webResult<Record<string, unknown>>(value);
        }
        return results();
      },
    },
  });

  /** The credential guard at this request's client address; what it counts is reported in the RateLimit-* headers. */
  const doorOf = (request: Request, serverContext: NodeServerContext, limits: RequestFacts): CredentialDoor =>
    credentialGuard.door(clientAddress(request.headers.get('x-forwarded-for'), serverContext.req?.socket.remoteAddress, config), (state) => (limits.state = state));
  /** Basic credentials through the guard: unreadable ones count against the address, missing ones are not a guess (401). */
  const authenticate = async (request: Request, door: CredentialDoor) => {
    let credentials;
    try {
      credentials = parseBasicAuthorization(request.headers.get('authorization'));
    } catch (error) {
      await door.unreadable();
      throw error;
    }
    if (!credentials) throw new AuthenticationError();
    return door.basic(credentials);
  };

  const dispatch = async (request: Request, url: URL, serverContext: NodeServerContext, requestId: string, limits: RequestFacts): Promise<Response> => {
    const path = url.pathname;
    if (path === '/healthz') {
      limits.route = path;
      return jsonResponse({ status: 200, body: { status: 'ok' } });
    }
    if (path === metricsPath && config.metricsPort === undefined && (config.metricsToken !== undefined || config.environment !== 'production')) {
      limits.route = path;
      refuseInsecureProduction(request, serverContext, services);
      return serveMetrics(request, metrics, config.metricsToken);
    }
    if (path === '/readyz') {
      limits.route = path;
      const probes = { database: () => services.db.ping(), redis: config.redisUrl ? () => rateLimiter.storeReady() : null };
      return jsonResponse(await readiness(probes, app.draining));
    }
    const isRest = path === restPrefix || path.startsWith(`${restPrefix}/`);
    const isGraphQL = path === graphqlPath;
    if (!isRest && !isGraphQL && isWebPath(path)) {
      refuseInsecureProduction(request, serverContext, services);
      limits.route = path;
      // The forms that take a secret run the account mutations, which check it through this door.
      const response = await handleWeb(request, webDeps(requestId, doorOf(request, serverContext, limits)));
      if (response) return response;
    }
    if (!isApiPath(path)) throw new NotFoundError(`No such endpoint: ${request.method} ${path}`);
    const restPath = path.slice(restPrefix.length) || '/';
    // Matched once: the route labels the metrics and the rate limit, and handleRest runs it.
    const match = isRest ? router.match(request.method, restPath) : null;
    const route = match ? routeTemplate(match) : graphqlPath;
    limits.route = route ?? `${restPrefix}/(unmatched)`;
    refuseInsecureProduction(request, serverContext, services);
    // The OpenAPI document and its reference page are public, like the contract they describe.
    const docs = isRest && isApiDocsPath(path) ? await serveApiDocs(request, path) : null;
    if (docs) {
      limits.route = path.startsWith(`${docsUrl}/`) ? `${docsUrl}/{file}` : path;
      return docs;
    }

    if (isGraphQL && isGraphiQLPage(request) && config.environment !== 'production') {
      // The GraphiQL page itself is static; the operations it sends are authenticated.
      return yoga.fetch(request, { ...serverContext, app: undefined as never });
    }
    const door = doorOf(request, serverContext, limits);
    const viewer = await authenticate(request, door);
    refuseForgeableWrite(request, isGraphQL);
    // The endpoint a request counts against: the route's documented path.
    const endpoint = route === null ? `${request.method} (unknown)` : isRest ? `${request.method} ${route.slice(restPrefix.length)}` : 'graphql';
    limits.state = await rateLimiter.consume(`${viewer.customer.id}:${endpoint}`, 'request');
    if (limits.state.limited) {
      metrics.rateLimited('request');
      throw new RateLimitedError(limits.state.resetSeconds);
    }
    const address = door.address;
    // An event stream holds a connection open: past the caps on connections it is refused before it starts.
    if (isGraphQL && (request.headers.get('accept') ?? '').includes('text/event-stream')) {
      const refused = liveConnections.refusal(viewer.customer.id, address);
      if (refused) throw refused;
    }
    const bounded = await withCappedBody(request, match ? restBodyLimit(match, config) : config.maxBodyBytes, yoga.fetchAPI.Request);
    if (isGraphQL) checkGraphQLGetParameters(bounded);
    const openLive = () => liveConnections.open({ viewer, sessionId: null }, address, { releaseWithStream: true }).credential;
    return runIdempotently(services, viewer, isRest ? 'rest' : 'graphql', bounded, (scoped) =>
      match
        ? handleRest(bounded, restPath, scoped, viewer, { match, url })
        : yoga.fetch(bounded, { ...serverContext, app: { services: scoped, viewer, requestId, door, openLive } }),
    );
  };

  const handle = async (request: Request, serverContext: NodeServerContext) => {
    const requestId = validRequestId(request.headers.get('x-request-id')) ?? randomUUID();
    const started = performance.now();
    let response: Response;
    const limits: RequestFacts = { route: '(unmatched)' };
    // Parsed once for the whole request (dispatch, the REST face, the log line).
    const url = new URL(request.url);
    try {
      response = await dispatch(request, url, serverContext, requestId, limits);
    } catch (error) {
      const outage = url.pathname === graphqlPath ? asServiceUnavailable(error) : null;
      response = outage ? graphqlUnavailableResponse(outage, log, error, requestId) : jsonResponse(restErrorResult(error, log.child({ requestId })));
    }
    response.headers.set('x-request-id', requestId);
    refuseFraming(response.headers);
    // Every API answer carries the limits; one refused before authentication shows the address's sign-in allowance.
    if (!limits.state && isApiPath(url.pathname)) {
      limits.state = await rateLimiter.peek(clientAddress(request.headers.get('x-forwarded-for'), serverContext.req?.socket.remoteAddress, config), 'auth_address');
    }
    if (limits.state) for (const [name, value] of Object.entries(rateLimitHeaders(limits.state))) response.headers.set(name, value);
    const elapsedMs = performance.now() - started;
    metrics.request(limits.route, request.method, response.status, elapsedMs / 1000);
    // The line's object is built only when it is written (LOG_LEVEL info or debug).
    if (log.isLevelEnabled('info')) {
      log.info({ requestId, method: request.method, path: url.pathname, status: response.status, durationMs: Math.round(elapsedMs * 10) / 10 }, 'request');
    }
    return response;
  };
  app.handler = createServerAdapter<NodeServerContext>(handle, { plugins: [useCORS<NodeServerContext>(corsPolicy(config))] });
  return app;
}

/** How long a refusal asks to wait (a limit reached, the password checks busy), for the web pages. */
function retryAfter(error: DomainError): { retryAfterSeconds?: number } {
  return error instanceof RateLimitedError || error instanceof ServiceBusyError ? { retryAfterSeconds: error.retryAfterSeconds } : {};
}

/**
 * The client's address for the guessing limits. Behind TRUST_PROXY, each of the
 * TRUST_PROXY_HOPS proxies appends the address it was reached from to X-Forwarded-For, so the
 * client is that many entries from the right; entries further left are whatever the client
 * sent and are never believed.
 */
export function clientAddress(forwardedFor: string | null, socketAddress: string | undefined, config: Pick<Config, 'trustProxy' | 'trustProxyHops'>): string {
  if (config.trustProxy && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const client = hops[Math.max(hops.length - config.trustProxyHops, 0)];
    if (client) return client;
  }
  return socketAddress || 'unknown';
}

function isApiPath(path: string): boolean {
  return path === graphqlPath || path === restPrefix || path.startsWith(`${restPrefix}/`);
}

/** GraphQL's answer to an outage: SERVICE_UNAVAILABLE, with the 503 and Retry-After yoga sends from `extensions.http`. */
function serviceUnavailableGraphQLError(outage: ServiceUnavailableError, error: unknown): GraphQLError {
  return new GraphQLError(outage.message, {
    nodes: error instanceof GraphQLError ? error.nodes : undefined,
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': String(outage.retryAfterSeconds) } } },
  });
}

/** An outage met before GraphQL ran (authentication, idempotency): the same error, in GraphQL's response shape. */
function graphqlUnavailableResponse(outage: ServiceUnavailableError, log: Services['log'], error: unknown, requestId: string): Response {
  log.warn({ err: error, requestId }, 'database unavailable');
  const body = { errors: [{ message: outage.message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(outage.retryAfterSeconds) },
  });
}

/** GRAPHQL_INTROSPECTION=false: __schema and __type are validation errors (HTTP and graphql-ws alike). */
const refuseIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

function loggable(args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Error ? { name: arg.name, message: arg.message, stack: arg.stack } : arg));
}

function isGraphiQLPage(request: Request): boolean {
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html') && !new URL(request.url).searchParams.has('query');
}

function validRequestId(value: string | null): string | null {
  return value !== null && /^[\w.:-]{1,128}$/.test(value) ? value : null;
}

/** Production is HTTPS only; plain HTTP is accepted on loopback (development, health checks). */
function refuseInsecureProduction(request: Request, serverContext: NodeServerContext, services: Services): void {
  const socket = serverContext.req?.socket;
  if (!socket) return;
  const forwardedProto = request.headers.get('x-forwarded-proto');
  if (!isAcceptableTransport(services, socket as TLSSocket, forwardedProto)) throw new HttpsRequiredError();
}

export function isAcceptableTransport(services: Services, socket: TLSSocket, forwardedProto: string | null): boolean {
  if (services.config.environment !== 'production') return true;
  if (socket.encrypted) return true;
  if (services.config.trustProxy && forwardedProto?.split(',')[0]?.trim() === 'https') return true;
  const remote = socket.remoteAddress ?? '';
  return remote === '::1' || remote.startsWith('127.') || remote === '::ffff:127.0.0.1';
}

class HttpsRequiredError extends ForbiddenError {
  constructor() {
    super('HTTPS is required: this service does not accept unencrypted HTTP');
  }
}
