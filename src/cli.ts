import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.js';
import { normalizeEmail } from './domain/auth/authenticate.js';
import { createApiKey } from './domain/api-keys.js';
import { createAccount } from './domain/customers/create-account.js';
import { setPartnerApproval } from './domain/customers/partner-approval.js';
import { DomainError, ValidationError } from './domain/shared/errors.js';
import type { Services } from './domain/services.js';
import { createServices } from './services.js';
import { createLogger, type Logger } from './log.js';
import { serializeApiKey } from './rest/serializers/api-key.js';
import { serializeCustomer } from './rest/serializers/customer.js';
import { parseMoney } from './domain/shared/money.js';
import { recordPayment } from './domain/transactions/funding.js';
import { viewTransaction } from './domain/transactions/view.js';
import { serializeTransaction } from './rest/serializers/transaction.js';
import { openConfiguredDatabase, startServer, startWorkers } from './server.js';

const usage = `usage: heldfunds <command> [options]

commands:
  serve                                   run the HTTP server (GraphQL, REST, health) and the event workers
  worker                                  run only the event workers (outbox dispatch, webhook delivery)
  migrate                                 apply pending database migrations
  customer create --email E [--password P | --password-stdin] [--partner] [--operator]
  api-key create --email E --name N       prints the new key; it is shown only this once
  partner approve --email E [--revoke]    let a partner act for its transactions' parties (As-Customer)
  payment record --transaction ID [--amount 1032.50] [--method wire_transfer] [--reference REF] [--float]
                                          records funds that arrived for a transaction, as the service; prints the transaction

Configuration comes from the environment (see README). Output is JSON on stdout.`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, subcommand, ...rest] = argv;
  if (command === undefined || command === '--help' || command === 'help') {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const config = loadConfig();
  switch (command) {
    case 'serve':
      return serve(config);
    case 'worker':
      return worker(config);
    case 'migrate':
      return withServices(config, createLogger('warn'), async (services) => {
        print({ database: services.db.kind, applied: services.db.appliedMigrations });
      });
    case 'customer':
      if (subcommand !== 'create') throw new UsageError(`unknown customer command "${subcommand ?? ''}"`);
      return customerCreate(config, rest);
    case 'api-key':
      if (subcommand !== 'create') throw new UsageError(`unknown api-key command "${subcommand ?? ''}"`);
      return apiKeyCreate(config, rest);
    case 'payment':
      if (subcommand !== 'record') throw new UsageError(`unknown payment command "${subcommand ?? ''}"`);
      return paymentRecord(config, rest);
    case 'partner':
      if (subcommand !== 'approve') throw new UsageError(`unknown partner command "${subcommand ?? ''}"`);
      return partnerApprove(config, rest);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

async function serve(config: Config): Promise<number> {
  const log = createLogger(config.logLevel);
  const running = await startServer(config, log);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info({ signal }, 'shutting down');
      void running.close().then(resolve);
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  return 0;
}

/** Outbox dispatch and webhook delivery without HTTP: scale them apart from the API. */
async function worker(config: Config): Promise<number> {
  const log = createLogger(config.logLevel);
  const db = await openConfiguredDatabase(config, log);
  const services = createServices(config, db, log);
  const workers = startWorkers(services);
  log.info({ database: db.kind }, 'heldfunds worker running');
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info({ signal }, 'shutting down');
      resolve();
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  await workers.stop();
  await services.events.close();
  await db.close();
  log.info('heldfunds worker stopped');
  return 0;
}

async function withServices(config: Config, log: Logger, work: (services: Services) => Promise<void>): Promise<number> {
  const db = await openConfiguredDatabase(config, log);
  const services = createServices(config, db, log);
  try {
    await work(services);
    return 0;
  } finally {
    await services.events.close();
    await db.close();
  }
}

function options<T extends Record<string, { type: 'string' | 'boolean' }>>(args: string[], spec: T) {
  try {
    return parseArgs({ args, options: spec, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function customerCreate(config: Config, args: string[]): Promise<number> {
  const values = options(args, {
    email: { type: 'string' },
    password: { type: 'string' },
    'password-stdin': { type: 'boolean' },
    partner: { type: 'boolean' },
    operator: { type: 'boolean' },
  });
  if (!values.email) throw new UsageError('--email is required');
  const password = values['password-stdin'] ? await readStdin() : values.password;
  return withServices(config, createLogger('warn'), async (services) => {
    const customer = await createAccount(services, {
      email: values.email!,
      password,
      isPartner: values.partner ?? false,
      isOperator: values.operator ?? false,
    });
    print(serializeCustomer(customer));
  });
}

async function apiKeyCreate(config: Config, args: string[]): Promise<number> {
  const values = options(args, { email: { type: 'string' }, name: { type: 'string' } });
  if (!values.email) throw new UsageError('--email is required');
  return withServices(config, createLogger('warn'), async (services) => {
    const customer = await services.prisma.customer.findUnique({ where: { email: normalizeEmail(values.email!) } });
    if (!customer) throw new ValidationError({ email: [`no customer with email ${values.email}`] });
    const created = await createApiKey(services, customer.id, values.name);
    print(serializeApiKey(created.apiKey, created.key));
  });
}

/**
 * An operator records money that arrived (a wire seen on the bank statement): the outstanding
 * balance is secured, or held in float with --float until it clears. Prints the transaction
 * as the REST API shows it to its partner.
 */
async function paymentRecord(config: Config, args: string[]): Promise<number> {
  const values = options(args, {
    transaction: { type: 'string' },
    amount: { type: 'string' },
    method: { type: 'string' },
    reference: { type: 'string' },
    float: { type: 'boolean' },
  });
  if (!values.transaction || !/^[1-9]\d{0,9}$/.test(values.transaction)) throw new UsageError('--transaction must be a transaction id');
  const transactionId = Number(values.transaction);
  let amount: bigint | undefined;
  if (values.amount !== undefined) {
    const parsed = parseMoney(values.amount);
    if (!parsed.ok) throw new ValidationError({ amount: [parsed.message] });
    amount = parsed.minor;
  }
  return withServices(config, createLogger('warn'), async (services) => {
    const record = await recordPayment(services, { kind: 'service' }, transactionId, {
      amount,
      method: values.method,
      externalReference: values.reference,
      float: values.float ?? false,
    });
    print(serializeTransaction(viewTransaction(record, record.creatorId, config.publicUrl)));
  });
}

async function partnerApprove(config: Config, args: string[]): Promise<number> {
  const values = options(args, { email: { type: 'string' }, revoke: { type: 'boolean' } });
  if (!values.email) throw new UsageError('--email is required');
  return withServices(config, createLogger('warn'), async (services) => {
    const customer = await setPartnerApproval(services, { email: values.email! }, !values.revoke);
    print({ id: customer.id, email: customer.email, is_partner: customer.isPartner, act_as_customer_approved: customer.actAsCustomerApproved });
  });
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`heldfunds: ${error.message}\n\n${usage}\n`);
      process.exit(2);
    }
    if (error instanceof ValidationError) {
      process.stderr.write(`heldfunds: ${JSON.stringify({ errors: error.errors })}\n`);
    } else if (error instanceof ConfigError || error instanceof DomainError) {
      process.stderr.write(`heldfunds: ${error.message}\n`);
    } else {
      process.stderr.write(`heldfunds: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  },
);
