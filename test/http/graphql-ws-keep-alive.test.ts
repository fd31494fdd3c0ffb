/**
 * The graphql-ws server's keep-alive (src/http/graphql-ws-protocol.ts): each tick pings every
 * socket of the server, and cuts one that did not answer the previous ping; the connection is
 * told it closed, once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { GraphQLWsServer } from '../../src/http/graphql-ws-protocol.js';
import { createLogger } from '../../src/log.js';
import { Changes } from '../support/waiting.js';

let server: Server;
let protocol: GraphQLWsServer<object>;
let wss: WebSocketServer;

afterEach(async () => {
  protocol.stop();
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => wss.close(() => server.close(() => resolve())));
});

/** A server pinging every 50 ms, and a client signed in to it that answers pings or not. */
async function connected(answersPings: boolean) {
  const changes = new Changes();
  const sessions = { closed: 0 };
  server = createServer();
  wss = new WebSocketServer({ server, path: '/graphql' });
  protocol = new GraphQLWsServer<object>(
    wss,
    {
      connect: async () => ({}),
      operate: async () => [],
      closed: () => {
        sessions.closed += 1;
        changes.changed();
      },
    },
    createLogger('silent'),
    50,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, 'graphql-transport-ws', { autoPong: answersPings });
  const seen = { acknowledged: false, closeCode: null as number | null, pings: 0 };
  client.on('message', (data: Buffer) => {
    if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') seen.acknowledged = true;
    changes.changed();
  });
  client.on('ping', () => {
    seen.pings += 1;
    changes.changed();
  });
  client.on('close', (code: number) => {
    seen.closeCode = code;
    changes.changed();
  });
  client.on('open', () => client.send(JSON.stringify({ type: 'connection_init' })));
  await changes.until(() => seen.acknowledged, 5_000, 'connection_ack');
  return { changes, sessions, seen };
}

describe('graphql-ws keep-alive', () => {
  it('keeps a socket that answers its pings', async () => {
    const { changes, sessions, seen } = await connected(true);
    await changes.until(() => seen.pings >= 4, 5_000, 'four pings');
    expect(seen.closeCode).toBeNull();
    expect(sessions.closed).toBe(0);
  });

  it('cuts a socket that does not answer a ping by the next tick, and tells its connection once', async () => {
    const { changes, sessions, seen } = await connected(false);
    await changes.until(() => seen.closeCode !== null && sessions.closed > 0, 5_000, 'the socket cut');
    // Terminated, not closed: no close frame.
    expect(seen.closeCode).toBe(1006);
    expect(seen.pings).toBeGreaterThanOrEqual(1);
    expect(sessions.closed).toBe(1);
  });
});
