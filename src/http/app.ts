import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import { authenticate, type Viewer } from '../domain/auth/authenticate.js';
import { AuthenticationError, ForbiddenError, NotFoundError } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import type { GraphQLContext } from '../graphql/context.js';
import { schema } from '../graphql/schema.js';
import { restErrorResult } from '../rest/errors.js';
import { handleRest, jsonResponse, restPrefix } from '../rest/index.js';
import { parseBasicAuthorization } from './basic-auth.js';

/** What @whatwg-node/server hands us when running inside a Node HTTP server. */
export interface NodeServerContext {
  req?: IncomingMessage;
}

export interface App {
  /** The fetch-style handler: `app.fetch(request)` in tests, or mounted on a Node server. */
  handler: ReturnType<typeof createServerAdapter<NodeServerContext>>;
  /** Set when shutting down: readiness fails so load balancers stop sending traffic. */
  draining: boolean;
}

const graphqlPath = '/graphql';

export function createApp(services: Services): App {
  const { config, log } = services;
  const yoga = createYoga<NodeServerContext & { app: Omit<GraphQLContext, never> }>({
    schema,
    graphqlEndpoint: graphqlPath,
    graphiql: config.environment === 'production' ? false : { title: 'heldfunds GraphQL' },
    landingPage: false,
    logging: {
      debug: (...args) => log.debug({ details: loggable(args) }, 'graphql'),
      info: (...args) => log.info({ details: loggable(args) }, 'graphql'),
      warn: (...args) => log.warn({ details: loggable(args) }, 'graphql'),
      error: (...args) => log.error({ details: loggable(args) }, 'graphql'),
    },
    context: ({ app }) => app,
  });

  const app: App = { draining: false, handler: undefined as never };

  const dispatch = async (request: Request, serverContext: NodeServerContext, requestId: string): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/healthz') return jsonResponse({ status: 200, body: { status: 'ok' } });
    if (path === '/readyz') {
      const ready = !app.draining && (await services.db.ping());
      return jsonResponse({ status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'unavailable' } });
    }
    const isRest = path === restPrefix || path.startsWith(`${restPrefix}/`);
    const isGraphQL = path === graphqlPath;
    if (!isRest && !isGraphQL) throw new NotFoundError(`No such endpoint: ${request.method} ${path}`);
    refuseInsecureProduction(request, serverContext, services);

    if (isGraphQL && isGraphiQLPage(request) && config.environment !== 'production') {
      // The GraphiQL page itself is static; the operations it sends are authenticated.
      return yoga.fetch(request, { ...serverContext, app: undefined as never });
    }
    const viewer = await authenticateRequest(request, services);
    if (isRest) return handleRest(request, path.slice(restPrefix.length) || '/', services, viewer);
    return yoga.fetch(request, { ...serverContext, app: { services, viewer, requestId } });
  };

  app.handler = createServerAdapter<NodeServerContext>(async (request, serverContext) => {
    const requestId = validRequestId(request.headers.get('x-request-id')) ?? randomUUID();
    const started = performance.now();
    let response: Response;
    try {
      response = await dispatch(request, serverContext, requestId);
    } catch (error) {
      response = jsonResponse(restErrorResult(error, log.child({ requestId })));
    }
    response.headers.set('x-request-id', requestId);
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

function loggable(args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Error ? { name: arg.name, message: arg.message, stack: arg.stack } : arg));
}

function isGraphiQLPage(request: Request): boolean {
  return (
    request.method === 'GET' &&
    (request.headers.get('accept') ?? '').includes('text/html') &&
    !new URL(request.url).searchParams.has('query')
  );
}

function validRequestId(value: string | null): string | null {
  return value !== null && /^[\w.:-]{1,128}$/.test(value) ? value : null;
}

/** Production is HTTPS only; plain HTTP is accepted on loopback (development, health checks). */
function refuseInsecureProduction(request: Request, serverContext: NodeServerContext, services: Services): void {
  if (services.config.environment !== 'production') return;
  const socket = serverContext.req?.socket;
  if (!socket) return;
  if ((socket as TLSSocket).encrypted) return;
  if (services.config.trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return;
  const remote = socket.remoteAddress ?? '';
  if (remote === '::1' || remote.startsWith('127.') || remote === '::ffff:127.0.0.1') return;
  throw new HttpsRequiredError();
}

class HttpsRequiredError extends ForbiddenError {
  constructor() {
    super('HTTPS is required: this service does not accept unencrypted HTTP');
  }
}
