import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getOperationAST, GraphQLError, OperationTypeNode, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Credentials, Viewer } from '../domain/auth/authenticate.js';
import { AccountLockedError, TooManyConnectionsError } from '../domain/auth/live-credential.js';
import { DomainError } from '../domain/shared/errors.js';
import type { Services } from '../domain/services.js';
import { encode } from '../events/wire-json.js';
import type { App } from './app.js';
import { clientAddress, isAcceptableTransport } from './transport.js';
import { parseBasicAuthorization } from './basic-auth.js';
import type { LiveConnection, LiveTransport } from './live-connections.js';
import { unsafeVariablesProblem } from './graphql-limits.js';
import { GraphQLWsServer, type Operation, type Outcome } from './graphql-ws-protocol.js';
import { SharedSubscriptions } from './shared-subscriptions.js';

/**
 * Close codes beyond graphql-ws's own: the connection's credential was revoked (a key
 * deactivated, a password changed, the account locked): sign in again (4401, graphql-ws's
 * Unauthorized); too many connections of this account or address (4429).
 */
const revokedCloseCode = 4401;
const tooManyConnectionsCloseCode = 4429;
const revokedReason = 'Credentials revoked: sign in again';

function clientError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** `authorization`: `Basic base64(email:secret)`, when a client cannot set the upgrade header. */
type ConnectionParams = { authorization?: string } & Record<string, unknown>;

/**
 * Who a viewer is, to the last field read when it signed in (account, method, key): only
 * subscriptions of viewers alike in all of it share an execution. A digest, so no key holds
 * the account's password hash.
 */
function viewerDigest(viewer: Viewer): string {
  return createHash('sha256').update(encode(viewer)).digest('base64');
}

/** The viewer's digest, computed once per viewer object (the API-key cache hands the same one to every connection of a key). */
const digests = new WeakMap<Viewer, string>();

function digestOf(viewer: Viewer): string {
  let digest = digests.get(viewer);
  if (digest === undefined) digests.set(viewer, (digest = viewerDigest(viewer)));
  return digest;
}

/**
 * A connection signed in: who, from where, and its registration among the live connections,
 * which it closes the socket for when the credential is found revoked (a method, not a closure
 * per connection).
 */
class Session implements LiveTransport {
  live!: LiveConnection;

  constructor(
    readonly socket: WebSocket,
    readonly viewer: Viewer,
    readonly digest: string,
    readonly address: string,
  ) {}

  /** After the refusal of the operation that found it revoked, if one did, has been sent. */
  credentialRevoked(): void {
    setImmediate(() => this.socket.close(revokedCloseCode, revokedReason));
  }
}

/**
 * GraphQL over WebSocket (the graphql-ws protocol, served by graphql-ws-protocol.ts) on the
 * HTTP server's /graphql path, run by the same yoga instance as HTTP and SSE. Credentials: the
 * upgrade request's Authorization header, or `authorization` in the connection_init payload; a
 * bad one closes with 4403. Subscriptions with the same document, operation name and
 * variables, of viewers alike (`viewerDigest`), share one execution per event
 * (shared-subscriptions.ts); `sharing` counts the executions running and the subscriptions they serve.
 */
export function attachGraphQLWebSocket(
  server: Server,
  app: App,
  services: Services,
): { close(): Promise<void>; sharing(): { executions: number; subscribers: number } } {
  const { config } = services;
  // A message is a request: the same cap as an HTTP body. No compression: the subscriptions'
  // frames are written whole to the socket beside ws's own (graphql-ws-protocol.ts, sendFrame).
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: config.maxBodyBytes, perMessageDeflate: false });
  const shared = new SharedSubscriptions((change) => app.metrics.sharedSubscriptions(change));

  const connect = async (socket: WebSocket, request: IncomingMessage, params: ConnectionParams | undefined): Promise<Session | null> => {
    const header = params?.authorization ?? request.headers.authorization ?? null;
    if (!isAcceptableTransport(services, request.socket as TLSSocket, (request.headers['x-forwarded-proto'] as string) ?? null)) return null;
    const forwardedFor = request.headers['x-forwarded-for'];
    const address = clientAddress(Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? null), request.socket.remoteAddress, services.config);
    // connection_init is a sign-in like any other: the same guessing limits count it (as HTTP:
    // missing credentials are not a guess, unreadable ones are).
    const door = app.credentialGuard.door(address);
    let credentials: Credentials | null;
    try {
      credentials = parseBasicAuthorization(typeof header === 'string' ? header : null);
    } catch {
      await door.unreadable().catch(() => undefined);
      return null;
    }
    if (!credentials) return null;
    // The caps on connections: an address at its cap is refused before any credential is checked.
    const crowded = app.liveConnections.refusal(null, address);
    if (crowded) {
      socket.close(tooManyConnectionsCloseCode, crowded.message);
      return null;
    }
    try {
      const viewer = await door.basic(credentials);
      if (socket.readyState !== socket.OPEN) return null;
      // Registered for as long as the socket is open: a revocation of its credential closes it.
      const session = new Session(socket, viewer, digestOf(viewer), address);
      session.live = app.liveConnections.open({ viewer, sessionId: null }, address, { transport: session });
      return session;
    } catch (error) {
      if (error instanceof TooManyConnectionsError) socket.close(tooManyConnectionsCloseCode, error.message);
      else if (error instanceof AccountLockedError) socket.close(4403, error.message);
      if (error instanceof DomainError) return null;
      throw error;
    }
  };

  const operate = async ({ viewer, digest, address, live }: Session, operation: Operation<Session>, payload: SubscribePayload): Promise<Outcome> => {
    const unsafe =
      unsafeVariablesProblem(payload.variables ?? null) ?? (payload.operationName ? unsafeVariablesProblem(payload.operationName, 'operationName') : null);
    if (unsafe) return [clientError(unsafe, 'BAD_USER_INPUT')];
    // Everything up to the reservation below is synchronous: operations sent at once on one
    // connection are counted one after the other, never past the caps together.
    const others = operation.others();
    if (others.operations >= config.wsMaxOperationsPerConnection) {
      return [clientError(`At most ${config.wsMaxOperationsPerConnection} operations may run at once on one connection`, 'TOO_MANY_OPERATIONS')];
    }
    const door = app.credentialGuard.door(address);
    const enveloped = app.yoga.getEnveloped({
      app: { services, viewer, door, requestId: randomUUID(), openLive: () => live.credential },
    } as never);
    const schema = enveloped.schema as GraphQLSchema;
    let document: DocumentNode;
    try {
      document = enveloped.parse(payload.query) as DocumentNode;
    } catch (error) {
      return [error instanceof GraphQLError ? error : clientError('The query cannot be parsed', 'GRAPHQL_PARSE_FAILED')];
    }
    const errors = enveloped.validate(schema, document) as readonly GraphQLError[];
    if (errors.length > 0) return errors;
    const operationType = getOperationAST(document, payload.operationName)?.operation;
    if (operationType === undefined) return [new GraphQLError('Unable to identify operation')];
    const isSubscription = operationType === OperationTypeNode.SUBSCRIPTION;
    if (isSubscription && others.subscriptions >= config.wsMaxSubscriptionsPerConnection) {
      return [clientError(`At most ${config.wsMaxSubscriptionsPerConnection} subscriptions may be open on one connection`, 'TOO_MANY_SUBSCRIPTIONS')];
    }
    operation.kind = isSubscription ? 'subscription' : 'single';
    // Each operation runs on credentials that still hold, checked now: a revoked key cannot
    // query, mutate (mint itself a new key) or subscribe over a socket opened before it was revoked.
    if (!(await live.verify())) {
      operation.kind = null;
      return [clientError(revokedReason, 'UNAUTHENTICATED')];
    }
    // The same per-caller limit as GraphQL over HTTP: one operation is one request.
    const limit = await app.rateLimiter.consume(`${viewer.customer.id}:graphql`, 'request');
    if (limit.limited) {
      operation.kind = null;
      return [clientError(`Rate limit exceeded; retry in ${limit.resetSeconds} s`, 'RATE_LIMITED')];
    }
    const args: ExecutionArgs = {
      schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
      contextValue: await enveloped.contextFactory(),
      rootValue: enveloped,
    };
    if (!isSubscription) return (await enveloped.execute(args)) as ExecutionResult;
    const result = (await enveloped.subscribe(args)) as ExecutionResult | AsyncIterable<ExecutionResult>;
    if (!isStream(result)) return result;
    // Each subscription was authorized and counted by its own subscribe above; its events come
    // from the execution it shares, sent straight to its socket. One the client completed
    // meanwhile ends here.
    const stream = result[Symbol.asyncIterator]();
    if (!operation.open) {
      void stream.return?.();
      return 'joined';
    }
    const key = JSON.stringify([digest, payload.query, payload.operationName ?? null, payload.variables ?? null]);
    operation.joined(shared.join(key, stream, operation));
    return 'joined';
  };

  const protocol = new GraphQLWsServer<Session>(wss, { connect, operate, closed: (session) => session.live.release() }, services.log);
  return {
    sharing: () => shared.counts(),
    close: async () => {
      protocol.stop();
      // Tell every client to reconnect (to another instance): 1012 "service restart". A client
      // that does not answer the close within a second is cut, so it cannot hold up shutdown.
      const open = [...wss.clients];
      const closed = Promise.all(
        open.map((client) => new Promise<void>((resolve) => (client.readyState === client.CLOSED ? resolve() : client.once('close', () => resolve())))),
      );
      for (const client of open) client.close(1012, 'service restart');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)))]);
      clearTimeout(timer);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function isStream(result: ExecutionResult | AsyncIterable<ExecutionResult>): result is AsyncIterable<ExecutionResult> {
  return typeof result === 'object' && result !== null && Symbol.asyncIterator in result;
}
