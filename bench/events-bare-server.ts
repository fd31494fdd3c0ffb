// The yardstick of the subscribers' memory and fan-out in bench/events.ts, in a process of its
// own: a bare `ws` server (the service's ws, on a node:http server, at /graphql, with the
// options the service gives it: messages capped at MAX_BODY_BYTES, no compression, ws's
// default) that accepts connections and, when its parent says `broadcast`, sends one message
// to every connection: a graphql-ws `next` shaped as the service's `partnerEvents` result,
// serialised once. What an idle connection costs it is what a socket costs, and what the
// broadcast takes is what writing to those sockets takes; the service's share is the rest.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { loadConfig } from '../src/config.js';
import { answerParent } from './child-probe.js';

const { maxBodyBytes } = loadConfig(process.env);
const server = createServer();
const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: maxBodyBytes });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.on('message', (message: { broadcast?: number }) => {
  if (message.broadcast === undefined) return;
  const text = JSON.stringify({
    id: '1',
    type: 'next',
    payload: { data: { partnerEvents: { name: 'create', transaction: { databaseId: message.broadcast } } } },
  });
  for (const client of wss.clients) client.send(text);
});
answerParent(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, async () => {
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => wss.close(() => server.close(() => resolve())));
});
