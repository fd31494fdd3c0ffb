import { loadConfig } from '../config.js';
import { parseCommandLine, wantsHelp } from './command-line.js';
import { describeFailure, formatOutput } from './output.js';
import { readLine } from './stdin.js';
import { usage } from './usage.js';

// The process entry: reads the command line, runs the command, prints its JSON and exits with
// 0, 1 (it failed) or 2 (the command line was wrong). The server and database code is loaded
// only once the command line is read, so usage and configuration errors answer at once. On
// embedded PGlite a command goes to the server running on the data folder, when there is one
// (src/cli/control-client.ts); otherwise the CLI opens the database itself.

async function main(argv: string[]): Promise<number> {
  if (wantsHelp(argv)) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const config = loadConfig();
  const line = parseCommandLine(argv);
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
    const answer = await (await import('./control-client.js')).sendCommand(config.dataDir, { argv, password });
    if (answer) {
      process.stdout.write(answer.stdout);
      process.stderr.write(answer.stderr);
      return answer.exitCode;
    }
  }
  const output = await (await import('./run-command.js')).runCommand(config, line);
  process.stdout.write(formatOutput(output));
  const { commandExitCode } = await import('./execute.js');
  return commandExitCode(line, output);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const failure = describeFailure(error);
    process.stderr.write(failure.stderr);
    process.exit(failure.exitCode);
  },
);
