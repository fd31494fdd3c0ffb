import { ConfigError, StartupError } from '../config.js';
import { DomainError, ValidationError } from '../domain/shared/errors.js';
import { usage, UsageError } from './usage.js';

/** A command's answer printed as it is (the demo's walk-through), not as JSON. */
export class PlainText {
  constructor(readonly text: string) {}
}

/** What a command prints on stdout. */
export function formatOutput(value: unknown): string {
  if (value instanceof PlainText) return value.text;
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The message of an unexpected error on one line, without its stack. */
function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim() || (error instanceof Error ? error.name : 'failed');
  return line.length > 500 ? `${line.slice(0, 497)}...` : line;
}

/**
 * How the CLI answers a failure: the exit code and what it writes on stderr. `unexpected`
 * marks a failure that is not the command's answer (a bug, a lost database): worth logging.
 */
export function describeFailure(error: unknown): { exitCode: 1 | 2; stderr: string; unexpected?: true } {
  if (error instanceof UsageError) return { exitCode: 2, stderr: `heldfunds: ${error.message}\n\n${usage}\n` };
  if (error instanceof ValidationError) return { exitCode: 1, stderr: `heldfunds: ${JSON.stringify({ errors: error.errors })}\n` };
  if (error instanceof ConfigError || error instanceof DomainError || error instanceof StartupError) {
    return { exitCode: 1, stderr: `heldfunds: ${error.message}\n` };
  }
  return { exitCode: 1, stderr: `heldfunds: ${oneLine(error)}\n`, unexpected: true };
}
