import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';
import { createConfiguredDatabase } from './support/data-folder.js';
import { basicAuth } from './support/harness.js';

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
