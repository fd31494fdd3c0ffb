import { loadConfig } from '../config.js';
import { parseCommandLine, wantsHelp } from './command-line.js';
import { describeFailure, formatOutput } from './output.js';
import { readLine } from './stdin.js';
import { usage } from './usage.js';

// The process entry: reads the command line, runs the command, prints its JSON and exits with
// 0, 1 (it failed) or 2 (the command line was wrong). The server and database code is loaded
// only once the command line is read, so usage and configuration errors answer at once.

async function main(argv: string[]): Promise<number> {
  if (wantsHelp(argv)) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const config = loadConfig();
  const line = parseCommandLine(argv);
  switch (line.command) {
    case 'serve':
      await (await import('./long-running.js')).serve(config);
      return 0;
    case 'worker':
      await (await import('./long-running.js')).worker(config);
      return 0;
    case 'customer create':
      if (line.options.passwordStdin) line.options.password = await readLine();
      break;
  }
  const output = await (await import('./run-command.js')).runCommand(config, line);
  process.stdout.write(formatOutput(output));
  // An audit that found violations fails, so scripts and cron jobs notice.
  return line.command === 'ledger audit' && (output as { ok: boolean }).ok === false ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const failure = describeFailure(error);
    process.stderr.write(failure.stderr);
    process.exit(failure.exitCode);
  },
);
