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
