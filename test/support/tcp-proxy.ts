import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on a free loopback port that a fault test (or the soak) controls: `cut()` drops
 * every open connection (both sides reset, as when a network or the server goes away) and
 * refuses new ones (accepted, then reset at once: the client sees ECONNRESET, not a hang);
 * `restore()` forwards again. The target is never touched: it keeps running, so what a client
 * committed before the cut is there after it.
 */
export interface TcpProxy {
  /** host:port to connect to instead of the target. */
  host: string;
  port: number;
  /** Whether connections are being refused. */
  readonly isCut: boolean;
  /** Connections forwarded since the proxy started. */
  readonly accepted: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cut = false;
  let accepted = 0;
  const server: Server = createServer((client) => {
    client.on('error', () => {});
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    accepted += 1;
    const upstream = connect(target.port, target.host);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => {
      open.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    open.add(client);
    open.add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    get isCut() {
      return cut;
    },
    get accepted() {
      return accepted;
    },
    cut() {
      cut = true;
      for (const socket of [...open]) socket.resetAndDestroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    async close() {
      cut = true;
      for (const socket of [...open]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The connection string of `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, 'host' | 'port'>): string {
  const parsed = new URL(url);
  parsed.hostname = proxy.host;
  parsed.port = String(proxy.port);
  return parsed.toString();
}
