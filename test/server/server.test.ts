import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config.js';
import { createApiKey } from '../../src/domain/api-keys.js';
import { createAccount } from '../../src/domain/customers/create-account.js';
import { createLogger } from '../../src/log.js';
import { startServer } from '../../src/server.js';
import { createConfiguredDatabase } from '../support/data-folder.js';
import { watchEventBus } from '../support/event-bus.js';
import { basicAuth, type Harness } from '../support/harness.js';
import { until } from '../support/waiting.js';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const database = await createConfiguredDatabase('heldfunds-server-');
    try {
      const running = await startServer(loadConfig({ PORT: '0', ...database.env }), createLogger('silent'));
      const customer = await createAccount(running.services, { email: 'drain@example.com' });
      const { key } = await createApiKey(running.services, customer.id, 'k');

      // Send the headers and half of the body, shut down, and send the rest only then.
      const { port } = new URL(running.url);
      const body = JSON.stringify({ name: 'created while draining' });
      const inFlight = new Promise<void>((resolve) => running.server.once('request', () => resolve()));
      let sendRest!: () => void;
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/2017-09-01/customer/me/api_key',
            headers: { authorization: basicAuth(customer.email, key), 'content-type': 'application/json', 'content-length': body.length },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        sendRest = () => req.end(body.slice(10));
      });
      // Shut down only once the server has the request (its headers, half of its body).
      await inFlight;
      let closed = false;
      const closing = running.close().then(() => (closed = true));
      // Closing starts at once: the app drains and the listener is gone before close() returns.
      expect(running.app.draining).toBe(true);
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
      expect(closed).toBe(false);

      sendRest();
      const finished = await response;
      expect(finished.status).toBe(201);
      expect(JSON.parse(finished.body)).toMatchObject({ name: 'created while draining' });
      await closing;
      expect(closed).toBe(true);
    } finally {
      await database.cleanup();
    }
  });
});

describe('shutdown with open subscriptions', () => {
  it('answers /readyz 503 at once, completes SSE streams and closes WebSockets with 1012 instead of holding the grace period', async () => {
    const database = await createConfiguredDatabase('heldfunds-server-subs-');
    try {
      const running = await startServer(loadConfig({ PORT: '0', SHUTDOWN_GRACE_SECONDS: '120', ...database.env }), createLogger('silent'));
      const customer = await createAccount(running.services, { email: 'console@example.com', isPartner: true });
      const { key } = await createApiKey(running.services, customer.id, 'k');
      const authorization = basicAuth(customer.email, key);
      const bus = watchEventBus({ services: running.services } as Harness);
      const query = 'subscription { partnerEvents { eventId name } }';

      // A WebSocket subscription (graphql-transport-ws, spoken by hand to see the close code).
      const socket = new WebSocket(`${running.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const messages: { type: string }[] = [];
      socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as { type: string }));
      const wsClosed = new Promise<{ code: number; reason: string }>((resolve) =>
        socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      await new Promise<void>((resolve) => socket.once('open', () => resolve()));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization } }));
      await until(() => messages.some((m) => m.type === 'connection_ack'), 10_000, 'connection_ack');
      socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query } }));
      await bus.listeningTo(1);

      // An SSE subscription: a streaming response that stays open until the server ends it.
      const sse = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query }),
      });
      expect(sse.status).toBe(200);
      const sseText = sse.text();
      await bus.listeningTo(2);

      const started = Date.now();
      const closing = running.close();
      const ready = await running.app.handler.fetch(new Request('http://heldfunds.test/readyz'));
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', draining: true });

      expect(await wsClosed).toEqual({ code: 1012, reason: 'service restart' });
      expect(await sseText).toContain('event: complete');
      await closing;
      // Far less than the 120 s grace period the open streams would otherwise have held.
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await database.cleanup();
    }
  });
});
