import type { Credentials } from '../domain/auth/authenticate.js';
import { AuthenticationError, BadRequestError } from '../domain/shared/errors.js';
import { unsafeTextProblem } from '../domain/shared/limits.js';

/** Reads RFC 7617 Basic credentials; null when the header is absent. */
export function parseBasicAuthorization(header: string | null): Credentials | null {
  if (header === null || header.trim() === '') return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) throw new AuthenticationError('Authorization must be HTTP Basic: "Basic base64(email:password_or_api_key)"');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  // Not a guess at a password: text no account can have (NUL would reach the database).
  const unsafe = unsafeTextProblem(decoded);
  if (unsafe) throw new BadRequestError(`Basic credentials ${unsafe}`);
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) {
    throw new AuthenticationError('Basic credentials must be "email:password_or_api_key"');
  }
  return { email: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
