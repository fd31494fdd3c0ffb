import { parseArgs } from 'node:util';
import { UnknownWordError, UsageError } from './usage.js';

// Every command's options are read here: node:util's parseArgs in strict mode, with its errors
// said the CLI's way (an unknown option names the closest one the command takes).

export type FlagSpec = Record<string, { type: 'string' | 'boolean' }>;

interface ParseArgsError extends Error {
  code?: string;
}

/** The word in quotes in parseArgs' message: `Unknown option '--emial'` → `--emial`. */
function quoted(message: string): string {
  return /'([^']*)'/.exec(message)?.[1] ?? '';
}

function usageErrorOf(error: ParseArgsError, spec: FlagSpec): UsageError {
  const word = quoted(error.message);
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new UnknownWordError(
        'option',
        word,
        Object.keys(spec).map((name) => `--${name}`),
      );
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new UsageError(`unexpected argument "${word}": options are written --name value`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const name = word.split(' ')[0] ?? word;
      if (/does not take an argument/.test(error.message)) return new UsageError(`${name} takes no value`);
      if (/ambiguous/.test(error.message)) return new UsageError(`${name} needs a value: write ${name}=VALUE for a value that starts with "-"`);
      return new UsageError(`${name} needs a value`);
    }
    default:
      return new UsageError(error.message.replace(/\s+/g, ' ').trim());
  }
}

/** The values of `args` as `spec` declares them; positionals only where the command takes them. */
export function readFlags<T extends FlagSpec>(args: string[], spec: T, allowPositionals = false) {
  try {
    return parseArgs({ args, options: spec, strict: true, allowPositionals });
  } catch (error) {
    throw usageErrorOf(error as ParseArgsError, spec);
  }
}

/** `--json` anywhere before `--`: failures are printed as JSON on stderr. Answers the other arguments. */
export function splitJsonFlag(argv: readonly string[]): { json: boolean; argv: string[] } {
  const end = argv.indexOf('--');
  const head = end === -1 ? argv : argv.slice(0, end);
  const json = head.includes('--json');
  return { json, argv: json ? [...head.filter((arg) => arg !== '--json'), ...(end === -1 ? [] : argv.slice(end))] : [...argv] };
}
