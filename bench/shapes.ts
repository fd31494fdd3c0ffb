/**
 * Parse cost of the 2017 create-transaction body: the REST parser declared with zod
 * (src/rest/parse/create-transaction.ts) against the hand-written reader it replaced, the same
 * shape with zod checking only (no transforms) and TypeBox 1.x (its compiled checker alone, and
 * checking then decoding).
 * Each candidate turns the wire JSON into the domain's CreateTransactionInput (camelCase,
 * amounts in minor units, due dates as Date) or lists its problems.
 * Then the TransactionAction bodies (PATCH /transaction/{id}): the declaration of
 * src/rest/parse/transaction-action.ts against the hand-written reader it replaced, each turning
 * the wire JSON into the lifecycle core's Command.
 *
 *   npx tsx bench/shapes.ts [--rounds 7] [--iterations 20000] [--only hand,zod] [--bodies create,action]
 *
 * The TypeBox column needs the package, which the service does not depend on:
 * `npm install --no-save typebox@1` first (the column is skipped without it).
 * Figures: BENCHMARKS.md, "REST body parsing"; the choice: docs/decisions.md.
 */
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { feeTypes } from '../src/domain/fees/compute.js';
import { itemTypes } from '../src/domain/shared/item-types.js';
import { currencies, parseMoney } from '../src/domain/shared/money.js';
import { parseCreateTransaction } from '../src/rest/parse/create-transaction.js';
import { readTimestamp } from '../src/rest/parse/json.js';
import { parseTransactionAction } from '../src/rest/parse/transaction-action.js';
import { parseCreateTransactionByHand } from './create-transaction-hand-written.js';
import { parseTransactionActionByHand } from './transaction-action-hand-written.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    iterations: { type: 'string', default: '20000' },
    only: { type: 'string' },
    bodies: { type: 'string', default: 'create,action' },
  },
});
const bodies = values.bodies.split(',');
const rounds = Number(values.rounds);
const iterations = Number(values.iterations);

/** The contract's domain-name example with a milestone-free second item and a fee: a realistic create. */
const valid = {
  parties: [
    { role: 'buyer', customer: 'me' },
    { role: 'seller', customer: 'seller@example.com' },
    { role: 'broker', customer: 'broker@example.com' },
  ],
  currency: 'usd',
  description: 'The sale of example.com',
  reference: 'order-1234',
  items: [
    {
      title: 'example.com',
      description: 'example.com domain name',
      type: 'domain_name',
      inspection_period: 259200,
      quantity: 1,
      extra_attributes: { with_content: true, concierge: false },
      schedule: [{ amount: 1000.0, payer_customer: 'me', beneficiary_customer: 'seller@example.com' }],
      fees: [{ type: 'escrow', payer_customer: 'me', split: '0.5' }],
    },
    {
      title: 'Broker commission',
      type: 'broker_fee',
      schedule: [{ amount: '50.00', payer_customer: 'seller@example.com', beneficiary_customer: 'broker@example.com' }],
    },
  ],
};
/** The same with five unreadable values (a wrong type, a bad amount, a bad date, an unknown enum, a non-object entry). */
const invalid = {
  ...valid,
  currency: 'doubloons',
  is_draft: 'yes',
  parties: [...valid.parties, 'nobody'],
  items: [
    { ...valid.items[0], schedule: [{ amount: '10.001', payer_customer: 'me', beneficiary_customer: 'seller@example.com', due_date: 'soon' }] },
    valid.items[1],
  ],
};

// ------------------------------------------------------------------ zod, a check only (no transforms)
const customer = z.string({ error: 'must be an email address or me' });
const zodCheckOnly = z.object({
  currency: z.enum(currencies).optional(),
  description: z.string().optional(),
  reference: z.string().optional(),
  is_draft: z.boolean().optional(),
  parties: z.array(z.object({ role: z.enum(['buyer', 'seller', 'broker', 'partner']).optional(), customer: customer.optional() })).optional(),
  items: z
    .array(
      z.object({
        title: z.string().optional(),
        description: z.string().optional(),
        type: z.enum(itemTypes).optional(),
        quantity: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
        inspection_period: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
        extra_attributes: z.object({ with_content: z.boolean().optional(), concierge: z.boolean().optional() }).optional(),
        schedule: z
          .array(
            z.object({
              amount: z.union([z.number(), z.string()]),
              payer_customer: customer.optional(),
              beneficiary_customer: customer.optional(),
              due_date: z.string().optional(),
            }),
          )
          .optional(),
        fees: z
          .array(z.object({ type: z.enum(feeTypes).optional(), payer_customer: customer.optional(), split: z.union([z.number(), z.string()]).optional() }))
          .optional(),
      }),
    )
    .optional(),
});

// ------------------------------------------------------------------ TypeBox 1.x: compiled check, then decode
interface Candidate {
  name: string;
  parse: (body: unknown) => unknown;
}

/** The part of TypeBox 1.x's API used here. */
type Schema = object;
interface TypeBox {
  Object(properties: Record<string, Schema>): Schema;
  Array(items: Schema): Schema;
  Union(options: Schema[]): Schema;
  Optional(schema: Schema): Schema;
  String(options?: object): Schema;
  Number(): Schema;
  Integer(): Schema;
  Boolean(): Schema;
  Enum(values: string[]): Schema;
  Decode(schema: Schema, decode: (value: never) => unknown): Schema;
}
interface CompiledSchema {
  Check(value: unknown): boolean;
  Errors(value: unknown): unknown[];
  Decode(value: unknown): unknown;
}

async function typeboxCandidate(): Promise<Candidate[]> {
  let Type: TypeBox;
  let Compile: (schema: unknown) => CompiledSchema;
  try {
    // Names in variables: the service does not depend on typebox, and tsc must not look for it.
    const [typeboxName, compileName] = ['typebox', 'typebox/compile'];
    Type = ((await import(typeboxName)) as { default: TypeBox }).default;
    ({ Compile } = (await import(compileName)) as { Compile: (schema: unknown) => CompiledSchema });
  } catch {
    return [];
  }
  const money = Type.Decode(Type.Union([Type.Number(), Type.String()]), (value: number | string) => {
    const parsed = parseMoney(value);
    return parsed.ok ? parsed.minor : undefined;
  });
  const whole = Type.Decode(Type.Union([Type.Integer(), Type.String({ pattern: '^\\d+$' })]), Number);
  const date = Type.Decode(Type.String(), (value: string) => {
    const read = readTimestamp(value);
    return read.ok ? read.value : undefined;
  });
  const email = Type.String();
  const schema = Type.Object({
    currency: Type.Optional(Type.Enum([...currencies])),
    description: Type.Optional(Type.String()),
    reference: Type.Optional(Type.String()),
    is_draft: Type.Optional(Type.Boolean()),
    parties: Type.Optional(Type.Array(Type.Object({ role: Type.Optional(Type.Enum(['buyer', 'seller', 'broker', 'partner'])), customer: Type.Optional(email) }))),
    items: Type.Optional(
      Type.Array(
        Type.Object({
          title: Type.Optional(Type.String()),
          description: Type.Optional(Type.String()),
          type: Type.Optional(Type.Enum([...itemTypes])),
          quantity: Type.Optional(whole),
          inspection_period: Type.Optional(whole),
          extra_attributes: Type.Optional(Type.Object({ with_content: Type.Optional(Type.Boolean()), concierge: Type.Optional(Type.Boolean()) })),
          schedule: Type.Optional(
            Type.Array(
              Type.Object({ amount: money, payer_customer: Type.Optional(email), beneficiary_customer: Type.Optional(email), due_date: Type.Optional(date) }),
            ),
          ),
          fees: Type.Optional(
            Type.Array(
              Type.Object({
                type: Type.Optional(Type.Enum([...feeTypes])),
                payer_customer: Type.Optional(email),
                split: Type.Optional(Type.Union([Type.Number(), Type.String()])),
              }),
            ),
          ),
        }),
      ),
    ),
  });
  const validator = Compile(schema);
  // The wire names become the domain's: the part TypeBox leaves to hand-written code.
  const camel = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(camel);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) out[key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = camel(entry);
    return out;
  };
  return [
    { name: 'typebox 1.x check only', parse: (body) => validator.Check(body) || validator.Errors(body) },
    {
      name: 'typebox 1.x check + decode',
      parse: (body) => (validator.Check(body) ? camel(validator.Decode(body)) : validator.Errors(body)),
    },
  ];
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median µs per parse of each candidate; rounds interleave the candidates so that they share the machine's noise. */
function measure(parsers: ((body: unknown) => unknown)[], body: unknown): number[] {
  for (const parse of parsers) for (let index = 0; index < iterations / 4; index++) parse(body);
  const perRound: number[][] = parsers.map(() => []);
  for (let round = 0; round < rounds; round++) {
    parsers.forEach((parse, candidate) => {
      // CPU time of this process: on a shared machine, wall time mostly measures the neighbours.
      const start = process.cpuUsage();
      for (let index = 0; index < iterations; index++) parse(body);
      perRound[candidate]!.push(process.cpuUsage(start).user / iterations);
    });
  }
  return perRound.map(median);
}

const candidates: Candidate[] = [
  { name: 'hand-written (before)', parse: parseCreateTransactionByHand },
  { name: 'zod 4 (src/rest/parse)', parse: parseCreateTransaction },
  { name: 'zod 4 check only', parse: (body) => zodCheckOnly.safeParse(body) },
];
const typebox = await typeboxCandidate();
if (typebox.length > 0) candidates.push(...typebox);
else console.log('(typebox not installed: npm install --no-save typebox@1 for that column)');

// --only hand,zod: those candidates alone (the others' code, run in the same process, makes V8's
// shared paths polymorphic and slows every candidate).
if (values.only) {
  const wanted = values.only.split(',');
  candidates.splice(0, candidates.length, ...candidates.filter((candidate) => wanted.some((prefix) => candidate.name.startsWith(prefix))));
}
if (bodies.includes('create')) {
  console.log(`create-transaction body, median µs of CPU per parse, ${rounds} interleaved rounds × ${iterations}`);
  console.log(['candidate'.padEnd(32), 'valid'.padStart(8), 'invalid'.padStart(8)].join(' '));
  const validMedians = measure(
    candidates.map((candidate) => candidate.parse),
    valid,
  );
  const invalidMedians = measure(
    candidates.map((candidate) => candidate.parse),
    invalid,
  );
  candidates.forEach((candidate, index) => {
    console.log([candidate.name.padEnd(32), validMedians[index]!.toFixed(2).padStart(8), invalidMedians[index]!.toFixed(2).padStart(8)].join(' '));
  });
}

// ------------------------------------------------------------------ TransactionAction bodies
/** Typical action bodies: a shipment with tracking, new terms for a milestone, a batch of three; and a shipment with two unreadable values. */
const actionBodies: Record<string, unknown> = {
  ship: {
    action: 'ship',
    shipping_information: {
      tracking_information: { carrier: 'UPS', tracking_id: '1Z999AA10123456784', carrier_contact: 'support@ups.com' },
      authorization_type: 'push',
    },
  },
  modify_terms: {
    action: 'modify_terms',
    modify_terms_information: {
      description: 'New terms',
      items: [{ id: 12, title: 'Milestone 1', inspection_period: 259200, schedule: [{ id: 30, amount: '1250.00' }] }],
    },
  },
  batch: {
    action: 'batch',
    batch_information: {
      actions: [
        { action: 'ship', item_id: 12, shipping_information: { tracking_information: { carrier: 'UPS', tracking_id: '1Z999AA1' } } },
        { action: 'receive', item_id: 12 },
        { action: 'reject', item_id: 13, rejection_information: { rejection_reason: 'Damaged' } },
      ],
    },
  },
  'ship, invalid': { action: 'ship', shipping_information: { tracking_information: { carrier: 5, tracking_id: 'T1' }, authorization_type: 'pull' } },
};
const actionCandidates: Candidate[] = [
  { name: 'hand-written (before)', parse: (body: unknown) => parseTransactionActionByHand(body) },
  { name: 'zod 4 (src/rest/parse)', parse: (body: unknown) => parseTransactionAction(body) },
].filter((candidate) => !values.only || values.only.split(',').some((prefix) => candidate.name.startsWith(prefix)));
if (bodies.includes('action')) {
  const names = Object.keys(actionBodies);
  console.log(`TransactionAction bodies, median µs of CPU per parse, ${rounds} interleaved rounds × ${iterations}`);
  console.log(['candidate'.padEnd(32), ...names.map((name) => name.padStart(14))].join(' '));
  const medians = names.map((name) =>
    measure(
      actionCandidates.map((candidate) => candidate.parse),
      actionBodies[name],
    ),
  );
  actionCandidates.forEach((candidate, index) => {
    console.log([candidate.name.padEnd(32), ...medians.map((row) => row[index]!.toFixed(2).padStart(14))].join(' '));
  });
}
