import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createServerAdapter } from '@whatwg-node/server';
import { execute, GraphQLError, parse, subscribe, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { authenticate, type Viewer } from '../domain/auth/authenticate.js';
import { AuthenticationError, DomainError, ForbiddenError, NotFoundError, RateLimitedError } from '../domain/shared/errors.js';
import type { Services } from '../domain/services.js';
import { anonymousContext, type GraphQLContext } from '../graphql/context.js';
import { sessionViewer, type SessionViewer } from '../domain/auth/web-sessions.js';
import { handleWeb, isWebPath, type WebDeps, type WebResult } from '../web/index.js';
import { schema } from '../graphql/schema.js';
import { restErrorResult } from '../rest/errors.js';
import { endpointOf, handleRest, jsonResponse, restPrefix } from '../rest/index.js';
import { parseBasicAuthorization } from './basic-auth.js';
import { createRateLimiter, rateLimitHeaders, type RateLimitState } from './rate-limit.js';

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
  /** Set when shutting down: readiness fails so load balancers stop sending traffic. */
  draining: boolean;
  close(): Promise<void>;
}

const graphqlPath = '/graphql';

export function createApp(services: Services): App {
  const { config, log } = services;
  const yoga = createYoga<YogaContext, GraphQLContext>({
    schema,
    // Domain errors carry messages meant for clients; anything else stays masked.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
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

  const rateLimiter = createRateLimiter(config);

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
  const contextFor = (session: SessionViewer | null, requestId: string): GraphQLContext =>
    session ? { services, viewer: session.viewer, requestId, sessionId: session.sessionId } : anonymousContext(services, requestId);
  const webResult = <T>(result: ExecutionResult): WebResult<T> => ({
    data: (result.data ?? undefined) as T | undefined,
    errors: result.errors?.map((error) =>
      error.originalError instanceof DomainError
        ? { message: error.originalError.message, code: error.originalError.code }
        : (log.error({ err: error.originalError ?? error }, 'web operation failed'), { message: 'Something went wrong; try again', code: 'internal' }),
    ),
  });
  const webDeps = (requestId: string): WebDeps => ({
    config,
    session: (token) => sessionViewer(services.prisma, token, services.clock.now()),
    graphql: {
      execute: async <T>(source: string, variables: Record<string, unknown>, session: SessionViewer | null) =>
        webResult<T>(await execute({ schema, document: documentOf(source), variableValues: variables, contextValue: contextFor(session, requestId) })),
      subscribe: async (source, variables, session) => {
        const result = await subscribe({ schema, document: documentOf(source), variableValues: variables, contextValue: contextFor(session, requestId) });
        if (!(Symbol.asyncIterator in result)) throw new Error(result.errors?.map((e) => e.message).join('; ') ?? 'subscription refused');
        const stream = result;
        async function* results() {
          for await (const value of stream) yield webResult<Record<string, unknown>>(value);
        }
        return results();
      },
    },
  });
  const app: App = { draining: false, handler: undefined as never, yoga, close: () => rateLimiter.close() };

  /** Authenticates, counting failures per client address so guessing is slowed down. */
  const authenticateCounted = async (request: Request, serverContext: NodeServerContext, limits: { state?: RateLimitState }) => {
    try {
      return await authenticateRequest(request, services);
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      limits.state = await rateLimiter.consume(clientAddress(request, serverContext, config.trustProxy), 'auth_failure');
      if (limits.state.limited) throw new RateLimitedError(limits.state.resetSeconds);
      throw error;
    }
  };

  const dispatch = async (request: Request, serverContext: NodeServerContext, requestId: string, limits: { state?: RateLimitState }): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/healthz') return jsonResponse({ status: 200, body: { status: 'ok' } });
    if (path === '/readyz') {
      const ready = !app.draining && (await services.db.ping());
      return jsonResponse({ status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'unavailable' } });
    }
    const isRest = path === restPrefix || path.startsWith(`${restPrefix}/`);
    const isGraphQL = path === graphqlPath;
    if (!isRest && !isGraphQL && isWebPath(path)) {
      refuseInsecureProduction(request, serverContext, services);
      const response = await handleWeb(request, webDeps(requestId));
      if (response) {
        if (path === '/sign-in' && request.method === 'POST' && response.status === 401) {
          // Wrong passwords in the browser count like wrong Basic credentials.
          limits.state = await rateLimiter.consume(clientAddress(request, serverContext, config.trustProxy), 'auth_failure');
          if (limits.state.limited) throw new RateLimitedError(limits.state.resetSeconds);
        }
        return response;
      }
    }
    if (!isRest && !isGraphQL) throw new NotFoundError(`No such endpoint: ${request.method} ${path}`);
    refuseInsecureProduction(request, serverContext, services);

    if (isGraphQL && isGraphiQLPage(request) && config.environment !== 'production') {
      // The GraphiQL page itself is static; the operations it sends are authenticated.
      return yoga.fetch(request, { ...serverContext, app: undefined as never });
    }
    const viewer = await authenticateCounted(request, serverContext, limits);
    const restPath = path.slice(restPrefix.length) || '/';
    const endpoint = isRest ? endpointOf(request.method, restPath) : 'graphql';
    limits.state = await rateLimiter.consume(`${viewer.customer.id}:${endpoint}`, 'request');
    if (limits.state.limited) throw new RateLimitedError(limits.state.resetSeconds);
    if (isRest) return handleRest(request, restPath, services, viewer);
    return yoga.fetch(request, { ...serverContext, app: { services, viewer, requestId } });
  };

  app.handler = createServerAdapter<NodeServerContext>(async (request, serverContext) => {
    const requestId = validRequestId(request.headers.get('x-request-id')) ?? randomUUID();
    const started = performance.now();
    let response: Response;
    const limits: { state?: RateLimitState } = {};
    try {
      response = await dispatch(request, serverContext, requestId, limits);
    } catch (error) {
      response = jsonResponse(restErrorResult(error, log.child({ requestId })));
    }
    response.headers.set('x-request-id', requestId);
    if (limits.state) for (const [name, value] of Object.entries(rateLimitHeaders(limits.state))) response.headers.set(name, value);
    log.info(
      {
        requestId,
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
    return response;
  });
  return app;
}

async function authenticateRequest(request: Request, services: Services): Promise<Viewer> {
  const credentials = parseBasicAuthorization(request.headers.get('authorization'));
  if (!credentials) throw new AuthenticationError();
  return authenticate(services.prisma, credentials);
}

function clientAddress(request: Request, serverContext: NodeServerContext, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || serverContext.req?.socket.remoteAddress || 'unknown';
}

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
