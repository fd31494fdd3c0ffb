import pLimit from 'p-limit';
import { checkApiKey, checkPassword, normalizeEmail, type Credentials, type Viewer } from '../domain/auth/authenticate.js';
import { AuthenticationError, RateLimitedError, ServiceBusyError } from '../domain/shared/errors.js';
import type { verifyPassword } from '../domain/auth/passwords.js';
import type { Services } from '../domain/services.js';
import type { RateLimiter, RateLimitState } from './rate-limit.js';

/** Too many password checks are waiting for their turn: the instance is busy (503, Retry-After). */
export class PasswordChecksBusyError extends ServiceBusyError {
  constructor() {
    super('Too many sign-ins are being checked right now; retry in a moment, or use an API key', 1);
  }
}

export interface LoginAttempt {
  credentials: Credentials;
  /** The client's address (see clientAddress in app.ts). */
  address: string;
  /** Receives the limit state worth reporting in RateLimit-* headers. */
  report?: (state: RateLimitState) => void;
}

export interface LoginGuard {
  /** The viewer, or AuthenticationError (401), RateLimitedError (429), PasswordChecksBusyError (503). */
  authenticate(attempt: LoginAttempt): Promise<Viewer>;
  /** Counts one failed authentication from this address (unreadable credentials, a refused WebSocket). */
  countFailure(address: string, email: string | null, report?: (state: RateLimitState) => void): Promise<void>;
  /** Runs a password check made by another door (the web sign-in form) under the same cap on concurrent scrypt work. */
  limitPasswordCheck<T>(check: () => Promise<T>): Promise<T>;
}

/**
 * Every credential check of HTTP and graphql-ws goes through here, so guessing is limited once:
 *
 * - Failures are counted per client address and per account named (email, known or not).
 * - Once the address's allowance is used up, nothing from that address is checked (password or
 *   key, right or wrong) until the window resets: 429.
 * - Once the account's allowance is used up, its password is not checked (right or wrong): 429.
 *   API keys keep working for the account's owner: a key is a 256-bit secret that cannot be
 *   guessed, and its check costs no scrypt, so an attacker cannot lock the owner's integrations out.
 * - The limits are read before any scrypt, and at most `passwordCheckConcurrency` scrypt checks
 *   run at once; up to `passwordCheckQueue` more wait their turn, and beyond that the answer
 *   is 503 with Retry-After, so a flood of bad passwords cannot hold the service.
 */
export function createLoginGuard(services: Services, limiter: RateLimiter, options: { verifyPassword?: typeof verifyPassword } = {}): LoginGuard {
  const { config } = services;
  const passwordChecks = pLimit(config.passwordCheckConcurrency);

  const countFailure = async (address: string, email: string | null, report?: (state: RateLimitState) => void) => {
    const byAddress = await limiter.consume(address, 'auth_address');
    const byAccount = email === null ? null : await limiter.consume(normalizeEmail(email), 'auth_account');
    const worst = byAccount && (byAccount.limited || byAccount.remaining < byAddress.remaining) ? byAccount : byAddress;
    report?.(worst);
    if (worst.limited) throw new RateLimitedError(worst.resetSeconds);
  };

  const limitPasswordCheck = <T>(check: () => Promise<T>): Promise<T> => {
    if (passwordChecks.activeCount + passwordChecks.pendingCount >= config.passwordCheckConcurrency + config.passwordCheckQueue)
      return Promise.reject(new PasswordChecksBusyError());
    return passwordChecks(check);
  };

  return {
    countFailure,
    limitPasswordCheck,
    async authenticate({ credentials, address, report }) {
      const byAddress = await limiter.peek(address, 'auth_address');
      if (byAddress.limited) {
        report?.(byAddress);
        throw new RateLimitedError(byAddress.resetSeconds);
      }
      const key = await checkApiKey(services.prisma, config.environment, credentials);
      if (key.kind === 'valid') return key.viewer;
      if (key.kind === 'not_a_key') {
        const byAccount = await limiter.peek(normalizeEmail(credentials.email), 'auth_account');
        if (byAccount.limited) {
          report?.(byAccount);
          throw new RateLimitedError(byAccount.resetSeconds);
        }
        try {
          return await limitPasswordCheck(() => checkPassword(services.prisma, credentials, options.verifyPassword));
        } catch (error) {
          if (!(error instanceof AuthenticationError)) throw error;
        }
      }
      await countFailure(address, credentials.email, report);
      throw new AuthenticationError('Invalid credentials');
    },
  };
}
