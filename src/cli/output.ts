import { ConfigError } from '../config.js';
import { DomainError, ValidationError } from '../domain/shared/errors.js';
import { usage, UsageError } from './usage.js';

/** What a command prints on stdout. */
export function formatOutput(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** How the CLI answers a failure: the exit code and what it writes on stderr. */
export function describeFailure(error: unknown): { exitCode: 1 | 2; stderr: string } {
  if (error instanceof UsageError) return { exitCode: 2, stderr: `heldfunds: ${error.message}\n\n${usage}\n` };
  if (error instanceof ValidationError) return { exitCode: 1, stderr: `heldfunds: ${JSON.stringify({ errors: error.errors })}\n` };
  if (error instanceof ConfigError || error instanceof DomainError) return { exitCode: 1, stderr: `heldfunds: ${error.message}\n` };
  return { exitCode: 1, stderr: `heldfunds: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n` };
}
