import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import type { QueryCounter } from '../src/db/adapters.js';

/**
 * Watches the service's SQL statements (its QueryCounter) and the requests its server receives.
 *
 * The in-process event workers (outbox dispatch, webhook delivery) poll on their own, so a plain
 * before/after count around a request would depend on timing. `countOneRequest` therefore runs
 * the server's request listeners in an AsyncLocalStorage scope and counts only the statements
 * issued inside it. That scope is switched on only for those few sequential requests: under
 * Node 20 an active AsyncLocalStorage installs promise hooks that slow every promise in the
 * process, which would distort the load runs. Nothing in src/ changes.
 */
export class StatementTracker {
  /** Every statement, the event workers' included. */
  total = 0;
  /** Requests the server has received (each one runs to the end, even when its client left). */
  received = 0;
  private inflight = 0;
  private lastStatement = 0;
  private readonly scope = new AsyncLocalStorage<true>();
  private attributing = false;
  private inScope = 0;

  constructor(server: Server, counter: QueryCounter) {
    const listeners = server.listeners('request') as Array<(...args: unknown[]) => void>;
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      this.received += 1;
      this.inflight += 1;
      res.once('close', () => (this.inflight -= 1));
      const handle = () => {
        for (const listener of listeners) listener.call(server, req, res);
      };
      if (this.attributing) this.scope.run(true, handle);
      else handle();
    });

    const record = counter.record.bind(counter);
    counter.record = (sql: string) => {
      this.total += 1;
      this.lastStatement = performance.now();
      if (this.attributing && this.scope.getStore()) this.inScope += 1;
      record(sql);
    };
  }

  /** The statements `send` caused inside request handling, with the workers' left out. */
  async countRequestStatements(send: () => Promise<void>): Promise<number> {
    this.attributing = true;
    this.inScope = 0;
    try {
      await send();
      await this.settle();
      return this.inScope;
    } finally {
      this.attributing = false;
      this.scope.disable();
    }
  }

  /**
   * Resolves when the requests a load run abandoned (the server still finishes them) are done:
   * no open request and no statement for a while (idle workers poll less often than that).
   * Bounded, so it cannot hang.
   */
  async settle(quietMs = 300, timeoutMs = 20_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.inflight === 0 && performance.now() - this.lastStatement >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
