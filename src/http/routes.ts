import type { Config } from '../config.js';
import type { Viewer } from '../domain/auth/authenticate.js';
import type { CredentialDoor } from '../domain/auth/credential-guard.js';
import type { Services } from '../domain/services.js';
import { NotFoundError } from '../domain/shared/errors.js';
import { handleRest, restPrefix, restRoutes } from '../rest/index.js';
import { answerOfResult, type Answer } from './answer.js';
import { fetchRequestOf, type EdgeRequest } from './edge-request.js';
import { decodeParams, Router, type Match, type Route as RestRoute } from '../rest/router.js';
import { answerWebAsset, answerWebPage, webAssets, webPages, type WebDeps } from '../web/index.js';
import { docsUrl, openApiUrl, serveApiDocs } from './api-docs.js';
import type { Face } from './idempotency.js';
import { graphqlPath, isGraphiQLPage, sessionGraphqlPath, type NodeServerContext } from './graphql-server.js';
import type { RateLimitState } from './rate-limit.js';

/**
 * The one route table of the service: every path it answers (the REST 2017 routes, the web
 * pages and their files, /graphql, the health probes, metrics, the API reference), each with
 * what the request pipeline (src/http/pipeline.ts) does before its handler runs. One router
 * (find-my-way, through src/rest/router.ts) matches them all; docs/architecture.md "The edge"
 * says how to add one.
 */
export interface EdgeRoute {
  method: string;
  /** The path as a template (`/2017-09-01/transaction/{transaction_id}`): also the label of its metrics. */
  path: string;
  /** Whose error shapes it answers with: REST's JSON, GraphQL's (an outage), the pages' (their own), or plain JSON. */
  face: 'rest' | 'graphql' | 'web' | 'docs' | 'health' | 'metrics';
  /**
   * Who may call it: `none` (the probes, the API reference, static files), `basic` (HTTP Basic
   * with an API key or a password, through the credential guard), `web-session` (the session
   * cookie, which the web face reads itself), `session-token` (the web session's cookie with its
   * CSRF token in a header: GraphQL for the console's GraphiQL, src/http/session-graphql.ts;
   * then every step of a `basic` route).
   */
  auth: 'none' | 'basic' | 'web-session' | 'session-token';
  /** Refused over plain HTTP in production (all but the health probes, which a load balancer calls on loopback). */
  httpsOnly: boolean;
  /** For `basic` and `session-token` routes: the per-account request limit counts it under this endpoint name (`GET /transaction/{transaction_id}`). */
  rateLimitEndpoint?: (method: string) => string;
  /** For `basic` routes: the largest body the pipeline reads before the handler (MAX_BODY_BYTES, or the route's own). */
  bodyCap?: (config: Config) => number;
  /** For `basic` routes: a write with an Idempotency-Key runs once (src/http/idempotency.ts), with this face's refusals. */
  idempotency?: Face;
  /** For `basic` routes: answered before credentials when this holds (the GraphiQL page itself). */
  publicWhen?: (request: EdgeRequest, url: URL) => boolean;
  /** For the REST face: its route in the 2017 table (src/rest/routes/). */
  rest?: RestRoute;
  /** The answer; null hands the request to the path's fallback (a file the API reference does not have). */
  handle: (call: EdgeCall) => Promise<Answer | null> | Answer | null;
}

/** One request on its way through the pipeline: what the route lookup and the steps found. */
export interface EdgeCall {
  /** The request, of either transport (src/http/edge-request.ts); its body read by the capped-body step. */
  request: EdgeRequest;
  url: URL;
  serverContext: NodeServerContext;
  requestId: string;
  route: EdgeRoute;
  /** The path's parameters as written (each face decodes its own). */
  params: Record<string, string>;
  /** The path is the route's but the method is not (its face answers the 405): the methods it takes. */
  allowed: string[] | null;
  /** The label of the metrics (a template, never the raw path, except for the pages as before). */
  label: string;
  /** The rate limit state reported in RateLimit-* headers. */
  limit?: RateLimitState;
  /** For the REST face: what the route lookup found (405, a path segment that is not UTF-8, not found). */
  restMatch?: Match;
  /** Set by the `basic` step. */
  viewer?: Viewer;
  /** Set by the `session-token` step: the web session the request came through. */
  sessionId?: number;
  door?: CredentialDoor;
  /** The services the handler runs with (scoped to an Idempotency-Key's transaction when it has one). */
  services?: Services;
}

/** What the handlers are given by the app (src/http/app.ts). */
export interface EdgeHandlers {
  health: (call: EdgeCall) => Promise<Answer> | Answer;
  readiness: (call: EdgeCall) => Promise<Answer>;
  metrics: ((call: EdgeCall) => Promise<Response>) | null;
  graphql: (call: EdgeCall, services: Services) => Promise<Response> | Response;
  graphiql: (call: EdgeCall) => Promise<Response> | Response;
  web: (call: EdgeCall) => WebDeps;
}

/** The methods a route that takes any method is registered under (another method finds it too, as its 405). */
const everyMethod = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A path under the version prefix that no route takes (or not with this method, or with a segment that is not UTF-8): authenticated and counted like any, then refused by handleRest. */
const restFallback = basicRest(null, '*', `${restPrefix}/(unmatched)`, (method) => `${method} (unknown)`);

function basicRest(route: RestRoute | null, method: string, path: string, endpoint: (method: string) => string): EdgeRoute {
  return {
    method,
    path,
    ...(route ? { rest: route } : {}),
    face: 'rest',
    auth: 'basic',
    httpsOnly: true,
    rateLimitEndpoint: endpoint,
    bodyCap: (config) => route?.bodyLimit?.(config) ?? config.maxBodyBytes,
    idempotency: 'rest',
    handle: async (call) =>
      answerOfResult(
        await handleRest(call.request, call.url.pathname.slice(restPrefix.length) || '/', call.services!, call.viewer!, {
          match: call.restMatch ?? { kind: 'not_found' },
        }),
      ),
  };
}

/** The route table, as the app's configuration has it (metrics on this port or not). */
export function edgeRoutes(config: Config, handlers: EdgeHandlers): EdgeRoute[] {
  const any = (path: string, declared: Omit<EdgeRoute, 'method' | 'path'>): EdgeRoute[] => everyMethod.map((method) => ({ method, path, ...declared }));
  const docs = (path: string): EdgeRoute[] =>
    // serveApiDocs answers its own 405 (GET and HEAD only); a file it does not have is the REST face's 404.
    any(path, { face: 'docs', auth: 'none', httpsOnly: true, handle: (call) => serveApiDocs(call.request, call.url.pathname) });
  return [
    ...any('/healthz', { face: 'health', auth: 'none', httpsOnly: false, handle: handlers.health }),
    ...any('/readyz', { face: 'health', auth: 'none', httpsOnly: false, handle: handlers.readiness }),
    ...(handlers.metrics ? any('/metrics', { face: 'metrics', auth: 'none', httpsOnly: true, handle: handlers.metrics }) : []),
    ...any(graphqlPath, {
      face: 'graphql',
      auth: 'basic',
      httpsOnly: true,
      rateLimitEndpoint: () => 'graphql',
      bodyCap: (config) => config.maxBodyBytes,
      idempotency: 'graphql',
      publicWhen: (request, url) => isGraphiQLPage(request, url) && config.environment !== 'production',
      handle: (call) => (call.viewer ? handlers.graphql(call, call.services!) : handlers.graphiql(call)),
    }),
    // The console's GraphiQL, on the signed-in session (outside production, as GraphiQL is): as /graphql past authentication.
    ...(config.environment === 'production'
      ? []
      : any(sessionGraphqlPath, {
          face: 'graphql',
          auth: 'session-token',
          httpsOnly: true,
          rateLimitEndpoint: () => 'graphql',
          bodyCap: (config) => config.maxBodyBytes,
          idempotency: 'graphql',
          handle: (call) => handlers.graphql(call, call.services!),
        })),
    ...docs(openApiUrl),
    ...docs(docsUrl),
    ...docs(`${docsUrl}/{file}`),
    ...restRoutes.map((route) => basicRest(route, route.method, `${restPrefix}${route.path}`, () => `${route.method} ${route.path}`)),
    ...webPages.flatMap((page) =>
      page.methods.map((method): EdgeRoute => ({
        method,
        path: page.path,
        face: 'web',
        auth: 'web-session',
        httpsOnly: true,
        handle: (call) => answerWebPage(fetchRequestOf(call.request), call.url, handlers.web(call), page, Object.values(call.params)),
      })),
    ),
    ...webAssets.map((asset): EdgeRoute => ({
      method: 'GET',
      path: asset.path,
      face: 'web',
      auth: 'none',
      httpsOnly: true,
      handle: (call) => {
        if (call.allowed) throw new NotFoundError(`No such endpoint: ${call.request.method} ${call.url.pathname}`);
        return answerWebAsset(asset);
      },
    })),
  ];
}

/** The REST face's 404 for a path under the version prefix (after authentication, like any). */
export function restNotFound(): Pick<EdgeCall, 'route' | 'params' | 'allowed' | 'restMatch'> {
  return { route: restFallback, params: {}, allowed: null, restMatch: { kind: 'not_found' } };
}

/** Where a request goes: its path's route (or, under the version prefix, the REST fallback); null when nothing answers it. */
export type EdgeLookup = (method: string, path: string) => Pick<EdgeCall, 'route' | 'params' | 'allowed' | 'restMatch'> | null;

export function edgeRouter(routes: EdgeRoute[]): EdgeLookup {
  const router = new Router(routes);
  const none: Record<string, string> = {};
  const docsFiles = routes.find((route) => route.face === 'docs' && route.path === `${docsUrl}/{file}`);
  return (method, path) => {
    const found = router.lookup(method, path);
    // One trailing `/` is the REST contract's; no other face takes it.
    const routed = found.kind !== 'not_found' && (found.route.face === 'rest' || path.length === 1 || !path.endsWith('/'));
    if (routed && found.route.face === 'rest') {
      if (found.kind === 'method_not_allowed')
        return { route: restFallback, params: none, allowed: null, restMatch: { kind: 'method_not_allowed', allowed: found.allowed } };
      const decoded = decodeParams(found.params);
      if (!decoded.ok) return { route: restFallback, params: none, allowed: null, restMatch: { kind: 'bad_path', message: decoded.message } };
      return { route: found.route, params: found.params, allowed: null, restMatch: { kind: 'found', route: found.route.rest!, params: decoded.params } };
    }
    if (found.kind === 'found' && routed) return { route: found.route, params: found.params, allowed: null };
    if (found.kind === 'method_not_allowed' && routed) return { route: found.route, params: none, allowed: found.allowed };
    // Any path below the reference's folder is the reference's to answer (its 405; a file it does not have falls to the REST 404).
    if (docsFiles && path.startsWith(`${docsUrl}/`)) return { route: docsFiles, params: none, allowed: null };
    if (path === restPrefix || path.startsWith(`${restPrefix}/`)) return { route: restFallback, params: none, allowed: null, restMatch: { kind: 'not_found' } };
    return null;
  };
}
