import { parseCommandLine, type CommandLine } from '../../src/cli/command-line.js';
import { describeFailure, formatOutput } from '../../src/cli/output.js';
import type { Json } from './json.js';

/** A command's answer as the CLI prints it (with --json) and a script reads it back. */
export function printed(value: unknown): Json {
  return JSON.parse(formatOutput(value, true));
}

/** How the CLI answers what `work` throws: its exit code and stderr. */
export async function failureOf(work: () => unknown): Promise<ReturnType<typeof describeFailure>> {
  try {
    await work();
  } catch (error) {
    return describeFailure(error);
  }
  throw new Error('expected the command to fail');
}

type WithOptions = Extract<CommandLine, { options: unknown }>;
type OptionsOf<C> = Extract<WithOptions, { command: C }>['options'];

/** The options of `command` as the CLI parses `args` (a usage error throws). */
export function optionsOf<C extends WithOptions['command']>(command: C, args: string[]): OptionsOf<C> {
  const line = parseCommandLine([...command.split(' '), ...args]);
  if (line.command !== command) throw new Error(`parsed ${line.command}, not ${command}`);
  return (line as WithOptions).options as OptionsOf<C>;
}
