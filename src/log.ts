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
 * An `error` listener for a connection that keeps failing (ioredis retries forever): logs
 * through the service's JSON logger at most once per `everyMs`, instead of ioredis printing
 * unstructured "Unhandled error event" lines.
 */
export function throttledErrorLog(log: Logger, message: string, everyMs = 60_000): (error: Error) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log.error({ err: { name: error.name, message: error.message } }, message);
  };
}
