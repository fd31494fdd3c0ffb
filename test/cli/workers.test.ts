import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/databases.js';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../support/data-folder.js';
import { basicAuth } from '../support/harness.js';
import { runCli, startProcess, until, type Started } from '../support/processes.js';

// `heldfunds serve --workers N`: N server processes on one port under a primary that restarts
// them and drains them all on SIGTERM. PostgreSQL only (TEST_DATABASE_URL); on PGlite it is refused.

const pglite = testDatabaseUrl() === undefined;

/** One request on its own connection: the kernel hands each new connection to one of the processes. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `heldfunds_process_info{pid,worker}` and the requests to one route, from the process that answered the scrape. */
async function scrape(url: string): Promise<{ pid: number; worker: number; customerMe: number }> {
  const { body } = await get(`${url}/metrics`);
  const info = /heldfunds_process_info\{pid="(\d+)",worker="(\d+)"\} 1/.exec(body);
  if (!info) throw new Error(`no heldfunds_process_info in:\n${body.slice(0, 500)}`);
  const counted = [...body.matchAll(/heldfunds_http_requests_total\{route="\/2017-09-01\/customer\/\{customer_id\}",method="GET",status="200"\} (\d+)/g)];
  return { pid: Number(info[1]), worker: Number(info[2]), customerMe: counted.reduce((sum, match) => sum + Number(match[1]), 0) };
}

describe('serve --workers', { timeout: 300_000 }, () => {
  it('refuses a count that is not 1 to 64 as a usage error', async () => {
    for (const count of ['0', '65', 'two']) {
      const result = await runCli(['serve', '--workers', count], { DATA_DIR: '/nonexistent/heldfunds' });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`--workers must be a whole number from 1 to 64; got "${count}"`);
    }
  });

  it.skipIf(!pglite)('refuses --workers 2 on embedded PGlite in one line, before opening the data folder', async () => {
    const database = await createConfiguredDatabase('heldfunds-workers-');
    try {
      const result = await runCli(['serve', '--workers', '2'], { ...database.env, PORT: '0', LOG_LEVEL: 'warn' });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'heldfunds: --workers 2 needs PostgreSQL (DATABASE_URL): embedded PGlite is a database inside one process and its data folder cannot be shared; run serve without --workers, or use PostgreSQL\n',
      );
    } finally {
      await database.cleanup();
    }
  });

  describe.skipIf(pglite)('on PostgreSQL', () => {
    let database: ConfiguredDatabase;
    let env: NodeJS.ProcessEnv;
    let primary: Started;
    let url: string;

    beforeAll(async () => {
      database = await createConfiguredDatabase('heldfunds-workers-');
      env = { ...database.env, LOG_LEVEL: 'info', HOST: '127.0.0.1' };
      primary = startProcess(['serve', '--workers', '2'], { ...env, PORT: '0' });
      url = `http://127.0.0.1:${(await primary.waitFor('all server processes listening', 180_000)).port as number}`;
    }, 200_000);
    afterAll(async () => {
      if (primary.child.exitCode === null) {
        primary.child.kill('SIGTERM');
        await primary.exited;
      }
      await database.cleanup();
    });

    it('answers from both processes', async () => {
      const key = await runCli(['customer', 'create', '--email', 'ops@example.com'], env).then(() =>
        runCli(['api-key', 'create', '--email', 'ops@example.com', '--name', 'ops'], env),
      );
      const auth = basicAuth('ops@example.com', (JSON.parse(key.stdout) as { key: string }).key);
      for (let i = 0; i < 30; i += 1) expect((await get(`${url}/2017-09-01/customer/me`, { authorization: auth })).status).toBe(200);
      // Each scrape reaches one process: scrape until both have answered one, and both show requests served.
      const seen = new Map<number, { worker: number; customerMe: number }>();
      await until(
        async () => {
          const { pid, ...rest } = await scrape(url);
          seen.set(pid, rest);
          return seen.size === 2;
        },
        60_000,
        'a scrape from each process',
      );
      expect([...seen.values()].map((entry) => entry.worker).sort()).toEqual([0, 1]);
      for (const entry of seen.values()) expect(entry.customerMe).toBeGreaterThan(0);
      expect([...seen.values()].reduce((sum, entry) => sum + entry.customerMe, 0)).toBe(30);
    });

    it('starts another process when one dies, with the same number', async () => {
      let victim: { pid: number; worker: number } | undefined;
      await until(async () => ((victim = await scrape(url)), victim.worker === 1), 60_000, 'a scrape from process 1');
      process.kill(victim!.pid, 'SIGKILL');
      await primary.waitFor('server process died; starting another', 30_000);
      await until(
        async () => {
          const now = await scrape(url);
          return now.worker === 1 && now.pid !== victim!.pid;
        },
        120_000,
        'a new process 1',
      );
      expect(primary.logs.find((entry) => entry.msg === 'server process died; starting another')).toMatchObject({ worker: 1, pid: victim!.pid, signal: 'SIGKILL' });
    });

    it('drains every process on SIGTERM and exits 0', async () => {
      primary.child.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
      const messages = primary.logs.map((entry) => entry.msg);
      expect(messages).toContain('stopping server processes');
      expect(messages.filter((msg) => msg === 'heldfunds stopped')).toHaveLength(2);
      expect(messages.at(-1)).toBe('server processes stopped');
    });
  });
});
