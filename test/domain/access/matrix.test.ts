/**
 * The access matrix: every REST endpoint of the route table and every GraphQL query, mutation
 * and subscription, against every kind of caller, with the exact answer of each cell.
 *
 * Columns (the callers):
 * - anonymous: no credentials (REST and GraphQL answer HTTP 401);
 * - stranger: an authenticated customer who is no party of the transaction;
 * - buyer, seller, broker: the parties of a brokered transaction;
 * - partner: its creator, a partner account (isPartner) NOT approved to act for customers;
 * - asBuyer / asSeller: an approved partner (isPartner and actAsCustomerApproved), partner of
 *   an identical transaction of its own, sending `As-Customer: <buyer|seller email>` on every
 *   REST request and `asCustomer` to every GraphQL operation that takes it (where an operation
 *   has no such argument, the approved partner calls it as itself);
 * - operator: a staff account (isOperator), no party.
 *
 * Cells: REST, the exact HTTP status; GraphQL, 401 (HTTP), the `__typename` of the answer
 * (`OK` = the operation's success member, e.g. AgreeTransactionPayload), `null` (node lookups of
 * something the caller may not see), or `error` (a GraphQL authorization error instead of the
 * object); subscriptions, `data` (an event arrived), `error` (refused when subscribing) or 401.
 *
 * State: a cell whose caller may change something (and every cell marked as a known bug) gets a
 * copy of the transaction of its own at the row's stage: built through the REST API by the
 * legitimate parties, or handed on by an earlier row's legitimate success that left its copy at
 * that stage (`leaves`; the lifecycle rows are ordered for it). Refused cells share one copy per
 * stage and must leave it exactly as it was (the row's witness is read before and after). A
 * legitimate caller refused for state reasons (409 / InvalidStateError) says so in the row's note.
 * Objects owned by one account (its API key, webhook, delivery, saved method) are addressed as
 * the owner and as everyone else: that is the BOLA part of the matrix; more cases below it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/graphql/schema.js';
import { dispatchOutbox } from '../../../src/events/outbox-dispatcher.js';
import { router } from '../../../src/rest/index.js';
import {
  sendGraphQL,
  sendRest,
  transactionFingerprint,
  trySubscribe,
  type GraphQLAnswer,
  type GraphQLRequest,
  type RestAnswer,
  type RestRequest,
} from '../../support/access.js';
import { achMethod, approvePartner, globalId } from '../../support/accounts.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { Receiver } from '../../support/receiver.js';
import type { Json } from '../../support/json.js';
import { restRoutes } from '../../../src/rest/index.js';
import { generateWebhookSecret } from '../../../src/domain/webhooks/webhooks.js';

// ---------------------------------------------------------------------------------------------
// Callers

const columns = ['anonymous', 'stranger', 'buyer', 'seller', 'broker', 'partner', 'asBuyer', 'asSeller', 'operator'] as const;
type Column = (typeof columns)[number];
type Outcome = number | string;
type Expect = Record<Column, Outcome>;

type Name = 'buyer' | 'seller' | 'broker' | 'partner' | 'approved' | 'operator' | 'stranger' | 'candidate';
const acct = {} as Record<Name, TestAccount>;

const accountOf = (column: Column): TestAccount | undefined =>
  column === 'anonymous' ? undefined : column === 'asBuyer' || column === 'asSeller' ? acct.approved : acct[column];
const asCustomerOf = (column: Column): string | null => (column === 'asBuyer' ? acct.buyer.email : column === 'asSeller' ? acct.seller.email : null);
/** The transactions of the As-Customer columns are the approved partner's own. */
const creatorOf = (column: Column): Creator => (column === 'asBuyer' || column === 'asSeller' ? 'approved' : 'partner');

// GraphQL outcomes
const OK = 'ok';
const F = 'ForbiddenError';
const NF = 'NotFoundError';
const IS = 'InvalidStateError';
const VE = 'ValidationError';
const ERR = 'error';
const NULL = 'null';

// ---------------------------------------------------------------------------------------------
// The fixture world

let harness: Harness;
let receiver: Receiver;

type Creator = 'partner' | 'approved';
type Role = 'buyer' | 'seller' | 'broker' | 'partner';

interface Tx {
  id: number;
  gid: string;
  reference: string;
  /** The goods item (general merchandise); the second item is the broker's commission. */
  goods: number;
  party: Record<Role, number>;
}

const world = {} as {
  /** The funded brokered transaction of the partner (T) and of the approved partner (TA). */
  tx: Record<Creator, Tx>;
  /** A transaction of the stranger's, with nobody of the matrix in it. */
  foreign: Tx;
  buyerKeyId: number;
  partnerWebhookId: number;
  strangerWebhookId: number;
  deliveryId: number;
  eventId: string;
  /** An event (the first) of each brokered transaction and of the stranger's. */
  txEventId: Record<Creator, string>;
  foreignEventId: string;
  /** The internal id (a node id) of the first event of the partner's transaction. */
  partnerTxEventRowId: number;
  methodId: { buyer: number; seller: number; broker: number };
  buyerTaxNumberId: number;
  buyerDocumentId: number;
};

let unique = 0;
const next = () => (unique += 1);

const brokeredSale = (reference: string, isDraft = false) => ({
  parties: [
    { role: 'buyer', customer: acct.buyer.email },
    { role: 'seller', customer: acct.seller.email },
    { role: 'broker', customer: acct.broker.email },
  ],
  currency: 'usd',
  description: 'A camera, brokered',
  reference,
  ...(isDraft ? { is_draft: true } : {}),
  items: [
    {
      title: 'Camera',
      type: 'general_merchandise',
      inspection_period: 86400,
      schedule: [{ amount: '1000.00', payer_customer: acct.buyer.email, beneficiary_customer: acct.seller.email }],
    },
    {
      title: 'Commission',
      type: 'broker_fee',
      schedule: [{ amount: '100.00', payer_customer: acct.buyer.email, beneficiary_customer: acct.broker.email }],
    },
  ],
});

async function rest(account: TestAccount | undefined, request: RestRequest): Promise<RestAnswer> {
  return sendRest(harness, account?.auth, request);
}

async function expectRest(account: TestAccount, request: RestRequest, status: number): Promise<RestAnswer> {
  const answer = await rest(account, request);
  expect(answer.status, `${request.method} ${request.path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer;
}

async function loadTx(id: number, reference: string): Promise<Tx> {
  const record = await harness.services.prisma.transaction.findUniqueOrThrow({
    where: { id },
    include: { parties: true, items: { orderBy: { position: 'asc' } } },
  });
  const party = Object.fromEntries(record.parties.map((p) => [p.role, p.id])) as Record<Role, number>;
  return { id, gid: globalId('Transaction', id), reference, goods: record.items[0]!.id, party };
}

async function createTx(creator: Creator, isDraft = false): Promise<Tx> {
  const reference = `matrix-${creator}-${next()}`;
  const created = await expectRest(acct[creator], { method: 'POST', path: '/transaction', body: brokeredSale(reference, isDraft) }, 201);
  return loadTx(created.body.id as number, reference);
}

const act = (account: TestAccount, tx: Tx, body: Record<string, unknown>) => expectRest(account, { method: 'PATCH', path: `/transaction/${tx.id}`, body }, 200);

/** Where a row's transaction must be, reached by the legitimate parties through the REST API. */
type Stage = 'draft' | 'created' | 'agreed' | 'float' | 'funded' | 'shipped' | 'received' | 'rejected' | 'returnShipped' | 'returnReceived' | 'disputed';

/** Sends one legitimate step: a single action, or several of one party as one batch request. */
const steps = (account: TestAccount, tx: Tx, actions: string[]) =>
  act(account, tx, actions.length === 1 ? { action: actions[0] } : { action: 'batch', batch_information: { actions: actions.map((action) => ({ action })) } });

const toReturn = ['receive', 'reject', 'ship_return'];

/** Each stage: the stage it starts from and the legitimate requests that lead on from there. */
const stageSteps: Record<Exclude<Stage, 'draft' | 'created'>, [Stage, (tx: Tx) => Promise<unknown>]> = {
  agreed: [
    'created',
    async (tx) => {
      for (const party of [acct.buyer, acct.seller, acct.broker]) await act(party, tx, { action: 'agree' });
    },
  ],
  float: [
    'agreed',
    async (tx) => {
      const paid = await sendGraphQL(harness, acct.operator.auth, {
        query: 'mutation($id: ID!) { recordPayment(transactionId: $id, float: true) { __typename ... on Error { message } } }',
        variables: { id: tx.gid },
      });
      expect(paid.outcome, JSON.stringify(paid.picked)).toBe('RecordPaymentPayload');
    },
  ],
  funded: ['agreed', (tx) => expectRest(acct.buyer, { method: 'POST', path: `/sandbox/transaction/${tx.id}/fund` }, 200)],
  shipped: ['funded', (tx) => steps(acct.seller, tx, ['ship'])],
  received: ['shipped', (tx) => steps(acct.buyer, tx, ['receive'])],
  rejected: ['shipped', (tx) => steps(acct.buyer, tx, ['receive', 'reject'])],
  returnShipped: ['shipped', (tx) => steps(acct.buyer, tx, toReturn)],
  returnReceived: [
    'shipped',
    async (tx) => {
      await steps(acct.buyer, tx, toReturn);
      await steps(acct.seller, tx, ['receive_return']);
    },
  ],
  disputed: [
    'shipped',
    async (tx) => {
      await steps(acct.buyer, tx, toReturn);
      await steps(acct.seller, tx, ['receive_return', 'reject_return']);
    },
  ],
};

async function build(stage: Stage, creator: Creator): Promise<Tx> {
  if (stage === 'draft' || stage === 'created') return createTx(creator, stage === 'draft');
  const [previous, step] = stageSteps[stage];
  const tx = await build(previous, creator);
  await step(tx);
  return tx;
}

/** Copies that legitimate successes left at a stage, for later rows' successes (a fresh copy otherwise). */
const spares = new Map<string, Tx[]>();
const freshTx = async (stage: Stage, creator: Creator) => spares.get(`${stage}:${creator}`)?.pop() ?? build(stage, creator);
const handOn = (stage: Stage, creator: Creator, tx: Tx) => spares.set(`${stage}:${creator}`, [...(spares.get(`${stage}:${creator}`) ?? []), tx]);

/** Refused cells of all rows share one transaction per stage and creator (they change nothing). */
const shared = new Map<string, Promise<Tx>>();
const sharedTx = (stage: Stage, creator: Creator) => {
  const key = `${stage}:${creator}`;
  if (!shared.has(key)) shared.set(key, build(stage, creator));
  return shared.get(key)!;
};

beforeAll(async () => {
  harness = await createHarness({ rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000, webhookAllowPrivateUrls: true });
  receiver = await new Receiver().start();
  const accounts: [Name, { email: string; isPartner?: boolean; isOperator?: boolean }][] = [
    ['buyer', { email: 'buyer@matrix.test' }],
    ['seller', { email: 'seller@matrix.test' }],
    ['broker', { email: 'broker@matrix.test' }],
    ['partner', { email: 'partner@matrix.test', isPartner: true }],
    ['approved', { email: 'approved@matrix.test', isPartner: true }],
    ['operator', { email: 'operator@heldfunds.test', isOperator: true }],
    ['stranger', { email: 'stranger@matrix.test' }],
    // A partner nobody else depends on: the approval rows approve it.
    ['candidate', { email: 'candidate@matrix.test', isPartner: true }],
  ];
  await Promise.all(accounts.map(async ([name, options]) => (acct[name] = await createTestAccount(harness, options))));
  await approvePartner(harness, acct.approved);

  // The partner's webhook, registered before its transaction so its events are delivered there.
  const hook = await expectRest(acct.partner, { method: 'POST', path: '/customer/me/webhook', body: { url: `${receiver.url}?partner` } }, 201);
  const strangerHook = await expectRest(acct.stranger, { method: 'POST', path: '/customer/me/webhook', body: { url: `${receiver.url}?stranger` } }, 201);

  // Saved disbursement methods of the payees (and one of the buyer's), a tax number, a document.
  for (const name of ['buyer', 'seller', 'broker'] as const) {
    await expectRest(acct[name], { method: 'PATCH', path: '/customer/me', body: { disbursement_methods: [{ ...achMethod, account_name: name }] } }, 200);
  }
  await expectRest(acct.buyer, { method: 'PATCH', path: '/customer/me', body: { tax_numbers: [{ type: 'ein', number: '123456789' }] } }, 200);
  const db = harness.services.prisma;
  const methodOf = async (account: TestAccount) => (await db.disbursementMethod.findFirstOrThrow({ where: { customerId: account.id } })).id;
  const document = await db.identificationDocument.create({ data: { customerId: acct.buyer.id, type: 'passport', fileName: 'passport.pdf' } });

  // The brokered transactions, agreed and funded with the sandbox helper, and one of the stranger's.
  const tx = { partner: await build('funded', 'partner'), approved: await build('funded', 'approved') };
  const foreign = await expectRest(
    acct.stranger,
    {
      method: 'POST',
      path: '/transaction',
      body: {
        ...brokeredSale('matrix-foreign'),
        parties: [
          { role: 'buyer', customer: 'me' },
          { role: 'seller', customer: 'someone.else@matrix.test' },
        ],
        items: [{ ...brokeredSale('').items[0], schedule: [{ amount: '50.00', payer_customer: 'me', beneficiary_customer: 'someone.else@matrix.test' }] }],
      },
    },
    201,
  );

  await harness.workers().drain();
  const firstEventOf = async (transactionId: number) =>
    (await db.event.findFirstOrThrow({ where: { transactionId }, orderBy: { id: 'asc' }, select: { publicId: true } })).publicId;
  const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { webhookId: hook.body.id }, include: { event: true }, orderBy: { id: 'asc' } });

  Object.assign(world, {
    tx,
    foreign: await loadTx(foreign.body.id as number, 'matrix-foreign'),
    buyerKeyId: (await db.apiKey.findFirstOrThrow({ where: { customerId: acct.buyer.id } })).id,
    partnerWebhookId: hook.body.id,
    strangerWebhookId: strangerHook.body.id,
    deliveryId: delivery.id,
    eventId: delivery.event.publicId,
    txEventId: { partner: await firstEventOf(tx.partner.id), approved: await firstEventOf(tx.approved.id) },
    foreignEventId: await firstEventOf(foreign.body.id as number),
    partnerTxEventRowId: Number((await db.event.findFirstOrThrow({ where: { transactionId: tx.partner.id }, orderBy: { id: 'asc' } })).id),
    methodId: { buyer: await methodOf(acct.buyer), seller: await methodOf(acct.seller), broker: await methodOf(acct.broker) },
    buyerTaxNumberId: (await db.taxNumber.findFirstOrThrow({ where: { customerId: acct.buyer.id } })).id,
    buyerDocumentId: document.id,
  });
});

afterAll(async () => {
  await receiver?.stop();
  await harness?.close();
});

// ---------------------------------------------------------------------------------------------
// Rows

interface Cell {
  column: Column;
  account: TestAccount | undefined;
  /** The As-Customer email of the column, or null. */
  as: string | null;
  /** The row's transaction for this caller (a fresh or shared copy at the row's stage, else the funded one). */
  tx: Tx;
  /** Ids a row's `prepare` made for this cell. */
  extra: Record<string, number>;
}

interface Row {
  op: string;
  /** The REST route (`METHOD /path` as in the route table) or GraphQL root field (`Mutation.x`); null: no route (405, unknown path). */
  covers: string | null;
  expect: Expect;
  stage?: Stage;
  /** The stage a legitimate success leaves its copy in: handed on to a later row needing that stage. */
  leaves?: Stage;
  rest?: (c: Cell) => RestRequest;
  graphql?: (c: Cell) => GraphQLRequest;
  /** GraphQL: the __typename that OK stands for. */
  ok?: string;
  /** Makes what the cell needs (e.g. a webhook to delete) before the witness is read. */
  prepare?: (c: Cell) => Promise<void>;
  /** What a refused cell must leave unchanged; stage rows default to the transaction. */
  witness?: (c: Cell) => Promise<unknown>;
  /** More assertions on a successful answer. */
  check?: (answer: RestAnswer | GraphQLAnswer, c: Cell) => void | Promise<void>;
  /** Cells whose current answer is a security bug (the expectation is the correct answer): it.fails. */
  bugs?: Partial<Record<Column, string>>;
  /** Why a cell is what it is, where that is not obvious (state refusals are said here). */
  note?: string;
}

const prisma = () => harness.services.prisma;
/** A small PDF, as a verification submission sends it. */
const verificationBody = {
  account: { first_name: 'Bea', last_name: 'Buyer', date_of_birth: '1990-01-31' },
  documents: [{ type: 'passport', content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(32, 0x20)]).toString('base64') }],
};
const submitVerificationQuery = `mutation($customer: ID) { submitVerification(customer: $customer, kind: personal, documents: [{type: "passport", contentBase64: "${verificationBody.documents[0]!.content}"}],
  account: {firstName: "Bea", lastName: "Buyer", dateOfBirth: "1990-01-31"}) { __typename ... on Error { code message } } }`;
/** Each cell may submit again: the customer's verifications start over. */
const resetVerification = async (customerId: number) => {
  await prisma().customer.update({ where: { id: customerId }, data: { personalVerificationStatus: 'not_verified', companyVerificationStatus: 'not_verified' } });
};
const buyerVerifications = async () => ({
  verifications: await prisma().verification.findMany({ where: { customerId: acct.buyer.id }, orderBy: { id: 'asc' } }),
  customer: await prisma().customer.findUniqueOrThrow({
    where: { id: acct.buyer.id },
    select: { personalVerificationStatus: true, companyVerificationStatus: true },
  }),
});
/** A pending verification of the buyer's, for the review rows. */
const pendingVerification = async (c: Cell) => {
  await prisma().customer.update({ where: { id: acct.buyer.id }, data: { personalVerificationStatus: 'pending' } });
  c.extra.verification = (await prisma().verification.create({ data: { customerId: acct.buyer.id, kind: 'personal', status: 'pending' } })).id;
};
const buyerRow = () =>
  prisma().customer.findUniqueOrThrow({ where: { id: acct.buyer.id }, include: { disbursementMethods: { select: { id: true } }, taxNumbers: true } });
const act_ =
  (action: string, extra: Record<string, unknown> = {}) =>
  (c: Cell): RestRequest => ({
    method: 'PATCH',
    path: `/transaction/${c.tx.id}`,
    body: { action, ...extra },
  });
const item_ =
  (action: string, itemOf: (c: Cell) => number = (c) => c.tx.goods) =>
  (c: Cell): RestRequest => ({
    method: 'PATCH',
    path: `/transaction/${c.tx.id}/item/${itemOf(c)}`,
    body: { action },
  });
const get =
  (path: string | ((c: Cell) => string)) =>
  (c: Cell): RestRequest => ({ method: 'GET', path: typeof path === 'string' ? path : path(c) });

const ownedBy = async (model: 'apiKey' | 'webhook' | 'disbursementMethod', ids: number[], c: Cell) => {
  const rows = await (prisma()[model] as Json).findMany({ where: { id: { in: ids } }, select: { customerId: true } });
  expect(
    rows.every((row: { customerId: number }) => row.customerId === c.account!.id),
    `${model} of another account listed`,
  ).toBe(true);
};

const partnerOnly: Expect = { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 };
/** The partner GET paths every partner account reaches; {buyer} is a customer of both partners' transactions. */
const partnerPaths = [
  '/partner/transactions',
  '/partner/customers',
  '/partner/customer?customer_id={buyer}',
  '/partner/customer/{buyer}',
  '/partner/customer/{buyer}/payments_in',
  '/partner/customer/{buyer}/payments_out',
  '/partner/statistics/transactions/count',
  '/partner/statistics/customers/count',
  '/partner/reports',
  '/partner/reports/count',
];
/** A pending report of the partner's (not the approved partner's). */
const partnerReport = async (c: Cell) => {
  c.extra.report = (await prisma().reportTask.create({ data: { partnerId: acct.partner.id, filters: {}, filename: 'matrix.csv' } })).id;
};

/**
 * A webhook of the partner's for the cell, at a receiver URL of its own (`?w=<mark>`), so its
 * pings can be told apart. The previous cells' ones are retired first (cells run one at a time),
 * or the partner would reach its limit of active webhooks.
 */
const partnerHook = async (c: Cell) => {
  await prisma().webhook.updateMany({
    where: { customerId: acct.partner.id, url: { contains: '?w=' }, deletedAt: null },
    data: { deletedAt: new Date(), activeUrl: null },
  });
  c.extra.mark = next();
  const url = `${receiver.url}?w=${c.extra.mark}`;
  c.extra.webhook = (await prisma().webhook.create({ data: { customerId: acct.partner.id, url, activeUrl: url, secret: generateWebhookSecret() } })).id;
};
/** What a refused webhook request must leave as it was: the webhook, its deliveries, and the pings its URL received. */
const hookWitness = async (c: Cell) => ({
  webhook: await prisma().webhook.findUniqueOrThrow({ where: { id: c.extra.webhook! } }),
  deliveries: await prisma().webhookDelivery.findMany({ where: { webhookId: c.extra.webhook! }, orderBy: { id: 'asc' } }),
  pings: receiver.received.filter((request) => request.path.endsWith(`?w=${c.extra.mark}`)).length,
});
/** What the holder's success did to the cell's webhook. */
const hookEffect = (effect: 'switched off' | 'rotated' | 'pinged' | 'replayed') => async (_answer: RestAnswer | GraphQLAnswer, c: Cell) => {
  const { webhook, deliveries, pings } = await hookWitness(c);
  const done = { 'switched off': !webhook.isActive, rotated: webhook.previousSecret !== null, pinged: pings === 1, replayed: deliveries.length > 0 };
  expect(done[effect], `the webhook was ${effect}`).toBe(true);
};
/** The cell's webhook (`me` or the partner's id in the path) and an action of it. */
const hookPath =
  (customer: 'me' | 'partner', action = '') =>
  (c: Cell) =>
    `/customer/${customer === 'me' ? 'me' : acct.partner.id}/webhook/${c.extra.webhook}${action}`;
/** Every event listed is one of a transaction the caller is a party of (partner party included), or written to its account. */
const eventsReached = async (publicIds: string[], c: Cell) => {
  const events = await prisma().event.findMany({
    where: { publicId: { in: publicIds } },
    select: { publicId: true, partnerId: true, transaction: { select: { parties: { select: { customerId: true } } } } },
  });
  expect(events.length, 'every listed event exists').toBe(publicIds.length);
  const others = events.filter((event) => event.partnerId !== c.account!.id && !event.transaction?.parties.some((party) => party.customerId === c.account!.id));
  expect(
    others.map((event) => event.publicId),
    'events of others listed',
  ).toEqual([]);
};

const restRows: Row[] = [
  // --- Customers ---------------------------------------------------------------------------
  {
    op: 'GET /customer/me',
    covers: 'GET /customer/{customer_id}',
    rest: get('/customer/me'),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: (a, c) => expect((a as RestAnswer).body.id, 'me is the caller, As-Customer or not').toBe(c.account!.id),
  },
  {
    op: 'GET /customer/{buyer}',
    covers: 'GET /customer/{customer_id}',
    rest: get(() => `/customer/${acct.buyer.id}`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 200, operator: 403 },
    note: 'an approved partner of a transaction of the buyer reaches the profile (without tax numbers, methods, webhooks)',
    check: (a, c) => {
      const keys = Object.keys((a as RestAnswer).body);
      for (const holderOnly of ['tax_numbers', 'disbursement_methods', 'webhooks']) expect(keys.includes(holderOnly), holderOnly).toBe(c.column === 'buyer');
    },
  },
  {
    op: 'GET /customer/{unknown id}',
    covers: 'GET /customer/{customer_id}',
    rest: get('/customer/999999'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'GET /customer/{buyer}/identification-documents',
    covers: 'GET /customer/{customer_id}/identification-documents',
    rest: get(() => `/customer/${acct.buyer.id}/identification-documents`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 200, operator: 403 },
  },
  {
    op: 'GET /customer/{buyer}/verification',
    covers: 'GET /customer/{customer_id}/verification',
    rest: get(() => `/customer/${acct.buyer.id}/verification`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 200, operator: 403 },
  },
  {
    op: 'POST /customer/{buyer}/verification/personal',
    covers: 'POST /customer/{customer_id}/verification/personal',
    rest: () => ({ method: 'POST', path: `/customer/${acct.buyer.id}/verification/personal`, body: verificationBody }),
    prepare: () => resetVerification(acct.buyer.id),
    witness: buyerVerifications,
    expect: { anonymous: 401, stranger: 403, buyer: 201, seller: 403, broker: 403, partner: 403, asBuyer: 201, asSeller: 201, operator: 403 },
    note: 'the holder, or an approved partner of a transaction of the buyer (as for its profile); the status is reset before each cell',
  },
  {
    op: 'POST /customer/me/verification/company',
    covers: 'POST /customer/{customer_id}/verification/company',
    rest: () => ({
      method: 'POST',
      path: '/customer/me/verification/company',
      body: {
        account: { company_name: 'Matrix Ltd', country: 'GB' },
        documents: [{ type: 'certificate_of_incorporation', content: verificationBody.documents[0]!.content }],
      },
    }),
    prepare: async (c) => {
      if (c.account) await resetVerification(c.account.id);
    },
    expect: { anonymous: 401, stranger: 201, buyer: 201, seller: 201, broker: 201, partner: 201, asBuyer: 201, asSeller: 201, operator: 201 },
    check: async (_a, c) => expect((await prisma().customer.findUniqueOrThrow({ where: { id: c.account!.id } })).companyVerificationStatus).toBe('pending'),
  },
  {
    op: 'PATCH /customer/me',
    covers: 'PATCH /customer/{customer_id}',
    rest: () => ({ method: 'PATCH', path: '/customer/me', body: { middle_name: `M${next()}` } }),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: (a, c) => expect((a as RestAnswer).body.id, 'me is the caller, As-Customer or not').toBe(c.account!.id),
  },
  {
    op: 'PATCH /customer/{buyer}',
    covers: 'PATCH /customer/{customer_id}',
    rest: () => ({ method: 'PATCH', path: `/customer/${acct.buyer.id}`, body: { first_name: `Bea${next()}` } }),
    witness: buyerRow,
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 200, operator: 403 },
  },
  {
    op: 'PATCH /customer/{buyer} adding a disbursement method',
    covers: 'PATCH /customer/{customer_id}',
    rest: () => ({ method: 'PATCH', path: `/customer/${acct.buyer.id}`, body: { disbursement_methods: [{ ...achMethod, account_name: `Bea ${next()}` }] } }),
    witness: buyerRow,
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'bank details are the holder’s alone, even for an approved partner',
  },
  {
    op: 'PATCH /party/{buyer party}',
    covers: 'PATCH /party/{party_id}',
    rest: (c) => ({ method: 'PATCH', path: `/party/${c.tx.party.buyer}`, body: { last_name: `Buyer${next()}` } }),
    witness: buyerRow,
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 200, operator: 403 },
  },
  {
    op: 'PATCH /party/{unknown id}',
    covers: 'PATCH /party/{party_id}',
    rest: () => ({ method: 'PATCH', path: '/party/999999', body: { last_name: 'X' } }),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'POST /customer',
    covers: 'POST /customer',
    rest: () => ({ method: 'POST', path: '/customer', body: { email: `invitee${next()}@matrix.test` } }),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
  },

  // --- API keys ----------------------------------------------------------------------------
  {
    op: 'POST /customer/me/api_key',
    covers: 'POST /customer/me/api_key',
    rest: () => ({ method: 'POST', path: '/customer/me/api_key', body: { name: `key ${next()}` } }),
    expect: { anonymous: 401, stranger: 201, buyer: 201, seller: 201, broker: 201, partner: 201, asBuyer: 201, asSeller: 201, operator: 201 },
    check: async (a, c) => ownedBy('apiKey', [(a as RestAnswer).body.id], c),
  },
  {
    op: 'GET /customer/me/api_key',
    covers: 'GET /customer/{customer_id}/api_key',
    rest: get('/customer/me/api_key'),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: async (a, c) =>
      ownedBy(
        'apiKey',
        (a as RestAnswer).body.api_keys.map((key: { id: number }) => key.id),
        c,
      ),
  },
  {
    op: 'GET /customer/{buyer}/api_key',
    covers: 'GET /customer/{customer_id}/api_key',
    rest: get(() => `/customer/${acct.buyer.id}/api_key`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'GET /customer/{unknown id}/api_key',
    covers: 'GET /customer/{customer_id}/api_key',
    rest: get('/customer/999999/api_key'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'keys, webhooks and methods of another id answer 403 whether or not it exists',
  },
  {
    op: 'PATCH /customer/me/api_key/{buyer’s key}',
    covers: 'PATCH /customer/{customer_id}/api_key/{key_id}',
    rest: () => ({ method: 'PATCH', path: `/customer/me/api_key/${world.buyerKeyId}`, body: { name: `renamed ${next()}` } }),
    witness: () => prisma().apiKey.findUniqueOrThrow({ where: { id: world.buyerKeyId } }),
    expect: { anonymous: 401, stranger: 404, buyer: 200, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'PATCH /customer/{buyer}/api_key/{buyer’s key}',
    covers: 'PATCH /customer/{customer_id}/api_key/{key_id}',
    rest: () => ({ method: 'PATCH', path: `/customer/${acct.buyer.id}/api_key/${world.buyerKeyId}`, body: { name: `renamed ${next()}` } }),
    witness: () => prisma().apiKey.findUniqueOrThrow({ where: { id: world.buyerKeyId } }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
  },

  // --- Transactions: create and read -------------------------------------------------------
  {
    op: 'POST /transaction',
    covers: 'POST /transaction',
    rest: () => ({
      method: 'POST',
      path: '/transaction',
      body: {
        ...brokeredSale(`created-${next()}`),
        parties: [
          { role: 'buyer', customer: 'me' },
          { role: 'seller', customer: 'third.party@matrix.test' },
        ],
        items: [{ ...brokeredSale('').items[0], schedule: [{ amount: '10.00', payer_customer: 'me', beneficiary_customer: 'third.party@matrix.test' }] }],
      },
    }),
    expect: { anonymous: 401, stranger: 201, buyer: 201, seller: 201, broker: 201, partner: 201, asBuyer: 201, asSeller: 201, operator: 201 },
    check: async (a, c) => {
      const created = await prisma().transaction.findUniqueOrThrow({ where: { id: (a as RestAnswer).body.id } });
      expect(created.creatorId, 'the caller is the partner, As-Customer or not').toBe(c.account!.id);
    },
  },
  {
    op: 'GET /transaction (list)',
    covers: 'GET /transaction',
    rest: get('/transaction?per_page=100'),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: async (a, c) => {
      const ids: number[] = (a as RestAnswer).body.transactions.map((t: { id: number }) => t.id);
      const others = await prisma().transaction.count({ where: { id: { in: ids }, parties: { none: { customerId: c.account!.id } } } });
      expect(others, 'transactions of others listed').toBe(0);
    },
  },
  {
    op: 'GET /transaction/{id}',
    covers: 'GET /transaction/{transaction_id}',
    rest: get((c) => `/transaction/${c.tx.id}`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 },
    note: 'operators are no party: they act through their own mutations, and read what those answer',
  },
  {
    op: 'GET /transaction/{unknown id}',
    covers: 'GET /transaction/{transaction_id}',
    rest: get('/transaction/999999'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'GET /transaction/reference/{reference}',
    covers: 'GET /transaction/reference/{reference}',
    rest: get((c) => `/transaction/reference/${c.tx.reference}`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 },
    check: (a, c) => expect((a as RestAnswer).body.id).toBe(c.tx.id),
  },
  {
    op: 'GET /transaction/reference/{unknown reference}',
    covers: 'GET /transaction/reference/{reference}',
    rest: get('/transaction/reference/no-such-reference'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'GET /transaction/{id}/timeline-entries',
    covers: 'GET /transaction/{transaction_id}/timeline-entries',
    rest: get((c) => `/transaction/${c.tx.id}/timeline-entries`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 },
  },
  {
    op: 'GET /transaction/{unknown id}/timeline-entries',
    covers: 'GET /transaction/{transaction_id}/timeline-entries',
    rest: get('/transaction/999999/timeline-entries'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },

  // --- The lifecycle, in the order of a transaction's life: a legitimate success hands its copy
  //     on to the next row that needs that stage (`leaves`) ----------------------------------------
  {
    op: 'PATCH /transaction/{id} agree',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'created',
    rest: act_('agree'),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 403, asBuyer: 200, asSeller: 200, operator: 403 },
    note: 'the partner holds no agreeing role',
  },
  {
    op: 'PATCH /transaction/{id} upgrade_draft',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'draft',
    rest: act_('upgrade_draft', { upgrade_draft_information: { flow: 'create' } }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'the partner, or the buyer or seller who received the offer; never As-Customer',
  },
  {
    op: 'PATCH /transaction/{id} modify_terms',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'created',
    rest: act_('modify_terms', { modify_terms_information: { description: 'New terms' } }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} modify_party (the seller’s party)',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'created',
    rest: (c) => act_('modify_party', { modify_party_information: { party: { id: c.tx.party.seller, customer: `new.seller${next()}@matrix.test` } } })(c),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 200, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'a party cannot hand its own place over',
  },
  {
    op: 'PATCH /transaction/{id} cancel (not yet agreed)',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'created',
    rest: act_('cancel'),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'POST /sandbox/transaction/{id}/advance',
    covers: 'POST /sandbox/transaction/{transaction_id}/advance',
    stage: 'created',
    rest: (c) => ({ method: 'POST', path: `/sandbox/transaction/${c.tx.id}/advance`, body: { seconds: 60 } }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} cancel (agreed)',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'agreed',
    rest: act_('cancel'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} fund (a service command)',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'agreed',
    rest: act_('fund'),
    expect: { anonymous: 401, stranger: 422, buyer: 422, seller: 422, broker: 422, partner: 422, asBuyer: 422, asSeller: 422, operator: 422 },
    note: 'not an action of the API: refused as a payload (before the transaction is looked up)',
  },
  {
    op: 'POST /sandbox/transaction/{id}/fund',
    covers: 'POST /sandbox/transaction/{transaction_id}/fund',
    stage: 'agreed',
    leaves: 'funded',
    rest: (c) => ({ method: 'POST', path: `/sandbox/transaction/${c.tx.id}/fund` }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 },
    note: 'the buyer or the partner; the approved partner is the partner of its own transaction (the header changes nothing)',
  },
  {
    op: 'PATCH /transaction/{id} ship',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'funded',
    leaves: 'shipped',
    rest: act_('ship'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 200, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id}/item/{goods} ship',
    covers: 'PATCH /transaction/{transaction_id}/item/{item_id}',
    stage: 'funded',
    leaves: 'shipped',
    rest: item_('ship'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 200, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} batch [ship]',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'funded',
    leaves: 'shipped',
    rest: act_('batch', { batch_information: { actions: [{ action: 'ship' }] } }),
    expect: { anonymous: 401, stranger: 403, buyer: 409, seller: 200, broker: 409, partner: 409, asBuyer: 409, asSeller: 200, operator: 403 },
    note: 'a batch refused inside answers the BatchActionValidationResponse with 409 unless a payload was invalid (docs/decisions.md), also when the inner refusal is forbidden',
  },
  {
    op: 'PATCH /transaction/{id}/item/{item of another transaction} ship',
    covers: 'PATCH /transaction/{transaction_id}/item/{item_id}',
    stage: 'funded',
    rest: item_('ship', () => world.foreign.goods),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 404, broker: 403, partner: 403, asBuyer: 403, asSeller: 404, operator: 403 },
    note: 'BOLA: an item id of someone else’s transaction is not part of this one',
  },
  {
    // The buyer's own (never As-Customer, as accept); paid out at once, so its cell gives the seller a payout method first.
    op: 'POST /transaction/{id}/item/{goods}/release',
    covers: 'POST /transaction/{transaction_id}/item/{item_id}/release',
    stage: 'funded',
    prepare: sellerPaidOut,
    rest: (c) => ({ method: 'POST', path: `/transaction/${c.tx.id}/item/${c.tx.goods}/release`, body: { amount: '1.00' } }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'POST /transaction/{id}/item/{item of another transaction}/release',
    covers: 'POST /transaction/{transaction_id}/item/{item_id}/release',
    stage: 'funded',
    rest: (c) => ({ method: 'POST', path: `/transaction/${c.tx.id}/item/${world.foreign.goods}/release`, body: { amount: '1.00' } }),
    expect: { anonymous: 401, stranger: 403, buyer: 404, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'BOLA: an item id of someone else’s transaction is not part of this one',
  },
  {
    op: 'PATCH /transaction/{id} update_tracking (forward shipment)',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'shipped',
    leaves: 'shipped',
    rest: act_('update_tracking', { shipping_information: { tracking_information: { carrier: 'UPS', tracking_id: '1Z999' } } }),
    expect: { anonymous: 401, stranger: 403, buyer: 409, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'the buyer updates the tracking of a return only: refused for state (409) while the goods go forward',
  },
  {
    op: 'PATCH /transaction/{id} authenticator_rejects',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'shipped',
    rest: act_('authenticator_rejects'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'over REST an operator is no party; operators use the authenticatorRejects mutation',
  },
  {
    op: 'PATCH /transaction/{id} receive',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'shipped',
    leaves: 'received',
    rest: act_('receive'),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 403, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} accept',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'received',
    rest: act_('accept'),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'never As-Customer',
  },
  {
    op: 'PATCH /transaction/{id}/item/{goods} accept',
    covers: 'PATCH /transaction/{transaction_id}/item/{item_id}',
    stage: 'received',
    rest: item_('accept'),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} reject',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'received',
    leaves: 'rejected',
    rest: act_('reject'),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 403, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} ship_return',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'rejected',
    leaves: 'returnShipped',
    rest: act_('ship_return'),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 403, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} receive_return',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'returnShipped',
    leaves: 'returnReceived',
    rest: act_('receive_return'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 200, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} accept_return',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'returnReceived',
    rest: act_('accept_return'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'never As-Customer',
  },
  {
    op: 'PATCH /transaction/{id} reject_return',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'returnReceived',
    leaves: 'disputed',
    rest: act_('reject_return'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 200, operator: 403 },
  },
  // --- Disputes (an extension): the twins of the GraphQL dispute rows -----------------------
  {
    op: 'GET /transaction/{id}/item/{goods}/dispute',
    covers: 'GET /transaction/{transaction_id}/item/{item_id}/dispute',
    stage: 'disputed',
    rest: get((c) => `/transaction/${c.tx.id}/item/${c.tx.goods}/dispute`),
    expect: { anonymous: 401, stranger: 404, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    note: 'the parties (partner and broker included) and operators read a case; strangers find nothing',
  },
  {
    op: 'POST /transaction/{id}/item/{goods}/dispute',
    covers: 'POST /transaction/{transaction_id}/item/{item_id}/dispute',
    stage: 'received',
    rest: (c) => ({ method: 'POST', path: `/transaction/${c.tx.id}/item/${c.tx.goods}/dispute`, body: { reason: 'Broken' } }),
    expect: { anonymous: 401, stranger: 403, buyer: 201, seller: 201, broker: 403, partner: 403, asBuyer: 201, asSeller: 201, operator: 403 },
  },
  {
    op: 'POST /dispute/{id}/messages',
    covers: 'POST /dispute/{dispute_id}/messages',
    stage: 'disputed',
    prepare: openDisputeOf,
    rest: (c) => ({
      method: 'POST',
      path: `/dispute/${c.extra.dispute}/messages`,
      body: { body: 'Photos', files: [{ content: verificationBody.documents[0]!.content }] },
    }),
    witness: disputeWitness,
    expect: { anonymous: 401, stranger: 404, buyer: 201, seller: 201, broker: 403, partner: 403, asBuyer: 201, asSeller: 201, operator: 403 },
    note: 'the buyer and the seller post (an approved partner for them); brokers, partners and operators read only',
  },
  {
    op: 'GET /dispute/{id}/files/{file_id}',
    covers: 'GET /dispute/{dispute_id}/files/{file_id}',
    stage: 'disputed',
    prepare: disputeWithFile,
    rest: get((c) => `/dispute/${c.extra.dispute}/files/${c.extra.file}`),
    expect: { anonymous: 401, stranger: 404, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
  },
  {
    op: 'POST /dispute/{id}/proposals',
    covers: 'POST /dispute/{dispute_id}/proposals',
    stage: 'disputed',
    prepare: openDisputeOf,
    rest: (c) => ({ method: 'POST', path: `/dispute/${c.extra.dispute}/proposals`, body: { seller_amount: '1.00' } }),
    witness: disputeWitness,
    expect: { anonymous: 401, stranger: 403, buyer: 201, seller: 201, broker: 403, partner: 403, asBuyer: 201, asSeller: 201, operator: 403 },
  },
  {
    // The seller proposed (prepare): only the buyer itself accepts.
    op: 'POST /dispute/{id}/proposals/{proposal_id}/accept',
    covers: 'POST /dispute/{dispute_id}/proposals/{proposal_id}/accept',
    stage: 'disputed',
    prepare: sellerProposal,
    rest: (c) => ({ method: 'POST', path: `/dispute/${c.extra.dispute}/proposals/${c.extra.proposal}/accept` }),
    witness: disputeWitness,
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
    note: 'never As-Customer',
  },
  {
    // The seller's reject_return opened it: only the seller withdraws.
    op: 'POST /dispute/{id}/withdraw',
    covers: 'POST /dispute/{dispute_id}/withdraw',
    stage: 'disputed',
    prepare: openDisputeOf,
    rest: (c) => ({ method: 'POST', path: `/dispute/${c.extra.dispute}/withdraw` }),
    witness: disputeWitness,
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 200, operator: 403 },
  },
  {
    op: 'PATCH /transaction/{id} float_release',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'float',
    rest: act_('float_release'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 200 },
    note: 'operators only (REST and GraphQL)',
  },
  {
    op: 'PATCH /transaction/{id} float_cancel',
    covers: 'PATCH /transaction/{transaction_id}',
    stage: 'float',
    rest: act_('float_cancel'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 200 },
  },
  // --- Ids that do not exist ----------------------------------------------------------------
  {
    op: 'PATCH /transaction/{unknown id} agree',
    covers: 'PATCH /transaction/{transaction_id}',
    rest: () => ({ method: 'PATCH', path: '/transaction/999999', body: { action: 'agree' } }),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'POST /sandbox/transaction/{unknown id}/fund',
    covers: 'POST /sandbox/transaction/{transaction_id}/fund',
    rest: () => ({ method: 'POST', path: '/sandbox/transaction/999999/fund' }),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },

  // --- The event log --------------------------------------------------------------------------
  {
    op: 'GET /events',
    covers: 'GET /events',
    rest: get('/events?limit=100'),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: async (a, c) => {
      const ids: string[] = (a as RestAnswer).body.events.map((event: { id: string }) => event.id);
      await eventsReached(ids, c);
    },
  },
  {
    op: 'GET /events?transaction_id={the transaction}',
    covers: 'GET /events',
    rest: get((c) => `/events?limit=100&transaction_id=${c.tx.id}`),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: (a, c) => {
      const ids: string[] = (a as RestAnswer).body.events.map((event: { id: string }) => event.id);
      if (c.column === 'stranger' || c.column === 'operator') expect(ids, 'no party: nothing listed').toEqual([]);
      else expect(ids, 'a party reads the events of its transaction').toContain(world.txEventId[creatorOf(c.column)]);
    },
  },
  {
    op: 'GET /events?transaction_id={the stranger’s transaction}',
    covers: 'GET /events',
    rest: get(() => `/events?limit=100&transaction_id=${world.foreign.id}`),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: (a, c) => expect((a as RestAnswer).body.events.length > 0, 'only the stranger, its party, reads its events').toBe(c.column === 'stranger'),
    note: 'a filter on a transaction of others narrows to nothing (an empty page, no 403 that would tell it exists)',
  },
  {
    op: 'GET /events/{an event of the transaction}',
    covers: 'GET /events/{event_id}',
    rest: get((c) => `/events/${world.txEventId[creatorOf(c.column)]}`),
    expect: { anonymous: 401, stranger: 404, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 404 },
    check: (a, c) => expect((a as RestAnswer).body.id).toBe(world.txEventId[creatorOf(c.column)]),
    note: 'the operator is no party of the transaction',
  },
  {
    op: 'GET /events/{an event of the stranger’s transaction}',
    covers: 'GET /events/{event_id}',
    rest: get(() => `/events/${world.foreignEventId}`),
    expect: { anonymous: 401, stranger: 200, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'GET /events/{an event of the partner’s transaction} (approved partner)',
    covers: 'GET /events/{event_id}',
    rest: get(() => `/events/${world.txEventId.partner}`),
    expect: { anonymous: 401, stranger: 404, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 404, asSeller: 404, operator: 404 },
    note: 'acting As-Customer for the buyer does not reach the events of a transaction the approved partner is not in',
  },
  {
    op: 'GET /events/{unknown id}',
    covers: 'GET /events/{event_id}',
    rest: get('/events/00000000-0000-4000-8000-000000000000'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },

  // --- Webhook deliveries (the partner's webhook, delivery and event) -----------------------
  {
    op: 'GET /customer/me/webhook/{partner’s webhook}/deliveries',
    covers: 'GET /customer/{customer_id}/webhook/{webhook_id}/deliveries',
    rest: get(() => `/customer/me/webhook/${world.partnerWebhookId}/deliveries`),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 200, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'GET /customer/{partner}/webhook/{partner’s webhook}/deliveries',
    covers: 'GET /customer/{customer_id}/webhook/{webhook_id}/deliveries',
    rest: get(() => `/customer/${acct.partner.id}/webhook/${world.partnerWebhookId}/deliveries`),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'GET /customer/me/webhook/{partner’s webhook}/deliveries/{delivery}',
    covers: 'GET /customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}',
    rest: get(() => `/customer/me/webhook/${world.partnerWebhookId}/deliveries/${world.deliveryId}`),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 200, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'POST /customer/me/webhook/{partner’s webhook}/deliveries/{delivery}/redeliver',
    covers: 'POST /customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}/redeliver',
    rest: () => ({ method: 'POST', path: `/customer/me/webhook/${world.partnerWebhookId}/deliveries/${world.deliveryId}/redeliver` }),
    witness: () => prisma().webhookDelivery.findUniqueOrThrow({ where: { id: world.deliveryId } }),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 202, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'GET /event/{partner’s event}/deliveries',
    covers: 'GET /event/{event_id}/deliveries',
    rest: get(() => `/event/${world.eventId}/deliveries`),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 200, asBuyer: 404, asSeller: 404, operator: 404 },
  },

  // --- Webhooks ------------------------------------------------------------------------------
  {
    op: 'POST /customer/me/webhook',
    covers: 'POST /customer/me/webhook',
    rest: () => ({ method: 'POST', path: '/customer/me/webhook', body: { url: `${receiver.url}?n=${next()}` } }),
    expect: { anonymous: 401, stranger: 201, buyer: 201, seller: 201, broker: 201, partner: 201, asBuyer: 201, asSeller: 201, operator: 201 },
    check: async (a, c) => ownedBy('webhook', [(a as RestAnswer).body.id], c),
  },
  {
    op: 'POST /customer/{buyer}/webhook',
    covers: null,
    rest: () => ({ method: 'POST', path: `/customer/${acct.buyer.id}/webhook`, body: { url: `${receiver.url}?x` } }),
    expect: { anonymous: 401, stranger: 405, buyer: 405, seller: 405, broker: 405, partner: 405, asBuyer: 405, asSeller: 405, operator: 405 },
    note: 'registration is under me only',
  },
  {
    op: 'GET /customer/me/webhook',
    covers: 'GET /customer/{customer_id}/webhook',
    rest: get('/customer/me/webhook'),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: async (a, c) =>
      ownedBy(
        'webhook',
        (a as RestAnswer).body.webhooks.map((hook: { id: number }) => hook.id),
        c,
      ),
  },
  {
    op: 'GET /customer/{partner}/webhook',
    covers: 'GET /customer/{customer_id}/webhook',
    rest: get(() => `/customer/${acct.partner.id}/webhook`),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'DELETE /customer/me/webhook/{a webhook of the partner}',
    covers: 'DELETE /customer/{customer_id}/webhook/{webhook_id}',
    prepare: async (c) => {
      c.extra.webhook = (
        await prisma().webhook.create({
          data: { customerId: acct.partner.id, url: `${receiver.url}?d=${next()}`, activeUrl: `${receiver.url}?d=${unique}`, secret: 'whsec_x' },
        })
      ).id;
    },
    rest: (c) => ({ method: 'DELETE', path: `/customer/me/webhook/${c.extra.webhook}` }),
    witness: (c) => prisma().webhook.findUniqueOrThrow({ where: { id: c.extra.webhook! } }),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 204, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'DELETE /customer/{partner}/webhook/{a webhook of the partner}',
    covers: 'DELETE /customer/{customer_id}/webhook/{webhook_id}',
    prepare: async (c) => {
      c.extra.webhook = (
        await prisma().webhook.create({
          data: { customerId: acct.partner.id, url: `${receiver.url}?d=${next()}`, activeUrl: `${receiver.url}?d=${unique}`, secret: 'whsec_x' },
        })
      ).id;
    },
    rest: (c) => ({ method: 'DELETE', path: `/customer/${acct.partner.id}/webhook/${c.extra.webhook}` }),
    witness: (c) => prisma().webhook.findUniqueOrThrow({ where: { id: c.extra.webhook! } }),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 204, asBuyer: 403, asSeller: 403, operator: 403 },
  },

  {
    op: 'PATCH /customer/me/webhook/{a webhook of the partner} (switch it off)',
    covers: 'PATCH /customer/{customer_id}/webhook/{webhook_id}',
    prepare: partnerHook,
    rest: (c) => ({ method: 'PATCH', path: hookPath('me', '')(c), body: { is_active: false } }),
    witness: hookWitness,
    check: hookEffect('switched off'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 200, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'PATCH /customer/{partner}/webhook/{a webhook of the partner} (switch it off)',
    covers: 'PATCH /customer/{customer_id}/webhook/{webhook_id}',
    prepare: partnerHook,
    rest: (c) => ({ method: 'PATCH', path: hookPath('partner', '')(c), body: { is_active: false } }),
    witness: hookWitness,
    check: hookEffect('switched off'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'POST /customer/me/webhook/{a webhook of the partner}/rotate_secret',
    covers: 'POST /customer/{customer_id}/webhook/{webhook_id}/rotate_secret',
    prepare: partnerHook,
    rest: (c) => ({ method: 'POST', path: hookPath('me', '/rotate_secret')(c) }),
    witness: hookWitness,
    check: hookEffect('rotated'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 200, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'POST /customer/{partner}/webhook/{a webhook of the partner}/rotate_secret',
    covers: 'POST /customer/{customer_id}/webhook/{webhook_id}/rotate_secret',
    prepare: partnerHook,
    rest: (c) => ({ method: 'POST', path: hookPath('partner', '/rotate_secret')(c) }),
    witness: hookWitness,
    check: hookEffect('rotated'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'POST /customer/me/webhook/{a webhook of the partner}/test',
    covers: 'POST /customer/{customer_id}/webhook/{webhook_id}/test',
    prepare: partnerHook,
    rest: (c) => ({ method: 'POST', path: hookPath('me', '/test')(c) }),
    witness: hookWitness,
    check: hookEffect('pinged'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 200, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'POST /customer/{partner}/webhook/{a webhook of the partner}/test',
    covers: 'POST /customer/{customer_id}/webhook/{webhook_id}/test',
    prepare: partnerHook,
    rest: (c) => ({ method: 'POST', path: hookPath('partner', '/test')(c) }),
    witness: hookWitness,
    check: hookEffect('pinged'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 200, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'POST /customer/me/webhook/{a webhook of the partner}/replay',
    covers: 'POST /customer/{customer_id}/webhook/{webhook_id}/replay',
    prepare: partnerHook,
    rest: (c) => ({ method: 'POST', path: hookPath('me', '/replay')(c), body: { created_start_date: '2000-01-01' } }),
    witness: hookWitness,
    check: hookEffect('replayed'),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 404, broker: 404, partner: 202, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'POST /customer/{partner}/webhook/{a webhook of the partner}/replay',
    covers: 'POST /customer/{customer_id}/webhook/{webhook_id}/replay',
    prepare: partnerHook,
    rest: (c) => ({ method: 'POST', path: hookPath('partner', '/replay')(c), body: { created_start_date: '2000-01-01' } }),
    witness: hookWitness,
    check: hookEffect('replayed'),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 403, broker: 403, partner: 202, asBuyer: 403, asSeller: 403, operator: 403 },
  },

  // --- Disbursement methods ------------------------------------------------------------------
  {
    op: 'GET /customer/me/disbursement_methods',
    covers: 'GET /customer/{customer_id}/disbursement_methods',
    rest: get('/customer/me/disbursement_methods'),
    expect: { anonymous: 401, stranger: 200, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 200 },
    check: async (a, c) => ownedBy('disbursementMethod', (a as RestAnswer).body.saved_disbursement_methods?.map((m: { id: number }) => m.id) ?? [], c),
  },
  {
    op: 'GET /customer/{seller}/disbursement_methods',
    covers: 'GET /customer/{customer_id}/disbursement_methods',
    rest: get(() => `/customer/${acct.seller.id}/disbursement_methods`),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'GET /customer/me/disbursement_methods/{seller’s method}',
    covers: 'GET /customer/{customer_id}/disbursement_methods/{disbursement_id}',
    rest: get(() => `/customer/me/disbursement_methods/${world.methodId.seller}`),
    expect: { anonymous: 401, stranger: 404, buyer: 404, seller: 200, broker: 404, partner: 404, asBuyer: 404, asSeller: 404, operator: 404 },
  },
  {
    op: 'GET /customer/{seller}/disbursement_methods/{seller’s method}',
    covers: 'GET /customer/{customer_id}/disbursement_methods/{disbursement_id}',
    rest: get(() => `/customer/${acct.seller.id}/disbursement_methods/${world.methodId.seller}`),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 403, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'GET /transaction/{id}/disbursement_methods',
    covers: 'GET /transaction/{transaction_id}/disbursement_methods',
    rest: get((c) => `/transaction/${c.tx.id}/disbursement_methods`),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 200, partner: 403, asBuyer: 403, asSeller: 200, operator: 403 },
    note: 'the seller and the broker, with their own content; an approved partner As-Customer for them (account numbers masked)',
  },
  {
    op: 'POST /transaction/{id}/disbursement_methods (new bank details)',
    covers: 'POST /transaction/{transaction_id}/disbursement_methods',
    stage: 'created',
    rest: (c) => ({ method: 'POST', path: `/transaction/${c.tx.id}/disbursement_methods`, body: achMethod }),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 200, partner: 403, asBuyer: 403, asSeller: 403, operator: 403 },
  },
  {
    op: 'POST /transaction/{id}/disbursement_methods {id: the buyer’s saved method}',
    covers: 'POST /transaction/{transaction_id}/disbursement_methods',
    stage: 'created',
    rest: (c) => ({ method: 'POST', path: `/transaction/${c.tx.id}/disbursement_methods`, body: { id: world.methodId.buyer } }),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 422, broker: 422, partner: 403, asBuyer: 403, asSeller: 422, operator: 403 },
    note: 'BOLA: another account’s saved method is not one of yours (422 on id), nor the represented seller’s',
  },
  {
    op: 'PATCH /transaction/{id}/disbursement_methods {id: the seller’s saved method}',
    covers: 'PATCH /transaction/{transaction_id}/disbursement_methods',
    stage: 'created',
    rest: (c) => ({ method: 'PATCH', path: `/transaction/${c.tx.id}/disbursement_methods`, body: { id: world.methodId.seller } }),
    expect: { anonymous: 401, stranger: 403, buyer: 403, seller: 200, broker: 422, partner: 403, asBuyer: 403, asSeller: 200, operator: 403 },
    note: 'the alias of the POST; an approved partner chooses among the represented seller’s saved methods',
  },

  // --- Payment methods -----------------------------------------------------------------------
  {
    op: 'GET /transaction/{id}/payment_methods',
    covers: 'GET /transaction/{transaction_id}/payment_methods',
    rest: get((c) => `/transaction/${c.tx.id}/payment_methods`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 403, operator: 403 },
  },
  {
    op: 'GET /transaction/{id}/payment_methods/wire_transfer',
    covers: 'GET /transaction/{transaction_id}/payment_methods/{payment_method_name}',
    stage: 'agreed',
    rest: get((c) => `/transaction/${c.tx.id}/payment_methods/wire_transfer`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 403, operator: 403 },
  },
  {
    op: 'POST /transaction/{id}/buyer_payment',
    covers: 'POST /transaction/{transaction_id}/buyer_payment',
    stage: 'agreed',
    leaves: 'agreed',
    rest: (c) => ({ method: 'POST', path: `/transaction/${c.tx.id}/buyer_payment`, body: { bank_country: 'US', bank_name: 'First Example Bank' } }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 403, operator: 403 },
    witness: async (c) => prisma().buyerPayment.findUnique({ where: { transactionId: c.tx.id } }),
  },
  {
    op: 'POST /transaction/{id}/payment_methods/wire_transfer',
    covers: 'POST /transaction/{transaction_id}/payment_methods/{payment_method_name}',
    stage: 'agreed',
    leaves: 'agreed',
    rest: (c) => ({ method: 'POST', path: `/transaction/${c.tx.id}/payment_methods/wire_transfer`, body: { wire_reference: 'PO-1' } }),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 403, broker: 403, partner: 403, asBuyer: 200, asSeller: 403, operator: 403 },
  },

  // --- Web links: a one-time browser URL for a party (As-Customer for approved partners) -------
  {
    op: 'GET /transaction/{id}/web_link/agree',
    covers: 'GET /transaction/{transaction_id}/web_link/{action}',
    rest: get((c) => `/transaction/${c.tx.id}/web_link/agree`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 },
    note: 'the link is minted for the caller’s own party; the operator is no party',
  },
  {
    op: 'GET /transaction/{id}/item/{goods}/web_link/ship',
    covers: 'GET /transaction/{transaction_id}/item/{item_id}/web_link/{action}',
    rest: get((c) => `/transaction/${c.tx.id}/item/${c.tx.goods}/web_link/ship`),
    expect: { anonymous: 401, stranger: 403, buyer: 200, seller: 200, broker: 200, partner: 200, asBuyer: 200, asSeller: 200, operator: 403 },
  },

  // --- Partner facilities (spec 4.3): partner accounts only, each its own ------------------------
  ...partnerPaths.map((path): Row => ({
    op: `GET ${path}`,
    covers: `GET ${path.split('?')[0]!.replace('{buyer}', '{customer_id}')}`,
    rest: get(() => path.replace('{buyer}', String(acct.buyer.id))),
    expect: partnerOnly,
  })),
  {
    op: 'GET /partner/transactions (only its own)',
    covers: 'GET /partner/transactions',
    rest: get('/partner/transactions?limit=100'),
    expect: partnerOnly,
    check: async (a, c) => {
      const ids = (a as RestAnswer).body.transactions.map((t: { id: number }) => t.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(await prisma().transaction.count({ where: { id: { in: ids }, creatorId: { not: c.account!.id } } })).toBe(0);
    },
  },
  {
    op: 'GET /partner/customer?customer_id={stranger}',
    covers: 'GET /partner/customer',
    rest: get(() => `/partner/customer?customer_id=${acct.stranger.id}`),
    expect: { ...partnerOnly, partner: 404, asBuyer: 404, asSeller: 404 },
  },
  {
    op: 'POST /partner/reports',
    covers: 'POST /partner/reports',
    rest: () => ({ method: 'POST', path: '/partner/reports', body: { transaction_filters: { status: 'ongoing' } } }),
    witness: () => prisma().reportTask.count(),
    expect: { ...partnerOnly, partner: 201, asBuyer: 201, asSeller: 201 },
  },
  {
    op: 'GET /partner/reports/{the partner’s report}',
    covers: 'GET /partner/reports/{task_id}',
    prepare: partnerReport,
    rest: (c) => ({ method: 'GET', path: `/partner/reports/${c.extra.report}` }),
    expect: { ...partnerOnly, asBuyer: 404, asSeller: 404 },
    note: 'another partner’s report does not exist for the approved partner',
  },
  {
    op: 'GET /partner/reports/{the partner’s report}/download',
    covers: 'GET /partner/reports/{task_id}/download',
    prepare: partnerReport,
    rest: (c) => ({ method: 'GET', path: `/partner/reports/${c.extra.report}/download` }),
    expect: { ...partnerOnly, partner: 409, asBuyer: 404, asSeller: 404 },
    note: 'the report is still pending for its partner (not ready yet)',
  },

  // --- Not in the table ----------------------------------------------------------------------
  {
    op: 'DELETE /transaction/{id}',
    covers: null,
    rest: (c) => ({ method: 'DELETE', path: `/transaction/${c.tx.id}` }),
    expect: { anonymous: 401, stranger: 405, buyer: 405, seller: 405, broker: 405, partner: 405, asBuyer: 405, asSeller: 405, operator: 405 },
  },
];

// ---------------------------------------------------------------------------------------------
// GraphQL rows

const onError = '... on Error { code message }';
/** A lifecycle mutation taking asCustomer. */
const partyMutation = (field: string, args = '', vars = '') =>
  `mutation($id: ID!, $as: String${vars}) { ${field}(transactionId: $id, asCustomer: $as${args}) { __typename ${onError} } }`;
/** A mutation of a transaction without asCustomer (operator, party_or_operator and sandbox mutations). */
const txMutation = (field: string, args = '', vars = '') => `mutation($id: ID!${vars}) { ${field}(transactionId: $id${args}) { __typename ${onError} } }`;
/** The open dispute of the cell's goods item (a row's prepare), and its Relay id. */
/** A release is paid out at once: the buyer's cell (a copy of its own) gives the seller its saved payout method first. */
async function sellerPaidOut(c: Cell): Promise<void> {
  if (c.column !== 'buyer') return;
  await harness.services.prisma.party.update({ where: { id: c.tx.party.seller }, data: { disbursementMethodId: world.methodId.seller } });
}
async function openDisputeOf(c: Cell): Promise<void> {
  const dispute = await harness.services.prisma.dispute.findFirstOrThrow({ where: { itemId: c.tx.goods, status: 'OPEN' } });
  c.extra.dispute = dispute.id;
}
/** The cell's open dispute with a message of the buyer's carrying a PDF (c.extra.file). */
async function disputeWithFile(c: Cell): Promise<void> {
  await openDisputeOf(c);
  const message = await prisma().disputeMessage.create({
    data: { disputeId: c.extra.dispute!, authorId: acct.buyer.id, authorRole: 'buyer', body: 'A photo', createdAt: new Date() },
  });
  const content = Buffer.from(verificationBody.documents[0]!.content, 'base64');
  const file = await prisma().disputeFile.create({
    data: { disputeId: c.extra.dispute!, messageId: message.id, contentType: 'application/pdf', size: content.length, sha256: 'x', content, createdAt: new Date() },
  });
  c.extra.file = file.id;
}
const disputeGid = (c: Cell) => Buffer.from(`Dispute:${c.extra.dispute}`).toString('base64');
/** A pending proposal of the seller's on the cell's open dispute. */
async function sellerProposal(c: Cell): Promise<void> {
  await openDisputeOf(c);
  const proposal = await harness.services.prisma.settlementProposal.create({
    data: { disputeId: c.extra.dispute!, proposedById: c.tx.party.seller, proposedByRole: 'seller', sellerAmount: 100n, createdAt: new Date() },
  });
  c.extra.proposal = proposal.id;
}
/** What a refused dispute request must leave as it was: the transaction, and the case with its messages, files and proposals. */
async function disputeWitness(c: Cell) {
  return {
    transaction: await transactionFingerprint(harness, c.tx.id),
    dispute: await harness.services.prisma.dispute.findUniqueOrThrow({
      where: { id: c.extra.dispute! },
      include: { messages: { orderBy: { id: 'asc' } }, proposals: { orderBy: { id: 'asc' } }, files: { orderBy: { id: 'asc' } } },
    }),
  };
}
const onTx =
  (query: string, extra: (c: Cell) => Record<string, unknown> = () => ({})) =>
  (c: Cell): GraphQLRequest => ({
    query,
    variables: { id: c.tx.gid, ...extra(c) },
  });
const node =
  (id: (c: Cell) => string, selection = '') =>
  (c: Cell): GraphQLRequest => ({
    query: `query($id: ID!) { node(id: $id) { __typename id ${selection} } }`,
    variables: { id: id(c) },
  });
/** New bank details in GraphQL input syntax. */
const achInput = '{type: ach, accountName: "Payee", bankAbaRoutingNumber: "011000015", bankAccountNumber: "000123456789"}';
const nested = (field: string) => (data: Json) => (data?.transaction?.__typename === 'Transaction' ? data.transaction[field] : data?.transaction);

const graphqlRows: Row[] = [
  // --- Queries -------------------------------------------------------------------------------
  {
    op: 'viewer',
    covers: 'Query.viewer',
    graphql: () => ({ query: '{ viewer { __typename databaseId } }' }),
    expect: {
      anonymous: 401,
      stranger: 'Customer',
      buyer: 'Customer',
      seller: 'Customer',
      broker: 'Customer',
      partner: 'Customer',
      asBuyer: 'Customer',
      asSeller: 'Customer',
      operator: 'Customer',
    },
    check: (a, c) => expect((a as GraphQLAnswer).picked.databaseId).toBe(c.account!.id),
  },
  {
    op: 'viewer { apiKeys webhooks disbursementMethods taxNumbers transactions identificationDocuments }',
    covers: 'Query.viewer',
    graphql: () => ({
      query: `{ viewer { __typename databaseId apiKeys { databaseId } webhooks { databaseId } disbursementMethods { databaseId }
        taxNumbers { databaseId } identificationDocuments { databaseId } transactions(first: 100) { edges { node { databaseId } } } } }`,
    }),
    expect: {
      anonymous: 401,
      stranger: 'Customer',
      buyer: 'Customer',
      seller: 'Customer',
      broker: 'Customer',
      partner: 'Customer',
      asBuyer: 'Customer',
      asSeller: 'Customer',
      operator: 'Customer',
    },
    check: async (a, c) => {
      const viewer = (a as GraphQLAnswer).picked;
      expect((a as GraphQLAnswer).errors).toBeUndefined();
      const ids = (list: { databaseId: number }[]) => list.map((entry) => entry.databaseId);
      await ownedBy('apiKey', ids(viewer.apiKeys), c);
      await ownedBy('webhook', ids(viewer.webhooks), c);
      await ownedBy('disbursementMethod', ids(viewer.disbursementMethods), c);
      const transactionIds = viewer.transactions.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
      expect(await prisma().transaction.count({ where: { id: { in: transactionIds }, parties: { none: { customerId: c.account!.id } } } })).toBe(0);
    },
  },
  {
    op: 'transaction(id)',
    covers: 'Query.transaction',
    graphql: onTx(`query($id: ID!) { transaction(id: $id) { __typename ${onError} } }`),
    expect: {
      anonymous: 401,
      stranger: F,
      buyer: 'Transaction',
      seller: 'Transaction',
      broker: 'Transaction',
      partner: 'Transaction',
      asBuyer: 'Transaction',
      asSeller: 'Transaction',
      operator: F,
    },
  },
  {
    op: 'transaction(unknown id)',
    covers: 'Query.transaction',
    graphql: () => ({ query: `query($id: ID!) { transaction(id: $id) { __typename ${onError} } }`, variables: { id: globalId('Transaction', 999999) } }),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: NF, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'transaction(id) { timeline ledger }',
    covers: 'Query.transaction',
    graphql: onTx(`query($id: ID!) { transaction(id: $id) { __typename ${onError} ... on Transaction { timeline { notes } ledger { kind } } } }`),
    expect: {
      anonymous: 401,
      stranger: F,
      buyer: 'Transaction',
      seller: 'Transaction',
      broker: 'Transaction',
      partner: 'Transaction',
      asBuyer: 'Transaction',
      asSeller: 'Transaction',
      operator: F,
    },
  },
  {
    op: 'transaction(id) { disbursementMethods }',
    covers: 'Query.transaction',
    graphql: (c) => ({
      ...onTx(`query($id: ID!) { transaction(id: $id) { __typename ${onError} ... on Transaction { disbursementMethods { __typename ${onError} } } } }`)(c),
      pick: nested('disbursementMethods'),
    }),
    expect: {
      anonymous: 401,
      stranger: F,
      buyer: F,
      seller: 'DisbursementMethods',
      broker: 'DisbursementMethods',
      partner: F,
      asBuyer: F,
      asSeller: F,
      operator: F,
    },
  },
  {
    op: 'transaction(id) { paymentMethods(asCustomer) }',
    covers: 'Query.transaction',
    graphql: (c) => ({
      ...onTx(
        `query($id: ID!, $as: String) { transaction(id: $id) { __typename ${onError} ... on Transaction { paymentMethods(asCustomer: $as) { __typename ${onError} } } } }`,
      )(c),
      pick: nested('paymentMethods'),
    }),
    expect: { anonymous: 401, stranger: F, buyer: 'PaymentMethods', seller: F, broker: F, partner: F, asBuyer: 'PaymentMethods', asSeller: F, operator: F },
  },
  {
    op: 'transaction(id) { paymentMethodDetails(wire_transfer, asCustomer) }',
    covers: 'Query.transaction',
    stage: 'agreed',
    graphql: (c) => ({
      ...onTx(
        `query($id: ID!, $as: String) { transaction(id: $id) { __typename ${onError} ... on Transaction { paymentMethodDetails(method: wire_transfer, asCustomer: $as) { __typename ${onError} } } } }`,
      )(c),
      pick: nested('paymentMethodDetails'),
    }),
    expect: {
      anonymous: 401,
      stranger: F,
      buyer: 'PaymentMethodDetails',
      seller: F,
      broker: F,
      partner: F,
      asBuyer: 'PaymentMethodDetails',
      asSeller: F,
      operator: F,
    },
  },
  {
    op: 'transactionByReference',
    covers: 'Query.transactionByReference',
    graphql: (c) => ({ query: `query($ref: String!) { transactionByReference(reference: $ref) { __typename ${onError} } }`, variables: { ref: c.tx.reference } }),
    expect: {
      anonymous: 401,
      stranger: F,
      buyer: 'Transaction',
      seller: 'Transaction',
      broker: 'Transaction',
      partner: 'Transaction',
      asBuyer: 'Transaction',
      asSeller: 'Transaction',
      operator: F,
    },
  },
  {
    op: 'transactionByReference(unknown)',
    covers: 'Query.transactionByReference',
    graphql: () => ({ query: `query { transactionByReference(reference: "no-such-reference") { __typename ${onError} } }` }),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: NF, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'node(Transaction)',
    covers: 'Query.node',
    graphql: node((c) => c.tx.gid),
    expect: {
      anonymous: 401,
      stranger: NULL,
      buyer: 'Transaction',
      seller: 'Transaction',
      broker: 'Transaction',
      partner: 'Transaction',
      asBuyer: 'Transaction',
      asSeller: 'Transaction',
      operator: NULL,
    },
  },
  {
    op: 'node(Customer: the buyer)',
    covers: 'Query.node',
    graphql: node(() => globalId('Customer', acct.buyer.id), '... on Customer { email }'),
    expect: {
      anonymous: 401,
      stranger: NULL,
      buyer: 'Customer',
      seller: NULL,
      broker: NULL,
      partner: NULL,
      asBuyer: 'Customer',
      asSeller: 'Customer',
      operator: NULL,
    },
  },
  {
    op: 'node(Customer: the buyer) { apiKeys webhooks disbursementMethods taxNumbers }',
    covers: 'Query.node',
    graphql: (c) => ({
      ...node(
        () => globalId('Customer', acct.buyer.id),
        '... on Customer { apiKeys { databaseId } webhooks { databaseId } disbursementMethods { databaseId } taxNumbers { databaseId } }',
      )(c),
      // The holder-only lists: data only for the buyer; an approved partner sees the profile, not these.
      pick: (data: Json) => (data?.node?.apiKeys ? data.node : null),
    }),
    expect: { anonymous: 401, stranger: NULL, buyer: 'Customer', seller: NULL, broker: NULL, partner: NULL, asBuyer: ERR, asSeller: ERR, operator: NULL },
  },
  {
    op: 'node(ApiKey of the buyer)',
    covers: 'Query.node',
    graphql: node(() => globalId('ApiKey', world.buyerKeyId)),
    expect: { anonymous: 401, stranger: NULL, buyer: 'ApiKey', seller: NULL, broker: NULL, partner: NULL, asBuyer: NULL, asSeller: NULL, operator: NULL },
  },
  {
    op: 'nodes([ApiKey of the buyer])',
    covers: 'Query.nodes',
    graphql: () => ({
      query: 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
      variables: { ids: [globalId('ApiKey', world.buyerKeyId)] },
      pick: (data: Json) => data?.nodes?.[0],
    }),
    expect: { anonymous: 401, stranger: NULL, buyer: 'ApiKey', seller: NULL, broker: NULL, partner: NULL, asBuyer: NULL, asSeller: NULL, operator: NULL },
  },
  {
    op: 'node(Webhook of the partner) { deliveries }',
    covers: 'Query.node',
    graphql: node(() => globalId('Webhook', world.partnerWebhookId), '... on Webhook { url deliveries(first: 5) { edges { node { databaseId } } } }'),
    expect: { anonymous: 401, stranger: NULL, buyer: NULL, seller: NULL, broker: NULL, partner: 'Webhook', asBuyer: NULL, asSeller: NULL, operator: NULL },
  },
  {
    op: 'eventDeliveries(partner’s event)',
    covers: 'Query.eventDeliveries',
    graphql: () => ({ query: `query($id: String!) { eventDeliveries(eventId: $id) { __typename ${onError} } }`, variables: { id: world.eventId } }),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: 'EventDeliveries', asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'node(WebhookDelivery of the partner)',
    covers: 'Query.node',
    graphql: node(() => globalId('WebhookDelivery', world.deliveryId), '... on WebhookDelivery { eventId }'),
    expect: { anonymous: 401, stranger: NULL, buyer: NULL, seller: NULL, broker: NULL, partner: 'WebhookDelivery', asBuyer: NULL, asSeller: NULL, operator: NULL },
  },
  {
    op: 'node(DisbursementMethod of the seller)',
    covers: 'Query.node',
    graphql: node(() => globalId('DisbursementMethod', world.methodId.seller), '... on DisbursementMethod { bankAccountNumber }'),
    expect: {
      anonymous: 401,
      stranger: NULL,
      buyer: NULL,
      seller: 'DisbursementMethod',
      broker: NULL,
      partner: NULL,
      asBuyer: NULL,
      asSeller: NULL,
      operator: NULL,
    },
  },
  {
    op: 'node(TaxNumber of the buyer)',
    covers: 'Query.node',
    graphql: node(() => globalId('TaxNumber', world.buyerTaxNumberId), '... on TaxNumber { number }'),
    expect: { anonymous: 401, stranger: NULL, buyer: 'TaxNumber', seller: NULL, broker: NULL, partner: NULL, asBuyer: NULL, asSeller: NULL, operator: NULL },
  },
  {
    op: 'node(IdentificationDocument of the buyer)',
    covers: 'Query.node',
    graphql: node(() => globalId('IdentificationDocument', world.buyerDocumentId), '... on IdentificationDocument { fileName }'),
    expect: {
      anonymous: 401,
      stranger: NULL,
      buyer: 'IdentificationDocument',
      seller: NULL,
      broker: NULL,
      partner: NULL,
      asBuyer: 'IdentificationDocument',
      asSeller: 'IdentificationDocument',
      operator: NULL,
    },
  },

  {
    op: 'events',
    covers: 'Query.events',
    graphql: () => ({ query: '{ events(first: 100) { __typename edges { node { eventId } } } }' }),
    expect: {
      anonymous: 401,
      stranger: 'QueryEventsConnection',
      buyer: 'QueryEventsConnection',
      seller: 'QueryEventsConnection',
      broker: 'QueryEventsConnection',
      partner: 'QueryEventsConnection',
      asBuyer: 'QueryEventsConnection',
      asSeller: 'QueryEventsConnection',
      operator: 'QueryEventsConnection',
    },
    check: async (a, c) => {
      const ids: string[] = (a as GraphQLAnswer).picked.edges.map((edge: { node: { eventId: string } }) => edge.node.eventId);
      await eventsReached(ids, c);
    },
  },
  {
    op: 'events(filter: the transaction)',
    covers: 'Query.events',
    graphql: (c) => ({
      query: 'query($tx: ID!) { events(first: 100, filter: {transactionId: $tx}) { __typename edges { node { eventId } } } }',
      variables: { tx: c.tx.gid },
    }),
    expect: {
      anonymous: 401,
      stranger: 'QueryEventsConnection',
      buyer: 'QueryEventsConnection',
      seller: 'QueryEventsConnection',
      broker: 'QueryEventsConnection',
      partner: 'QueryEventsConnection',
      asBuyer: 'QueryEventsConnection',
      asSeller: 'QueryEventsConnection',
      operator: 'QueryEventsConnection',
    },
    check: (a, c) => {
      const ids: string[] = (a as GraphQLAnswer).picked.edges.map((edge: { node: { eventId: string } }) => edge.node.eventId);
      if (c.column === 'stranger' || c.column === 'operator') expect(ids, 'no party: nothing listed').toEqual([]);
      else expect(ids, 'a party reads the events of its transaction').toContain(world.txEventId[creatorOf(c.column)]);
    },
  },
  {
    op: 'events(filter: the stranger’s transaction)',
    covers: 'Query.events',
    graphql: () => ({
      query: 'query($tx: ID!) { events(first: 100, filter: {transactionId: $tx}) { __typename edges { node { eventId } } } }',
      variables: { tx: world.foreign.gid },
    }),
    expect: {
      anonymous: 401,
      stranger: 'QueryEventsConnection',
      buyer: 'QueryEventsConnection',
      seller: 'QueryEventsConnection',
      broker: 'QueryEventsConnection',
      partner: 'QueryEventsConnection',
      asBuyer: 'QueryEventsConnection',
      asSeller: 'QueryEventsConnection',
      operator: 'QueryEventsConnection',
    },
    check: (a, c) => expect((a as GraphQLAnswer).picked.edges.length > 0, 'only the stranger, its party, reads its events').toBe(c.column === 'stranger'),
  },
  {
    op: 'node(Event of the partner’s transaction)',
    covers: 'Query.node',
    graphql: node(() => globalId('Event', world.partnerTxEventRowId), '... on Event { eventId }'),
    expect: { anonymous: 401, stranger: NULL, buyer: 'Event', seller: 'Event', broker: 'Event', partner: 'Event', asBuyer: NULL, asSeller: NULL, operator: NULL },
  },

  {
    op: 'partner { transactions customers statistics reports }',
    covers: 'Query.partner',
    graphql: () => ({
      query: `{ partner { __typename ${onError} ... on Partner { transactions(first: 100) { __typename } customers(first: 100) { __typename }
        transactionCountStatistics { __typename } reportCount { total } reports(first: 5) { edges { node { databaseId } } } openDisputes { databaseId } } } }`,
    }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: 'Partner', asBuyer: 'Partner', asSeller: 'Partner', operator: F },
    check: (a) => expect((a as GraphQLAnswer).errors).toBeUndefined(),
  },
  {
    op: 'partner { report(the partner’s report) }',
    covers: 'Query.partner',
    prepare: partnerReport,
    graphql: (c) => ({
      query: `query($id: Int!) { partner { __typename ${onError} ... on Partner { report(id: $id) { __typename ${onError} } } } }`,
      variables: { id: c.extra.report },
      pick: (data) => (data?.partner?.__typename === 'Partner' ? data.partner.report : data?.partner),
    }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: 'PartnerReport', asBuyer: NF, asSeller: NF, operator: F },
  },
  {
    op: 'ledgerAudit',
    covers: 'Query.ledgerAudit',
    graphql: () => ({ query: `{ ledgerAudit { __typename ${onError} ... on LedgerAudit { ok violationCount } } }` }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: 'LedgerAudit' },
  },
  {
    op: 'operatorQueue',
    covers: 'Query.operatorQueue',
    graphql: () => ({ query: `{ operatorQueue { __typename ${onError} ... on OperatorQueue { truncated } } }` }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: 'OperatorQueue' },
  },
  {
    op: 'disputesToReview',
    covers: 'Query.disputesToReview',
    graphql: () => ({
      query: `{ disputesToReview(includeNotDue: true) { __typename ${onError} ... on QueryDisputesToReviewConnection { edges { node { databaseId } } } } }`,
    }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: 'QueryDisputesToReviewConnection' },
  },
  {
    op: 'ledgerTrialBalance',
    covers: 'Query.ledgerTrialBalance',
    graphql: () => ({
      query: `{ ledgerTrialBalance { __typename ${onError} ... on QueryLedgerTrialBalanceSuccess { data { currency total } } } }`,
    }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: 'QueryLedgerTrialBalanceSuccess' },
  },
  // --- Account mutations ---------------------------------------------------------------------
  {
    op: 'createApiKey',
    covers: 'Mutation.createApiKey',
    ok: 'CreateApiKeyPayload',
    graphql: () => ({ query: `mutation($name: String!) { createApiKey(input: {name: $name}) { __typename ${onError} } }`, variables: { name: `gql ${next()}` } }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
  },
  {
    op: 'signIn(wrong password)',
    covers: 'Mutation.signIn',
    graphql: () => ({ query: `mutation { signIn(email: "nobody@example.com", password: "not the password") { __typename ${onError} } }` }),
    expect: {
      anonymous: 401,
      stranger: 'AuthenticationError',
      buyer: 'AuthenticationError',
      seller: 'AuthenticationError',
      broker: 'AuthenticationError',
      partner: 'AuthenticationError',
      asBuyer: 'AuthenticationError',
      asSeller: 'AuthenticationError',
      operator: 'AuthenticationError',
    },
  },
  {
    op: 'setPassword(a token never issued)',
    covers: 'Mutation.setPassword',
    graphql: (c) => ({
      query: `mutation($email: String!) { setPassword(email: $email, token: "${'x'.repeat(43)}", password: "a long enough password") { __typename ${onError} } }`,
      variables: { email: c.account?.email ?? 'nobody@example.com' },
    }),
    witness: () => buyerRow(),
    expect: {
      anonymous: 401,
      stranger: 'BadRequestError',
      buyer: 'BadRequestError',
      seller: 'BadRequestError',
      broker: 'BadRequestError',
      partner: 'BadRequestError',
      asBuyer: 'BadRequestError',
      asSeller: 'BadRequestError',
      operator: 'BadRequestError',
    },
  },
  {
    op: 'requestPasswordReset(unknown email)',
    covers: 'Mutation.requestPasswordReset',
    ok: 'RequestPasswordResetPayload',
    graphql: () => ({ query: `mutation { requestPasswordReset(email: "nobody-at-all@example.com") { __typename } }` }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
    note: 'answers the same whether the account exists',
  },
  {
    op: 'changePassword(wrong current password)',
    covers: 'Mutation.changePassword',
    graphql: () => ({ query: `mutation { changePassword(currentPassword: "not it", newPassword: "a long enough password") { __typename ${onError} } }` }),
    witness: () => buyerRow(),
    expect: {
      anonymous: 401,
      stranger: 'ValidationError',
      buyer: 'ValidationError',
      seller: 'ValidationError',
      broker: 'ValidationError',
      partner: 'ValidationError',
      asBuyer: 'ValidationError',
      asSeller: 'ValidationError',
      operator: 'ValidationError',
    },
  },
  {
    op: 'signOut',
    covers: 'Mutation.signOut',
    ok: 'SignOutPayload',
    graphql: () => ({ query: `mutation { signOut { __typename } }` }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
  },
  {
    op: 'updateApiKey(the buyer’s key)',
    covers: 'Mutation.updateApiKey',
    ok: 'UpdateApiKeyPayload',
    graphql: () => ({
      query: `mutation($id: ID!, $name: String) { updateApiKey(input: {id: $id, name: $name}) { __typename ${onError} } }`,
      variables: { id: globalId('ApiKey', world.buyerKeyId), name: `gql ${next()}` },
    }),
    witness: () => prisma().apiKey.findUniqueOrThrow({ where: { id: world.buyerKeyId } }),
    expect: { anonymous: 401, stranger: NF, buyer: OK, seller: NF, broker: NF, partner: NF, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'createWebhook',
    covers: 'Mutation.createWebhook',
    ok: 'CreateWebhookPayload',
    graphql: () => ({
      query: `mutation($url: String!) { createWebhook(input: {url: $url}) { __typename ${onError} } }`,
      variables: { url: `${receiver.url}?g=${next()}` },
    }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
  },
  {
    op: 'deleteWebhook(a webhook of the partner)',
    covers: 'Mutation.deleteWebhook',
    ok: 'DeleteWebhookPayload',
    prepare: async (c) => {
      c.extra.webhook = (
        await prisma().webhook.create({
          data: { customerId: acct.partner.id, url: `${receiver.url}?d=${next()}`, activeUrl: `${receiver.url}?d=${unique}`, secret: 'whsec_x' },
        })
      ).id;
    },
    graphql: (c) => ({
      query: `mutation($id: ID!) { deleteWebhook(input: {id: $id}) { __typename ${onError} } }`,
      variables: { id: globalId('Webhook', c.extra.webhook!) },
    }),
    witness: (c) => prisma().webhook.findUniqueOrThrow({ where: { id: c.extra.webhook! } }),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: OK, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'updateWebhook(a webhook of the partner: switch it off)',
    covers: 'Mutation.updateWebhook',
    ok: 'UpdateWebhookPayload',
    prepare: partnerHook,
    graphql: (c) => ({
      query: `mutation($id: ID!) { updateWebhook(input: {id: $id, isActive: false}) { __typename ${onError} } }`,
      variables: { id: globalId('Webhook', c.extra.webhook!) },
    }),
    witness: hookWitness,
    check: hookEffect('switched off'),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: OK, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'rotateWebhookSecret(a webhook of the partner)',
    covers: 'Mutation.rotateWebhookSecret',
    ok: 'RotateWebhookSecretPayload',
    prepare: partnerHook,
    graphql: (c) => ({
      query: `mutation($id: ID!) { rotateWebhookSecret(input: {id: $id}) { __typename ${onError} } }`,
      variables: { id: globalId('Webhook', c.extra.webhook!) },
    }),
    witness: hookWitness,
    check: hookEffect('rotated'),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: OK, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'testWebhook(a webhook of the partner)',
    covers: 'Mutation.testWebhook',
    ok: 'TestWebhookPayload',
    prepare: partnerHook,
    graphql: (c) => ({
      query: `mutation($id: ID!) { testWebhook(input: {id: $id}) { __typename ${onError} } }`,
      variables: { id: globalId('Webhook', c.extra.webhook!) },
    }),
    witness: hookWitness,
    check: hookEffect('pinged'),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: OK, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'replayWebhookEvents(a webhook of the partner)',
    covers: 'Mutation.replayWebhookEvents',
    ok: 'ReplayWebhookEventsPayload',
    prepare: partnerHook,
    graphql: (c) => ({
      query: `mutation($id: ID!) { replayWebhookEvents(input: {id: $id, createdStartDate: "2000-01-01T00:00:00Z"}) { __typename ${onError} } }`,
      variables: { id: globalId('Webhook', c.extra.webhook!) },
    }),
    witness: hookWitness,
    check: hookEffect('replayed'),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: OK, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'redeliverWebhookDelivery(the partner’s delivery)',
    covers: 'Mutation.redeliverWebhookDelivery',
    ok: 'WebhookDelivery',
    graphql: () => ({
      query: `mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { __typename ${onError} } }`,
      variables: { id: globalId('WebhookDelivery', world.deliveryId) },
    }),
    witness: () => prisma().webhookDelivery.findUniqueOrThrow({ where: { id: world.deliveryId } }),
    expect: { anonymous: 401, stranger: NF, buyer: NF, seller: NF, broker: NF, partner: OK, asBuyer: NF, asSeller: NF, operator: NF },
  },
  {
    op: 'addDisbursementMethod',
    covers: 'Mutation.addDisbursementMethod',
    ok: 'AddDisbursementMethodPayload',
    graphql: () => ({
      query: `mutation { addDisbursementMethod(input: ${achInput}) {
        __typename ${onError} ... on AddDisbursementMethodPayload { disbursementMethod { databaseId } } } }`,
    }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
    check: async (a, c) => ownedBy('disbursementMethod', [(a as GraphQLAnswer).picked.disbursementMethod.databaseId], c),
  },
  {
    op: 'updateCustomer (self)',
    covers: 'Mutation.updateCustomer',
    ok: 'UpdateCustomerPayload',
    graphql: () => ({
      query: `mutation($name: String) { updateCustomer(input: {middleName: $name}) { __typename ${onError} ... on UpdateCustomerPayload { customer { databaseId } } } }`,
      variables: { name: `G${next()}` },
    }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
    check: (a, c) => expect((a as GraphQLAnswer).picked.customer.databaseId).toBe(c.account!.id),
  },
  {
    op: 'updateCustomer(customer: the buyer)',
    covers: 'Mutation.updateCustomer',
    ok: 'UpdateCustomerPayload',
    graphql: () => ({
      query: `mutation($customer: ID, $name: String) { updateCustomer(input: {customer: $customer, firstName: $name}) { __typename ${onError} } }`,
      variables: { customer: globalId('Customer', acct.buyer.id), name: `Bea${next()}` },
    }),
    witness: buyerRow,
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    op: 'updateCustomer(customer: the buyer) adding a disbursement method',
    covers: 'Mutation.updateCustomer',
    ok: 'UpdateCustomerPayload',
    graphql: () => ({
      query: `mutation($customer: ID) { updateCustomer(input: {customer: $customer, disbursementMethods: [${achInput}]}) { __typename ${onError} } }`,
      variables: { customer: globalId('Customer', acct.buyer.id) },
    }),
    witness: buyerRow,
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'selectDisbursementMethod (new bank details)',
    covers: 'Mutation.selectDisbursementMethod',
    ok: 'SelectDisbursementMethodPayload',
    stage: 'created',
    graphql: (c) => ({
      query: `mutation($id: ID!) { selectDisbursementMethod(input: {transaction: $id, newDisbursementMethod: ${achInput}}) { __typename ${onError} } }`,
      variables: { id: c.tx.gid },
    }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: OK, broker: OK, partner: F, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'selectDisbursementMethod(the buyer’s saved method)',
    covers: 'Mutation.selectDisbursementMethod',
    ok: 'SelectDisbursementMethodPayload',
    stage: 'created',
    graphql: (c) => ({
      query: `mutation($id: ID!, $method: ID) { selectDisbursementMethod(input: {transaction: $id, disbursementMethod: $method}) { __typename ${onError} } }`,
      variables: { id: c.tx.gid, method: globalId('DisbursementMethod', world.methodId.buyer) },
    }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: VE, broker: VE, partner: F, asBuyer: F, asSeller: F, operator: F },
    note: 'BOLA: another account’s saved method',
  },
  {
    op: 'selectPaymentMethod(wire_transfer, asCustomer)',
    covers: 'Mutation.selectPaymentMethod',
    ok: 'SelectPaymentMethodPayload',
    stage: 'agreed',
    leaves: 'agreed',
    graphql: onTx(`mutation($id: ID!, $as: String) { selectPaymentMethod(transactionId: $id, method: wire_transfer, asCustomer: $as) { __typename ${onError} } }`),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: OK, asSeller: F, operator: F },
  },
  {
    op: 'createCustomer(a new email)',
    covers: 'Mutation.createCustomer',
    ok: 'CreateCustomerPayload',
    graphql: () => ({
      query: `mutation($email: String!) { createCustomer(input: {email: $email}) { __typename ${onError} } }`,
      variables: { email: `opened-${next()}@example.com` },
    }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
    note: 'any authenticated caller opens accounts for others (POST /customer)',
  },
  {
    op: 'submitBuyerPayment(asCustomer)',
    covers: 'Mutation.submitBuyerPayment',
    ok: 'SubmitBuyerPaymentPayload',
    stage: 'agreed',
    leaves: 'agreed',
    graphql: onTx(
      `mutation($id: ID!, $as: String) { submitBuyerPayment(transactionId: $id, bankName: "First Example Bank", asCustomer: $as) { __typename ${onError} } }`,
    ),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: OK, asSeller: F, operator: F },
    witness: async (c) => prisma().buyerPayment.findUnique({ where: { transactionId: c.tx.id } }),
  },
  {
    op: 'buyerPayment(transactionId)',
    covers: 'Query.buyerPayment',
    ok: 'BuyerPaymentRead',
    graphql: onTx(`query($id: ID!) { buyerPayment(transactionId: $id) { __typename ${onError} } }`),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
    note: 'the approved partner reads as itself: the partner of its own copy',
  },
  {
    op: 'setPartnerApproval(another partner, approved: true)',
    covers: 'Mutation.setPartnerApproval',
    ok: 'SetPartnerApprovalPayload',
    prepare: async () => {
      await prisma().customer.update({ where: { id: acct.candidate.id }, data: { actAsCustomerApproved: false } });
    },
    graphql: () => ({
      query: `mutation($email: String!) { setPartnerApproval(email: $email, approved: true) { __typename ${onError} } }`,
      variables: { email: acct.candidate.email },
    }),
    witness: () => prisma().customer.findUniqueOrThrow({ where: { id: acct.candidate.id } }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  {
    op: 'setPartnerApproval(the caller itself, approved: true)',
    covers: 'Mutation.setPartnerApproval',
    ok: 'SetPartnerApprovalPayload',
    graphql: (c) => ({
      query: `mutation($email: String!) { setPartnerApproval(email: $email, approved: true) { __typename ${onError} } }`,
      variables: { email: c.account?.email ?? 'nobody@matrix.test' },
    }),
    witness: async (c) => (c.account ? prisma().customer.findUniqueOrThrow({ where: { id: c.account.id } }) : null),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: VE },
    note: 'the unapproved partner cannot approve itself; an operator is no partner account (ValidationError)',
  },
  {
    op: 'lockCustomer(another account)',
    covers: 'Mutation.lockCustomer',
    ok: 'CustomerLockPayload',
    prepare: async () => {
      await prisma().customer.update({ where: { id: acct.candidate.id }, data: { lockedAt: null, lockedReason: null } });
    },
    graphql: () => ({
      query: `mutation($id: Int!) { lockCustomer(customerId: $id, reason: "matrix") { __typename ${onError} } }`,
      variables: { id: acct.candidate.id },
    }),
    witness: () => prisma().customer.findUniqueOrThrow({ where: { id: acct.candidate.id }, select: { lockedAt: true, lockedReason: true } }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
    note: 'operators only: a lock stops every credential of the account (docs/security.md)',
  },
  {
    op: 'unlockCustomer(another account)',
    covers: 'Mutation.unlockCustomer',
    ok: 'CustomerLockPayload',
    prepare: async () => {
      await prisma().customer.update({ where: { id: acct.candidate.id }, data: { lockedAt: new Date(), lockedReason: 'matrix' } });
    },
    graphql: () => ({
      query: `mutation($email: String!) { unlockCustomer(email: $email) { __typename ${onError} } }`,
      variables: { email: acct.candidate.email },
    }),
    witness: () => prisma().customer.findUniqueOrThrow({ where: { id: acct.candidate.id }, select: { lockedAt: true, lockedReason: true } }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  {
    op: 'requestPartnerReport',
    covers: 'Mutation.requestPartnerReport',
    ok: 'RequestPartnerReportPayload',
    graphql: () => ({ query: `mutation { requestPartnerReport(input: {}) { __typename ${onError} } }` }),
    witness: () => prisma().reportTask.count(),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: OK, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    op: 'createTransaction',
    covers: 'Mutation.createTransaction',
    ok: 'CreateTransactionPayload',
    graphql: () => ({
      query: `mutation($input: CreateTransactionInput!) { createTransaction(input: $input) { __typename ${onError} ... on CreateTransactionPayload { transaction { databaseId } } } }`,
      variables: {
        input: {
          currency: 'usd',
          description: `GraphQL ${next()}`,
          parties: [
            { role: 'buyer', customer: 'me' },
            { role: 'seller', customer: 'third.party@matrix.test' },
          ],
          items: [
            {
              title: 'Thing',
              type: 'general_merchandise',
              inspectionPeriod: 86400,
              schedule: [{ amount: '10.00', payerCustomer: 'me', beneficiaryCustomer: 'third.party@matrix.test' }],
            },
          ],
        },
      },
    }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
    check: async (a, c) => {
      const created = await prisma().transaction.findUniqueOrThrow({ where: { id: (a as GraphQLAnswer).picked.transaction.databaseId } });
      expect(created.creatorId).toBe(c.account!.id);
    },
  },

  // --- Lifecycle mutations, in the order of a transaction's life (`leaves` as above) -----------
  {
    op: 'agreeTransaction',
    covers: 'Mutation.agreeTransaction',
    ok: 'AgreeTransactionPayload',
    stage: 'created',
    graphql: onTx(partyMutation('agreeTransaction')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: OK, partner: F, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    op: 'upgradeDraft',
    covers: 'Mutation.upgradeDraft',
    ok: 'UpgradeDraftPayload',
    stage: 'draft',
    graphql: onTx(partyMutation('upgradeDraft')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: F, partner: OK, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'modifyTerms',
    covers: 'Mutation.modifyTerms',
    ok: 'ModifyTermsPayload',
    stage: 'created',
    graphql: onTx(partyMutation('modifyTerms', ', terms: {description: "New terms"}')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'modifyParty(the seller’s party)',
    covers: 'Mutation.modifyParty',
    ok: 'ModifyPartyPayload',
    stage: 'created',
    graphql: onTx(partyMutation('modifyParty', ', partyId: $party, customer: $customer', ', $party: Int!, $customer: String!'), (c) => ({
      party: c.tx.party.seller,
      customer: `new.seller${next()}@matrix.test`,
    })),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: OK, partner: OK, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'cancelTransaction (not yet agreed)',
    covers: 'Mutation.cancelTransaction',
    ok: 'CancelTransactionPayload',
    stage: 'created',
    graphql: onTx(partyMutation('cancelTransaction')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'advanceTransactionClock',
    covers: 'Mutation.advanceTransactionClock',
    ok: 'AdvanceTransactionClockPayload',
    stage: 'created',
    graphql: onTx(txMutation('advanceTransactionClock', ', seconds: 60')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    op: 'cancelTransaction (agreed)',
    covers: 'Mutation.cancelTransaction',
    ok: 'CancelTransactionPayload',
    stage: 'agreed',
    graphql: onTx(partyMutation('cancelTransaction')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: OK, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'recordPayment',
    covers: 'Mutation.recordPayment',
    ok: 'RecordPaymentPayload',
    stage: 'agreed',
    leaves: 'funded',
    graphql: onTx(txMutation('recordPayment')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  {
    op: 'fundTransactionInSandbox',
    covers: 'Mutation.fundTransactionInSandbox',
    ok: 'FundTransactionInSandboxPayload',
    stage: 'agreed',
    leaves: 'funded',
    graphql: onTx(txMutation('fundTransactionInSandbox')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: OK, asBuyer: OK, asSeller: OK, operator: F },
    note: 'no asCustomer: the approved partner funds as the partner of its own transaction',
  },
  {
    op: 'payAtSandboxCheckout(paypal)',
    covers: 'Mutation.payAtSandboxCheckout',
    ok: 'PayAtSandboxCheckoutPayload',
    graphql: onTx(txMutation('payAtSandboxCheckout', ', method: paypal')),
    expect: { anonymous: 401, stranger: F, buyer: 'InvalidStateError', seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: F },
    note: 'only the buyer pays at checkout, and only after choosing that method (the buyer here has not chose paypal)',
  },
  {
    op: 'createWebLink(agree)',
    covers: 'Mutation.createWebLink',
    ok: 'WebLink',
    graphql: onTx(`mutation($id: ID!, $as: String) { createWebLink(transactionId: $id, action: "agree", asCustomer: $as) { __typename ${onError} } }`),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    op: 'redeemWebLink(a token never issued)',
    covers: 'Mutation.redeemWebLink',
    graphql: (c) => ({
      query: `mutation($id: Int!) { redeemWebLink(transactionDatabaseId: $id, token: "${'x'.repeat(43)}") { __typename ${onError} } }`,
      variables: { id: c.tx.id },
    }),
    expect: {
      anonymous: 401,
      stranger: 'BadRequestError',
      buyer: 'BadRequestError',
      seller: 'BadRequestError',
      broker: 'BadRequestError',
      partner: 'BadRequestError',
      asBuyer: 'BadRequestError',
      asSeller: 'BadRequestError',
      operator: 'BadRequestError',
    },
  },
  {
    op: 'shipItems',
    covers: 'Mutation.shipItems',
    ok: 'ShipItemsPayload',
    stage: 'funded',
    leaves: 'shipped',
    graphql: onTx(partyMutation('shipItems')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: OK, broker: F, partner: F, asBuyer: F, asSeller: OK, operator: F },
  },
  {
    op: 'batchActions([ship])',
    covers: 'Mutation.batchActions',
    ok: 'BatchActionsPayload',
    stage: 'funded',
    leaves: 'shipped',
    graphql: onTx(partyMutation('batchActions', ', actions: [{action: ship}]')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: OK, broker: F, partner: F, asBuyer: F, asSeller: OK, operator: F },
  },
  {
    op: 'updateTracking (forward shipment)',
    covers: 'Mutation.updateTracking',
    ok: 'UpdateTrackingPayload',
    stage: 'shipped',
    leaves: 'shipped',
    graphql: onTx(partyMutation('updateTracking', ', shippingInformation: {trackingInformation: {carrier: "UPS", trackingId: "1Z999"}}')),
    expect: { anonymous: 401, stranger: F, buyer: IS, seller: OK, broker: F, partner: F, asBuyer: F, asSeller: F, operator: F },
    note: 'the buyer: refused for state (a return shipment only)',
  },
  {
    op: 'authenticatorRejects',
    covers: 'Mutation.authenticatorRejects',
    ok: 'AuthenticatorRejectsPayload',
    stage: 'shipped',
    graphql: onTx(txMutation('authenticatorRejects')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
    note: 'no asCustomer: the approved partner acts as the partner of its own transaction',
  },
  {
    op: 'receiveItems',
    covers: 'Mutation.receiveItems',
    ok: 'ReceiveItemsPayload',
    stage: 'shipped',
    leaves: 'received',
    graphql: onTx(partyMutation('receiveItems')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: OK, asSeller: F, operator: F },
  },
  {
    op: 'acceptItems',
    covers: 'Mutation.acceptItems',
    ok: 'AcceptItemsPayload',
    stage: 'received',
    graphql: onTx(partyMutation('acceptItems')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'rejectItems',
    covers: 'Mutation.rejectItems',
    ok: 'RejectItemsPayload',
    stage: 'received',
    leaves: 'rejected',
    graphql: onTx(partyMutation('rejectItems')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: OK, asSeller: F, operator: F },
  },
  {
    op: 'shipReturn',
    covers: 'Mutation.shipReturn',
    ok: 'ShipReturnPayload',
    stage: 'rejected',
    leaves: 'returnShipped',
    graphql: onTx(partyMutation('shipReturn')),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: OK, asSeller: F, operator: F },
  },
  {
    op: 'receiveReturn',
    covers: 'Mutation.receiveReturn',
    ok: 'ReceiveReturnPayload',
    stage: 'returnShipped',
    leaves: 'returnReceived',
    graphql: onTx(partyMutation('receiveReturn')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: OK, broker: F, partner: F, asBuyer: F, asSeller: OK, operator: F },
  },
  {
    op: 'acceptReturn',
    covers: 'Mutation.acceptReturn',
    ok: 'AcceptReturnPayload',
    stage: 'returnReceived',
    graphql: onTx(partyMutation('acceptReturn')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: OK, broker: F, partner: F, asBuyer: F, asSeller: F, operator: F },
  },
  {
    op: 'rejectReturn',
    covers: 'Mutation.rejectReturn',
    ok: 'RejectReturnPayload',
    stage: 'returnReceived',
    leaves: 'disputed',
    graphql: onTx(partyMutation('rejectReturn')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: OK, broker: F, partner: F, asBuyer: F, asSeller: OK, operator: F },
  },
  {
    op: 'resolveDispute',
    covers: 'Mutation.resolveDispute',
    ok: 'ResolveDisputePayload',
    stage: 'disputed',
    graphql: onTx(txMutation('resolveDispute', ', itemId: $item, outcome: refund_buyer', ', $item: Int!'), (c) => ({ item: c.tx.goods })),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  {
    op: 'openDispute',
    covers: 'Mutation.openDispute',
    ok: 'OpenDisputePayload',
    stage: 'received',
    graphql: (c) => ({
      query: `mutation($as: String, $item: Int!) { openDispute(input: {itemId: $item, reason: "Broken"}, asCustomer: $as) { __typename ${onError} } }`,
      variables: { item: c.tx.goods },
    }),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: F, partner: F, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    op: 'proposeSettlement',
    covers: 'Mutation.proposeSettlement',
    ok: 'ProposeSettlementPayload',
    stage: 'disputed',
    prepare: openDisputeOf,
    graphql: (c) => ({
      query: `mutation($as: String, $d: ID!) { proposeSettlement(input: {disputeId: $d, sellerAmount: "1.00"}, asCustomer: $as) { __typename ${onError} } }`,
      variables: { d: disputeGid(c) },
    }),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: OK, broker: F, partner: F, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    // The seller proposed (prepare): only the buyer itself accepts.
    op: 'acceptSettlement',
    covers: 'Mutation.acceptSettlement',
    ok: 'AcceptSettlementPayload',
    stage: 'disputed',
    prepare: sellerProposal,
    graphql: (c) => ({
      query: `mutation($p: Int!) { acceptSettlement(input: {proposalId: $p}) { __typename ${onError} } }`,
      variables: { p: c.extra.proposal },
    }),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: F },
  },
  {
    // The seller's reject_return opened it: only the seller withdraws.
    op: 'withdrawDispute',
    covers: 'Mutation.withdrawDispute',
    ok: 'WithdrawDisputePayload',
    stage: 'disputed',
    prepare: openDisputeOf,
    graphql: (c) => ({
      query: `mutation($as: String, $d: ID!) { withdrawDispute(input: {disputeId: $d}, asCustomer: $as) { __typename ${onError} } }`,
      variables: { d: disputeGid(c) },
    }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: OK, broker: F, partner: F, asBuyer: F, asSeller: OK, operator: F },
  },
  {
    // Parties read a case and the buyer and the seller post (an approved partner for them); strangers find nothing.
    op: 'postDisputeMessage',
    covers: 'Mutation.postDisputeMessage',
    ok: 'PostDisputeMessagePayload',
    stage: 'disputed',
    prepare: openDisputeOf,
    graphql: (c) => ({
      query: `mutation($as: String, $d: ID!) { postDisputeMessage(input: {disputeId: $d, body: "Photos"}, asCustomer: $as) { __typename ${onError} } }`,
      variables: { d: disputeGid(c) },
    }),
    witness: disputeWitness,
    expect: { anonymous: 401, stranger: NF, buyer: OK, seller: OK, broker: F, partner: F, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    // The bytes of an evidence file (the web's session download reads them): the case's readers, as GET /dispute/{id}/files/{file_id}; strangers find nothing.
    op: 'node(Dispute) { file { contentBase64 } }',
    covers: 'Query.node',
    stage: 'disputed',
    prepare: disputeWithFile,
    graphql: (c) => ({
      query: `query($id: ID!, $file: Int!) { node(id: $id) { __typename ... on Dispute { file(databaseId: $file) { contentBase64 } } } }`,
      variables: { id: disputeGid(c), file: c.extra.file },
    }),
    check: (answer) => expect((answer as GraphQLAnswer).picked?.file?.contentBase64).toBe(verificationBody.documents[0]!.content),
    expect: {
      anonymous: 401,
      stranger: NULL,
      buyer: 'Dispute',
      seller: 'Dispute',
      broker: 'Dispute',
      partner: 'Dispute',
      asBuyer: 'Dispute',
      asSeller: 'Dispute',
      operator: 'Dispute',
    },
  },
  {
    op: 'releaseFunds',
    covers: 'Mutation.releaseFunds',
    ok: 'ReleaseFundsPayload',
    stage: 'funded',
    prepare: sellerPaidOut,
    graphql: (c) => ({
      query: `mutation($as: String, $item: Int!) { releaseFunds(input: {itemId: $item, amount: "1.00"}, asCustomer: $as) { __typename ${onError} } }`,
      variables: { item: c.tx.goods },
    }),
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: F },
  },
  {
    // Operators reach it; a dispute is no stranded money (it waits for resolveDispute), so nothing is released.
    op: 'releaseStrandedMoney',
    covers: 'Mutation.releaseStrandedMoney',
    stage: 'disputed',
    graphql: onTx(txMutation('releaseStrandedMoney', ', reason: "audit"')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: IS },
  },
  {
    op: 'floatRelease',
    covers: 'Mutation.floatRelease',
    ok: 'FloatReleasePayload',
    stage: 'float',
    graphql: onTx(txMutation('floatRelease')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  {
    op: 'floatCancel',
    covers: 'Mutation.floatCancel',
    ok: 'FloatCancelPayload',
    stage: 'float',
    graphql: onTx(txMutation('floatCancel')),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  // Verification rows last: their events go to every open transaction of the buyer, shared copies included.
  {
    op: 'submitVerification (self)',
    covers: 'Mutation.submitVerification',
    ok: 'VerificationPayload',
    prepare: async (c) => {
      if (c.account) await resetVerification(c.account.id);
    },
    graphql: () => ({ query: submitVerificationQuery, variables: { customer: null } }),
    expect: { anonymous: 401, stranger: OK, buyer: OK, seller: OK, broker: OK, partner: OK, asBuyer: OK, asSeller: OK, operator: OK },
  },
  {
    op: 'submitVerification(customer: the buyer)',
    covers: 'Mutation.submitVerification',
    ok: 'VerificationPayload',
    prepare: () => resetVerification(acct.buyer.id),
    graphql: () => ({ query: submitVerificationQuery, variables: { customer: globalId('Customer', acct.buyer.id) } }),
    witness: buyerVerifications,
    expect: { anonymous: 401, stranger: F, buyer: OK, seller: F, broker: F, partner: F, asBuyer: OK, asSeller: OK, operator: F },
  },
  {
    op: 'approveVerification (a pending one of the buyer)',
    covers: 'Mutation.approveVerification',
    ok: 'VerificationPayload',
    prepare: pendingVerification,
    graphql: (c) => ({
      query: `mutation($id: ID!) { approveVerification(verificationId: $id) { __typename ${onError} } }`,
      variables: { id: globalId('Verification', c.extra.verification!) },
    }),
    witness: buyerVerifications,
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  {
    op: 'rejectVerification (a pending one of the buyer)',
    covers: 'Mutation.rejectVerification',
    ok: 'VerificationPayload',
    prepare: pendingVerification,
    graphql: (c) => ({
      query: `mutation($id: ID!) { rejectVerification(verificationId: $id, reason: "unreadable") { __typename ${onError} } }`,
      variables: { id: globalId('Verification', c.extra.verification!) },
    }),
    witness: buyerVerifications,
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
  {
    op: 'verificationsToReview',
    covers: 'Query.verificationsToReview',
    ok: 'VerificationList',
    graphql: () => ({ query: `{ verificationsToReview { __typename ${onError} } }` }),
    expect: { anonymous: 401, stranger: F, buyer: F, seller: F, broker: F, partner: F, asBuyer: F, asSeller: F, operator: OK },
  },
];

// ---------------------------------------------------------------------------------------------
// Running a cell

/** A success: REST 2xx; GraphQL the success member (OK) or a queried object, not a typed error, `error` or `null`. */
function isSuccess(row: Row, outcome: Outcome): boolean {
  if (row.rest) return typeof outcome === 'number' && outcome >= 200 && outcome < 300;
  return typeof outcome === 'string' && outcome !== ERR && outcome !== NULL && !outcome.endsWith('Error');
}

const notRead = Symbol('not read');

/**
 * The last fingerprint read of each shared copy. Only refused cells use a shared copy and each
 * reads its fingerprint after its request, so that reading is the next cell's "before": a change
 * in between (by anyone) still fails that next cell, and half of the reads are saved.
 */
const sharedFingerprints = new Map<number, unknown>();

async function runCell(row: Row, column: Column): Promise<void> {
  const expected = row.expect[column] === OK ? row.ok! : row.expect[column];
  const fresh = isSuccess(row, row.expect[column]) || row.bugs?.[column] !== undefined;
  const creator = creatorOf(column);
  const tx = row.stage ? await (fresh ? freshTx(row.stage, creator) : sharedTx(row.stage, creator)) : world.tx[creator];
  const cell: Cell = { column, account: accountOf(column), as: asCustomerOf(column), tx, extra: {} };
  await row.prepare?.(cell);
  const fingerprintsShared = row.stage !== undefined && !fresh && !row.witness && !row.prepare;
  const witness = row.witness ?? (row.stage ? () => transactionFingerprint(harness, cell.tx.id) : undefined);
  const before = fresh || !witness ? notRead : fingerprintsShared && sharedFingerprints.has(tx.id) ? sharedFingerprints.get(tx.id) : await witness(cell);

  let outcome: Outcome;
  let answer: RestAnswer | GraphQLAnswer;
  let shown: unknown;
  if (row.rest) {
    const request = row.rest(cell);
    if (cell.as) request.headers = { ...request.headers, 'as-customer': cell.as };
    if (row.covers) {
      const match = router.match(request.method, request.path.split('?')[0]!);
      expect(match.kind === 'found' && `${request.method} ${match.route.path}`, 'the row exercises the route it names').toBe(row.covers);
    }
    answer = await sendRest(harness, cell.account?.auth, request);
    outcome = answer.status;
    shown = answer.body;
  } else {
    const request = row.graphql!(cell);
    request.variables = { ...request.variables, as: cell.as };
    answer = await sendGraphQL(harness, cell.account?.auth, request);
    outcome = answer.outcome;
    shown = { picked: answer.picked, errors: answer.errors };
  }
  expect(outcome, `${row.op} as ${column}: ${JSON.stringify(shown)}`).toBe(expected);
  if (expected === ERR) expect((answer as GraphQLAnswer).errors?.[0]?.message, 'an authorization error').toMatch(/^Not authorized/);
  if (witness && before !== notRead) {
    const after = await witness(cell);
    if (fingerprintsShared) sharedFingerprints.set(tx.id, after);
    expect(after, `${row.op} as ${column} was refused but changed state`).toEqual(before);
  }
  if (isSuccess(row, row.expect[column])) {
    await row.check?.(answer, cell);
    if (row.leaves && !row.bugs?.[column]) handOn(row.leaves, creator, tx);
  }
}

function matrix(rows: Row[]): void {
  for (const row of rows) {
    describe(row.op, () => {
      for (const column of columns) {
        const title = `${column} → ${row.expect[column] === OK ? row.ok : row.expect[column]}`;
        const bug = row.bugs?.[column];
        if (bug) it.fails(`${title} [SECURITY BUG: ${bug}]`, () => runCell(row, column));
        else it(title, () => runCell(row, column));
      }
    });
  }
}

describe('REST access matrix', () => matrix(restRows));
describe('GraphQL access matrix', () => matrix(graphqlRows));

// ---------------------------------------------------------------------------------------------
// Subscriptions: checked when subscribing over graphql-ws (an accepted subscription must then
// deliver an event); unauthenticated, the HTTP request is refused with 401 and the socket closed.

interface SubscriptionRow {
  op: string;
  covers: string;
  query: string;
  variables: (c: Cell) => Record<string, unknown>;
  expect: Expect;
  /** Commits the event the subscription waits for (default: an event of the cell's transaction). */
  trigger?: (partnerId: number) => Promise<void>;
}

const subscriptionRows: SubscriptionRow[] = [
  {
    op: 'subscription transactionEvents(transactionId)',
    covers: 'Subscription.transactionEvents',
    query: 'subscription($id: ID!) { transactionEvents(transactionId: $id) { name transaction { databaseId } } }',
    variables: (c) => ({ id: c.tx.gid }),
    expect: { anonymous: 401, stranger: ERR, buyer: 'data', seller: 'data', broker: 'data', partner: 'data', asBuyer: 'data', asSeller: 'data', operator: ERR },
  },
  {
    op: 'subscription partnerEvents',
    covers: 'Subscription.partnerEvents',
    query: 'subscription { partnerEvents { name transaction { databaseId } } }',
    variables: () => ({}),
    expect: { anonymous: 401, stranger: ERR, buyer: ERR, seller: ERR, broker: ERR, partner: 'data', asBuyer: 'data', asSeller: 'data', operator: ERR },
  },
  {
    op: 'subscription partnerReportReady',
    covers: 'Subscription.partnerReportReady',
    query: 'subscription { partnerReportReady { databaseId status } }',
    variables: () => ({}),
    expect: { anonymous: 401, stranger: ERR, buyer: ERR, seller: ERR, broker: ERR, partner: 'data', asBuyer: 'data', asSeller: 'data', operator: ERR },
    // A finished report of the subscriber's (the partner of the cell's transaction).
    trigger: async (partnerId) => {
      const report = await prisma().reportTask.create({ data: { partnerId, filters: {}, filename: 'matrix.csv', status: 'completed', completedAt: new Date() } });
      await prisma().event.create({ data: { name: 'report_ready', partnerId, payload: { reportId: report.id } } });
      await dispatchOutbox(harness.services, harness.services.events);
    },
  },
];

describe('GraphQL subscriptions', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await harness.listen();
    // The matrix above wrote thousands of events; subscribers only need the ones sent here.
    await prisma().event.updateMany({ where: { dispatchedAt: null }, data: { dispatchedAt: new Date() } });
  });
  afterAll(() => server?.close());

  for (const row of subscriptionRows) {
    describe(row.op, () => {
      for (const column of columns) {
        it(`${column} → ${row.expect[column]}`, async () => {
          const cell: Cell = { column, account: accountOf(column), as: asCustomerOf(column), tx: world.tx[creatorOf(column)], extra: {} };
          if (column === 'anonymous') {
            const response = await harness.fetch('/graphql', {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
              body: JSON.stringify({ query: row.query, variables: row.variables(cell) }),
            });
            expect(response.status).toBe(row.expect.anonymous);
            await response.body?.cancel();
            const socket = await trySubscribe(server.url, undefined, { query: row.query, variables: row.variables(cell) }, async () => {});
            expect(socket.outcome, 'graphql-ws without credentials').toBe('closed 4403');
            return;
          }
          // An event of the cell's transaction (its partner is the transaction's creator).
          const creatorId = acct[creatorOf(column)].id;
          const trigger = row.trigger
            ? () => row.trigger!(creatorId)
            : async () => {
                await prisma().event.create({ data: { name: 'matrix_ping', transactionId: cell.tx.id, partnerId: creatorId } });
                await dispatchOutbox(harness.services, harness.services.events);
              };
          const result = await trySubscribe(server.url, cell.account!.auth, { query: row.query, variables: row.variables(cell) }, trigger);
          expect(result.outcome, `${row.op} as ${column}: ${JSON.stringify(result.detail)}`).toBe(row.expect[column]);
          if (result.outcome === 'error') expect(JSON.stringify(result.detail)).toMatch(/Only the parties of a transaction may view it|Not authorized/);
          if (result.outcome === 'data' && !row.trigger) {
            const event = Object.values(result.detail as Record<string, { transaction: { databaseId: number } | null }>)[0]!;
            expect(event.transaction?.databaseId, 'only events of transactions the subscriber may see').toBe(cell.tx.id);
          }
        });
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// More BOLA: objects named inside the caller's own containers, and As-Customer misused.

describe('BOLA beyond the matrix', () => {
  /** A draft and a live sale of the approved partner naming the stranger as buyer, made once. */
  let named: Promise<{ draftParty: number; sale: number }> | undefined;
  const namedStranger = () =>
    (named ??= (async () => {
      const body = (isDraft: boolean) => ({
        ...brokeredSale(`matrix-named-${next()}`, isDraft),
        parties: [
          { role: 'buyer', customer: acct.stranger.email },
          { role: 'seller', customer: 'named-seller@matrix.test' },
        ],
        items: [
          { ...brokeredSale('').items[0], schedule: [{ amount: '10.00', payer_customer: acct.stranger.email, beneficiary_customer: 'named-seller@matrix.test' }] },
        ],
      });
      const draft = await expectRest(acct.approved, { method: 'POST', path: '/transaction', body: body(true) }, 201);
      const sale = await expectRest(acct.approved, { method: 'POST', path: '/transaction', body: body(false) }, 201);
      const parties = draft.body.parties as { id: number; role: string }[];
      return { draftParty: parties.find((party) => party.role === 'buyer')!.id, sale: sale.body.id as number };
    })());
  const cases: { name: string; run: () => Promise<Outcome>; expect: Outcome; bug?: string }[] = [
    {
      name: 'stranger reads the partner’s delivery under its own webhook',
      run: async () => (await rest(acct.stranger, get(() => `/customer/me/webhook/${world.strangerWebhookId}/deliveries/${world.deliveryId}`)({} as Cell))).status,
      expect: 404,
    },
    {
      name: 'stranger redelivers the partner’s delivery under its own webhook',
      run: async () =>
        (await rest(acct.stranger, { method: 'POST', path: `/customer/me/webhook/${world.strangerWebhookId}/deliveries/${world.deliveryId}/redeliver` })).status,
      expect: 404,
    },
    {
      name: 'seller selects the broker’s saved method for its payout',
      run: async () =>
        (
          await rest(acct.seller, {
            method: 'POST',
            path: `/transaction/${(await build('created', 'partner')).id}/disbursement_methods`,
            body: { id: world.methodId.broker },
          })
        ).status,
      expect: 422,
    },
    {
      name: 'unapproved partner with As-Customer: buyer receives',
      run: async () => {
        const tx = await build('shipped', 'partner');
        return (
          await rest(acct.partner, { method: 'PATCH', path: `/transaction/${tx.id}`, body: { action: 'receive' }, headers: { 'as-customer': acct.buyer.email } })
        ).status;
      },
      expect: 403,
    },
    {
      name: 'unapproved partner with As-Customer: buyer lists payment methods',
      run: async () =>
        (await rest(acct.partner, { method: 'GET', path: `/transaction/${world.tx.partner.id}/payment_methods`, headers: { 'as-customer': acct.buyer.email } }))
          .status,
      expect: 403,
    },
    {
      name: 'approved partner with As-Customer: buyer on a transaction it is not partner of',
      run: async () => {
        const tx = await build('shipped', 'partner');
        return (
          await rest(acct.approved, { method: 'PATCH', path: `/transaction/${tx.id}`, body: { action: 'receive' }, headers: { 'as-customer': acct.buyer.email } })
        ).status;
      },
      expect: 403,
    },
    {
      name: 'approved partner with As-Customer naming a non-party',
      run: async () => {
        const tx = await build('created', 'approved');
        return (
          await rest(acct.approved, { method: 'PATCH', path: `/transaction/${tx.id}`, body: { action: 'agree' }, headers: { 'as-customer': acct.stranger.email } })
        ).status;
      },
      expect: 403,
    },
    {
      name: 'approved partner with As-Customer naming itself',
      run: async () => {
        const tx = await build('created', 'approved');
        return (
          await rest(acct.approved, { method: 'PATCH', path: `/transaction/${tx.id}`, body: { action: 'agree' }, headers: { 'as-customer': acct.approved.email } })
        ).status;
      },
      expect: 403,
    },
    {
      name: 'buyer (no partner) with As-Customer: seller ships',
      run: async () => {
        const tx = await build('funded', 'partner');
        return (await rest(acct.buyer, { method: 'PATCH', path: `/transaction/${tx.id}`, body: { action: 'ship' }, headers: { 'as-customer': acct.seller.email } }))
          .status;
      },
      expect: 403,
    },
    {
      // A refused batch answers 409 over REST unless a payload was invalid (decisions.md), even
      // when the inner refusal is "As-Customer may not accept"; GraphQL answers ForbiddenError.
      name: 'approved partner with As-Customer: buyer batches an accept',
      run: async () => {
        const tx = await build('received', 'approved');
        const body = { action: 'batch', batch_information: { actions: [{ action: 'accept' }] } };
        return (await rest(acct.approved, { method: 'PATCH', path: `/transaction/${tx.id}`, body, headers: { 'as-customer': acct.buyer.email } })).status;
      },
      expect: 409,
    },
    {
      name: 'approved partner reads a customer it shares no transaction with',
      run: async () => (await rest(acct.approved, get(() => `/customer/${acct.stranger.id}`)({} as Cell))).status,
      expect: 403,
    },
    // Reach by relationship (docs/security.md "Reach"): the stranger never joined the approved
    // partner; the approved partner names it as the buyer of a draft (and of a live sale) of its
    // own (201). Naming grants nothing on any door.
    {
      name: 'approved partner names the stranger in a draft of its own: GET /customer/{stranger}',
      run: async () => {
        await namedStranger();
        return (await rest(acct.approved, get(() => `/customer/${acct.stranger.id}`)({} as Cell))).status;
      },
      expect: 403,
    },
    {
      name: 'approved partner names the stranger in a draft of its own: PATCH /customer/{stranger} (nothing changes)',
      run: async () => {
        await namedStranger();
        const before = await prisma().customer.findUniqueOrThrow({ where: { id: acct.stranger.id } });
        const answer = await rest(acct.approved, { method: 'PATCH', path: `/customer/${acct.stranger.id}`, body: { phone_number: '+1 555 0199' } });
        expect(await prisma().customer.findUniqueOrThrow({ where: { id: acct.stranger.id } })).toEqual(before);
        return answer.status;
      },
      expect: 403,
    },
    {
      name: 'approved partner names the stranger in a draft of its own: PATCH /party/{stranger party}',
      run: async () => (await rest(acct.approved, { method: 'PATCH', path: `/party/${(await namedStranger()).draftParty}`, body: { last_name: 'X' } })).status,
      expect: 403,
    },
    {
      name: 'approved partner names the stranger in a draft of its own: GET /partner/customer/{stranger}',
      run: async () => {
        await namedStranger();
        return (await rest(acct.approved, get(() => `/partner/customer/${acct.stranger.id}`)({} as Cell))).status;
      },
      expect: 404,
    },
    {
      name: 'GraphQL: approved partner names the stranger in a draft of its own: node(stranger)',
      run: async () => {
        await namedStranger();
        return (
          await sendGraphQL(harness, acct.approved.auth, {
            query: 'query($id: ID!) { node(id: $id) { __typename } }',
            variables: { id: globalId('Customer', acct.stranger.id) },
          })
        ).outcome;
      },
      expect: NULL,
    },
    {
      name: 'approved partner with As-Customer: the stranger it named in a sale of its own agrees',
      run: async () => {
        const { sale } = await namedStranger();
        const answer = await rest(acct.approved, {
          method: 'PATCH',
          path: `/transaction/${sale}`,
          body: { action: 'agree' },
          headers: { 'as-customer': acct.stranger.email },
        });
        return answer.status;
      },
      expect: 403,
    },
    {
      name: 'approved partner updates a party of a transaction it is not partner of',
      run: async () => (await rest(acct.approved, { method: 'PATCH', path: `/party/${world.tx.partner.party.buyer}`, body: { last_name: 'X' } })).status,
      expect: 403,
    },
    {
      name: 'GraphQL: approved partner receiveItems(asCustomer: buyer) on a transaction it is not partner of',
      run: async () => {
        const tx = await build('shipped', 'partner');
        return (await sendGraphQL(harness, acct.approved.auth, { query: partyMutation('receiveItems'), variables: { id: tx.gid, as: acct.buyer.email } })).outcome;
      },
      expect: F,
    },
    {
      name: 'GraphQL: unapproved partner paymentMethods(asCustomer: buyer)',
      run: async () =>
        (
          await sendGraphQL(harness, acct.partner.auth, {
            query: `query($id: ID!, $as: String) { transaction(id: $id) { ... on Transaction { paymentMethods(asCustomer: $as) { __typename } } } }`,
            variables: { id: world.tx.partner.gid, as: acct.buyer.email },
            pick: (data: Json) => data?.transaction?.paymentMethods,
          })
        ).outcome,
      expect: F,
    },
    {
      // decisions.md: "no object of another account is reachable, none is confirmed to exist";
      // Transaction nodes follow it (null either way).
      name: 'GraphQL: node(id) answers alike for another account’s API key and for one that does not exist (foreign / missing)',
      run: async () => {
        const lookup = (id: number) =>
          sendGraphQL(harness, acct.stranger.auth, { query: 'query($id: ID!) { node(id: $id) { __typename } }', variables: { id: globalId('ApiKey', id) } });
        return `${(await lookup(world.buyerKeyId)).outcome} / ${(await lookup(999999)).outcome}`;
      },
      // Node loaders carry the access rule (src/graphql/node-access.ts), so both load as null.
      expect: 'null / null',
    },
    {
      name: 'GraphQL: stranger redelivers the partner’s delivery',
      run: async () =>
        (
          await sendGraphQL(harness, acct.stranger.auth, {
            query: `mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { __typename } }`,
            variables: { id: globalId('WebhookDelivery', world.deliveryId) },
          })
        ).outcome,
      expect: NF,
    },
  ];
  for (const { name, run, expect: expected, bug } of cases) {
    if (bug) it.fails(`${name} → ${expected} [SECURITY BUG: ${bug}]`, async () => expect(await run()).toBe(expected));
    else it(`${name} → ${expected}`, async () => expect(await run()).toBe(expected));
  }
});

// ---------------------------------------------------------------------------------------------
// Mass assignment: privileged columns cannot be set through the API (read back from the database).

describe('mass assignment', () => {
  const privileged = (id: number) =>
    prisma().customer.findUniqueOrThrow({
      where: { id },
      select: {
        email: true,
        passwordHash: true,
        isPartner: true,
        isOperator: true,
        actAsCustomerApproved: true,
        personalVerificationStatus: true,
        companyVerificationStatus: true,
        createdById: true,
        firstName: true,
        _count: { select: { apiKeys: true, webhooks: true } },
      },
    });

  const refused: [string, unknown][] = [
    ['is_partner', true],
    ['is_operator', true],
    ['act_as_customer_approved', true],
    ['password_hash', 'scrypt$forged'],
    ['personal_verification_status', 'verified'],
    ['company_verification_status', 'verified'],
    ['isPartner', true],
    ['isOperator', true],
    ['actAsCustomerApproved', true],
    ['passwordHash', 'scrypt$forged'],
    ['created_by_id', 1],
    ['email', 'someone.else@matrix.test'],
  ];
  const callers = ['stranger', 'partner'] as const;

  describe.each(callers)('PATCH /customer/me as %s', (caller) => {
    it.each(refused)('with %s answers 422 and changes nothing, not even the fields sent with it', async (field, value) => {
      const account = acct[caller];
      const before = await privileged(account.id);
      const answer = await rest(account, { method: 'PATCH', path: '/customer/me', body: { first_name: 'Mallory', [field]: value } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(await privileged(account.id)).toEqual(before);
    });

    it.each([
      ['verification', { personal: { status: 'verified' }, company: { status: 'verified' } }],
      ['electronic_verification', { available: true, documents_supported: ['passport'] }],
      ['id', 1],
      ['webhooks', [{ id: 1, url: 'https://hooks.example.com/stolen' }]],
    ] as [string, unknown][])('with the read-only %s answers 200 and ignores it', async (field, value) => {
      const account = acct[caller];
      const before = await privileged(account.id);
      const buyerBefore = await privileged(acct.buyer.id);
      const answer = await rest(account, { method: 'PATCH', path: '/customer/me', body: { [field]: field === 'id' ? acct.buyer.id : value } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.id).toBe(account.id);
      expect(await privileged(account.id)).toEqual(before);
      expect(await privileged(acct.buyer.id)).toEqual(buyerBefore);
    });
  });

  it('an approved partner cannot set privileged fields of a customer it acts for (PATCH /customer/{id}, /party/{id})', async () => {
    const before = await privileged(acct.buyer.id);
    for (const [field, value] of refused) {
      for (const path of [`/customer/${acct.buyer.id}`, `/party/${world.tx.approved.party.buyer}`]) {
        const answer = await rest(acct.approved, { method: 'PATCH', path, body: { [field]: value } });
        expect(answer.status, `${path} ${field}: ${JSON.stringify(answer.body)}`).toBe(422);
      }
    }
    expect(await privileged(acct.buyer.id)).toEqual(before);
  });

  it('POST /customer with a privileged field answers 422 and creates no account', async () => {
    for (const [field, value] of refused.filter(([field]) => field !== 'email')) {
      const email = `privileged${next()}@matrix.test`;
      const answer = await rest(acct.stranger, { method: 'POST', path: '/customer', body: { email, [field]: value } });
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(await prisma().customer.count({ where: { email } })).toBe(0);
    }
  });

  it('PATCH /customer/me/api_key/{id} cannot move a key to another account or set its hash', async () => {
    const key = await prisma().apiKey.findFirstOrThrow({ where: { customerId: acct.stranger.id } });
    for (const body of [{ customer_id: acct.buyer.id }, { key_hash: 'forged' }, { customerId: acct.buyer.id }]) {
      const answer = await rest(acct.stranger, { method: 'PATCH', path: `/customer/me/api_key/${key.id}`, body });
      expect(answer.status, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(422);
    }
    expect(await prisma().apiKey.findUniqueOrThrow({ where: { id: key.id } })).toEqual(key);
  });

  it('POST /transaction cannot name a partner, nor set its creator or state', async () => {
    const base = {
      ...brokeredSale('mass-assignment'),
      parties: [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: acct.seller.email },
      ],
      items: [{ ...brokeredSale('').items[0], schedule: [{ amount: '10.00', payer_customer: 'me', beneficiary_customer: acct.seller.email }] }],
    };
    const before = await prisma().transaction.count();
    const partnerParty = await rest(acct.stranger, {
      method: 'POST',
      path: '/transaction',
      body: { ...base, parties: [...base.parties, { role: 'partner', customer: acct.approved.email }] },
    });
    expect(partnerParty.status, JSON.stringify(partnerParty.body)).toBe(422);
    expect(await prisma().transaction.count()).toBe(before);
    // Unknown top-level keys are ignored (integrators send whole objects back): the caller is the creator, the state is new.
    const extras = { creator_id: acct.approved.id, creator: acct.approved.email, partner: acct.approved.email, status_code: 80, is_cancelled: true, version: 7 };
    const created = await rest(acct.stranger, { method: 'POST', path: '/transaction', body: { ...base, ...extras } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = await prisma().transaction.findUniqueOrThrow({ where: { id: created.body.id }, include: { parties: true } });
    expect({ creator: stored.creatorId, cancelled: stored.isCancelled, version: stored.version }).toEqual({
      creator: acct.stranger.id,
      cancelled: false,
      version: 0,
    });
    expect(stored.statusCode).not.toBe(80);
    expect(stored.parties.filter((party) => party.role === 'partner').map((party) => party.customerId)).toEqual([acct.stranger.id]);
  });

  it('POST /customer/me/api_key with another customer_id makes a key of the caller; POST /customer/me/webhook refuses it', async () => {
    const key = await rest(acct.stranger, { method: 'POST', path: '/customer/me/api_key', body: { name: 'mine', customer_id: acct.buyer.id, is_active: false } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    expect(await prisma().apiKey.findUniqueOrThrow({ where: { id: key.body.id } })).toMatchObject({ customerId: acct.stranger.id, isActive: true });
    const hooks = await prisma().webhook.count({ where: { customerId: acct.buyer.id } });
    const hook = await rest(acct.stranger, { method: 'POST', path: '/customer/me/webhook', body: { url: `${receiver.url}?mass`, customer_id: acct.buyer.id } });
    expect(hook.status, JSON.stringify(hook.body)).toBe(422);
    expect(await prisma().webhook.count({ where: { customerId: acct.buyer.id } })).toBe(hooks);
  });

  it('GraphQL updateCustomer has no privileged input fields', async () => {
    const before = await privileged(acct.partner.id);
    for (const field of ['isPartner: true', 'isOperator: true', 'actAsCustomerApproved: true', 'passwordHash: "x"', 'personalVerificationStatus: "verified"']) {
      const answer = await sendGraphQL(harness, acct.partner.auth, { query: `mutation { updateCustomer(input: {${field}}) { __typename } }` });
      // Refused by GraphQL validation before anything runs: no data, an error naming the field.
      expect(answer.data, field).toBeUndefined();
      expect(answer.errors?.[0]?.message, field).toMatch(/is not defined by type "UpdateCustomerInput"/);
    }
    expect(await privileged(acct.partner.id)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Coverage: every route of the REST table and every root field of the schema has a row.

describe('coverage', () => {
  it('covers every route of the REST route table', () => {
    const table = restRoutes;
    const covered = new Set(restRows.map((row) => row.covers));
    expect(table.map((route) => `${route.method} ${route.path}`).filter((route) => !covered.has(route))).toEqual([]);
  });

  it('covers every query, mutation and subscription of the schema', () => {
    const fields = (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) =>
      Object.keys(schema.getType(type) && 'getFields' in schema.getType(type)! ? (schema.getType(type) as Json).getFields() : {}).map((name) => `${type}.${name}`),
    );
    const covered = new Set([...graphqlRows, ...subscriptionRows].map((row) => row.covers));
    expect(fields.filter((field) => !covered.has(field))).toEqual([]);
  });
});
