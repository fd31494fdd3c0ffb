import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger } from 'pino';

/** Structured JSON logs on stdout, one object a line. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'heldfunds' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ['authorization', 'headers.authorization', 'password', 'key'], censor: '[redacted]' },
  });
}

/**
 * Logs a recurring error (a Redis connection that keeps failing) at most once per `intervalMs`,
 * counting what it left out, so an outage does not flood the log.
 */
export function rateLimitedErrorLog(log: Logger, message: string, intervalMs = 10_000): (error: Error) => void {
  let lastAt = -Infinity;
  let suppressed = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      suppressed += 1;
      return;
    }
    lastAt = now;
    log.error({ err: { message: error.message, code: (error as NodeJS.ErrnoException).code }, suppressed }, message);
    suppressed = 0;
  };
}

/**
 * A promise rejected with nobody listening is a bug, not a reason to stop serving: it is logged
 * (`unhandled rejection`, which the tests that start processes fail on) and the process goes on.
 * Registered once per process by the long-running commands.
 */
export function logUnhandledRejections(log: Logger): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason instanceof Error ? reason : { message: String(reason) } }, 'unhandled rejection');
  });
}
