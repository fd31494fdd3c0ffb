import { resolve } from 'node:path';

export type Environment = 'sandbox' | 'production';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  environment: Environment;
  host: string;
  port: number;
  /** PostgreSQL connection string; unset means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  /** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before its 503. */
  dbConnectTimeoutMs: number;
  /** The longest a PostgreSQL statement may run before the server cancels it (a 503); 0: no limit. */
  dbStatementTimeoutMs: number;
  redisUrl: string | undefined;
  logLevel: LogLevel;
  /** Trust X-Forwarded-Proto / X-Forwarded-For from a proxy in front of the service. */
  trustProxy: boolean;
  /** How many proxies in front append to X-Forwarded-For: the client is that many entries from the right. */
  trustProxyHops: number;
  tlsCertFile: string | undefined;
  tlsKeyFile: string | undefined;
  /** Seconds SIGTERM waits for in-flight requests before closing connections. */
  shutdownGraceSeconds: number;
  /** Where people reach the service; links in emails and `next_step` URLs start with it. */
  publicUrl: string;
  /** Run the outbox dispatcher and webhook delivery in this process (else: `heldfunds worker`). */
  runWorkers: boolean;
  /** How long a webhook receiver may take to answer. */
  webhookTimeoutMs: number;
  /** How often idle workers look for work (a local change wakes them at once). */
  workerPollMs: number;
  /** Requests a worker sends at once to one webhook. */
  webhookConcurrencyPerReceiver: number;
  /** Webhook deliveries a worker holds at once, being sent or waiting to be recorded. */
  webhookMaxInFlight: number;
  /** Let webhooks reach loopback and private addresses (server-side request forgery guard off). */
  webhookAllowPrivateUrls: boolean;
  /** The Redis pub/sub channel of live events; deployments sharing a Redis need their own. */
  eventsChannel: string;
  /** SMTP server for outgoing mail (smtp:// or smtps://); unset: mail is only recorded. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail. */
  mailFrom: string;
  /** Requests a caller may make to one endpoint per window. */
  rateLimitPerWindow: number;
  /** Failed authentications one client address may make per window. */
  authFailuresPerWindow: number;
  /** Failed sign-ins naming one account (email) per hour; then its password is not checked until the hour ends. */
  authAccountFailuresPerHour: number;
  /** Password reset mails one client address may ask for per hour (any emails). */
  passwordResetsPerAddressPerHour: number;
  /** Password reset mails one email may be sent per hour (whoever asks). */
  passwordResetsPerEmailPerHour: number;
  /** Password (scrypt) checks running at once in this process. */
  passwordCheckConcurrency: number;
  /** Password checks that may wait for their turn; beyond that, 503. */
  passwordCheckQueue: number;
  /** Answer GraphQL introspection; default on in sandbox, off in production. */
  graphqlIntrospection: boolean;
  rateLimitWindowSeconds: number;
  /** A bearer token that `GET /metrics` requires (METRICS_TOKEN); unset: none. */
  metricsToken: string | undefined;
  /** Serve `GET /metrics` on this port instead of the API port (METRICS_PORT); unset: the API port. */
  metricsPort: number | undefined;
  /**
   * Browser origins (scheme://host[:port]) allowed to call the API cross-origin (CORS_ORIGINS,
   * comma-separated). Empty: no cross-origin access at all.
   */
  corsOrigins: string[];
  /** Let the allowed origins send credentials (cookies, cached Basic credentials). */
  corsAllowCredentials: boolean;
  /** The largest request body read, in bytes (REST and GraphQL over HTTP, WebSocket messages). */
  maxBodyBytes: number;
  /** Operations one graphql-ws connection may run at once (subscriptions included). */
  wsMaxOperationsPerConnection: number;
  /** Subscriptions one graphql-ws connection may hold open at once. */
  wsMaxSubscriptionsPerConnection: number;
  /** Live connections (graphql-ws sockets, server-sent event streams) one account may hold open per instance. */
  liveConnectionsPerAccount: number;
  /** Live connections one client address may hold open per instance. */
  liveConnectionsPerAddress: number;
  /** GraphQL cost limits of one operation (graphql-armor). */
  graphqlLimits: GraphQLLimits;
  /**
   * The service's own bank account that buyers wire funds to (WIRE_*), or null when not
   * configured: the sandbox then shows documented placeholder details, production does not
   * offer wire transfers (src/domain/payments/wire-transfer.ts).
   */
  wireTransfer: WireTransferConfig | null;
  /** Where buyers mail checks (CHECK_*), or null: payment by check is then not offered. */
  check: CheckConfig | null;
  /** Customer verification (KYC): when parties must verify, and what a submission may carry (VERIFICATION_*). */
  verification: VerificationConfig;
}

/** The operator's verification rules and the limits of a submission (docs/decisions.md "Verification"). */
export interface VerificationConfig {
  /** A party in `requiredRoles` must verify in an open transaction whose total is above this, in minor units; null: never. */
  requiredAbove: bigint | null;
  requiredRoles: ('buyer' | 'seller' | 'broker')[];
  /** The largest document file, in bytes (after base64 decoding). */
  maxFileBytes: number;
  /** Documents one submission may carry. */
  maxFiles: number;
  /** All the documents of one submission together, in bytes. */
  maxTotalBytes: number;
  /** electronic_verification of the Customer: whether it is offered and the document types it reads. */
  electronicAvailable: boolean;
  electronicDocuments: string[];
}

/** A postal address in configuration (JSON with line1, line2, city, state, post_code, country). */
export interface ConfiguredAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
}

/** The payee and mailing address of checks (CheckDetails of spec 2.7). */
export interface CheckConfig {
  payeeName: string;
  address: ConfiguredAddress;
}

export interface GraphQLLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxDirectives: number;
  maxCost: number;
}

/** Bank details given to buyers paying by wire transfer. */
export interface WireTransferConfig {
  bankName: string;
  /** BIC / SWIFT code, upper case. */
  swiftCode: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string | null;
  iban: string | null;
  bankAddress: string | null;
  beneficiaryAddress: string | null;
  /** Appended to the generated instructions (e.g. cut-off times); `{id}` stands for the transaction id. */
  instructions: string | null;
  /** UK sort code, Australian BSB, Canadian bank (institution) and transit numbers: what buyers of those countries need. */
  sortCode: string | null;
  bsb: string | null;
  bankNumber: string | null;
  transitNumber: string | null;
  intermediaryBankName: string | null;
  intermediaryBankSwiftCode: string | null;
  structuredBankAddress: ConfiguredAddress | null;
  structuredBeneficiaryAddress: ConfiguredAddress | null;
}

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

type Env = Record<string, string | undefined>;

/** Reads the configuration from the environment, reporting every bad value at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
    return fallback;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}; got "${value}"`);
      return fallback;
    }
    return parsed;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const value = text(name);
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
    problems.push(`${name} must be true or false; got "${value}"`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (protocols.includes(parsed.protocol)) return value;
    } catch {
      // reported below
    }
    problems.push(`${name} must be a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL; got "${redact(value)}"`);
    return undefined;
  };

  const config: Config = {
    environment: oneOf('ENVIRONMENT', ['sandbox', 'production'], 'sandbox'),
    host: text('HOST') ?? '127.0.0.1',
    port: integer('PORT', 4000, 0, 65535),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: resolve(text('DATA_DIR') ?? './data'),
    dbPoolSize: integer('DB_POOL_SIZE', 10, 1, 1000),
    dbConnectTimeoutMs: integer('DB_CONNECT_TIMEOUT_MS', 10_000, 100, 600_000),
    dbStatementTimeoutMs: integer('DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    logLevel: oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'], 'info'),
    trustProxy: boolean('TRUST_PROXY', false),
    trustProxyHops: integer('TRUST_PROXY_HOPS', 1, 1, 10),
    tlsCertFile: text('TLS_CERT_FILE'),
    tlsKeyFile: text('TLS_KEY_FILE'),
    shutdownGraceSeconds: integer('SHUTDOWN_GRACE_SECONDS', 10, 0, 3600),
    publicUrl: '',
    runWorkers: boolean('RUN_WORKERS', true),
    webhookTimeoutMs: integer('WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    workerPollMs: integer('WORKER_POLL_MS', 500, 10, 60_000),
    webhookConcurrencyPerReceiver: integer('WEBHOOK_CONCURRENCY_PER_RECEIVER', 32, 1, 1000),
    webhookMaxInFlight: integer('WEBHOOK_MAX_IN_FLIGHT', 256, 1, 100_000),
    webhookAllowPrivateUrls: boolean('WEBHOOK_ALLOW_PRIVATE_URLS', false),
    eventsChannel: '',
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM') ?? 'heldfunds <no-reply@heldfunds.invalid>',
    rateLimitPerWindow: integer('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    authFailuresPerWindow: integer('AUTH_FAILURES_PER_MINUTE', 30, 1, 1_000_000),
    authAccountFailuresPerHour: integer('AUTH_ACCOUNT_FAILURES_PER_HOUR', 50, 1, 1_000_000),
    passwordResetsPerAddressPerHour: integer('PASSWORD_RESETS_PER_ADDRESS_PER_HOUR', 20, 1, 1_000_000),
    passwordResetsPerEmailPerHour: integer('PASSWORD_RESETS_PER_EMAIL_PER_HOUR', 3, 1, 1_000_000),
    passwordCheckConcurrency: integer('PASSWORD_CHECK_CONCURRENCY', 4, 1, 256),
    passwordCheckQueue: integer('PASSWORD_CHECK_QUEUE', 64, 0, 100_000),
    graphqlIntrospection: false,
    rateLimitWindowSeconds: 60,
    metricsToken: text('METRICS_TOKEN'),
    metricsPort: text('METRICS_PORT') === undefined ? undefined : integer('METRICS_PORT', 0, 0, 65535),
    corsOrigins: [],
    corsAllowCredentials: boolean('CORS_ALLOW_CREDENTIALS', false),
    maxBodyBytes: integer('MAX_BODY_BYTES', 1_048_576, 1024, 104_857_600),
    wsMaxOperationsPerConnection: integer('WS_MAX_OPERATIONS_PER_CONNECTION', 50, 1, 10_000),
    wsMaxSubscriptionsPerConnection: integer('WS_MAX_SUBSCRIPTIONS_PER_CONNECTION', 20, 1, 10_000),
    liveConnectionsPerAccount: integer('LIVE_CONNECTIONS_PER_ACCOUNT', 100, 1, 1_000_000),
    liveConnectionsPerAddress: integer('LIVE_CONNECTIONS_PER_ADDRESS', 200, 1, 1_000_000),
    graphqlLimits: {
      maxDepth: integer('GRAPHQL_MAX_DEPTH', 12, 1, 1000),
      maxAliases: integer('GRAPHQL_MAX_ALIASES', 15, 0, 10_000),
      maxTokens: integer('GRAPHQL_MAX_TOKENS', 5000, 100, 1_000_000),
      maxDirectives: integer('GRAPHQL_MAX_DIRECTIVES', 20, 0, 10_000),
      maxCost: integer('GRAPHQL_MAX_COST', 5000, 1, 10_000_000),
    },
    wireTransfer: null,
    check: null,
    verification: {
      requiredAbove: null,
      requiredRoles: ['buyer', 'seller'],
      maxFileBytes: integer('VERIFICATION_MAX_FILE_BYTES', 5_242_880, 1024, 52_428_800),
      maxFiles: integer('VERIFICATION_MAX_FILES', 4, 1, 20),
      maxTotalBytes: integer('VERIFICATION_MAX_TOTAL_BYTES', 10_485_760, 1024, 104_857_600),
      electronicAvailable: boolean('ELECTRONIC_VERIFICATION', false),
      electronicDocuments: [],
    },
  };
  verificationSettings(text, config.verification, problems);
  config.wireTransfer = wireTransferConfig(text, problems);
  config.graphqlIntrospection = boolean('GRAPHQL_INTROSPECTION', config.environment !== 'production');
  config.corsOrigins = corsOrigins(text('CORS_ORIGINS'), problems);
  config.check = checkConfig(text, problems);
  config.eventsChannel = text('EVENTS_CHANNEL') ?? `heldfunds:${config.environment}:events`;
  config.publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
  if ((config.tlsCertFile === undefined) !== (config.tlsKeyFile === undefined)) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  if (config.metricsToken !== undefined && !/^[\x21-\x7e]{16,256}$/.test(config.metricsToken)) {
    problems.push('METRICS_TOKEN must be 16 to 256 visible ASCII characters');
  }
  if (config.metricsPort !== undefined && config.metricsPort !== 0 && config.metricsPort === config.port) {
    problems.push('METRICS_PORT must differ from PORT (leave it unset to serve /metrics on the API port)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** CORS_ORIGINS: exact origins, comma-separated; a wildcard is refused (credentials would leak to any site). */
function corsOrigins(value: string | undefined, problems: string[]): string[] {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const parsed = URL.canParse(entry) ? new URL(entry) : null;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry.replace(/\/+$/, '')) {
      problems.push(`CORS_ORIGINS must list origins such as https://app.example.com, comma-separated; got "${entry}"`);
      continue;
    }
    origins.push(parsed.origin);
  }
  return origins;
}

const requiredWireSettings = ['WIRE_BANK_NAME', 'WIRE_SWIFT_CODE', 'WIRE_ACCOUNT_NAME', 'WIRE_ACCOUNT_NUMBER'] as const;

/** WIRE_*: the four required settings are given together or not at all. */
function wireTransferConfig(text: (name: string) => string | undefined, problems: string[]): WireTransferConfig | null {
  const given = requiredWireSettings.filter((name) => text(name) !== undefined);
  const optional = [
    'WIRE_ROUTING_NUMBER',
    'WIRE_IBAN',
    'WIRE_BANK_ADDRESS',
    'WIRE_BENEFICIARY_ADDRESS',
    'WIRE_INSTRUCTIONS',
    'WIRE_SORT_CODE',
    'WIRE_BSB',
    'WIRE_BANK_NUMBER',
    'WIRE_TRANSIT_NUMBER',
    'WIRE_INTERMEDIARY_BANK_NAME',
    'WIRE_INTERMEDIARY_BANK_SWIFT_CODE',
    'WIRE_STRUCTURED_BANK_ADDRESS',
    'WIRE_STRUCTURED_BENEFICIARY_ADDRESS',
  ];
  if (given.length === 0) {
    const stray = optional.filter((name) => text(name) !== undefined);
    if (stray.length > 0) problems.push(`${stray.join(', ')} need ${requiredWireSettings.join(', ')} to be set`);
    return null;
  }
  if (given.length < requiredWireSettings.length) {
    const missing = requiredWireSettings.filter((name) => text(name) === undefined);
    problems.push(`${missing.join(', ')} must be set together with ${given.join(', ')}`);
    return null;
  }
  const swiftCode = text('WIRE_SWIFT_CODE')!.toUpperCase();
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swiftCode)) {
    problems.push(`WIRE_SWIFT_CODE must be a BIC of 8 or 11 characters; got "${text('WIRE_SWIFT_CODE')}"`);
  }
  return {
    bankName: text('WIRE_BANK_NAME')!,
    swiftCode,
    accountName: text('WIRE_ACCOUNT_NAME')!,
    accountNumber: text('WIRE_ACCOUNT_NUMBER')!,
    routingNumber: text('WIRE_ROUTING_NUMBER') ?? null,
    iban: text('WIRE_IBAN')?.replace(/\s+/g, '').toUpperCase() ?? null,
    bankAddress: text('WIRE_BANK_ADDRESS') ?? null,
    beneficiaryAddress: text('WIRE_BENEFICIARY_ADDRESS') ?? null,
    instructions: text('WIRE_INSTRUCTIONS') ?? null,
    sortCode: digitsSetting(text, 'WIRE_SORT_CODE', 6, problems),
    bsb: digitsSetting(text, 'WIRE_BSB', 6, problems),
    bankNumber: text('WIRE_BANK_NUMBER') ?? null,
    transitNumber: text('WIRE_TRANSIT_NUMBER') ?? null,
    intermediaryBankName: text('WIRE_INTERMEDIARY_BANK_NAME') ?? null,
    intermediaryBankSwiftCode: bicSetting(text, 'WIRE_INTERMEDIARY_BANK_SWIFT_CODE', problems),
    structuredBankAddress: addressSetting(text, 'WIRE_STRUCTURED_BANK_ADDRESS', problems),
    structuredBeneficiaryAddress: addressSetting(text, 'WIRE_STRUCTURED_BENEFICIARY_ADDRESS', problems),
  };
}

type Text = (name: string) => string | undefined;

/** A code of exactly `length` digits (separators such as 12-34-56 allowed), kept as digits. */
function digitsSetting(text: Text, name: string, length: number, problems: string[]): string | null {
  const value = text(name);
  if (value === undefined) return null;
  const digits = value.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${length}}$`).test(digits)) problems.push(`${name} must be ${length} digits; got "${value}"`);
  return digits;
}

function bicSetting(text: Text, name: string, problems: string[]): string | null {
  const value = text(name)?.toUpperCase();
  if (value === undefined) return null;
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value)) problems.push(`${name} must be a BIC of 8 or 11 characters; got "${value}"`);
  return value;
}

const addressKeys = { line1: 'line1', line2: 'line2', city: 'city', state: 'state', post_code: 'postCode', country: 'country' } as const;

/** A JSON address setting: {"line1", "line2", "city", "state", "post_code", "country"}; country required. */
function addressSetting(text: Text, name: string, problems: string[]): ConfiguredAddress | null {
  const value = text(name);
  if (value === undefined) return null;
  const shape = `${name} must be a JSON object with line1, line2, city, state, post_code and an ISO 3166-1 alpha-2 country`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    problems.push(shape);
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(shape);
    return null;
  }
  const entries = parsed as Record<string, unknown>;
  const address: ConfiguredAddress = { line1: null, line2: null, city: null, state: null, postCode: null, country: null };
  for (const [key, entry] of Object.entries(entries)) {
    const field = addressKeys[key as keyof typeof addressKeys];
    if (field === undefined || (entry !== null && typeof entry !== 'string')) {
      problems.push(shape);
      return null;
    }
    address[field] = typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : null;
  }
  address.country = address.country?.toUpperCase() ?? null;
  if (address.country === null || !/^[A-Z]{2}$/.test(address.country)) {
    problems.push(shape);
    return null;
  }
  return address;
}

/** CHECK_PAYEE_NAME and CHECK_ADDRESS (JSON, as the WIRE_STRUCTURED_* addresses) together or not at all. */
function checkConfig(text: Text, problems: string[]): CheckConfig | null {
  const payeeName = text('CHECK_PAYEE_NAME');
  const addressText = text('CHECK_ADDRESS');
  if (payeeName === undefined && addressText === undefined) return null;
  if (payeeName === undefined || addressText === undefined) {
    problems.push('CHECK_PAYEE_NAME and CHECK_ADDRESS must be set together');
    return null;
  }
  const address = addressSetting(text, 'CHECK_ADDRESS', problems);
  if (address !== null && (address.line1 === null || address.city === null)) problems.push('CHECK_ADDRESS needs line1, city and country');
  return address === null ? null : { payeeName, address };
}

/** Hides the password of a connection string in messages. */
export function redact(connectionString: string): string {
  return connectionString.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

const verificationRoles = ['buyer', 'seller', 'broker'] as const;

/**
 * VERIFICATION_REQUIRED_ABOVE (a decimal amount such as 10000.00, read without floating point),
 * VERIFICATION_REQUIRED_ROLES (comma-separated buyer, seller, broker) and
 * ELECTRONIC_VERIFICATION_DOCUMENTS (comma-separated document types).
 */
function verificationSettings(text: Text, verification: VerificationConfig, problems: string[]): void {
  const above = text('VERIFICATION_REQUIRED_ABOVE');
  if (above !== undefined) {
    const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(above);
    if (match) verification.requiredAbove = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
    else problems.push(`VERIFICATION_REQUIRED_ABOVE must be an amount such as 10000.00; got "${above}"`);
  }
  const roles = text('VERIFICATION_REQUIRED_ROLES');
  if (roles !== undefined) {
    const listed = roles.split(',').map((role) => role.trim().toLowerCase());
    const unknown = listed.filter((role) => !(verificationRoles as readonly string[]).includes(role));
    if (unknown.length > 0 || listed.length === 0) problems.push(`VERIFICATION_REQUIRED_ROLES must list buyer, seller or broker, comma-separated; got "${roles}"`);
    else verification.requiredRoles = [...new Set(listed)] as VerificationConfig['requiredRoles'];
  }
  const documents = text('ELECTRONIC_VERIFICATION_DOCUMENTS');
  if (documents !== undefined) {
    const listed = documents.split(',').map((entry) => entry.trim().toLowerCase());
    if (listed.some((entry) => !/^[a-z][a-z0-9_]{0,39}$/.test(entry))) {
      problems.push(`ELECTRONIC_VERIFICATION_DOCUMENTS must list document types such as passport,drivers_license; got "${documents}"`);
    } else verification.electronicDocuments = [...new Set(listed)];
  }
  if (verification.electronicAvailable && verification.electronicDocuments.length === 0) {
    problems.push('ELECTRONIC_VERIFICATION=true needs ELECTRONIC_VERIFICATION_DOCUMENTS (the document types it reads)');
  }
}

/** The largest request body a verification upload may send: its documents at their limit in base64, and room for the rest. */
export function verificationBodyBytes(verification: Pick<VerificationConfig, 'maxFiles' | 'maxTotalBytes'>): number {
  return Math.ceil(verification.maxTotalBytes / 3) * 4 + verification.maxFiles * 4 + 65_536;
}
