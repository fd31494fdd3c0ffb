import pLimit from 'p-limit';
import type { Config } from '../../config.js';
import type { PrismaClient } from '../../db/database.js';
import { canonicalEmail, emailMaxLength } from '../shared/email.js';
import { AuthenticationError, RateLimitedError, ServiceBusyError } from '../shared/errors.js';
import type { Credentials } from './authenticate.js';
import { maximumPasswordLength } from './passwords.js';
import { checkApiKey, checkPassword, hashPassword, verifyPassword } from './secrets.js';
import type { Viewer } from './viewer.js';

/**
 * The credential guard: the one door through which every secret is checked. HTTP Basic (REST,
 * GraphQL), graphql-ws `connection_init`, the `signIn` mutation and the web sign-in form that
 * runs it, `changePassword`'s current password, `setPassword`'s emailed token, and the
 * forgot-password form all call a CredentialDoor, and only this file imports the checks
 * themselves (secrets.ts; .dependency-cruiser.cjs enforces it). So, whatever the door:
 *
 * - An attempt is counted against the client address and the account it names (canonical
 *   email, known or not) *before* any hash is computed; a right answer gives the points back.
 *   Once an allowance is used up, nothing more is checked for it until its window resets (429):
 *   the right password does not get through.
 * - A valid API key is checked first and is never refused by these limits: a key is a 256-bit
 *   random secret that cannot be guessed and costs no scrypt, so strangers who burn an
 *   address's or an account's allowance (a shared NAT, a proxy without TRUST_PROXY) cannot
 *   lock integrations out. A wrong, inactive or foreign key is a failure like a wrong password.
 * - Every scrypt (checking a password, hashing a new one) takes a turn under one cap per process:
 *   `passwordCheckConcurrency` at once, `passwordCheckQueue` waiting, 503 beyond.
 */

/** The limits the guard keeps: failed secrets per address and per account, reset mails per address and per email. */
export type GuardLimit = 'auth_address' | 'auth_account' | 'reset_address' | 'reset_email';

export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  limited: boolean;
}

/** The counters the guard keeps its limits in (src/http/rate-limit.ts: Redis, or memory). */
export interface AttemptCounter {
  /** Counts one; `limited` once the window's allowance is passed. */
  consume(key: string, kind: GuardLimit): Promise<LimitState>;
  /** Gives one back (an attempt that turned out right). */
  refund(key: string, kind: GuardLimit): Promise<void>;
}

/** Too many password checks are waiting for their turn: the instance is busy (503, Retry-After). */
class PasswordChecksBusyError extends ServiceBusyError {
  constructor() {
    super('Too many sign-ins are being checked right now; retry in a moment, or use an API key', 1);
  }
}

/** One client's way in: every method counts what it must against this client's address. */
export interface CredentialDoor {
  readonly address: string;
  /** HTTP Basic and graphql-ws: an active API key of the account, or its password. AuthenticationError (401), RateLimitedError (429), PasswordChecksBusyError (503). */
  basic(credentials: Credentials): Promise<Viewer>;
  /** Credentials the door could not read (a garbage Authorization header): a failure of the address. RateLimitedError once the address is limited. */
  unreadable(): Promise<void>;
  /** A password alone (signIn, the web sign-in form): API keys are for API clients, not browsers. */
  password(email: string, password: string): Promise<Viewer>;
  /** The signed-in customer's current password (changePassword): whether it is right; RateLimitedError when limited. */
  currentPassword(viewer: Viewer, password: string): Promise<boolean>;
  /** Runs the spending of an emailed one-time token; a refusal of `isRefusal` counts against the address. */
  oneTimeToken<T>(spend: () => Promise<T>, isRefusal: (error: unknown) => boolean): Promise<T>;
  /** Hashes a new password, under the same cap as the checks. */
  hashNewPassword(password: string): Promise<string>;
  /** Forgot password: whether a reset mail may go to this email now (counted per email and per address, known or not). */
  passwordResetAllowed(email: string): Promise<boolean>;
}

export interface CredentialGuard {
  door(address: string, report?: (state: LimitState) => void): CredentialDoor;
}

export interface GuardOptions {
  /** Told of every refusal by a limit (the metrics count them). */
  onLimited?: (kind: GuardLimit) => void;
  /** Substitutes the password check (tests count and hold checks with it). */
  verifyPassword?: typeof verifyPassword;
}

type GuardConfig = Pick<Config, 'environment' | 'passwordCheckConcurrency' | 'passwordCheckQueue'>;

const invalidCredentials = 'Invalid credentials';

export function createCredentialGuard(
  services: { prisma: PrismaClient; config: GuardConfig },
  counter: AttemptCounter,
  options: GuardOptions = {},
): CredentialGuard {
  const { prisma, config } = services;
  const scryptTurns = pLimit(config.passwordCheckConcurrency);
  const underCap = <T>(work: () => Promise<T>): Promise<T> => {
    if (scryptTurns.activeCount + scryptTurns.pendingCount >= config.passwordCheckConcurrency + config.passwordCheckQueue)
      return Promise.reject(new PasswordChecksBusyError());
    return scryptTurns(work);
  };

  return {
    door(address, report) {
      /**
       * Counts one attempt against each key in turn (the address first); at the first that is
       * limited, throws 429 without counting the rest (a refused attempt from a limited address
       * does not use up the account's allowance). Reports the state with the least left.
       */
      const count = async (keys: [string, GuardLimit][]): Promise<void> => {
        let worst: LimitState | null = null;
        for (const [key, kind] of keys) {
          const state = await counter.consume(key, kind);
          if (!worst || state.limited || state.remaining < worst.remaining) worst = state;
          if (state.limited) {
            report?.(state);
            options.onLimited?.(kind);
            throw new RateLimitedError(state.resetSeconds);
          }
        }
        if (worst) report?.(worst);
      };
      const refund = async (keys: [string, GuardLimit][]) => {
        for (const [key, kind] of keys) await counter.refund(key, kind);
      };
      const failureKeys = (email: string | null): [string, GuardLimit][] =>
        email === null
          ? [[address, 'auth_address']]
          : [
              [address, 'auth_address'],
              [canonicalEmail(email), 'auth_account'],
            ];

      /** Counts the attempt, checks the password under the cap, gives the points back when it was right. */
      const guardedPassword = async (email: string, password: string): Promise<Viewer> => {
        const keys = failureKeys(email);
        await count(keys);
        // Text no password or email can be is a failure without a hash.
        if (canonicalEmail(email).length > emailMaxLength || password.length > maximumPasswordLength) throw new AuthenticationError(invalidCredentials);
        try {
          const viewer = await underCap(() => checkPassword(prisma, { email, secret: password }, options.verifyPassword));
          await refund(keys);
          return viewer;
        } catch (error) {
          // Busy is not a guess: its points are given back too.
          if (error instanceof PasswordChecksBusyError) await refund(keys);
          throw error;
        }
      };

      return {
        address,
        async basic(credentials) {
          const key = await checkApiKey(prisma, config.environment, credentials);
          if (key.kind === 'valid') return key.viewer;
          if (key.kind === 'not_a_key') return guardedPassword(credentials.email, credentials.secret);
          await count(failureKeys(credentials.email));
          throw new AuthenticationError(invalidCredentials);
        },
        async unreadable() {
          await count(failureKeys(null));
        },
        password: guardedPassword,
        async currentPassword(viewer, password) {
          try {
            await guardedPassword(viewer.customer.email, password);
            return true;
          } catch (error) {
            if (error instanceof AuthenticationError) return false;
            throw error;
          }
        },
        async oneTimeToken(spend, isRefusal) {
          const keys = failureKeys(null);
          await count(keys);
          try {
            const result = await spend();
            await refund(keys);
            return result;
          } catch (error) {
            if (!isRefusal(error)) await refund(keys);
            throw error;
          }
        },
        hashNewPassword: (password) => underCap(() => hashPassword(password)),
        async passwordResetAllowed(email) {
          try {
            await count([
              [address, 'reset_address'],
              [canonicalEmail(email), 'reset_email'],
            ]);
            return true;
          } catch (error) {
            if (error instanceof RateLimitedError) return false;
            throw error;
          }
        },
      };
    },
  };
}

/** Hashes a password outside any request (the operator CLI, account creation): no client to count. */
export { hashPassword };

/**
 * The viewer of an API key, for in-process callers that hold one (load generators, tests): a
 * key cannot be guessed and costs no scrypt, so no limit applies. Passwords go through a door.
 */
export async function apiKeyViewer(prisma: PrismaClient, environment: Config['environment'], credentials: Credentials): Promise<Viewer> {
  const key = await checkApiKey(prisma, environment, credentials);
  if (key.kind !== 'valid') throw new AuthenticationError(invalidCredentials);
  return key.viewer;
}
