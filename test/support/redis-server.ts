import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether Debian's redis-server is on the PATH: the fault tests need the real part (`.ci/run` installs it). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

if (!hasRedisServer) console.warn('Redis fault tests skipped: no redis-server on the PATH (apt-get install redis-server)');

/**
 * A real redis-server in a child process on a free loopback port, for fault tests: `kill()` ends
 * it at once (SIGKILL, as a crash does: no goodbye to its clients) and `start()` brings it back on
 * the same port, empty (no persistence). Each call resolves once the server accepts connections
 * (or has exited).
 */
export class RedisServer {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  async start(timeoutMs = 10_000): Promise<void> {
    if (this.child) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'];
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('error', (error) => (clearTimeout(timer), reject(error)));
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`redis-server exited (${code}):\n${output}`))));
    });
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGKILL');
    await this.exited;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
