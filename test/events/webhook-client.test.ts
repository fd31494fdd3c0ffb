import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookClient } from '../../src/events/webhook-client.js';

let server: Server;
let base: string;
const bodies: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      if (req.url === '/redirect') return res.writeHead(302, { location: '/ok' }).end();
      if (req.url === '/large') return res.writeHead(200).end(Buffer.alloc(1024 * 1024, 'x'));
      if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end(), 1000);
      if (req.url === '/slow-body') {
        res.writeHead(201);
        res.write('part');
        return void setTimeout(() => res.end(), 1000);
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('webhook client', () => {
  it('POSTs the body with its headers and answers the status', async () => {
    const client = createWebhookClient({ timeoutMs: 5000, allowPrivateAddresses: true });
    try {
      const response = await client.post(`${base}/ok`, '{"a":1}', { 'webhook-id': 'msg_1' });
      expect(response).toMatchObject({ status: 200, error: null });
      expect(bodies.at(-1)).toBe('{"a":1}');
      // The connection is kept and reused: many requests in a row all answer.
      const many = await Promise.all(Array.from({ length: 50 }, () => client.post(`${base}/ok`, '{}', {})));
      expect(many.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('follows no redirect: a 302 is the answer', async () => {
    const client = createWebhookClient({ timeoutMs: 5000, allowPrivateAddresses: true });
    try {
      const before = bodies.length;
      expect(await client.post(`${base}/redirect`, '{}', {})).toMatchObject({ status: 302, error: null });
      expect(bodies.length).toBe(before + 1);
    } finally {
      await client.close();
    }
  });

  it('answers the status of a receiver sending a large body without waiting for all of it', async () => {
    const client = createWebhookClient({ timeoutMs: 2000, allowPrivateAddresses: true });
    try {
      expect(await client.post(`${base}/large`, '{}', {})).toMatchObject({ status: 200, error: null });
      expect(await client.post(`${base}/ok`, '{}', {})).toMatchObject({ status: 200, error: null });
    } finally {
      await client.close();
    }
  });

  it('gives up after the timeout, before the status or during the body', async () => {
    const client = createWebhookClient({ timeoutMs: 200, allowPrivateAddresses: true });
    try {
      const slow = await client.post(`${base}/slow`, '{}', {});
      expect(slow).toMatchObject({ status: null, error: 'no answer within 200 ms' });
      expect(slow.durationMs).toBeGreaterThanOrEqual(150);
      expect(slow.durationMs).toBeLessThan(900);
      // The status came: it is the answer, as when a body is cut short.
      const slowBody = await client.post(`${base}/slow-body`, '{}', {});
      expect(slowBody).toMatchObject({ status: 201, error: null });
      expect(slowBody.durationMs).toBeLessThan(900);
      // Later requests have their own time.
      expect(await client.post(`${base}/ok`, '{}', {})).toMatchObject({ status: 200, error: null });
    } finally {
      await client.close();
    }
  });

  it('counts an answer that came in time while the process was busy past the deadline', async () => {
    // The receiver runs on a thread of its own, so it answers (50 ms after each request) while this one is busy.
    const receiver = new Worker(
      `const { createServer } = require('node:http'); const { parentPort } = require('node:worker_threads');
      const server = createServer((req, res) => req.resume().on('end', () => setTimeout(() => res.writeHead(200).end('ok'), 50)));
      server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));`,
      { eval: true },
    );
    const port = await new Promise<number>((resolve) => receiver.once('message', resolve));
    const client = createWebhookClient({ timeoutMs: 150, allowPrivateAddresses: true });
    try {
      const url = `http://127.0.0.1:${port}/`;
      expect(await client.post(url, '{}', {})).toMatchObject({ status: 200, error: null });
      // Past the first request's deadline, so the second one arms a timer of its own.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = client.post(url, '{}', {});
      // Sent on the kept-alive connection; then this thread is busy, in the loop's check phase
      // (the next turn runs its timers first), until well past the deadline: the answer comes meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      const busyUntil = performance.now() + 400;
      while (performance.now() < busyUntil);
      expect(await answer).toMatchObject({ status: 200, error: null });
    } finally {
      await client.close();
      await receiver.terminate();
    }
  });

  it('refuses private addresses, literal or behind a name, unless allowed', async () => {
    const client = createWebhookClient({ timeoutMs: 5000, allowPrivateAddresses: false });
    try {
      expect(await client.post(`${base}/ok`, '{}', {})).toMatchObject({ status: null, error: 'refusing to connect to a private address' });
      const port = new URL(base).port;
      const named = await client.post(`http://localhost:${port}/ok`, '{}', {});
      expect(named.status).toBeNull();
      expect(named.error).toMatch(/^EPRIVATE: refusing to connect to a private address for localhost/);
      expect(await client.post('not a url', '{}', {})).toMatchObject({ status: null });
    } finally {
      await client.close();
    }
  });

  it('reports a receiver that is down', async () => {
    const client = createWebhookClient({ timeoutMs: 5000, allowPrivateAddresses: true });
    try {
      const down = await client.post('http://127.0.0.1:9/hooks', '{}', {});
      expect(down.status).toBeNull();
      expect(down.error).toMatch(/ECONNREFUSED/);
    } finally {
      await client.close();
    }
  });
});
