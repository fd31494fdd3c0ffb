// `npm run soak`: the money soak (docs/soak.md). A seeded generator drives random actions over a
// few hundred transactions through the real HTTP faces (REST and GraphQL mixed, several callers
// in parallel, As-Customer, the sandbox fund and clock, operator payment records and floats,
// payout choices, cancels, returns, disputes, milestones) against PostgreSQL, with two
// `heldfunds serve` instances and a `heldfunds worker` killed (-9) and restarted at random, and
// their shared Redis killed (-9) and restarted at random (redis-faults.ts), and their database
// connections cut at random (database-faults.ts; the callers resend a 503 under its
// Idempotency-Key after its Retry-After, resend.ts). A
// reference model (model.ts) predicts each outcome; after every step the transaction is
// compared with the model and audited; at the end the whole ledger is audited and every
// committed event must have been delivered exactly once to the local webhook receiver.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createApiKey } from '../../src/domain/api-keys.js';
import { createAccount } from '../../src/domain/customers/create-account.js';
import { createCustomer } from '../../src/domain/customers/create.js';
import { auditLedger, auditTransactions, trialBalance } from '../../src/domain/audit/ledger.js';
import { payoutAccountKey } from '../../src/domain/ledger/accounts.js';
import { formatMoney, parseMoney } from '../../src/domain/shared/money.js';
import { createLogger } from '../../src/log.js';
import { createServices } from '../../src/services.js';
import { apply, itemSteps, predict, stateOf, type ActionKind, type ModelTxn, type Outcome } from './model.js';
import { startSoakDatabaseCuts } from './database-faults.js';
import { startSoakRedis, watchServersStayUp } from './redis-faults.js';
import { createSender } from './resend.js';

const root = join(import.meta.dirname, '..', '..');
const actionsWanted = Number(process.argv[2] ?? process.env.SOAK_ACTIONS ?? 10_000);
const seed = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const adminUrl = process.env.SOAK_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/';
const lanes = Number(process.env.SOAK_CALLERS ?? 6);
// Where the figures of a passing run go: docs/soak.md by default; CI names a file of its own so
// that a check never rewrites the committed report.
const reportPath = process.env.SOAK_REPORT ?? join(root, 'docs', 'soak.md');
const transactionsWanted = Math.max(20, Math.min(400, Math.round(actionsWanted / 30)));
if (!Number.isSafeInteger(actionsWanted) || actionsWanted < 1) throw new Error('SOAK_ACTIONS must be a positive whole number');

/** mulberry32: a small seeded generator, so a run is repeatable from its seed (up to the races). */
function generator(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

class Divergence extends Error {}

interface Account {
  id: number;
  email: string;
  auth: string;
}

const figures = {
  actions: 0,
  applied: 0,
  refused: 0,
  perKind: {} as Record<string, { applied: number; refused: number }>,
  races: 0,
  restarts: 0,
  rest: 0,
  graphql: 0,
  transactions: 0,
  quoteChecks: 0,
  /** 503 answers met (each resent after its Retry-After), resends, and 409 answers about a key. */
  outageAnswers: 0,
  outageLogLines: 0,
  /** Worker processes that ended by themselves (not killed by the soak). */
  workerExits: 0,
  resent: 0,
  keyInUse: 0,
  unrecorded: 0,
  /** Transactions created with a partner_fee item, cancels applied after an item was accepted, partner_fee payouts checked. */
  partnerFees: 0,
  cancelsAfterAccept: 0,
  partnerFeesPaid: 0,
};

function count(kind: string, applied: boolean): void {
  figures.actions += 1;
  figures[applied ? 'applied' : 'refused'] += 1;
  const entry = (figures.perKind[kind] ??= { applied: 0, refused: 0 });
  entry[applied ? 'applied' : 'refused'] += 1;
}

// ---------------------------------------------------------------- processes

const serverPorts: number[] = [];
let workerProcess: ChildProcess | null = null;
const children = new Set<ChildProcess>();

function spawnHeldfunds(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'bin', 'heldfunds.js'), ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Error logs (JSON lines on stdout) are shown: a 500 or a failed job is worth seeing.
  createInterface({ input: child.stdout }).on('line', (line) => {
    // A request refused during a database cut is the documented answer (503), logged as a warning: counted, not shown.
    if (line.includes('"msg":"database unavailable"')) return void (figures.outageLogLines += 1);
    if (!stopping) console.error(`heldfunds ${args[0]}: ${line.slice(0, 2000)}`);
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (signal !== 'SIGKILL' && signal !== 'SIGTERM' && !stopping) {
      // A worker started during a database cut cannot open the database and exits; the next restart brings one back.
      if (args[0] === 'worker') figures.workerExits += 1;
      console.error(`heldfunds ${args[0]} exited (${code ?? signal}): ${stderr}`);
    }
  });
  children.add(child);
  return child;
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`heldfunds serve on port ${port} did not become healthy`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let stopping = false;

// ---------------------------------------------------------------- HTTP faces

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Applied, but the response was lost in a database cut (the body is empty). */
  unrecorded?: boolean;
}

const server = () => `http://127.0.0.1:${pick(serverPorts)}`;

/**
 * How long a caller keeps resending one request through an outage before it gives up (fails the
 * run): longer than an Idempotency-Key's lease, which a request cut off before it could release
 * its key holds until it ends (409 in use meanwhile).
 */
const resendForMs = 150_000;
/** The log of the transaction an action is on: every exchange of the action is written to it (reproduction). */
const trail = new AsyncLocalStorage<string[]>();

const send = createSender({
  keyPrefix: `soak-${seed}`,
  resendForMs,
  counts: figures,
  onAnswer: (line) => trail.getStore()?.push(line),
  fail: (message) => new Divergence(message),
});

async function rest(account: Account, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  figures.rest += 1;
  const answer = await send(`${server()}/2017-09-01${path}`, {
    method,
    headers: { authorization: account.auth, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Applied, its answer lost in a cut: the caller reads the resource to learn the result.
  if (answer.unrecorded) return { status: method === 'POST' ? 201 : 200, body: {}, unrecorded: true };
  return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {} };
}

/** A mutation on a transaction: applied when its result is no Error. */
async function mutation(account: Account, field: string, args: Record<string, unknown>): Promise<{ applied: boolean; detail: string }> {
  figures.graphql += 1;
  const names = Object.keys(args);
  const types: Record<string, string> = {
    transactionId: 'ID!',
    itemId: 'Int',
    asCustomer: 'String',
    method: 'PaymentMethodType!',
    returnUrl: 'String',
    float: 'Boolean',
    outcome: 'DisputeOutcome!',
    seconds: 'Int!',
    reason: 'String',
  };
  // A mutation taking one `input` (the dispute mutations, releaseFunds) names its input type after itself.
  const typeOf = (n: string) =>
    n === 'input' ? `${field.charAt(0).toUpperCase()}${field.slice(1)}Input!` : field === 'resolveDispute' && n === 'itemId' ? 'Int!' : types[n];
  const query = `mutation(${names.map((n) => `$${n}: ${typeOf(n)}`).join(', ')}) {
    ${field}(${names.map((n) => `${n}: $${n}`).join(', ')}) { __typename ... on Error { code message } } }`;
  const response = await send(`${server()}/graphql`, {
    method: 'POST',
    headers: { authorization: account.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: args }),
  });
  if (response.unrecorded) return { applied: true, detail: 'applied (response unrecorded)' };
  const json = JSON.parse(response.text) as { data?: Record<string, { __typename: string; code?: string; message?: string }>; errors?: unknown[] };
  if (response.status >= 500 || json.errors?.length) throw new Divergence(`${field}: HTTP ${response.status} ${JSON.stringify(json.errors ?? json)}`);
  const result = json.data![field]!;
  return { applied: result.code === undefined, detail: result.code === undefined ? result.__typename : `${result.__typename} ${result.message}` };
}

const globalId = (id: number) => Buffer.from(`Transaction:${id}`).toString('base64');

// ---------------------------------------------------------------- the run

async function main(): Promise<void> {
  const started = Date.now();
  const name = `heldfunds_soak_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  console.log(`soak: seed ${seed}, ${actionsWanted} actions, ${transactionsWanted} transactions, ${lanes} callers, database ${name}`);

  const db = await openDatabase({ url: databaseUrl, migrate: true, poolSize: 4 });
  const prisma = db.prisma;
  const services = createServices(loadConfig({ DATABASE_URL: databaseUrl, ENVIRONMENT: 'sandbox' }), db, createLogger('silent'));

  // Webhook receiver: counts each webhook-id it is sent.
  const received = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const id = String(req.headers['webhook-id'] ?? '');
    req.resume();
    req.on('end', () => {
      received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const redis = await startSoakRedis();
  // The heldfunds processes reach the database through the proxy the cuts go through; the soak's own checks do not.
  const database = await startSoakDatabaseCuts(databaseUrl);
  const env = {
    ...redis.env,
    DATABASE_URL: database.url,
    ENVIRONMENT: 'sandbox',
    LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WORKER_POLL_MS: '100',
  };
  const accountOf = async (email: string, options: { isPartner?: boolean; isOperator?: boolean; through?: Account } = {}): Promise<Account> => {
    // The parties are the partner's customers, created through it (POST /customer): they joined
    // it, so it may act for them with As-Customer (docs/security.md, "Reach").
    const { through, ...roles } = options;
    const partnerViewer = async (partnerId: number) => ({
      customer: await prisma.customer.findUniqueOrThrow({ where: { id: partnerId } }),
      method: 'api_key' as const,
      apiKeyId: null,
    });
    if (through) await createCustomer(services, await partnerViewer(through.id), { email });
    const customer = through ? await prisma.customer.findUniqueOrThrow({ where: { email } }) : await createAccount(services, { email, ...roles });
    const { key } = await createApiKey(services, customer.id, 'soak');
    return { id: customer.id, email, auth: `Basic ${Buffer.from(`${email}:${key}`).toString('base64')}` };
  };
  const partner = await accountOf('partner@soak.example', { isPartner: true });
  await prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: true } });
  const operator = await accountOf('operator@soak.example', { isOperator: true });
  const stranger = await accountOf('stranger@soak.example');
  const buyers: Account[] = [];
  const sellers: Account[] = [];
  for (let i = 0; i < 8; i++) buyers.push(await accountOf(`buyer${i}@soak.example`, { through: partner }));
  for (let i = 0; i < 8; i++) sellers.push(await accountOf(`seller${i}@soak.example`, { through: partner }));
  await prisma.customer.updateMany({ where: { email: { startsWith: 'buyer' } }, data: { personalVerificationStatus: 'verified' } });

  const serveProcesses: ChildProcess[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    serveProcesses.push(spawnHeldfunds(['serve'], { ...env, PORT: String(port), RUN_WORKERS: 'false' }));
    serverPorts.push(port);
  }
  const serversStayedUp = watchServersStayUp(serveProcesses);
  const startWorker = () => (workerProcess = spawnHeldfunds(['worker'], env));
  startWorker();
  for (const port of serverPorts) await waitHealthy(port);
  const hook = await rest(partner, 'POST', '/customer/me/webhook', { url: receiverUrl });
  if (hook.status !== 201) throw new Error(`webhook not created: ${hook.status} ${JSON.stringify(hook.body)}`);
  console.log(`soak: servers on ${serverPorts.join(', ')}, receiver ${receiverUrl}, setup ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Kill -9 and restart the worker at random while the actions run.
  const restarts = (async () => {
    while (!stopping) {
      await new Promise((resolve) => setTimeout(resolve, 1500 + random() * 4000));
      if (stopping) break;
      workerProcess?.kill('SIGKILL');
      figures.restarts += 1;
      startWorker();
    }
  })();
  const redisRestarts = redis.restartAtRandom(random, () => stopping);
  // The cuts draw from a generator of their own, so their times and lengths follow from the seed alone.
  const databaseCuts = database.cutAtRandom(generator(seed ^ 0x2b1c_d5e3), () => stopping);

  const txns: (ModelTxn & { buyer: Account; seller: Account; log: string[] })[] = [];
  const busy = new Set<number>();
  let creations = 0;

  const create = async (): Promise<void> => {
    const buyer = pick(buyers);
    const seller = pick(sellers);
    const kind = random() < 0.3 ? 'milestone' : 'gm';
    const amount = () => (1000 + Math.floor(random() * 400_000)) / 100;
    const fees = [
      { type: 'escrow', payer_customer: buyer.email, split: 0.5 },
      { type: 'escrow', payer_customer: seller.email, split: 0.5 },
    ];
    const item = (title: string) => ({
      title,
      type: kind === 'milestone' ? 'milestone' : 'general_merchandise',
      inspection_period: 86_400,
      schedule: [
        {
          amount: amount(),
          payer_customer: buyer.email,
          beneficiary_customer: seller.email,
          ...(kind === 'milestone' ? { due_date: new Date(Date.now() + 30 * 86_400_000).toISOString() } : {}),
        },
      ],
      fees,
    });
    // Some transactions pay the partner a fee it is paid through its own payout choice (issue 23, defect 2).
    const partnerFee = random() < 0.35;
    const feeItem = {
      title: 'Partner fee',
      type: 'partner_fee',
      schedule: [{ amount: (100 + Math.floor(random() * 10_000)) / 100, payer_customer: buyer.email, beneficiary_customer: partner.email }],
    };
    // Unique, so that a creation whose answer a database cut lost can be found.
    const description = `soak ${kind} ${++creations}`;
    const body = {
      parties: [
        { role: 'buyer', customer: buyer.email },
        { role: 'seller', customer: seller.email },
      ],
      currency: 'usd',
      description,
      items: [...(kind === 'milestone' ? [item('design'), item('build')] : [item('goods')]), ...(partnerFee ? [feeItem] : [])],
    };
    const created = await rest(partner, 'POST', '/transaction', body);
    if (created.status !== 201) throw new Divergence(`create refused: ${created.status} ${JSON.stringify(created.body)}`);
    const record = created.unrecorded
      ? await prisma.transaction.findFirstOrThrow({ where: { description }, include: { items: { orderBy: { position: 'asc' } } } })
      : { id: created.body.id as number, items: created.body.items as { id: number; type: string }[] };
    const items = record.items.filter((i) => i.type !== 'partner_fee').map((i) => ({ id: i.id, state: 'unfunded' as const }));
    count('create', true);
    figures.transactions += 1;
    if (partnerFee) figures.partnerFees += 1;
    txns.push({
      id: record.id,
      kind,
      buyerAgreed: false,
      sellerAgreed: false,
      cancelled: false,
      float: false,
      payout: false,
      payoutType: null,
      payoutQuote: null,
      items,
      partnerFee,
      partnerPayout: false,
      split: false,
      released: false,
      buyer,
      seller,
      log: [`create ${kind}${partnerFee ? ' with a partner_fee' : ''} ${record.id}`],
    });
  };

  /** The money an item holds now (secured, neither paid out nor refunded). */
  const heldOf = async (itemId: number): Promise<bigint> =>
    (await prisma.schedule.findMany({ where: { itemId, secured: true, disbursedToBeneficiary: false, refunded: false } })).reduce((sum, x) => sum + x.amount, 0n);

  /** Performs one action on the server; answers whether it was applied. */
  const perform = async (t: (typeof txns)[number], kind: ActionKind, itemIndex: number): Promise<boolean> => {
    const id = t.id;
    const itemId = t.items[itemIndex]!.id;
    const viaGraphql = random() < 0.5;
    const asCustomer = random() < 0.25;
    const restAction = async (account: Account, action: string, headers: Record<string, string> = {}, body: Record<string, unknown> = {}) => {
      const answer = await rest(account, 'PATCH', `/transaction/${id}/item/${itemId}`, { action, ...body }, headers);
      if (answer.status >= 500) throw new Divergence(`${action}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.status < 300;
    };
    const party = (role: 'buyer' | 'seller') => (asCustomer ? { account: partner, as: t[role].email } : { account: t[role], as: undefined });
    const itemAction = async (role: 'buyer' | 'seller', restName: string, field: string, extra: Record<string, unknown> = {}) => {
      const who = party(role);
      if (viaGraphql) return (await mutation(who.account, field, { transactionId: globalId(id), itemId, ...(who.as ? { asCustomer: who.as } : {}) })).applied;
      return restAction(who.account, restName, who.as ? { 'As-Customer': who.as } : {}, extra);
    };
    switch (kind) {
      case 'agree_buyer':
      case 'agree_seller': {
        const who = party(kind === 'agree_buyer' ? 'buyer' : 'seller');
        if (viaGraphql) return (await mutation(who.account, 'agreeTransaction', { transactionId: globalId(id), ...(who.as ? { asCustomer: who.as } : {}) })).applied;
        const answer = await rest(who.account, 'PATCH', `/transaction/${id}`, { action: 'agree' }, who.as ? { 'As-Customer': who.as } : {});
        if (answer.status >= 500) throw new Divergence(`agree: HTTP ${answer.status}`);
        return answer.status < 300;
      }
      case 'select_payment': {
        const method = pick(['wire_transfer', 'credit_card', 'paypal'] as const);
        const args = { transactionId: globalId(id), method, ...(method === 'wire_transfer' ? {} : { returnUrl: 'https://shop.example/done' }) };
        if (viaGraphql) return (await mutation(t.buyer, 'selectPaymentMethod', args)).applied;
        const answer = await rest(
          t.buyer,
          'POST',
          `/transaction/${id}/payment_methods/${method}`,
          method === 'wire_transfer' ? {} : { return_url: 'https://shop.example/done' },
        );
        if (answer.status >= 500) throw new Divergence(`select_payment: HTTP ${answer.status}`);
        return answer.status < 300;
      }
      case 'fund': {
        // Quote = payment: what payment_methods quotes for the chosen method is what arrives.
        const quote = await rest(t.buyer, 'GET', `/transaction/${id}/payment_methods`);
        const selected = quote.body.selected_payment_method as string | null;
        const option = (quote.body.available_payment_methods as { type: string; total: string }[] | undefined)?.find(
          (m) => m.type === (selected ?? 'wire_transfer'),
        );
        const before = await prisma.payment.count({ where: { transactionId: id } });
        const applied = viaGraphql
          ? (await mutation(t.buyer, 'fundTransactionInSandbox', { transactionId: globalId(id) })).applied
          : (await rest(t.buyer, 'POST', `/sandbox/transaction/${id}/fund`)).status < 300;
        if (applied && option) {
          const payments = await prisma.payment.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } });
          const amount = payments[payments.length - 1]!.amount;
          figures.quoteChecks += 1;
          if (payments.length !== before + 1 || amount !== money(option.total))
            throw new Divergence(`quote ${option.total} by ${option.type}, but the payment recorded ${formatMoney(amount)}`);
        }
        return applied;
      }
      case 'fund_float':
        return (await mutation(operator, 'recordPayment', { transactionId: globalId(id), float: true })).applied;
      case 'float_release':
        return (await mutation(operator, 'floatRelease', { transactionId: globalId(id) })).applied;
      case 'float_cancel':
        return (await mutation(operator, 'floatCancel', { transactionId: globalId(id), reason: 'bounced' })).applied;
      case 'select_payout':
      case 'select_payout_partner': {
        const payee = kind === 'select_payout' ? t.seller : partner;
        const method = pick([
          {
            type: 'ach',
            account_name: 'Soak Seller',
            account_type: 'checking',
            bank_aba_routing_number: '011000015',
            bank_account_number: '000123456789',
            bank_name: 'First Example Bank',
            currency: 'usd',
          },
          {
            type: 'wire_transfer',
            account_name: 'Soak Seller',
            bank_iban: 'GB82 WEST 1234 5698 7654 32',
            bank_swift_code: 'nwbkgb2l',
            bank_name: 'Example Bank plc',
            bank_address: { line1: '1 Bank Street', city: 'London', country: 'gb' },
          },
          {
            type: 'wire_transfer_international',
            account_name: 'Soak Seller',
            bank_account_number: '123456789',
            bank_swift_code: 'DEUTDEFF',
            bank_name: 'Deutsche Bank',
            beneficiary_address: { line1: '5 Main Street', city: 'Sydney', state: 'NSW', post_code: '2000', country: 'AU' },
          },
        ]);
        const quote = await rest(payee, 'GET', `/transaction/${id}/disbursement_methods`);
        const answer = await rest(payee, 'POST', `/transaction/${id}/disbursement_methods`, method);
        if (answer.status >= 500) throw new Divergence(`${kind}: HTTP ${answer.status}`);
        if (kind === 'select_payout' && answer.status < 300) {
          const quoted = (quote.body.available_disbursement_methods as { type: string; total: string }[]).find((m) => m.type === method.type)!;
          t.payoutType = method.type;
          t.payoutQuote = money(quoted.total);
        }
        return answer.status < 300;
      }
      case 'ship':
        return itemAction('seller', 'ship', 'shipItems');
      case 'receive':
        return itemAction('buyer', 'receive', 'receiveItems');
      case 'accept':
        return viaGraphql ? (await mutation(t.buyer, 'acceptItems', { transactionId: globalId(id), itemId })).applied : restAction(t.buyer, 'accept');
      case 'reject':
        return itemAction('buyer', 'reject', 'rejectItems');
      case 'ship_return':
        return itemAction('buyer', 'ship_return', 'shipReturn');
      case 'receive_return':
        return itemAction('seller', 'receive_return', 'receiveReturn');
      case 'accept_return':
        return viaGraphql ? (await mutation(t.seller, 'acceptReturn', { transactionId: globalId(id), itemId })).applied : restAction(t.seller, 'accept_return');
      case 'reject_return':
        return itemAction('seller', 'reject_return', 'rejectReturn');
      case 'resolve_buyer':
      case 'resolve_seller':
        return (
          await mutation(operator, 'resolveDispute', {
            transactionId: globalId(id),
            itemId,
            outcome: kind === 'resolve_buyer' ? 'refund_buyer' : 'release_to_seller',
          })
        ).applied;
      case 'open_dispute':
        return (await mutation(t.buyer, 'openDispute', { input: { itemId, reason: 'Not as described' } })).applied;
      case 'split': {
        const dispute = await prisma.dispute.findFirst({ where: { itemId, status: 'OPEN' } });
        if (!dispute) return false;
        const held = await heldOf(itemId);
        const disputeId = Buffer.from(`Dispute:${dispute.id}`).toString('base64');
        const proposed = await mutation(t.seller, 'proposeSettlement', { input: { disputeId, sellerAmount: formatMoney(held / 2n) } });
        if (!proposed.applied) return false;
        const proposal = await prisma.settlementProposal.findFirstOrThrow({ where: { disputeId: dispute.id, status: 'PENDING' } });
        return (await mutation(t.buyer, 'acceptSettlement', { input: { proposalId: proposal.id } })).applied;
      }
      case 'release': {
        const amount = formatMoney((await heldOf(itemId)) / 3n || 1n);
        if (viaGraphql) return (await mutation(t.buyer, 'releaseFunds', { input: { itemId, amount } })).applied;
        const answer = await rest(t.buyer, 'POST', `/transaction/${id}/item/${itemId}/release`, { amount });
        if (answer.status >= 500) throw new Divergence(`release: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
        return answer.status < 300;
      }
      case 'advance_clock':
        if (viaGraphql) return (await mutation(t.buyer, 'advanceTransactionClock', { transactionId: globalId(id), seconds: 2 * 86_400 })).applied;
        return (await rest(t.buyer, 'POST', `/sandbox/transaction/${id}/advance`, { seconds: 2 * 86_400 })).status < 300;
      case 'cancel_partner':
      case 'cancel_buyer': {
        const account = kind === 'cancel_partner' ? partner : t.buyer;
        if (viaGraphql) return (await mutation(account, 'cancelTransaction', { transactionId: globalId(id) })).applied;
        const answer = await rest(account, 'PATCH', `/transaction/${id}`, { action: 'cancel' });
        if (answer.status >= 500) throw new Divergence(`cancel: HTTP ${answer.status}`);
        return answer.status < 300;
      }
      case 'accept_as_customer':
        return restAction(partner, 'accept', { 'As-Customer': t.buyer.email });
      case 'stranger_ship':
        return restAction(stranger, 'ship');
    }
  };

  /** The transaction in the database against the model, and its audit. */
  const check = async (t: (typeof txns)[number]): Promise<void> => {
    const record = await prisma.transaction.findUniqueOrThrow({
      where: { id: t.id },
      include: { parties: true, items: { include: { schedules: true }, orderBy: { position: 'asc' } } },
    });
    const problems: string[] = [];
    if (record.isCancelled !== t.cancelled) problems.push(`cancelled ${record.isCancelled}, model ${t.cancelled}`);
    const agreedOf = (role: string) => record.parties.find((p) => p.role === role)!.agreed;
    if (agreedOf('buyer') !== t.buyerAgreed || agreedOf('seller') !== t.sellerAgreed) problems.push('agreement differs');
    record.items
      .filter((item) => item.type !== 'partner_fee')
      .forEach((item, index) => {
        const state = stateOf(item);
        if (state !== t.items[index]!.state) problems.push(`item ${item.id} is ${state}, model ${t.items[index]!.state}`);
      });
    const violations = await auditTransactions(prisma, [t.id]);
    for (const violation of violations) problems.push(`${violation.check}: ${violation.message}`);
    if (problems.length > 0) throw new Divergence(`transaction ${t.id}: ${problems.join('; ')}`);
  };

  const kinds: ActionKind[] = [
    'agree_buyer',
    'agree_seller',
    'select_payment',
    'fund',
    'fund_float',
    'float_release',
    'float_cancel',
    'select_payout',
    'select_payout_partner',
    'ship',
    'receive',
    'accept',
    'reject',
    'ship_return',
    'receive_return',
    'accept_return',
    'reject_return',
    'resolve_buyer',
    'resolve_seller',
    'open_dispute',
    'split',
    'release',
    'advance_clock',
    'cancel_partner',
    'cancel_buyer',
    'accept_as_customer',
    'stranger_ship',
  ];
  const weight: Partial<Record<ActionKind, number>> = {
    cancel_partner: 0.15,
    cancel_buyer: 0.3,
    fund_float: 0.4,
    advance_clock: 0.12,
    reject: 0.6,
    reject_return: 0.6,
    open_dispute: 0.6,
    release: 0.4,
    // A dispute ends by a split as often as by an operator's decision.
    resolve_buyer: 0.5,
    resolve_seller: 0.5,
  };

  const step = async (): Promise<void> => {
    const free = txns.filter((t) => !busy.has(t.id));
    if (txns.length < transactionsWanted && (free.length === 0 || random() < 0.12)) return create();
    if (free.length === 0) return;
    const t = pick(free);
    busy.add(t.id);
    try {
      // Mostly actions the model expects to apply, sometimes ones it expects refused.
      const options: [ActionKind, number][] = [];
      for (const kind of kinds)
        t.items.forEach((_, index) => {
          if (!itemSteps[kind] && index > 0) return;
          if (predict(t, kind, index) !== 'refused' || random() < 0.015) options.push([kind, index]);
        });
      const accepted = t.items.some((item) => item.state === 'accepted');
      const chance = (kind: ActionKind) => {
        if ((kind === 'select_payout' && t.payout) || (kind === 'select_payout_partner' && t.partnerPayout)) return 0.1;
        // Cancelling after a buyer accepted leaves accepted goods (and a partner_fee) to pay out of a cancelled transaction (issue 23).
        if (kind === 'cancel_partner' && accepted) return 0.5;
        return weight[kind] ?? 1;
      };
      const candidates = options.filter(([kind]) => random() < chance(kind));
      if (candidates.length === 0) return;
      const [kind, index] = pick(candidates);

      // Sometimes a race: ship and cancel, or accept and reject, sent at once: exactly one may apply.
      const rival: ActionKind | null = kind === 'ship' && random() < 0.2 ? 'cancel_partner' : kind === 'accept' && random() < 0.2 ? 'reject' : null;
      if (rival && predict(t, rival, index) === 'applied') {
        figures.races += 1;
        const [first, second] = await Promise.all([trail.run(t.log, () => perform(t, kind, index)), trail.run(t.log, () => perform(t, rival, index))]);
        t.log.push(`race ${kind}/${rival} item ${index}: ${first}/${second}`);
        if (first === second) throw new Divergence(`race ${kind} / ${rival}: ${first ? 'both' : 'neither'} applied`);
        count(kind, first);
        count(rival, second);
        if (rival === 'cancel_partner' && second && accepted) figures.cancelsAfterAccept += 1;
        apply(t, first ? kind : rival, index);
      } else {
        const expected: Outcome = predict(t, kind, index);
        const applied = await trail.run(t.log, () => perform(t, kind, index));
        t.log.push(`${kind}${itemSteps[kind] ? ` item ${index}` : ''}: ${applied ? 'applied' : 'refused'} (expected ${expected})`);
        count(kind, applied);
        if ((expected === 'applied' && !applied) || (expected === 'refused' && applied))
          throw new Divergence(`${kind} on transaction ${t.id}: ${applied ? 'applied' : 'refused'}, the model expected ${expected}`);
        if (applied && (kind === 'cancel_partner' || kind === 'cancel_buyer') && accepted) figures.cancelsAfterAccept += 1;
        if (applied) apply(t, kind, index);
      }
      await check(t);
    } catch (error) {
      if (error instanceof Divergence) {
        throw new Divergence(`${error.message}\nseed ${seed}; the actions on transaction ${t.id}:\n  ${t.log.join('\n  ')}`);
      }
      throw error;
    } finally {
      busy.delete(t.id);
    }
  };

  let last = Date.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (figures.actions < actionsWanted) {
        await step();
        if (figures.actions % 250 < 1 && Date.now() - last > 1000) {
          last = Date.now();
          console.log(
            `soak: ${figures.actions}/${actionsWanted} actions (${figures.applied} applied, ${figures.refused} refused), ${figures.transactions} transactions, ${figures.restarts} worker restarts, ${redis.restarts} Redis restarts, ${database.cuts} database cuts (${figures.outageAnswers} answers 503), ${((Date.now() - started) / 1000).toFixed(0)} s`,
          );
        }
      }
    }),
  );
  stopping = true;
  await restarts;
  await redisRestarts;
  await databaseCuts;
  serversStayedUp();
  if (!workerProcess || workerProcess.exitCode !== null || workerProcess.killed) startWorker();
  stopping = false;
  console.log(`soak: ${figures.actions} actions done; waiting for the jobs, the outbox and the webhooks to settle`);

  // Settle: due jobs run, the outbox is dispatched, every delivery is done.
  const settleBy = Date.now() + 180_000;
  for (;;) {
    const [jobs, undispatched, deliveries] = await Promise.all([
      prisma.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*)::bigint AS n FROM "Job" j JOIN "Transaction" t ON t."id" = j."transactionId"
        WHERE j."status" = 'pending' AND j."runAt" <= now() + make_interval(secs => t."clockOffsetSeconds")`,
      prisma.event.count({ where: { dispatchedAt: null } }),
      prisma.webhookDelivery.count({ where: { status: 'pending' } }),
    ]);
    if (jobs[0]!.n === 0n && undispatched === 0 && deliveries === 0) break;
    if (Date.now() > settleBy)
      throw new Error(`not settled after 180 s: ${jobs[0]!.n} due jobs, ${undispatched} undispatched events, ${deliveries} pending deliveries`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // What jobs must have done by now: accepted items paid (when the seller chose a method), returned items refunded.
  const problems: string[] = [];
  for (const t of txns) {
    await check(t);
    const allItems = await prisma.item.findMany({ where: { transactionId: t.id }, include: { schedules: true }, orderBy: { position: 'asc' } });
    const items = allItems.filter((item) => item.type !== 'partner_fee');
    const record = await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } });
    const goodsAccepted = t.items.some((item) => item.state === 'accepted');
    // The partner_fee is paid with accepted goods once the partner chose how (defect 2), even when cancelled
    // after the acceptance; with nothing accepted, a cancelled transaction refunds it.
    const fee = allItems.find((item) => item.type === 'partner_fee');
    if (t.partnerFee && !fee) problems.push(`transaction ${t.id}: its partner_fee item is missing`);
    if (fee && goodsAccepted && t.partnerPayout) {
      figures.partnerFeesPaid += 1;
      if (!fee.schedules.every((s) => s.disbursedToBeneficiary)) problems.push(`transaction ${t.id}: partner_fee not paid out with accepted goods`);
    }
    // (Goods paid in part by a release count as goods paid: the partner_fee then follows them.)
    if (fee && t.cancelled && !goodsAccepted && !t.released && fee.schedules.some((s) => s.secured) && !fee.schedules.every((s) => s.refunded))
      problems.push(`transaction ${t.id}: cancelled with nothing accepted, but its partner_fee was not refunded`);
    items.forEach((item, index) => {
      const state = t.items[index]!.state;
      const secured = item.schedules.some((s) => s.secured);
      // (A split's buyer part is a refunded row: the rest is what is paid out.)
      if (state === 'accepted' && t.payout && !item.schedules.every((s) => s.disbursedToBeneficiary || s.refunded))
        problems.push(`transaction ${t.id} item ${item.id}: accepted but not paid out`);
      // A part released to the seller before the return was paid out; the rest is refunded.
      if (state === 'return_accepted' && !item.schedules.every((s) => s.refunded || s.disbursedToBeneficiary))
        problems.push(`transaction ${t.id} item ${item.id}: returned but not refunded`);
      if (t.cancelled && secured && state === 'funded' && !item.schedules.every((s) => s.refunded || s.disbursedToBeneficiary))
        problems.push(`transaction ${t.id} item ${item.id}: cancelled but not refunded`);
    });
    const allSettled =
      t.items.every((item) => item.state === 'return_accepted' || (item.state === 'accepted' && t.payout)) && (!t.partnerFee || t.partnerPayout || !goodsAccepted);
    if (!t.cancelled && allSettled && record.closedAt === null) problems.push(`transaction ${t.id}: every item settled but it is not complete`);
    // Quote = payout: a seller paid for every item received what its disbursement_methods quote said.
    // (A split changes what the seller is owed, so a sale settled by one is left out; a partial release is a payout and is not.)
    if (record.closedAt !== null && t.payoutQuote !== null && !t.split && t.items.every((item) => item.state === 'accepted')) {
      const booked = await prisma.ledgerEntry.aggregate({
        where: { account: { key: payoutAccountKey(t.seller.id, 'usd') }, posting: { transactionId: t.id } },
        _sum: { amount: true },
      });
      figures.quoteChecks += 1;
      if ((booked._sum.amount ?? 0n) !== t.payoutQuote)
        problems.push(`transaction ${t.id}: ${t.payoutType} quote ${formatMoney(t.payoutQuote)}, paid ${formatMoney(booked._sum.amount ?? 0n)}`);
    }
  }

  // The whole ledger audit, and the trial balance.
  const audit = await auditLedger(prisma, { pageSize: 500 });
  if (!audit.ok) problems.push(...audit.violations.map((v) => `audit ${v.check}: ${v.message}`));
  const balance = await trialBalance(prisma);
  const usd = balance.currencies.find((c) => c.currency === 'usd');
  if (usd && usd.total !== 0n) problems.push(`trial balance of usd sums to ${formatMoney(usd.total)}`);

  // Every committed event delivered exactly once to the partner's webhook.
  const webhook = await prisma.webhook.findFirstOrThrow({ where: { customerId: partner.id } });
  const events = await prisma.event.findMany({ where: { partnerId: partner.id }, select: { id: true, publicId: true } });
  const deliveries = await prisma.webhookDelivery.groupBy({ by: ['eventId', 'status'], where: { webhookId: webhook.id }, _count: { _all: true } });
  const succeeded = new Map(deliveries.filter((d) => d.status === 'succeeded').map((d) => [d.eventId, d._count._all]));
  let missing = 0;
  let twice = 0;
  for (const event of events) {
    if (succeeded.get(event.id) !== 1) twice += (succeeded.get(event.id) ?? 0) > 1 ? 1 : 0;
    if (!received.has(event.publicId) || succeeded.get(event.id) !== 1) missing += 1;
  }
  const duplicatesAtReceiver = [...received.values()].reduce((sum, n) => sum + n - 1, 0);
  if (missing > 0) problems.push(`${missing} of ${events.length} events were not delivered exactly once (${twice} delivered more than once)`);

  const seconds = (Date.now() - started) / 1000;
  console.log(
    `soak: audit ${audit.ok ? 'ok' : 'FAILED'} (${audit.postings} postings, ${audit.accounts} accounts, ${audit.transactions} transactions), ${events.length} events`,
  );
  await stop(admin, name, services, receiver, redis);
  await database.stop();
  if (problems.length > 0) throw new Divergence(`seed ${seed}:\n  ${problems.slice(0, 50).join('\n  ')}`);

  await writeFile(
    reportPath,
    report({
      seconds,
      audit,
      events: events.length,
      receivedIds: received.size,
      duplicatesAtReceiver,
      redisRestarts: redis.restarts,
      database,
      balance: usd?.kinds ?? [],
    }),
  );
  console.log(`soak: passed in ${seconds.toFixed(0)} s; figures written to ${reportPath}`);
}

function money(text: string): bigint {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Divergence(`not an amount: ${text}`);
  return parsed.minor;
}

async function stop(
  admin: pg.Client,
  name: string,
  services: ReturnType<typeof createServices>,
  receiver: ReturnType<typeof createServer>,
  redis: { stop(): Promise<void> },
): Promise<void> {
  stopping = true;
  for (const child of children) child.kill('SIGKILL');
  await redis.stop();
  await services.events.close();
  await services.db.close();
  receiver.close();
  if (process.env.SOAK_KEEP_DATABASE !== '1') await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

function report(run: {
  seconds: number;
  audit: Awaited<ReturnType<typeof auditLedger>>;
  events: number;
  receivedIds: number;
  duplicatesAtReceiver: number;
  redisRestarts: number;
  database: { cuts: number; cutMs: number; shortestMs: number; longestMs: number };
  balance: { kind: string; accounts: number; balance: bigint }[];
}): string {
  const cutSeconds = (ms: number) => (ms / 1000).toFixed(1);
  const rows = Object.entries(figures.perKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `| ${kind} | ${n.applied} | ${n.refused} |`)
    .join('\n');
  return `# Soak

\`npm run soak\` (scripts/soak/run.ts): a seeded, model-based random run through the real HTTP
faces against PostgreSQL, with two \`heldfunds serve\` instances and a \`heldfunds worker\`
killed with SIGKILL and restarted at random, the Redis they share killed with SIGKILL and
restarted at random (a serve process that ends by itself fails the run), and their database
connections cut at random (scripts/soak/database-faults.ts: they reach PostgreSQL through a
TCP proxy the soak controls, which every 4 to 16 s resets every open connection and refuses
new ones for 0.2 to 3 s; the times and lengths of the cuts follow from the seed). The callers
answer a cut as docs/security.md tells an integrator to (scripts/soak/resend.ts): every write
carries an Idempotency-Key, a \`503\` with \`Retry-After\` is sent again with the same key after
the Retry-After, a \`409\` saying the key's first request still runs is sent again a second
later, and a \`409 idempotency_key_unrecorded\` counts as applied (a creation is then found by
its description); any other 5xx, a 503 without Retry-After, or an outage outlasting 150 s
fails the run, and the model must stay exact: a write acknowledged is applied once, a refused
one never twice. The soak's own checks read the database directly, not through the proxy.
Each action's outcome is predicted by an
independent model of the lifecycle (scripts/soak/model.ts: applied, refused, or either when a
job may have run first); after every step the transaction is compared with the model and
audited (escrow, float, payouts, status and timeline, and the liveness of held money:
\`auditTransactions\`); a card or PayPal funding is checked against its \`payment_methods\`
quote. About a third of the transactions carry a \`partner_fee\` item the buyer pays the
partner, which chooses its own payout method (\`select_payout_partner\`, issue 23 defect 2;
refused 403 where no partner_fee pays it), and the partner cancels more often once an item
is accepted (a cancellation after acceptance still pays the accepted goods and the
partner_fee); the report counts both. Disputes and partial releases are in the mix: the
buyer opens a dispute on goods that shipped (\`open_dispute\`), which ends by a split
(\`split\`: the seller proposes half of the held money, the buyer accepts; the buyer's half
refunded at once) or by an operator (\`resolve_buyer\`, \`resolve_seller\`), and the buyer
releases a third of an item's held money to the seller (\`release\`, REST or GraphQL; paid out
at once, so refused until the seller chose a payout method). At the end, once the jobs, the outbox
and the deliveries have settled: accepted items are paid out and returned ones refunded (what
was released before a return was paid out), a
partner_fee is paid out with accepted goods once the partner chose how (and refunded when a
transaction cancelled with nothing accepted held it), each
completed sale paid the seller exactly its \`disbursement_methods\` quote (releases included; a sale a split settled is left out: the split changes what the seller is owed), the whole ledger
audit (\`auditLedger\`) finds nothing, the trial balance sums to zero, and every committed event
was delivered exactly once to the webhook. A divergence fails the run with the seed and the
actions on the transaction concerned, each with the requests it sent and their answers
(transactions are independent, so these are the
actions that reproduce it; shrinking does not apply to a concurrent run against live
processes). \`SOAK_ACTIONS\` (or \`npm run soak -- <n>\`), \`SOAK_SEED\`, \`SOAK_CALLERS\`
(parallel callers, default 6), \`SOAK_DATABASE_URL\`, \`SOAK_REPORT\` (where the figures go;
this file by default).

## Last run

| Figure | Value |
|---|---|
| Seed | ${seed} |
| Actions | ${figures.actions} (${figures.applied} applied, ${figures.refused} refused) |
| Transactions | ${figures.transactions} |
| Requests | ${figures.rest} REST, ${figures.graphql} GraphQL, from ${lanes} parallel callers over 2 server instances |
| Races (two conflicting actions at once, exactly one applied) | ${figures.races} |
| Worker restarts (kill -9) | ${figures.restarts} (${figures.workerExits} ended by themselves) |
| Redis restarts (kill -9, down 0.2 to 2.2 s) | ${run.redisRestarts} |
| Database cuts (every connection reset, new ones refused) | ${run.database.cuts} (${cutSeconds(run.database.shortestMs === Infinity ? 0 : run.database.shortestMs)} to ${cutSeconds(run.database.longestMs)} s, ${cutSeconds(run.database.cutMs)} s in all) |
| Outage answers (503 with Retry-After, each resent with its Idempotency-Key) | ${figures.outageAnswers} (${figures.resent} resends; ${figures.keyInUse} answered 409 key in use, ${figures.unrecorded} 409 applied but unrecorded) |
| Transactions with a partner_fee item | ${figures.partnerFees} (${figures.partnerFeesPaid} paid to the partner through its own payout choice) |
| Cancels after an item was accepted | ${figures.cancelsAfterAccept} |
| Quote = charge checks | ${figures.quoteChecks} |
| Events committed / delivered exactly once | ${run.events} / ${run.events} (${run.receivedIds} distinct ids received, ${run.duplicatesAtReceiver} redelivered copies) |
| Ledger audited | ${run.audit.postings} postings, ${run.audit.entries} entries, ${run.audit.accounts} accounts, ${run.audit.transactions} transactions in ${run.audit.durationMs} ms |
| Drift | 0 (no audit violation; trial balance sums to 0.00) |
| Duration | ${run.seconds.toFixed(0)} s |

Trial balance (usd):

| Account kind | Accounts | Balance |
|---|---|---|
${run.balance.map((line) => `| ${line.kind} | ${line.accounts} | ${formatMoney(line.balance)} |`).join('\n')}

Per kind:

| Action | Applied | Refused |
|---|---|---|
${rows}
`;
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    // Let the processes' last log lines (the error behind a 500) arrive first.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stopping = true;
    for (const child of children) child.kill('SIGKILL');
    console.error(error instanceof Error ? error.message : error, error instanceof Error && error.cause ? error.cause : '');
    console.error(`soak FAILED (seed ${seed}); rerun with SOAK_SEED=${seed} SOAK_ACTIONS=${actionsWanted}`);
    process.exit(1);
  },
);
