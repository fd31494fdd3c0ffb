import { fields, integer, oneOf, text, url, type Values } from './read.js';

/** The service itself: which deployment it is, where it listens and where people reach it. */
export const serviceSettings = {
  /** sandbox (test money, simulation helpers) or production. */
  ENVIRONMENT: oneOf(['sandbox', 'production']).default('sandbox'),
  HOST: text().default('127.0.0.1'),
  PORT: integer(0, 65535).default(4000),
  /** Where people reach the service; links in emails and `next_step` URLs start with it. Default: http://HOST:PORT. */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  LOG_LEVEL: oneOf(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Seconds SIGTERM waits for in-flight requests before closing connections. */
  SHUTDOWN_GRACE_SECONDS: integer(0, 3600).default(10),
  /** Days the parties have to settle a dispute before it is listed for an operator (Dispute.respondBy). */
  DISPUTE_RESPONSE_DAYS: integer(1, 365).default(7),
};

export function serviceConfig(values: Values<typeof serviceSettings>) {
  const service = fields(serviceSettings, values);
  return { ...service, publicUrl: (service.publicUrl ?? `http://${service.host}:${service.port}`).replace(/\/+$/, '') };
}

export type Environment = ReturnType<typeof serviceConfig>['environment'];
export type LogLevel = ReturnType<typeof serviceConfig>['logLevel'];
