import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionArgs } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { IncomingMessage } from 'node:http';
import { asServiceUnavailable } from '../domain/outages.js';
import type { Services } from '../domain/services.js';
import { DomainError, type ServiceUnavailableError } from '../domain/shared/errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import { schema } from '../graphql/schema.js';
import { graphqlLimitPlugins } from './graphql-limits.js';
import type { Metrics } from './metrics.js';
import { inSpan, tracingEnabled } from '../tracing.js';

/** What @whatwg-node/server hands us when running inside a Node HTTP server. */
export interface NodeServerContext {
  req?: IncomingMessage;
}

export type YogaContext = NodeServerContext & { app: GraphQLContext };

export const graphqlPath = '/graphql';

/** GraphQL on the console's web session (the console's GraphiQL sends here; src/http/session-graphql.ts), outside production only. */
export const sessionGraphqlPath = '/console/graphql';

/** The GraphQL server of `/graphql` (the edge's pipeline runs before it), also driven by graphql-ws. */
export function createGraphQLServer(services: Services, metrics: Metrics): YogaServerInstance<YogaContext, GraphQLContext> {
  const { config, log } = services;
  return createYoga<YogaContext, GraphQLContext>({
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
    plugins: [
      traceOperations,
      ...metrics.graphqlPlugins,
      ...graphqlLimitPlugins(config.graphqlLimits),
      ...(config.graphqlIntrospection ? [] : [refuseIntrospection]),
    ],
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
export function graphqlUnavailableResponse(outage: ServiceUnavailableError, log: Services['log'], error: unknown, requestId: string): Response {
  log.warn({ err: error, requestId }, 'database unavailable');
  const body = { errors: [{ message: outage.message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(outage.retryAfterSeconds) },
  });
}

/**
 * Each operation executed runs in a span named by its type and name (`mutation CreateTransaction`),
 * a child of the request's span, so the spans of what it does (act(), SQL) nest under it.
 */
const traceOperations: Plugin = {
  onExecute({ args, executeFn, setExecuteFn }) {
    if (!tracingEnabled()) return;
    const { document, operationName } = args as ExecutionArgs;
    const operation = getOperationAST(document, operationName);
    const type = operation?.operation ?? 'query';
    const name = operation?.name?.value;
    const attributes = { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) };
    setExecuteFn((executed: ExecutionArgs) => inSpan(name ? `${type} ${name}` : type, { attributes }, async (): Promise<unknown> => executeFn(executed)));
  },
};

/** GRAPHQL_INTROSPECTION=false: __schema and __type are validation errors (HTTP and graphql-ws alike). */
const refuseIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

function loggable(args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Error ? { name: arg.name, message: arg.message, stack: arg.stack } : arg));
}

/** A browser asking for the GraphiQL page itself (static; the operations it sends are authenticated). */
export function isGraphiQLPage(request: { method: string; headers: { get(name: string): string | null } }, url: URL): boolean {
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html') && !url.searchParams.has('query');
}
