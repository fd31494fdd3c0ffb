import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/errors.js';
import { ServiceUnavailableError } from './shared/errors.js';

/**
 * The refusal an error of an unreachable dependency becomes (the database: src/db/errors.ts
 * classifies), or null for any other error. Every face asks this once, in its error table, so
 * an outage answers the face's 503 with Retry-After wherever the statement ran.
 */
export function asServiceUnavailable(error: unknown): ServiceUnavailableError | null {
  if (error instanceof ServiceUnavailableError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError(databaseRetryAfterSeconds);
  return null;
}
