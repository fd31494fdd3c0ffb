import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local webhook receiver answering 200 at once, counting what it received (the events benchmarks). */
export interface CountingReceiver {
  url: string;
  /** Requests answered since the last reset. */
  readonly received: number;
  /** When the last request was answered (ms since the epoch, performance.timeOrigin + now()). */
  readonly lastAt: number;
  reset(): void;
  /** Resolves once at least `count` requests were answered since the last reset. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCountingReceiver(): Promise<CountingReceiver> {
  let received = 0;
  let lastAt = 0;
  const waiters = new Set<{ count: number; resolve: () => void }>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      lastAt = performance.timeOrigin + performance.now();
      for (const waiter of waiters) {
        if (received < waiter.count) continue;
        waiters.delete(waiter);
        waiter.resolve();
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    get received() {
      return received;
    },
    get lastAt() {
      return lastAt;
    },
    reset: () => {
      received = 0;
    },
    waitFor(count) {
      if (received >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.add({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
