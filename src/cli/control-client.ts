import { createConnection } from 'node:net';

// The CLI's side of the control socket (src/cli/control.ts): kept free of the server's code, so
// a command sent to a running server loads nothing but this.

/** Where the server of the data folder `dataDir` listens for CLI commands. */
export function controlSocketPath(dataDir: string): string {
  return `${dataDir}.sock`;
}

export interface CommandRequest {
  argv: string[];
  /** What --password-stdin read on the CLI's side. */
  password?: string;
}

export interface CommandAnswer {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Sends a command to the server holding the data folder. Answers null when no server listens
 * (no socket, or a stale one): the CLI then opens the data folder itself.
 */
export function sendCommand(dataDir: string, request: CommandRequest): Promise<CommandAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(null);
      else reject(new Error(`the running server did not answer (${error.code ?? error.message})`));
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as CommandAnswer);
      } catch {
        reject(new Error('the running server closed the connection without an answer'));
      }
    });
  });
}
