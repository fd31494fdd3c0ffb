import { chmod, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import type { Database } from '../db/database.js';
import type { Services } from '../domain/services.js';
import type { Logger } from '../log.js';
import { parseCommandLine } from './command-line.js';
import { controlSocketPath, type CommandAnswer, type CommandRequest } from './control-client.js';
import { commandExitCode, executeCommand } from './execute.js';
import { splitJsonFlag } from './flags.js';
import { describeFailure, formatOutput } from './output.js';
import { UsageError } from './usage.js';

// The CLI beside a running server on embedded PGlite. PGlite lives in one process, which holds
// the data folder; a CLI that finds it held sends its command line over this Unix socket and
// the server runs the command with its own database and services, one command a connection.
// Only the folder's owner can connect (the socket is mode 0600): the same people who could
// open the data folder itself. docs/decisions.md explains the choice.

const maxRequestBytes = 64 * 1024;

function readRequest(text: string): CommandRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError('the request is not JSON');
  }
  const request = value as Partial<CommandRequest> | null;
  if (!request || !Array.isArray(request.argv) || request.argv.length > 64 || !request.argv.every((arg) => typeof arg === 'string')) {
    throw new UsageError('the request has no command line');
  }
  if (request.password !== undefined && typeof request.password !== 'string') throw new UsageError('the password must be text');
  return { argv: request.argv, password: request.password };
}

/** Runs one request in this (the server's) process and answers as the CLI would print it. */
export async function answerCommand(services: Services, db: Database, text: string, serverUrl?: string): Promise<CommandAnswer> {
  let json = false;
  let command: string | undefined;
  try {
    const request = readRequest(text);
    const split = splitJsonFlag(request.argv);
    json = split.json;
    const line = parseCommandLine(split.argv);
    command = line.command;
    if (line.command === 'serve' || line.command === 'worker') throw new UsageError(`a heldfunds process already runs on ${services.config.dataDir}`);
    // The CLI runs listen itself, never through a server: it holds a connection until Ctrl-C.
    if (line.command === 'listen') throw new UsageError('listen runs in the CLI, not in the server');
    if ('options' in line && 'passwordStdin' in line.options && line.options.passwordStdin) line.options.password = request.password ?? '';
    // The server applied its migrations when it opened the database: none is pending.
    const output = await executeCommand(services, { ...db, appliedMigrations: [] }, line, serverUrl);
    return { exitCode: commandExitCode(line, output), stdout: formatOutput(output, json), stderr: '' };
  } catch (error) {
    const failure = describeFailure(error, { json, command });
    if (failure.unexpected) services.log.error({ err: error }, 'CLI command failed');
    return { exitCode: failure.exitCode, stdout: '', stderr: failure.stderr };
  }
}

export interface CommandListener {
  close(): Promise<void>;
}

/** Listens for CLI commands on the data folder's control socket. */
export async function listenForCommands(services: Services, db: Database, dataDir: string, log: Logger, serverUrl?: string): Promise<CommandListener> {
  const path = controlSocketPath(dataDir);
  // This process holds the data folder's lock: a socket file left there is a crashed server's.
  await rm(path, { force: true });
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > maxRequestBytes) {
        socket.end(`${JSON.stringify({ exitCode: 2, stdout: '', stderr: 'heldfunds: the request is too large\n' })}\n`);
        return;
      }
      const end = received.indexOf('\n');
      if (end === -1) return;
      socket.removeAllListeners('data');
      void answerCommand(services, db, received.slice(0, end), serverUrl).then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } catch (error) {
    // A path too long for a Unix socket, a read-only folder: serve on, without the channel.
    log.warn({ socket: path, err: { message: (error as Error).message } }, 'CLI commands cannot reach this process: run them with the server stopped');
    return { close: async () => {} };
  }
  await chmod(path, 0o600);
  log.info({ socket: path }, 'listening for CLI commands');
  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
      await rm(path, { force: true });
    },
  };
}
