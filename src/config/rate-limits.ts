import { fields, integer, type Values } from './read.js';

/** What one caller, client address or account may do in a time: requests, guesses, mails and live connections. */
export const rateLimitsSettings = {
  /** Requests a caller may make to one endpoint per minute. */
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).default(600),
  /** Failed authentications one client address may make per minute. */
  AUTH_FAILURES_PER_MINUTE: integer(1, 1_000_000).default(30),
  /** Failed sign-ins naming one account (email) per hour; then its password is not checked until the hour ends. */
  AUTH_ACCOUNT_FAILURES_PER_HOUR: integer(1, 1_000_000).default(50),
  /** Password reset mails one client address may ask for per hour (any emails). */
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: integer(1, 1_000_000).default(20),
  /** Password reset mails one email may be sent per hour (whoever asks). */
  PASSWORD_RESETS_PER_EMAIL_PER_HOUR: integer(1, 1_000_000).default(3),
  /** Password (scrypt) checks running at once in this process. */
  PASSWORD_CHECK_CONCURRENCY: integer(1, 256).default(4),
  /** Password checks that may wait for their turn; beyond that, 503. */
  PASSWORD_CHECK_QUEUE: integer(0, 100_000).default(64),
  /** Operations one graphql-ws connection may run at once (subscriptions included). */
  WS_MAX_OPERATIONS_PER_CONNECTION: integer(1, 10_000).default(50),
  /** Subscriptions one graphql-ws connection may hold open at once. */
  WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: integer(1, 10_000).default(20),
  /** Live connections (graphql-ws sockets, server-sent event streams) one account may hold open per instance. */
  LIVE_CONNECTIONS_PER_ACCOUNT: integer(1, 1_000_000).default(100),
  /** Live connections one client address may hold open per instance. */
  LIVE_CONNECTIONS_PER_ADDRESS: integer(1, 1_000_000).default(200),
};

export function rateLimitsConfig(values: Values<typeof rateLimitsSettings>) {
  return fields(rateLimitsSettings, values);
}
