import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local webhook receiver answering 200 at once, counting what it received (the events benchmarks). */
export interface CountingReceiver {
  url: string;
  /** Requests answered since the last reset. */
  readonly received: number;
  reset(): void;
  /** Resolves once at least `count` requests were answered since the last reset. */
  waitFor(count: number, pollMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCountingReceiver(): Promise<CountingReceiver> {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    get received() {
      return received;
    },
    reset: () => {
      received = 0;
    },
    async waitFor(count, pollMs) {
      while (received < count) await new Promise((resolve) => setTimeout(resolve, pollMs));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
