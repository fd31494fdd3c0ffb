import { loadConfig } from '../config.js';
import { parseCommandLine, wantsHelp, type CommandLine } from './command-line.js';
import { splitJsonFlag } from './flags.js';
import { defaultNodeEnvironment } from './node-env.js';
import type { ListenOptions } from './listen-command-line.js';
import { describeFailure, formatOutput } from './output.js';
import { readLine } from './stdin.js';
import { shortUsage, usage } from './usage.js';

// The process entry: reads the command line, runs the command, prints its JSON and exits with
// 0, 1 (it failed) or 2 (the command line was wrong). The server and database code is loaded
// only once the command line is read, so usage and configuration errors answer at once. On
// embedded PGlite a command goes to the server running on the data folder, when there is one
// (src/cli/control-client.ts); otherwise the CLI opens the database itself. Every failure is
// printed by describeFailure (src/cli/output.ts): one line, or JSON with --json.

async function main(argv: string[], read: { line?: CommandLine }): Promise<number> {
  const words = splitJsonFlag(argv).argv;
  if (words.length === 0) {
    process.stderr.write(`${shortUsage}\n`);
    return 2;
  }
  if (wantsHelp(argv)) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const line = parseCommandLine(words);
  read.line = line;
  // A client of a server: no configuration, no database.
  if (line.command === 'listen') return listenUntilStopped(line.options);
  defaultNodeEnvironment(line.command, process.env);
  const config = loadConfig();
  if (line.command === 'serve') {
    const { isPrimary } = (await import('node:cluster')).default;
    // `--workers N`: this (primary) process supervises N server processes (src/cli/cluster.ts).
    if (line.options.workers > 1 && isPrimary) await (await import('./cluster.js')).serveWorkers(config, line.options.workers);
    else await (await import('./long-running.js')).serve(config);
    return 0;
  }
  if (line.command === 'worker') {
    await (await import('./long-running.js')).worker(config);
    return 0;
  }
  if ('options' in line && 'passwordStdin' in line.options && line.options.passwordStdin) line.options.password = await readLine();
  if (!config.databaseUrl) {
    const password = 'options' in line && 'password' in line.options ? line.options.password : undefined;
    // The whole command line (--json too): the server answers as this process would.
    const answer = await (await import('./control-client.js')).sendCommand(config.dataDir, { argv, password });
    if (answer) {
      process.stdout.write(answer.stdout);
      process.stderr.write(answer.stderr);
      return answer.exitCode;
    }
  }
  const output = await (await import('./run-command.js')).runCommand(config, line);
  process.stdout.write(formatOutput(output, splitJsonFlag(argv).json));
  const { commandExitCode } = await import('./execute.js');
  return commandExitCode(line, output);
}

/** `heldfunds listen` until Ctrl-C (SIGINT) or SIGTERM, which end it with exit code 0. */
async function listenUntilStopped(options: ListenOptions): Promise<number> {
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  return (await import('./listen.js')).runListen(options, stop.signal);
}

const argv = process.argv.slice(2);
const read: { line?: CommandLine } = {};
main(argv, read).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const failure = describeFailure(error, { json: splitJsonFlag(argv).json, command: read.line?.command });
    process.stderr.write(failure.stderr);
    process.exit(failure.exitCode);
  },
);
