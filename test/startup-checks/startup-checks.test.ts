import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openConfiguredDatabase } from '../../src/db/configured.js';
import { createLogger } from '../../src/log.js';
import { startWorkerMetrics } from '../../src/server.js';
import { createServices } from '../../src/services.js';
import { deploymentWarnings } from '../../src/startup-checks.js';
import { createConfiguredDatabase } from '../support/data-folder.js';
import { runCli } from '../support/processes.js';

describe('a port already in use', { timeout: 60_000 }, () => {
  let taken: Server;
  let port: number;
  let dir: string;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as AddressInfo).port;
    dir = await mkdtemp(join(tmpdir(), 'heldfunds-port-'));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => taken.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  it('stops `serve` before any migration, in one line, and leaves no new data folder behind', async () => {
    const dataDir = join(dir, 'new-data');
    const served = await runCli(['serve'], { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    expect(served).toMatchObject({ code: 1, stderr: `heldfunds: port ${port} on 127.0.0.1 is in use by another process (set PORT or HOST)\n` });
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // Nothing was opened, let alone migrated.
    expect(served.stdout).toContain('heldfunds starting');
    expect(served.stdout).not.toMatch(/opening embedded PGlite|checking database migrations|applying migration/);
  });

  it('writes the production warnings first, one line each', async () => {
    const env = { DATA_DIR: join(dir, 'production-data'), ENVIRONMENT: 'production', PORT: String(port) };
    const served = await runCli(['serve'], { ...env, LOG_LEVEL: 'warn' });
    expect(served.code).toBe(1);
    const lines = served.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual(deploymentWarnings(loadConfig(env)));
    expect(lines).toHaveLength(3);
  });

  it('stops `worker` when its METRICS_PORT is taken, before opening the database', async () => {
    const dataDir = join(dir, 'worker-data');
    const worker = await runCli(['worker'], { DATA_DIR: dataDir, METRICS_PORT: String(port), LOG_LEVEL: 'warn' });
    expect(worker).toMatchObject({ code: 1, stderr: `heldfunds: port ${port} on 127.0.0.1 is in use by another process (set PORT or HOST)\n` });
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('production warnings', () => {
  it('names each missing piece of a real deployment, one line each', () => {
    const warnings = deploymentWarnings(loadConfig({ ENVIRONMENT: 'production' }));
    expect(warnings).toEqual([
      expect.stringMatching(/^SMTP_URL is not set: invitations/),
      expect.stringMatching(/^no deposit method is configured \(WIRE_\* or CHECK_\*\)/),
      expect.stringMatching(/^PUBLIC_URL is not set: links in emails .* point to http:\/\/127\.0\.0\.1:4000$/),
    ]);
    const behindProxy = deploymentWarnings(loadConfig({ ENVIRONMENT: 'production', PUBLIC_URL: 'https://escrow.example.com' }));
    expect(behindProxy).toContainEqual(expect.stringMatching(/^PUBLIC_URL is https but this process serves plain HTTP and TRUST_PROXY is off/));
    expect(behindProxy).not.toContainEqual(expect.stringMatching(/^PUBLIC_URL is not set/));
    expect(deploymentWarnings(loadConfig({ ENVIRONMENT: 'production', PUBLIC_URL: 'https://escrow.example.com', TRUST_PROXY: 'true' }))).not.toContainEqual(
      expect.stringMatching(/TRUST_PROXY/),
    );
    expect(deploymentWarnings(loadConfig({}))).toEqual([]);
  });
});

describe('the worker /readyz (METRICS_PORT)', () => {
  it('answers 200 beside /metrics while it reaches the database, 503 once it is stopping', async () => {
    const database = await createConfiguredDatabase('heldfunds-worker-readyz-');
    const config = loadConfig({ ...database.env, METRICS_PORT: '0' });
    const log = createLogger('silent');
    const db = await openConfiguredDatabase(config, log);
    const services = createServices(config, db, log);
    const metrics = await startWorkerMetrics(services);
    try {
      const ready = await fetch(`${metrics!.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect((await fetch(`${metrics!.url}/metrics`)).status).toBe(200);
      metrics!.stopping();
      const stopping = await fetch(`${metrics!.url}/readyz`);
      expect(stopping.status).toBe(503);
      expect(await stopping.json()).toEqual({ status: 'unavailable' });
    } finally {
      await metrics!.close();
      await services.events.close();
      await db.close();
      await database.cleanup();
    }
  });
});
