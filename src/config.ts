import * as z from 'zod';
import { databaseConfig, databaseSettings } from './config/database.js';
import { graphqlConfig, graphqlSettings } from './config/graphql.js';
import { httpConfig, httpRules, httpSettings } from './config/http.js';
import { mailConfig, mailSettings } from './config/mail.js';
import { paymentsConfig, paymentsRules, paymentsSettings } from './config/payments.js';
import { rateLimitsConfig, rateLimitsSettings } from './config/rate-limits.js';
import type { Rule } from './config/read.js';
import { redisConfig, redisSettings } from './config/redis.js';
import { serviceConfig, serviceSettings } from './config/service.js';
import { tracingConfig, tracingSettings } from './config/tracing.js';
import { verificationConfig, verificationRules, verificationSettings } from './config/verification.js';
import { workersConfig, workersSettings } from './config/workers.js';

// The configuration is read from environment variables, one schema per concern (src/config/):
// each declares its variables, their defaults and the rules between them; a field's name is the
// camelCase of its variable (README.md, "Configuration"). Problems are listed in this order: every
// bad value, concern by concern, then every broken rule.

export { redact } from './config/read.js';
export type { Environment, LogLevel } from './config/service.js';
export type { GraphQLLimits } from './config/graphql.js';
export type { ConfiguredAddress, WireTransferConfig } from './config/payments.js';
export { verificationBodyBytes, type VerificationConfig } from './config/verification.js';

const rules: Rule[] = [...httpRules, ...paymentsRules, ...verificationRules];

const configSchema = z
  .object({
    ...serviceSettings,
    ...databaseSettings,
    ...httpSettings,
    ...redisSettings,
    ...workersSettings,
    ...mailSettings,
    ...rateLimitsSettings,
    ...graphqlSettings,
    ...paymentsSettings,
    ...verificationSettings,
    ...tracingSettings,
  })
  .superRefine(
    (values, context) => {
      for (const rule of rules) {
        const problem = rule(values);
        if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
      }
    },
    // A rule is checked even when some value is bad: every problem is reported at once.
    { when: () => true },
  )
  .transform((values) => ({
    ...serviceConfig(values),
    ...databaseConfig(values),
    ...httpConfig(values),
    ...redisConfig(values),
    ...workersConfig(values),
    ...mailConfig(values),
    ...rateLimitsConfig(values),
    ...graphqlConfig(values),
    ...paymentsConfig(values),
    ...verificationConfig(values),
    ...tracingConfig(values),
  }));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * A condition the operator must fix before a process can start or a command can run (the port
 * or the data folder in use): reported as its message alone, on one line.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Reads the configuration from the environment (unset and blank are alike), reporting every bad value at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => issue.message.replace('$NAME', String(issue.path[0] ?? '')));
  throw new ConfigError([...new Set(problems)]);
}
