import { createHash, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getOperationAST, GraphQLError, OperationTypeNode, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Credentials, Viewer } from '../domain/auth/authenticate.js';
import type { CredentialDoor } from '../domain/auth/credential-guard.js';
import { AccountLockedError, TooManyConnectionsError } from '../domain/auth/live-credential.js';
import { DomainError } from '../domain/shared/errors.js';
import type { Services } from '../domain/services.js';
import { encode } from '../events/wire-json.js';
import type { App } from './app.js';
import { clientAddress, isAcceptableTransport } from './transport.js';
import { parseBasicAuthorization } from './basic-auth.js';
import type { LiveConnection } from './live-connections.js';
import { unsafeVariablesProblem } from './graphql-limits.js';
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

/** yoga's enveloped graphql-js functions; envelop types them `any` to stay independent of graphql-js. */
type Enveloped = ReturnType<App['yoga']['getEnveloped']>;

/**
 * Who a viewer is, to the last field read when it signed in (account, method, key): only
 * subscriptions of viewers alike in all of it share an execution. A digest, so no key holds
 * the account's password hash.
 */
function viewerDigest(viewer: Viewer): string {
  return createHash('sha256').update(encode(viewer)).digest('base64');
}

/** Sends a result to one subscription: graphql-ws's `next` message, written around the payload serialized once for all. */
function sender(socket: WebSocket, id: string): (payload: string) => void {
  const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  return (payload) => {
    if (socket.readyState === socket.OPEN) socket.send(`${head}${payload}}`);
  };
}

/**
 * GraphQL over WebSocket (the graphql-ws protocol) on the HTTP server's /graphql path, run by
 * the same yoga instance as HTTP and SSE. Credentials: the upgrade request's Authorization
 * header, or `authorization` in the connection_init payload; a bad one closes with 4403.
 * Subscriptions with the same document, operation name and variables, of viewers alike
 * (`viewerDigest`), share one execution per event (shared-subscriptions.ts); `sharing` counts
 * the executions running and the subscriptions they serve.
 */
export function attachGraphQLWebSocket(
  server: Server,
  app: App,
  services: Services,
): { close(): Promise<void>; sharing(): { executions: number; subscribers: number } } {
  const { config } = services;
  // A message is a request: the same cap as an HTTP body.
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: config.maxBodyBytes });
  const viewers = new WeakMap<object, { viewer: Viewer; digest: string; door: CredentialDoor; live: LiveConnection }>();
  const shared = new SharedSubscriptions();
  /** Operations running on each connection, by id, and whether each is a subscription. */
  const running = new WeakMap<object, Map<string, boolean>>();
  const disposable = useServer<ConnectionParams>(
    {
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        const header = ctx.connectionParams?.authorization ?? request.headers.authorization ?? null;
        if (!isAcceptableTransport(services, request.socket as TLSSocket, (request.headers['x-forwarded-proto'] as string) ?? null)) return false;
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
          return false;
        }
        if (!credentials) return false;
        const socket = ctx.extra.socket;
        // The caps on connections: an address at its cap is refused before any credential is checked.
        const crowded = app.liveConnections.refusal(null, address);
        if (crowded) {
          socket.close(tooManyConnectionsCloseCode, crowded.message);
          return false;
        }
        try {
          const viewer = await door.basic(credentials);
          if (socket.readyState !== socket.OPEN) return false;
          // Registered for as long as the socket is open: a revocation of its credential closes it.
          const live = app.liveConnections.open({ viewer, sessionId: null }, address, {
            // After the refusal of the operation that found it revoked, if one did, has been sent.
            onRevoked: () => setImmediate(() => socket.close(revokedCloseCode, revokedReason)),
          });
          socket.once('close', () => live.release());
          viewers.set(socket, { viewer, digest: viewerDigest(viewer), door, live });
          return true;
        } catch (error) {
          if (error instanceof TooManyConnectionsError) socket.close(tooManyConnectionsCloseCode, error.message);
          else if (error instanceof AccountLockedError) socket.close(4403, error.message);
          if (error instanceof DomainError) return false;
          throw error;
        }
      },
      onComplete: (ctx, id) => {
        running.get(ctx.extra.socket)?.delete(id);
      },
      onError: (ctx, id) => {
        running.get(ctx.extra.socket)?.delete(id);
      },
      execute: (args) => (args.rootValue as Enveloped).execute(args) as OperationResult,
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args) as OperationResult,
      // Each subscription was authorized and counted by its own subscribe above; its events come
      // from the execution it shares, sent straight to its socket. One the client completed
      // meanwhile is left to graphql-ws, which ends it.
      onOperation: (ctx, id, payload, args, result) => {
        const signedIn = viewers.get(ctx.extra.socket);
        if (!signedIn || !(id in ctx.subscriptions) || !isStream(result)) return undefined;
        if (getOperationAST(args.document, args.operationName)?.operation !== OperationTypeNode.SUBSCRIPTION) return undefined;
        const key = JSON.stringify([signedIn.digest, payload.query, payload.operationName ?? null, payload.variables ?? null]);
        return shared.join(key, result[Symbol.asyncIterator](), sender(ctx.extra.socket, id));
      },
      onSubscribe: async (ctx, id, payload) => {
        const signedIn = viewers.get(ctx.extra.socket);
        if (!signedIn) return [];
        const { viewer, door, live } = signedIn;
        const unsafe =
          unsafeVariablesProblem(payload.variables ?? null) ?? (payload.operationName ? unsafeVariablesProblem(payload.operationName, 'operationName') : null);
        if (unsafe) return [clientError(unsafe, 'BAD_USER_INPUT')];
        // Everything up to the reservation below is synchronous: operations sent at once on one
        // connection are counted one after the other, never past the caps together.
        const operations = running.get(ctx.extra.socket) ?? new Map<string, boolean>();
        running.set(ctx.extra.socket, operations);
        if (operations.size >= config.wsMaxOperationsPerConnection) {
          return [clientError(`At most ${config.wsMaxOperationsPerConnection} operations may run at once on one connection`, 'TOO_MANY_OPERATIONS')];
        }
        const enveloped = app.yoga.getEnveloped({
          req: ctx.extra.request,
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
        const isSubscription = getOperationAST(document, payload.operationName)?.operation === OperationTypeNode.SUBSCRIPTION;
        const subscriptions = [...operations.values()].filter(Boolean).length;
        if (isSubscription && subscriptions >= config.wsMaxSubscriptionsPerConnection) {
          return [clientError(`At most ${config.wsMaxSubscriptionsPerConnection} subscriptions may be open on one connection`, 'TOO_MANY_SUBSCRIPTIONS')];
        }
        operations.set(id, isSubscription);
        // Each operation runs on credentials that still hold, checked now: a revoked key cannot
        // query, mutate (mint itself a new key) or subscribe over a socket opened before it was revoked.
        if (!(await live.verify())) {
          operations.delete(id);
          return [clientError(revokedReason, 'UNAUTHENTICATED')];
        }
        // The same per-caller limit as GraphQL over HTTP: one operation is one request.
        const limit = await app.rateLimiter.consume(`${viewer.customer.id}:graphql`, 'request');
        if (limit.limited) {
          operations.delete(id);
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
        return args;
      },
    },
    wss,
  );
  return {
    sharing: () => shared.counts(),
    close: async () => {
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
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function isStream(result: OperationResult): result is AsyncIterable<ExecutionResult> {
  return typeof result === 'object' && result !== null && Symbol.asyncIterator in result;
}
