import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { DocumentNode, ExecutionArgs, GraphQLError, GraphQLSchema } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Credentials, Viewer } from '../domain/auth/authenticate.js';
import { DomainError } from '../domain/shared/errors.js';
import type { Services } from '../domain/services.js';
import { clientAddress, isAcceptableTransport, type App } from './app.js';
import { parseBasicAuthorization } from './basic-auth.js';

/** `authorization`: `Basic base64(email:secret)`, when a client cannot set the upgrade header. */
type ConnectionParams = { authorization?: string } & Record<string, unknown>;

/** yoga's enveloped graphql-js functions; envelop types them `any` to stay independent of graphql-js. */
type Enveloped = ReturnType<App['yoga']['getEnveloped']>;

/**
 * GraphQL over WebSocket (the graphql-ws protocol) on the HTTP server's /graphql path, run by
 * the same yoga instance as HTTP and SSE. Credentials: the upgrade request's Authorization
 * header, or `authorization` in the connection_init payload; a bad one closes with 4403.
 */
export function attachGraphQLWebSocket(server: Server, app: App, services: Services): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const viewers = new WeakMap<object, Viewer>();
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
        let credentials: Credentials | null;
        try {
          credentials = parseBasicAuthorization(typeof header === 'string' ? header : null);
        } catch {
          await app.loginGuard.countFailure(address, null).catch(() => undefined);
          return false;
        }
        if (!credentials) return false;
        try {
          viewers.set(ctx.extra.socket, await app.loginGuard.authenticate({ credentials, address }));
          return true;
        } catch (error) {
          if (error instanceof DomainError) return false;
          throw error;
        }
      },
      execute: (args) => (args.rootValue as Enveloped).execute(args) as OperationResult,
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args) as OperationResult,
      onSubscribe: async (ctx, _id, payload) => {
        const viewer = viewers.get(ctx.extra.socket);
        if (!viewer) return [];
        const enveloped = app.yoga.getEnveloped({
          req: ctx.extra.request,
          app: { services, viewer, requestId: randomUUID() },
        } as never);
        const schema = enveloped.schema as GraphQLSchema;
        const document = enveloped.parse(payload.query) as DocumentNode;
        const errors = enveloped.validate(schema, document) as readonly GraphQLError[];
        if (errors.length > 0) return errors;
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
