import { ValidationError } from '../domain/shared/errors.js';
import { parseMoney } from '../domain/shared/money.js';
import { parseReadCommand, type ReadCommandLine } from './read-command-line.js';
import { readFlags, type FlagSpec } from './flags.js';
import { commandNames, UnknownWordError, UsageError } from './usage.js';
import { parseVerificationCommand, type VerificationCommandLine } from './verification-commands.js';
import { parseOperatorCommand, type OperatorCommandLine } from './operator-commands.js';
import { parseDisputeCommand, type DisputeCommandLine } from './dispute-commands.js';
import { parseListenOptions, type ListenOptions } from './listen-command-line.js';

export interface CustomerCreateOptions {
  email: string;
  /** Unset with --password-stdin until the entry reads it. */
  password: string | undefined;
  passwordStdin: boolean;
  partner: boolean;
  operator: boolean;
}

export interface ApiKeyCreateOptions {
  email: string;
  name: string | undefined;
}

export interface PartnerApproveOptions {
  email: string;
  revoke: boolean;
}

interface CustomerLockOptions {
  /** The account: its id or its email. */
  customer: { id: number } | { email: string };
  reason: string | undefined;
}

interface SetPasswordOptions {
  email: string;
  /** Unset with --password-stdin until the entry reads it. */
  password: string | undefined;
  passwordStdin: boolean;
}

export interface DemoOptions {
  /** The server the printed curl commands address (default: PUBLIC_URL). */
  url: string | undefined;
}

export interface PaymentRecordOptions {
  transactionId: number;
  /** Minor units; unset: the outstanding balance. */
  amount: bigint | undefined;
  method: string | undefined;
  reference: string | undefined;
  float: boolean;
}

export interface LedgerAuditOptions {
  pageSize: number | undefined;
  maxViolations: number | undefined;
}

export type CommandLine =
  /** `workers`: HTTP processes sharing the port (`--workers N`, 1 by default; src/cli/cluster.ts). */
  | { command: 'serve'; options: { workers: number } }
  | { command: 'worker' }
  | { command: 'migrate' }
  | { command: 'customer create'; options: CustomerCreateOptions }
  | { command: 'api-key create'; options: ApiKeyCreateOptions }
  | { command: 'partner approve'; options: PartnerApproveOptions }
  | { command: 'customer set-password'; options: SetPasswordOptions }
  | { command: 'customer email-check' }
  | { command: 'customer lock' | 'customer unlock'; options: CustomerLockOptions }
  | { command: 'payment record'; options: PaymentRecordOptions }
  | { command: 'payment show'; options: { transactionId: number } }
  | { command: 'demo'; options: DemoOptions }
  | { command: 'ledger audit'; options: LedgerAuditOptions }
  | { command: 'ledger balance' }
  /** A partner's events forwarded to a local receiver until Ctrl-C (src/cli/listen.ts). */
  | { command: 'listen'; options: ListenOptions }
  | VerificationCommandLine
  | OperatorCommandLine
  | DisputeCommandLine
  | ReadCommandLine;

/** The commands that run beside a running server (all but the processes themselves, and listen: a client of a server). */
export type OneShotCommandLine = Exclude<CommandLine, { command: 'serve' | 'worker' | 'listen' }>;

/** `help`, or `--help` / `-h` anywhere before `--`: the whole usage on stdout, exit code 0. */
export function wantsHelp(argv: string[]): boolean {
  const end = argv.indexOf('--');
  const head = end === -1 ? argv : argv.slice(0, end);
  return argv[0] === 'help' || head.includes('--help') || head.includes('-h');
}

/** Each command's subcommands (none: the command takes options only). */
const subcommands: Record<(typeof commandNames)[number], readonly string[]> = {
  serve: [],
  worker: [],
  migrate: [],
  demo: [],
  listen: [],
  help: [],
  customer: ['create', 'set-password', 'email-check', 'lock', 'unlock', 'list', 'show'],
  'api-key': ['create'],
  partner: ['approve'],
  payment: ['record', 'show'],
  verification: ['list', 'show', 'approve', 'reject'],
  ledger: ['audit', 'balance'],
  operator: ['queue', 'release'],
  dispute: ['list', 'show', 'resolve'],
  transaction: ['list', 'show'],
  event: ['list', 'show'],
  delivery: ['list', 'show'],
  mail: ['list', 'show'],
};

const isCommandName = (word: string): word is (typeof commandNames)[number] => (commandNames as readonly string[]).includes(word);

/**
 * Reads the command and its flags, refusing what the usage does not allow (UsageError): an
 * unknown command, subcommand or option names the closest one that exists at that place.
 */
export function parseCommandLine(argv: string[]): CommandLine {
  const [command = '', subcommand] = argv;
  if (!isCommandName(command) || command === 'help') throw new UnknownWordError('command', command, commandNames);
  const known = subcommands[command];
  if (known.length > 0) {
    if (subcommand === undefined || subcommand.startsWith('-')) {
      const error = new UsageError(`${command} needs a command: ${known.join(', ')}`);
      error.command = command;
      throw error;
    }
    if (!known.includes(subcommand)) throw new UnknownWordError(`${command} command`, subcommand, known);
  }
  try {
    return readCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError && !(error instanceof UnknownWordError)) error.command ??= known.length > 0 ? `${command} ${subcommand}` : command;
    throw error;
  }
}

function readCommandLine(argv: string[]): CommandLine {
  const [command, subcommand, ...rest] = argv;
  switch (command) {
    case 'serve':
      return { command, options: serveOptions(subcommand === undefined ? [] : [subcommand, ...rest]) };
    case 'worker':
    case 'migrate':
      flags(argv.slice(1), {});
      return { command };
    case 'customer':
      if (subcommand === 'create') return { command: 'customer create', options: customerCreateOptions(rest) };
      if (subcommand === 'set-password') return { command: 'customer set-password', options: setPasswordOptions(rest) };
      if (subcommand === 'email-check') {
        if (rest.length > 0) throw new UsageError(`customer email-check takes no options`);
        return { command: 'customer email-check' };
      }

      if (subcommand === 'lock' || subcommand === 'unlock') return { command: `customer ${subcommand}`, options: customerLockOptions(subcommand, rest) };
      return parseReadCommand('customer', subcommand, rest);
    case 'transaction':
    case 'event':
    case 'delivery':
    case 'mail':
      return parseReadCommand(command, subcommand, rest);
    case 'listen':
      return { command: 'listen', options: parseListenOptions(argv.slice(1)) };
    case 'demo':
      return { command: 'demo', options: demoOptions(subcommand === undefined ? [] : [subcommand, ...rest]) };
    case 'api-key':
      return { command: 'api-key create', options: apiKeyCreateOptions(rest) };
    case 'payment':
      if (subcommand === 'show') return { command: 'payment show', options: { transactionId: transactionOption(rest) } };
      return { command: 'payment record', options: paymentRecordOptions(rest) };
    case 'ledger':
      if (subcommand === 'audit') return { command: 'ledger audit', options: ledgerAuditOptions(rest) };
      flags(rest, {});
      return { command: 'ledger balance' };
    case 'verification':
      return parseVerificationCommand(subcommand, rest, flags);
    case 'operator':
      return parseOperatorCommand(subcommand, rest, flags);
    case 'dispute':
      return parseDisputeCommand(subcommand, rest);
    case 'partner':
      return { command: 'partner approve', options: partnerApproveOptions(rest) };
    default:
      throw new UnknownWordError('command', command ?? '', commandNames);
  }
}

function flags<T extends FlagSpec>(args: string[], spec: T) {
  return readFlags(args, spec).values;
}

/** The most HTTP processes `serve --workers` starts: one a core is the point, and few machines have more. */
const maxServeWorkers = 64;

function serveOptions(args: string[]): { workers: number } {
  const values = flags(args, { workers: { type: 'string' } });
  if (values.workers === undefined) return { workers: 1 };
  if (!/^\d{1,3}$/.test(values.workers) || Number(values.workers) < 1 || Number(values.workers) > maxServeWorkers) {
    throw new UsageError(`--workers must be a whole number from 1 to ${maxServeWorkers}; got "${values.workers}"`);
  }
  return { workers: Number(values.workers) };
}

function customerCreateOptions(args: string[]): CustomerCreateOptions {
  const values = flags(args, {
    email: { type: 'string' },
    password: { type: 'string' },
    'password-stdin': { type: 'boolean' },
    partner: { type: 'boolean' },
    operator: { type: 'boolean' },
  });
  if (!values.email) throw new UsageError('--email is required');
  return {
    email: values.email,
    password: values.password,
    passwordStdin: values['password-stdin'] ?? false,
    partner: values.partner ?? false,
    operator: values.operator ?? false,
  };
}

function setPasswordOptions(args: string[]): SetPasswordOptions {
  const values = flags(args, { email: { type: 'string' }, password: { type: 'string' }, 'password-stdin': { type: 'boolean' } });
  if (!values.email) throw new UsageError('--email is required');
  const passwordStdin = values['password-stdin'] ?? false;
  if ((values.password === undefined) === !passwordStdin) throw new UsageError('give --password or --password-stdin');
  return { email: values.email, password: values.password, passwordStdin };
}

/** `customer lock <id|email> [--reason R]`, `customer unlock <id|email>`: the account as one argument, or --id / --email. */
function customerLockOptions(subcommand: 'lock' | 'unlock', args: string[]): CustomerLockOptions {
  const { values, positionals } = readFlags(args, { id: { type: 'string' }, email: { type: 'string' }, reason: { type: 'string' } }, true);
  const given = [...positionals, ...(values.id === undefined ? [] : [values.id]), ...(values.email === undefined ? [] : [values.email])];
  if (given.length !== 1) throw new UsageError(`customer ${subcommand} takes one account: its id or its email`);
  if (subcommand === 'unlock' && values.reason !== undefined) throw new UsageError('customer unlock takes no --reason');
  const who = given[0]!;
  if (values.id !== undefined && !/^[1-9]\d{0,9}$/.test(who)) throw new UsageError('--id must be a customer id');
  const customer = /^[1-9]\d{0,9}$/.test(who) && values.email === undefined ? { id: Number(who) } : { email: who };
  return { customer, reason: values.reason };
}

function demoOptions(args: string[]): DemoOptions {
  const values = flags(args, { url: { type: 'string' } });
  if (values.url !== undefined && !/^https?:\/\/[^\s]{1,200}$/.test(values.url)) throw new UsageError('--url must be an http(s) URL');
  return { url: values.url?.replace(/\/+$/, '') };
}

function apiKeyCreateOptions(args: string[]): ApiKeyCreateOptions {
  const values = flags(args, { email: { type: 'string' }, name: { type: 'string' } });
  if (!values.email) throw new UsageError('--email is required');
  return { email: values.email, name: values.name };
}

function partnerApproveOptions(args: string[]): PartnerApproveOptions {
  const values = flags(args, { email: { type: 'string' }, revoke: { type: 'boolean' } });
  if (!values.email) throw new UsageError('--email is required');
  return { email: values.email, revoke: values.revoke ?? false };
}

function transactionOption(args: string[]): number {
  const values = flags(args, { transaction: { type: 'string' } });
  if (!values.transaction || !/^[1-9]\d{0,9}$/.test(values.transaction)) throw new UsageError('--transaction must be a transaction id');
  return Number(values.transaction);
}

function paymentRecordOptions(args: string[]): PaymentRecordOptions {
  const values = flags(args, {
    transaction: { type: 'string' },
    amount: { type: 'string' },
    method: { type: 'string' },
    reference: { type: 'string' },
    float: { type: 'boolean' },
  });
  if (!values.transaction || !/^[1-9]\d{0,9}$/.test(values.transaction)) throw new UsageError('--transaction must be a transaction id');
  let amount: bigint | undefined;
  if (values.amount !== undefined) {
    const parsed = parseMoney(values.amount);
    if (!parsed.ok) throw new ValidationError({ amount: [parsed.message] });
    amount = parsed.minor;
  }
  return { transactionId: Number(values.transaction), amount, method: values.method, reference: values.reference, float: values.float ?? false };
}

function ledgerAuditOptions(args: string[]): LedgerAuditOptions {
  const values = flags(args, { 'page-size': { type: 'string' }, 'max-violations': { type: 'string' } });
  const count = (name: string, value: string | undefined, max: number): number | undefined => {
    if (value === undefined) return undefined;
    if (!/^[1-9]\d{0,6}$/.test(value) || Number(value) > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}`);
    return Number(value);
  };
  return { pageSize: count('page-size', values['page-size'], 100_000), maxViolations: count('max-violations', values['max-violations'], 1_000_000) };
}
