import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The floor yardstick (bench/floor-server.ts), listening in a process of its own. */
export interface Floor {
  url: string;
  close(): Promise<void>;
}

/** Starts the floor on the service's PostgreSQL database; it reads the API keys there once. */
export async function startFloor(databaseUrl: string): Promise<Floor> {
  const file = fileURLToPath(new URL('floor-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the floor server did not start in 60 s')), 60_000);
    child.once('message', (message: { url?: string }) => {
      clearTimeout(timer);
      if (typeof message.url === 'string') resolve(message.url);
      else reject(new Error('the floor server sent no URL'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the floor server exited (${code})`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ stop: true });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
