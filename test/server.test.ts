import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';
import { createDatabaseFromTemplate, testDatabaseUrl } from './support/databases.js';
import { basicAuth } from './support/harness.js';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'heldfunds-server-'));
    const url = testDatabaseUrl();
    const database = url ? await createDatabaseFromTemplate(url, inject('postgresTemplate')) : undefined;
    try {
      const config = { ...loadConfig({ PORT: '0', DATA_DIR: join(dir, 'data') }), databaseUrl: database?.url };
      const running = await startServer(config, createLogger('silent'));
      const customer = await createAccount(running.services, { email: 'drain@example.com' });
      const { key } = await createApiKey(running.services, customer.id, 'k');

      // Send the headers and half of the body, start shutting down, then send the rest.
      const { port } = new URL(running.url);
      const body = JSON.stringify({ name: 'created while draining' });
      const inFlight = new Promise<void>((resolve) => running.server.once('request', () => resolve()));
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
        setTimeout(() => req.end(body.slice(10)), 300);
      });
      // Shut down only once the server has the request (its headers, half of its body).
      await inFlight;
      let closed = false;
      const closing = running.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(running.app.draining).toBe(true);
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();

      const finished = await response;
      expect(finished.status).toBe(201);
      expect(JSON.parse(finished.body)).toMatchObject({ name: 'created while draining' });
      await closing;
      expect(closed).toBe(true);
    } finally {
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
