import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redact } from '../../src/config.js';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      environment: 'sandbox',
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      shutdownGraceSeconds: 10,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      ENVIRONMENT: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATABASE_URL: 'postgresql://app:secret@db:5432/heldfunds',
      DB_POOL_SIZE: '20',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATA_DIR: '/var/lib/heldfunds',
      SHUTDOWN_GRACE_SECONDS: '30',
    });
    expect(config).toMatchObject({
      environment: 'production',
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgresql://app:secret@db:5432/heldfunds',
      dbPoolSize: 20,
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      trustProxy: true,
      dataDir: '/var/lib/heldfunds',
      shutdownGraceSeconds: 30,
    });
  });

  it('reports every bad value at once, with a clear message each', () => {
    let error: unknown;
    try {
      loadConfig({
        ENVIRONMENT: 'staging',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://root:hunter2@localhost/db',
        TRUST_PROXY: 'maybe',
        TLS_CERT_FILE: '/etc/cert.pem',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'ENVIRONMENT must be one of sandbox, production; got "staging"',
      'PORT must be an integer from 0 to 65535; got "eighty"',
      'DATABASE_URL must be a postgres:// or postgresql:// URL; got "mysql://root:***@localhost/db"',
      'TRUST_PROXY must be true or false; got "maybe"',
      'TLS_CERT_FILE and TLS_KEY_FILE must be set together',
    ]);
  });

  it('reads the webhook concurrency limits and their defaults, refusing values out of range', () => {
    expect(loadConfig({})).toMatchObject({ webhookConcurrencyPerReceiver: 32, webhookMaxInFlight: 256 });
    expect(loadConfig({ WEBHOOK_CONCURRENCY_PER_RECEIVER: '8', WEBHOOK_MAX_IN_FLIGHT: '1000' })).toMatchObject({
      webhookConcurrencyPerReceiver: 8,
      webhookMaxInFlight: 1000,
    });
    expect(() => loadConfig({ WEBHOOK_CONCURRENCY_PER_RECEIVER: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEBHOOK_MAX_IN_FLIGHT: 'many' })).toThrow(ConfigError);
  });

  it('reads the guessing limits and their defaults, refusing values out of range', () => {
    expect(loadConfig({})).toMatchObject({ trustProxyHops: 1, authAccountFailuresPerHour: 50, passwordCheckConcurrency: 4, passwordCheckQueue: 64 });
    expect(
      loadConfig({
        TRUST_PROXY_HOPS: '2',
        AUTH_ACCOUNT_FAILURES_PER_HOUR: '10',
        PASSWORD_CHECK_CONCURRENCY: '8',
        PASSWORD_CHECK_QUEUE: '0',
        GRAPHQL_INTROSPECTION: 'false',
      }),
    ).toMatchObject({ trustProxyHops: 2, authAccountFailuresPerHour: 10, passwordCheckConcurrency: 8, passwordCheckQueue: 0, graphqlIntrospection: false });
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '0', PASSWORD_CHECK_CONCURRENCY: '0', GRAPHQL_INTROSPECTION: 'perhaps' })).toThrow(
      /TRUST_PROXY_HOPS must be an integer from 1 to 10; got "0"[\s\S]*PASSWORD_CHECK_CONCURRENCY must be an integer from 1 to 256[\s\S]*GRAPHQL_INTROSPECTION must be true or false/,
    );
  });

  it('keeps webhooks off private addresses unless WEBHOOK_ALLOW_PRIVATE_URLS is set', () => {
    expect(loadConfig({}).webhookAllowPrivateUrls).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }).webhookAllowPrivateUrls).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' }).webhookAllowPrivateUrls).toBe(false);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: 'sometimes' })).toThrow(
      new ConfigError(['WEBHOOK_ALLOW_PRIVATE_URLS must be true or false; got "sometimes"']),
    );
  });

  it('reads METRICS_TOKEN and METRICS_PORT, refusing a short token without printing it', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a-metrics-token-of-some-length', METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: 'a-metrics-token-of-some-length',
      metricsPort: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short', METRICS_PORT: '4000' })).toThrow(
      new ConfigError([
        'METRICS_TOKEN must be 16 to 256 visible ASCII characters',
        'METRICS_PORT must differ from PORT (leave it unset to serve /metrics on the API port)',
      ]),
    );
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(new ConfigError(['METRICS_PORT must be an integer from 0 to 65535; got "ninety"']));
  });

  it('never prints a connection password', () => {
    expect(redact('postgresql://app:s3cr3t@db/x')).toBe('postgresql://app:***@db/x');
  });
});
