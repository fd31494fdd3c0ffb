/**
 * Fuzz test of the GraphQL face: seeded hostile variables for every mutation of the schema
 * (generated from each argument's input type, with wrong types, odd numbers and strings mixed
 * in), plus malformed requests to /graphql. No answer may be a 500 or INTERNAL_SERVER_ERROR or
 * hang, and a refused mutation leaves the database as it was.
 */
import fc from 'fast-check';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import { approvePartner } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerSale } from '../support/transactions.js';
import { databaseChecksum, describeRequest, fuzzSeed, hostileBytes, hostileJson, hostileNumber, hostileString, methods, sendWithin } from './hostile.js';

const requests = Number(process.env.FUZZ_GRAPHQL_REQUESTS ?? 4000);

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let globalIds: string[];

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, buyer },
  } = await createHarnessWithAccounts(
    { partner: { isPartner: true }, buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } },
    { rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 },
  ));
  await approvePartner(harness, partner);
  const transactionId = await createPartnerSale(harness, partner);
  const id = (type: string, value: number | string) => Buffer.from(`${type}:${value}`).toString('base64');
  globalIds = [
    id('Transaction', transactionId),
    id('Customer', partner.id),
    id('Customer', buyer.id),
    id('ApiKey', 1),
    id('Webhook', 1),
    id('DisbursementMethod', 1),
    id('TaxNumber', 1),
    id('WebhookDelivery', 1),
    id('Transaction', 0),
    id('Nothing', 1),
  ];
});
afterAll(() => harness.close());

/** Values for an input type: mostly of the right shape, with hostile leaves and wrong types mixed in. */
function valueFor(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  const wrong = { weight: 1, arbitrary: hostileJson };
  if (isNonNullType(type)) return fc.oneof({ weight: 12, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const entry = valueFor(type.ofType, depth + 1);
    // A list past the count limits (150 copies) only at the top: copies of copies of a 50,000-character
    // string would make a request JavaScript cannot even stringify, not one a client could send.
    const tooMany = { weight: 1, arbitrary: entry.map((value) => Array.from({ length: depth === 0 ? 150 : 4 }, () => value)) };
    return fc.oneof({ weight: 10, arbitrary: depth > 3 ? fc.constant([]) : fc.array(entry, { maxLength: 3 }) }, tooMany, wrong);
  }
  if (isInputObjectType(type)) {
    if (depth > 5) return fc.constant(null);
    const fields = type.getFields();
    const model = Object.fromEntries(Object.values(fields).map((field) => [field.name, valueFor(field.type, depth + 1)]));
    const required = Object.values(fields)
      .filter((field) => isNonNullType(field.type))
      .map((field) => field.name);
    return fc.oneof({ weight: 12, arbitrary: fc.record(model, { requiredKeys: required }) }, wrong);
  }
  if (isEnumType(type))
    return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) }, { weight: 1, arbitrary: hostileString });
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
        return fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: fc.constantFrom('me', 'buyer@example.com', 'seller@example.com') });
      case 'Int':
      case 'Float':
        return fc.oneof({ weight: 6, arbitrary: hostileNumber }, wrong);
      case 'Boolean':
        return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, wrong);
      case 'ID':
        return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...globalIds) }, { weight: 2, arbitrary: hostileString }, wrong);
      case 'Money':
        return fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom('1000.00', '0.01', 1000, '-5') },
          { weight: 2, arbitrary: hostileNumber },
          { weight: 2, arbitrary: hostileString },
        );
      case 'DateTime':
        return fc.oneof({ weight: 2, arbitrary: fc.constantFrom('2026-05-01T00:00:00Z', '2027-01-01T00:00:00+10:00') }, { weight: 1, arbitrary: hostileString });
      default:
        return hostileJson;
    }
  }
  return hostileJson;
}

function operationFor(field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

type Planned =
  | { kind: 'mutation'; field: string; query: string; variables: unknown; asBuyer: boolean }
  | { kind: 'raw'; method: string; path: string; contentType: string | null; body: string | Uint8Array<ArrayBuffer> | undefined };

function plan(count: number): Planned[] {
  const mutations = Object.values(schema.getMutationType()!.getFields());
  const mutation = fc.oneof(
    ...mutations.map((field) => {
      const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, 0)])), { requiredKeys: [] });
      return fc.record({
        kind: fc.constant('mutation' as const),
        field: fc.constant(field.name),
        query: fc.constant(operationFor(field)),
        variables: fc.oneof({ weight: 12, arbitrary: variables }, { weight: 1, arbitrary: hostileJson }),
        asBuyer: fc.boolean(),
      });
    }),
  );
  const someMutation = fc.constantFrom(...mutations.map(operationFor));
  const raw = fc.oneof(
    someMutation.map((query) => ({ kind: 'raw' as const, method: 'GET', path: `/graphql?query=${encodeURIComponent(query)}`, contentType: null, body: undefined })),
    fc.tuple(methods, someMutation).map(([method, query]) => ({
      kind: 'raw' as const,
      method,
      path: '/graphql',
      contentType: 'application/json',
      body: ['GET', 'HEAD'].includes(method) ? undefined : JSON.stringify({ query }),
    })),
    hostileString.map((query) => ({ kind: 'raw' as const, method: 'POST', path: '/graphql', contentType: 'application/json', body: JSON.stringify({ query }) })),
    hostileBytes.map((body) => ({
      kind: 'raw' as const,
      method: 'POST',
      path: '/graphql',
      contentType: 'application/json',
      body: body.kind === 'bytes' ? body.bytes : JSON.stringify(body.value),
    })),
    fc
      .constantFrom(
        `{ ${'viewer { '.repeat(200)}${'}'.repeat(200)} }`,
        `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}:viewer{transactions(first:100){edges{node{id}}}}`).join(' ')} }`,
        `query { viewer { email ${'@include(if: true)'.repeat(100)} } }`,
        `query($v: String) { transactionByReference(reference: $v) { __typename } }`,
        `fragment F on Query { ...F } { ...F }`,
      )
      .map((query) => ({
        kind: 'raw' as const,
        method: 'POST',
        path: '/graphql',
        contentType: 'application/json',
        body: JSON.stringify({ query, variables: { v: 'a\u0000' } }),
      })),
    fc.constantFrom('%7Bbad', '%5B%5D', '1', 'null', '%00').map((variables) => ({
      kind: 'raw' as const,
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent('{ viewer { email } }')}&variables=${variables}`,
      contentType: null,
      body: undefined,
    })),
  );
  return fc.sample(fc.oneof({ weight: 6, arbitrary: mutation }, { weight: 1, arbitrary: raw }), { seed: fuzzSeed, numRuns: count }) as Planned[];
}

type GraphQLBody = { data?: Record<string, { __typename?: string } | null> | null; errors?: { message: string; extensions?: { code?: string } }[] };

describe('GraphQL fuzz', () => {
  it(`answers ${requests} hostile requests across every mutation without a 500, a hang, or a change by a refused mutation`, { timeout: 600_000 }, async () => {
    const planned = plan(requests);
    const covered = new Set(planned.flatMap((entry) => (entry.kind === 'mutation' ? [entry.field] : [])));
    expect([...covered].sort()).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
    const failures: string[] = [];
    const outcomes = new Map<string, number>();
    let checksum = await databaseChecksum(harness);
    for (const request of planned) {
      const [method, path, contentType, body] =
        request.kind === 'mutation'
          ? ['POST', '/graphql', 'application/json', JSON.stringify({ query: request.query, variables: request.variables })]
          : [request.method, request.path, request.contentType, request.body];
      const headers: Record<string, string> = { authorization: request.kind === 'mutation' && request.asBuyer ? buyer.auth : partner.auth };
      if (contentType) headers['content-type'] = contentType;
      const label = describeRequest(method, path, body);
      const sent = await sendWithin(harness, label, path, { method, headers, body });
      let parsed: GraphQLBody = {};
      try {
        parsed = JSON.parse(sent.body) as GraphQLBody;
      } catch {
        // A non-JSON answer (an empty 204, a 405) has no GraphQL errors to inspect.
      }
      const unexpected = parsed.errors?.find((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.');
      if (sent.status >= 500 || unexpected) failures.push(`${sent.status} ${label} → ${sent.body.slice(0, 300)}`);
      if (sent.ms > 5000) failures.push(`slow (${Math.round(sent.ms)} ms): ${label}`);
      const result = request.kind === 'mutation' ? parsed.data?.[request.field] : undefined;
      const refused = sent.status >= 400 || (parsed.errors?.length ?? 0) > 0 || !result || (result.__typename?.endsWith('Error') ?? false);
      const outcome = refused ? `refused ${sent.status}` : `ok ${result?.__typename ?? sent.status}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') continue;
      const after = await databaseChecksum(harness);
      if (refused && after !== checksum) failures.push(`refused but changed the database: ${label} → ${sent.body.slice(0, 300)}`);
      checksum = after;
      if (failures.length >= 20) break;
    }
    console.log(
      `GraphQL fuzz (seed ${fuzzSeed}): ${planned.length} requests, ${covered.size} mutations, outcomes ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`,
    );
    expect(failures).toEqual([]);
  });
});
