// The soak's Redis faults: the servers and the worker share a real redis-server (live events
// relayed between the instances, shared rate-limit counters), which is killed with SIGKILL and
// started again, empty, at random while the actions run. The run's own checks then say that
// nothing was lost: every committed event delivered exactly once, every action as the model
// predicts, no server answering 5xx, and (checked here) no server process ending by itself.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { RedisServer } from '../../test/support/redis-server.js';

export interface SoakRedis {
  /** REDIS_URL and EVENTS_CHANNEL for every heldfunds process of the run. */
  env: { REDIS_URL: string; EVENTS_CHANNEL: string };
  restarts: number;
  /** Kills and restarts Redis at random until `stopping()` says so; resolves with Redis running. */
  restartAtRandom(random: () => number, stopping: () => boolean): Promise<void>;
  stop(): Promise<void>;
}

export async function startSoakRedis(): Promise<SoakRedis> {
  const server = await RedisServer.start();
  // However the run ends, its redis-server ends with it.
  process.once('exit', () => void server.kill());
  const soak: SoakRedis = {
    env: { REDIS_URL: server.url, EVENTS_CHANNEL: `heldfunds:soak:${randomBytes(5).toString('hex')}` },
    restarts: 0,
    async restartAtRandom(random, stopping) {
      while (!stopping()) {
        await new Promise((resolve) => setTimeout(resolve, 3000 + random() * 6000));
        if (stopping()) break;
        await server.kill();
        soak.restarts += 1;
        // Down for a moment: long enough for requests and publishes to meet the outage.
        await new Promise((resolve) => setTimeout(resolve, 200 + random() * 2000));
        await server.start();
      }
      await server.start();
    },
    stop: () => server.kill(),
  };
  return soak;
}

/**
 * Fails the run if one of these server processes ended by itself (not killed by the soak):
 * losing Redis must never take an instance down. Answers a function that throws at the end.
 */
export function watchServersStayUp(servers: ChildProcess[]): () => void {
  const ended: string[] = [];
  for (const server of servers) {
    server.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM') ended.push(`pid ${server.pid} exited (${code ?? signal})`);
    });
  }
  return () => {
    if (ended.length > 0) throw new Error(`a heldfunds serve process ended during the run: ${ended.join('; ')}`);
  };
}
