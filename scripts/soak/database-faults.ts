// The soak's database faults: the servers and the worker reach PostgreSQL through a TCP proxy the
// soak controls (test/support/tcp-proxy.ts, the proxy of the PostgreSQL outage test), which at
// random moments resets every open connection and refuses new ones for a short while, then
// forwards again. The database itself keeps running, and the soak's own checks read it
// directly, so what was committed before a cut is there after it. The callers (run.ts) answer
// each 503 as docs/security.md says a client should: the same request again, with the same
// Idempotency-Key, after its Retry-After.
import { startTcpProxy, throughProxy } from '../../test/support/tcp-proxy.js';

export interface SoakDatabaseCuts {
  /** DATABASE_URL for every heldfunds process of the run: through the proxy. */
  url: string;
  cuts: number;
  /** Milliseconds the database was cut off in all. */
  cutMs: number;
  /** The shortest and longest cut, in ms. */
  shortestMs: number;
  longestMs: number;
  /** Cuts every connection at random until `stopping()` says so; resolves with the proxy forwarding. */
  cutAtRandom(random: () => number, stopping: () => boolean): Promise<void>;
  stop(): Promise<void>;
}

/** How long a cut lasts: 0.2 to 3 s. */
export const cutMinMs = 200;
export const cutMaxMs = 3000;

export async function startSoakDatabaseCuts(databaseUrl: string): Promise<SoakDatabaseCuts> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const soak: SoakDatabaseCuts = {
    url: throughProxy(databaseUrl, proxy),
    cuts: 0,
    cutMs: 0,
    shortestMs: Infinity,
    longestMs: 0,
    async cutAtRandom(random, stopping) {
      while (!stopping()) {
        await new Promise((resolve) => setTimeout(resolve, 4000 + random() * 12_000));
        if (stopping()) break;
        const downMs = cutMinMs + random() * (cutMaxMs - cutMinMs);
        proxy.cut();
        soak.cuts += 1;
        await new Promise((resolve) => setTimeout(resolve, downMs));
        proxy.restore();
        soak.cutMs += downMs;
        soak.shortestMs = Math.min(soak.shortestMs, downMs);
        soak.longestMs = Math.max(soak.longestMs, downMs);
      }
      proxy.restore();
    },
    stop: () => proxy.close(),
  };
  return soak;
}
