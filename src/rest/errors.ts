import {
  AuthenticationError,
  BadRequestError,
  DomainError,
  ForbiddenError,
  InvalidStateError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceBusyError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../domain/shared/errors.js';
import { asServiceUnavailable } from '../domain/outages.js';
import type { Logger } from '../log.js';
import type { RestResult } from './router.js';

/** The WWW-Authenticate challenge sent with every 401. */
const basicChallenge = 'Basic realm="heldfunds", charset="UTF-8"';

/**
 * The one mapping from domain errors to the spec's statuses and bodies:
 * SingleErrorResponse `{error}` for most, validation responses `{errors: {field: [..]}}` for
 * field validation. Anything unexpected is logged and answered 500 without internals.
 */
export function restErrorResult(error: unknown, log: Logger): RestResult {
  if (error instanceof ValidationError) return { status: 422, body: { errors: error.errors } };
  if (error instanceof AuthenticationError) {
    return { status: 401, body: { error: error.message }, headers: { 'www-authenticate': basicChallenge } };
  }
  if (error instanceof ForbiddenError) return { status: 403, body: { error: error.message } };
  if (error instanceof NotFoundError) return { status: 404, body: { error: error.message } };
  if (error instanceof BadRequestError) return { status: 400, body: { error: error.message } };
  if (error instanceof PayloadTooLargeError) return { status: 413, body: { error: error.message } };
  if (error instanceof UnsupportedMediaTypeError) return { status: 415, body: { error: error.message } };
  if (error instanceof InvalidStateError) return { status: 409, body: { error: error.message } };
  if (error instanceof RateLimitedError) {
    return { status: 429, body: { error: error.message }, headers: { 'retry-after': String(error.retryAfterSeconds) } };
  }
  if (error instanceof ServiceBusyError) {
    return { status: 503, body: { error: error.message }, headers: { 'retry-after': String(error.retryAfterSeconds) } };
  }
  if (error instanceof DomainError) return { status: 400, body: { error: error.message } };
  // The database cannot be reached (cut, refused, timed out): 503, never a 500; nothing was changed.
  const outage = asServiceUnavailable(error);
  if (outage) {
    log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: { error: outage.message }, headers: { 'retry-after': String(outage.retryAfterSeconds) } };
  }
  log.error({ err: error }, 'unexpected error');
  return { status: 500, body: { error: 'Internal server error' } };
}
