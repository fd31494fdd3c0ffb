import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';

/** A listening HTTP server the load generator can target. */
export interface Target {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * The yardstick: a bare graphql-yoga server answering `{ hello }`, served the way the service
 * is (yoga as the handler of a node:http server in this process), with nothing else.
 */
export async function startBaseline(): Promise<Target> {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { hello: String }',
      resolvers: { Query: { hello: () => 'world' } },
    }),
    logging: false,
    landingPage: false,
  });
  const server = createServer(yoga.requestListener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
