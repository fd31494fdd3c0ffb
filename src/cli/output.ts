import { ConfigError, StartupError } from '../config.js';
import { DomainError, flattenFieldErrors, ValidationError, type FieldErrors } from '../domain/shared/errors.js';
import { UnknownWordError, usage, usageOf, UsageError } from './usage.js';

/** A command's answer printed as it is (the demo's walk-through), not as JSON. */
export class PlainText {
  constructor(readonly text: string) {}
}

/** A command's answer for people (`text`), or with --json for machines (`json`): the dispute commands. */
export class Readable {
  constructor(
    readonly text: string,
    readonly json: unknown,
  ) {}
}

/** What a command prints on stdout; `json`: --json was given. */
export function formatOutput(value: unknown, json = false): string {
  if (value instanceof PlainText) return value.text;
  if (value instanceof Readable) return json ? `${JSON.stringify(value.json, null, 2)}\n` : value.text;
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The message of an unexpected error on one line, without its stack. */
function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim() || (error instanceof Error ? error.name : 'failed');
  return line.length > 500 ? `${line.slice(0, 497)}...` : line;
}

/** What to do about a refused field, where the command has an option that does it. */
const fieldHints: Record<string, Record<string, string>> = {
  'payment record': { amount: 'leave out --amount to record the outstanding balance' },
  'dispute resolve': { sellerAmount: 'give --seller-amount with --outcome split, and only then' },
};

/** Field errors as a sentence: `amount must equal the outstanding balance of 1068.64 USD; email ...`. */
function describeFieldErrors(errors: FieldErrors, command?: string): string {
  const parts = flattenFieldErrors(errors).map(({ path, messages }) => {
    const field = path.join('.');
    const hint = command === undefined ? undefined : fieldHints[command]?.[field];
    return `${field} ${messages.join(' and ')}${hint === undefined ? '' : ` (${hint})`}`;
  });
  return parts.length === 0 ? 'the command has invalid values' : parts.join('; ');
}

interface FailureOptions {
  /** `--json` was given: stderr carries the error as one JSON line, with its detail. */
  json?: boolean;
  /** The command that failed (e.g. "payment record"), for a hint on what to do. */
  command?: string;
}

interface Failure {
  exitCode: 1 | 2;
  stderr: string;
  /** Not the command's answer (a bug, a lost database): worth logging. */
  unexpected?: true;
}

/** The failure's stable code, its human line, and the detail shown only with --json. */
function classify(error: unknown, command: string | undefined): { exitCode: 1 | 2; code: string; message: string; detail?: object; unexpected?: true } {
  if (error instanceof UsageError) return { exitCode: 2, code: 'usage', message: error.message };
  if (error instanceof ValidationError) {
    return { exitCode: 1, code: error.code, message: describeFieldErrors(error.errors, command), detail: { errors: error.errors } };
  }
  if (error instanceof DomainError) return { exitCode: 1, code: error.code, message: error.message };
  if (error instanceof ConfigError) return { exitCode: 1, code: 'invalid_configuration', message: error.message, detail: { problems: error.problems } };
  if (error instanceof StartupError) return { exitCode: 1, code: 'cannot_start', message: error.message };
  return { exitCode: 1, code: 'failed', message: oneLine(error), unexpected: true };
}

/**
 * How the CLI answers a failure, wherever the command ran (this process or the server beside
 * it): one line on stderr saying what went wrong (a usage error adds the usage of its command;
 * the configuration lists every bad value), or with --json that error as one JSON line.
 */
export function describeFailure(error: unknown, options: FailureOptions = {}): Failure {
  const failure = classify(error, options.command);
  const unexpected = failure.unexpected ? { unexpected: true as const } : {};
  if (options.json) {
    const body = { error: { code: failure.code, message: failure.message, ...failure.detail } };
    return { exitCode: failure.exitCode, stderr: `${JSON.stringify(body)}\n`, ...unexpected };
  }
  let stderr = `heldfunds: ${failure.message}\n`;
  if (error instanceof UsageError && !(error instanceof UnknownWordError)) {
    stderr += `\n${(error.command === undefined ? undefined : usageOf(error.command)) ?? usage}\n`;
  }
  return { exitCode: failure.exitCode, stderr, ...unexpected };
}
