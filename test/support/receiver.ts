import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The request's path (and query). */
  path: string;
}

/** How the receiver answers the next request: a status, optionally after a delay. */
export type Behaviour = { status: number; delayMs?: number };

/** A local HTTP receiver for webhooks whose answers a test scripts, one request at a time. */
export class Receiver {
  readonly received: Received[] = [];
  private script: Behaviour[] = [];
  private fallback: Behaviour = { status: 200 };
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body, path: req.url ?? '' });
        const behaviour = this.script.shift() ?? this.fallback;
        const answer = () => {
          if (!res.destroyed) res.writeHead(behaviour.status, { 'content-type': 'text/plain' }).end('ok');
        };
        if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  /** Answers the next requests in this order, then `always` (200 unless set). */
  answer(...behaviours: Behaviour[]): this {
    this.script.push(...behaviours);
    return this;
  }

  always(behaviour: Behaviour): this {
    this.fallback = behaviour;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
