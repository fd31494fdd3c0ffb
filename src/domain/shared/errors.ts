/**
 * Domain errors: what went wrong, in terms of the product. The REST adapter (src/rest/errors.ts)
 * and the GraphQL schema (src/graphql/errors) map them to status codes, bodies and typed results.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Missing or wrong credentials (401). */
export class AuthenticationError extends DomainError {
  readonly code = 'unauthenticated';
  constructor(message = 'Authentication required: use HTTP Basic with your email and a password or API key') {
    super(message);
  }
}

/** Authenticated, but the caller may not do this (403). */
export class ForbiddenError extends DomainError {
  readonly code = 'forbidden';
  constructor(message = 'You are not permitted to perform this action') {
    super(message);
  }
}

/** The resource does not exist, or the caller may not know it exists (404). */
export class NotFoundError extends DomainError {
  readonly code = 'not_found';
  constructor(message = 'Resource not found') {
    super(message);
  }
}

/** The request cannot be read at all: not JSON, wrong content type, bad query parameter (400). */
export class BadRequestError extends DomainError {
  readonly code = 'bad_request';
}

/** The request body is larger than the service reads (413). */
export class PayloadTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
}

/** The request body is in a media type the service does not take (415). */
export class UnsupportedMediaTypeError extends DomainError {
  readonly code = 'unsupported_media_type';
}

/** The action is not allowed in the resource's current state (409). */
export class InvalidStateError extends DomainError {
  readonly code = 'invalid_state';
}

/** A nested object of field name → messages (arrays of strings at the leaves). */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

/**
 * Field validation failed. `errors` has the shape of the spec's validation responses
 * (TransactionValidationResponse, ApiKeyValidationResponse, ...): field → array of messages.
 */
export class ValidationError extends DomainError {
  readonly code = 'validation_failed';
  constructor(
    readonly errors: FieldErrors,
    message = 'The request has invalid fields',
  ) {
    super(message);
  }
}

/** Too many requests in the current window (429). */
export class RateLimitedError extends DomainError {
  readonly code = 'rate_limited';
  constructor(readonly retryAfterSeconds: number) {
    super('Rate limit exceeded; retry later');
  }
}

/** The service cannot take this now (503 with Retry-After): e.g. too many password checks waiting. */
export class ServiceBusyError extends DomainError {
  readonly code: string = 'service_busy';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * A dependency the service needs (the database) cannot be reached now (503 with Retry-After):
 * nothing was changed by the refused request; the same request can be sent again.
 */
export class ServiceUnavailableError extends ServiceBusyError {
  override readonly code = 'service_unavailable';
  constructor(retryAfterSeconds: number, message = 'The service is temporarily unavailable; retry later') {
    super(message, retryAfterSeconds);
  }
}

/** Flattens FieldErrors into [path, messages] pairs, e.g. [["items","0","title"], ["is required"]]. */
export function flattenFieldErrors(errors: FieldErrors, prefix: string[] = []): { path: string[]; messages: string[] }[] {
  return Object.entries(errors).flatMap(([field, value]) =>
    Array.isArray(value) ? [{ path: [...prefix, field], messages: value }] : flattenFieldErrors(value, [...prefix, field]),
  );
}
