/**
 * Hostile requests for the fuzz tests: seeded generators of what a careless or hostile client
 * sends (wrong types, huge and odd numbers, NUL and unpaired surrogates, deep and huge JSON,
 * bad encodings, wrong methods), and the checks every answer must pass: never a 500 or an
 * unexpected GraphQL error, never a hang, and the database unchanged by a refused request.
 */
import fc from 'fast-check';
import type { Harness } from '../support/harness.js';

export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20261124);

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\uffff',
  '😀',
  'me',
  'escrow',
  'ME',
  'buyer@example.com',
  'seller@example.com',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '1.005',
  '-1000.00',
  '99999999999999999999',
  '2026-02-30T00:00:00Z',
  '2026-05-01T00:00:00+25:00',
  'https://127.0.0.1/hook',
  'javascript:alert(1)',
  'x'.repeat(5000),
  '9'.repeat(50_000),
  'é'.repeat(300),
];

const oddNumbers = [0, -0, -1, 1, 1.5, 1.005, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324, 0.1 + 0.2, 259200];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'a', '€'), maxLength: 20 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...oddNumbers), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Field names the REST bodies use, so that generated objects reach the parsers' branches. */
const wireFieldNames = [
  'action',
  'items',
  'schedule',
  'amount',
  'parties',
  'role',
  'customer',
  'currency',
  'description',
  'title',
  'type',
  'inspection_period',
  'payer_customer',
  'beneficiary_customer',
  'fees',
  'split',
  'name',
  'is_active',
  'url',
  'first_name',
  'address',
  'disbursement_methods',
  'tax_numbers',
  'shipping_information',
  'tracking_information',
  'batch_information',
  'actions',
  'id',
  'seconds',
  'return_url',
  'wire_reference',
  'email',
  'reference',
  'extra_attributes',
  'privacy',
  'due_date',
];

/** Any JSON value, odd ones favoured. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom(...wireFieldNames)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Sets `value` at a path of a copy of `template` (a mutation of a valid body). */
function mutate(template: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(template)) {
    const copy = [...(template as unknown[])];
    copy[Number(head) % Math.max(copy.length, 1)] = mutate(copy[Number(head) % Math.max(copy.length, 1)], rest, value);
    return copy;
  }
  if (typeof template === 'object' && template !== null) {
    const record = template as Record<string, unknown>;
    const keys = Object.keys(record);
    const key = typeof head === 'number' && keys.length > 0 ? keys[head % keys.length]! : String(head);
    return { ...record, [key]: mutate(record[key], rest, value) };
  }
  return value;
}

/** A valid-looking template with one to three values replaced by hostile ones, somewhere inside. */
export function mutatedBody(templates: unknown[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...templates), fc.array(fc.tuple(fc.array(fc.nat(12), { minLength: 0, maxLength: 5 }), hostileJson), { minLength: 1, maxLength: 3 }))
    .map(([template, changes]) => changes.reduce((body, [path, value]) => mutate(body, path, value), template));
}

/** A raw body: JSON of a value, or something that is not JSON at all. */
export type RawBody = { kind: 'json'; value: unknown } | { kind: 'bytes'; bytes: Uint8Array<ArrayBuffer>; label: string };

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

export const hostileBytes: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(
    { kind: 'bytes' as const, label: 'invalid UTF-8', bytes: Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { kind: 'bytes' as const, label: 'overlong UTF-8 NUL', bytes: Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]) },
    { kind: 'bytes' as const, label: 'UTF-16 JSON', bytes: new Uint8Array(Buffer.from('{"name":"x"}', 'utf16le')) },
    { kind: 'bytes' as const, label: 'deep arrays', bytes: new TextEncoder().encode(deepArray(50_000)) },
    { kind: 'bytes' as const, label: 'deep objects', bytes: new TextEncoder().encode(deepObject(20_000)) },
    { kind: 'bytes' as const, label: 'moderately deep', bytes: new TextEncoder().encode(`{"items":${deepArray(200)}}`) },
    { kind: 'bytes' as const, label: 'huge body', bytes: new TextEncoder().encode(JSON.stringify({ description: 'x'.repeat(1_100_000) })) },
    { kind: 'bytes' as const, label: 'wide list', bytes: new TextEncoder().encode(JSON.stringify({ items: Array.from({ length: 20_000 }, () => ({})) })) },
    { kind: 'bytes' as const, label: 'truncated JSON', bytes: new TextEncoder().encode('{"action": "agr') },
    { kind: 'bytes' as const, label: 'duplicate keys', bytes: new TextEncoder().encode('{"action":"agree","action":{"x":1}}') },
    { kind: 'bytes' as const, label: 'big number', bytes: new TextEncoder().encode(`{"amount": 1${'0'.repeat(400)}}`) },
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'bytes' as const, label: 'random bytes', bytes: new Uint8Array(bytes) })),
);

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/merge-patch+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  null,
);

export const methods = fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS');

/** A row count and checksum of every table. */
export async function databaseChecksum(harness: Harness): Promise<string> {
  const tables = await tableNames(harness);
  // Order-independent: a count and a sum of row hashes per table, in one statement.
  const parts = tables.map((table) => `(SELECT '${table}:' || count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) FROM "${table}" t)`);
  const rows = await harness.services.prisma.$queryRawUnsafe<{ checksum: string }[]>(`SELECT ${parts.join(" || '|' || ")} AS checksum`);
  return rows[0]!.checksum;
}

let cachedTables: string[] | undefined;
async function tableNames(harness: Harness): Promise<string[]> {
  cachedTables ??= (
    await harness.services.prisma.$queryRawUnsafe<{ name: string }[]>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_prisma%' ORDER BY table_name`,
    )
  ).map((row) => row.name);
  return cachedTables;
}

export interface Sent {
  label: string;
  status: number;
  body: string;
  ms: number;
}

/** Sends a request with a time limit: a hang fails the test instead of stalling it. */
export async function sendWithin(harness: Harness, label: string, path: string, init: RequestInit, ms = 10_000): Promise<Sent> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${label}`)), ms);
  });
  try {
    const response = await Promise.race([harness.fetch(path, init), timeout]);
    const body = await Promise.race([response.text(), timeout]);
    return { label, status: response.status, body, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Describes a request for a failure message, without pages of generated text. */
export function describeRequest(method: string, path: string, body: unknown): string {
  const text = typeof body === 'string' ? body : body instanceof Uint8Array ? `<${body.byteLength} bytes>` : JSON.stringify(body);
  return `${method} ${path.slice(0, 200)} ${String(text).slice(0, 300)}`;
}

/** Every byte of the text's UTF-8 percent-encoded (unpaired surrogates as U+FFFD, as the WHATWG URL parser does). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}
