import type { RequestListener } from 'node:http';
import { createServerAdapter, useCORS } from '@whatwg-node/server';
import type { YogaServerInstance } from 'graphql-yoga';
import { createCredentialGuard, type CredentialGuard } from '../domain/auth/credential-guard.js';
import type { Services } from '../domain/services.js';
import type { GraphQLContext } from '../graphql/context.js';
import { answerOfResult, toResponse } from './answer.js';
import { edgeRequestOfFetch, fetchRequestOf } from './edge-request.js';
import { checkGraphQLGetParameters, corsPolicy } from './browser.js';
import { createGraphQLServer, graphqlPath, type NodeServerContext, type YogaContext } from './graphql-server.js';
import { LiveConnections } from './live-connections.js';
import { createMetrics, serveMetrics, type Metrics, type MetricsOptions } from './metrics.js';
import { nodeRequestListener } from './node-transport.js';
import { createPipeline } from './pipeline.js';
import { readiness } from './readiness.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';
import { edgeRouter, edgeRoutes } from './routes.js';
import { createWebDeps } from './web-deps.js';

export interface App {
  /** The fetch-style handler: `app.fetch(request)` in tests, or mounted on a Node server. */
  handler: ReturnType<typeof createServerAdapter<NodeServerContext>>;
  /**
   * What a node:http server mounts (src/server.ts, the tests' listen()): REST straight from
   * node:http, the rest through `handler` (src/http/node-transport.ts).
   */
  requestListener: RequestListener;
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

export interface AppOptions {
  metrics?: MetricsOptions;
}

/**
 * The HTTP app, wired: the GraphQL server, the limits, the route table (src/http/routes.ts)
 * and the request pipeline (src/http/pipeline.ts) that runs every request through it.
 */
export function createApp(services: Services, options: AppOptions = {}): App {
  const { config } = services;
  const metrics = createMetrics(services, options.metrics);
  const yoga = createGraphQLServer(services, metrics);
  const rateLimiter = createRateLimiter(config, services.log);
  const credentialGuard = createCredentialGuard(services, rateLimiter, {
    onLimited: (kind) => {
      if (kind === 'auth_address' || kind === 'auth_account') metrics.rateLimited('auth_failure');
    },
  });
  const liveConnections = new LiveConnections(services, { perAccount: config.liveConnectionsPerAccount, perAddress: config.liveConnectionsPerAddress });
  const app: App = {
    draining: false,
    handler: undefined as never,
    requestListener: undefined as never,
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
  // The web pages' console feed is a live connection like graphql-ws and event streams: held open on the session, ended with it.
  const webDeps = createWebDeps(services, {
    openLive: (session, address) => liveConnections.open({ viewer: session.viewer, sessionId: session.sessionId }, address, { releaseWithStream: true }).credential,
  });
  // /metrics is served here unless it has its own port (METRICS_PORT); in production only with a token.
  const metricsHere = config.metricsPort === undefined && (config.metricsToken !== undefined || config.environment !== 'production');
  const routes = edgeRoutes(config, {
    health: () => answerOfResult({ status: 200, body: { status: 'ok' } }),
    readiness: async () => {
      const probes = { database: () => services.db.ping(), redis: config.redisUrl ? () => rateLimiter.storeReady() : null };
      return answerOfResult(await readiness(probes, app.draining));
    },
    metrics: metricsHere ? (call) => serveMetrics(call.request, metrics, config.metricsToken) : null,
    graphql: (call, scoped) => {
      const fetched = fetchRequestOf(call.request);
      checkGraphQLGetParameters(fetched);
      const { viewer, door } = call;
      const sessionId = call.sessionId ?? null;
      const openLive = () => liveConnections.open({ viewer: viewer!, sessionId }, door!.address, { releaseWithStream: true }).credential;
      // GraphQL on the console's session has its own path; yoga answers its one endpoint.
      const request = call.url.pathname === graphqlPath ? fetched : atGraphqlPath(fetched, call.url, yoga.fetchAPI.Request);
      return yoga.fetch(request, { ...call.serverContext, app: { services: scoped, viewer: viewer!, requestId: call.requestId, door: door!, sessionId, openLive } });
    },
    // The GraphiQL page itself is static; the operations it sends are authenticated.
    graphiql: (call) => yoga.fetch(fetchRequestOf(call.request), { ...call.serverContext, app: undefined as never }),
    web: (call) => webDeps(call.requestId, call.door!),
  });
  const handle = createPipeline({ services, rateLimiter, credentialGuard, metrics, liveConnections }, edgeRouter(routes));
  const RequestClass = yoga.fetchAPI.Request;
  app.handler = createServerAdapter<NodeServerContext>(
    async (request, serverContext) => toResponse(await handle(edgeRequestOfFetch(request, serverContext, RequestClass), serverContext)),
    { plugins: [useCORS<NodeServerContext>(corsPolicy(config))] },
  );
  app.requestListener = nodeRequestListener(handle, app.handler.requestListener, services.log);
  return app;
}

/** The same request addressed to /graphql (its body, already read under the cap, passed on). */
function atGraphqlPath(request: Request, url: URL, RequestClass: typeof Request): Request {
  const target = new URL(`${graphqlPath}${url.search}`, url);
  return new RequestClass(target, { method: request.method, headers: request.headers, body: request.body, signal: request.signal, duplex: 'half' } as RequestInit);
}
