/**
 * Fuzz test of the REST face: seeded hostile requests across every route of restRoutes (wrong
 * methods, odd path segments and query parameters, mutated and malformed bodies). No answer
 * may be a 500 or take more than a few seconds, and a refused write leaves the database as
 * it was (row counts and a checksum of every table).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/rest/index.js';
import { achMethod, approvePartner } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { cameraSaleBody, createPartnerSale, partnerSaleBody } from '../support/transactions.js';
import {
  contentTypes,
  databaseChecksum,
  describeRequest,
  fuzzSeed,
  hostileBytes,
  hostileString,
  methods,
  mutatedBody,
  percentEncode,
  sendWithin,
  type RawBody,
} from './hostile.js';

const requests = Number(process.env.FUZZ_REST_REQUESTS ?? 6000);

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let transactionId: number;
let itemId: number;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, buyer },
  } = await createHarnessWithAccounts(
    { partner: { isPartner: true }, buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } },
    { rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 },
  ));
  await approvePartner(harness, partner);
  transactionId = await createPartnerSale(harness, partner);
  itemId = (await harness.services.prisma.item.findFirstOrThrow({ where: { transactionId } })).id;
});
afterAll(() => harness.close());

const templates = [
  cameraSaleBody('me'),
  partnerSaleBody('buyer@example.com', 'seller@example.com'),
  { action: 'agree' },
  { action: 'ship', shipping_information: { tracking_information: { carrier: 'UPS', tracking_id: '1Z999' } } },
  { action: 'batch', batch_information: { actions: [{ action: 'agree' }, { action: 'ship', item_id: 1 }] } },
  { action: 'modify_terms', items: [{ id: 1, inspection_period: 86400 }] },
  { name: 'ci' },
  { is_active: false },
  { url: 'https://hooks.example.com/heldfunds' },
  { first_name: 'Sam', address: { line1: '1 Main St', city: 'Austin', country: 'US' }, disbursement_methods: [achMethod] },
  { email: 'new.user@example.com', first_name: 'New' },
  { seconds: 3600 },
  { wire_reference: 'PO-1', return_url: 'https://shop.example.com/done' },
  { id: 1 },
  { type: 'transactions', filters: { status_code: [0, 10] }, limit: 10 },
];

const segment = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(String(transactionId), String(itemId), String(partner.id), String(buyer.id), 'me', '1') },
    { weight: 2, arbitrary: hostileString.map((text) => percentEncode(text.slice(0, 300))) },
    { weight: 2, arbitrary: fc.constantFrom('%E0%A4%A', '%00', '%ff%fe', '%', '%zz', '..', '0', '-1', '99999999999999999999', '1e3', '%C0%80') },
  );

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.constantFrom('page', 'per_page', 'sort_direction', 'limit', 'cursor', 'status', 'reference', 'email', 'x'), hostileString), { maxLength: 3 })
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${percentEncode(value.slice(0, 300))}`).join('&')}`),
  fc.constantFrom('?page=%E0%A4%A', '?per_page=%00', '?page=1&page=2', '?&&=&'),
);

const body: fc.Arbitrary<RawBody | undefined> = fc.oneof(
  { weight: 5, arbitrary: mutatedBody(templates).map((value) => ({ kind: 'json' as const, value })) },
  { weight: 2, arbitrary: hostileBytes },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

interface Planned {
  method: string;
  path: string;
  contentType: string | null;
  body: RawBody | undefined;
  asCustomer: string | null;
  asBuyer: boolean;
}

function plan(count: number): Planned[] {
  const route = fc.constantFrom(...restRoutes);
  const request = fc.record({
    route,
    wrongMethod: fc.boolean().chain((wrong) => (wrong ? fc.option(methods, { nil: undefined, freq: 1 }) : fc.constant(undefined))),
    segments: fc.array(segment(), { minLength: 4, maxLength: 4 }),
    query: queryString,
    contentType: contentTypes,
    body,
    asCustomer: fc.option(fc.constantFrom('buyer@example.com', 'seller@example.com', 'nobody@example.com', 'x'.repeat(300), 'me', ''), { freq: 5 }),
    asBuyer: fc.boolean(),
  });
  return fc.sample(request, { seed: fuzzSeed, numRuns: count }).map((sample) => {
    let index = 0;
    const path = sample.route.path.replace(/\{\w+\}/g, () => sample.segments[index++ % 4]!);
    return {
      method: sample.wrongMethod ?? sample.route.method,
      path: `/2017-09-01${path}${sample.query}`,
      contentType: sample.contentType,
      body: sample.body,
      asCustomer: sample.asCustomer,
      asBuyer: sample.asBuyer,
    };
  });
}

describe('REST fuzz', () => {
  it(`answers ${requests} hostile requests across every route without a 500, a hang, or a change by a refused write`, { timeout: 600_000 }, async () => {
    const planned = plan(requests);
    expect(
      new Set(
        planned.map(
          (entry) =>
            entry.path
              .replace(/\/2017-09-01/, '')
              .split('?')[0]!
              .split('/')[1],
        ),
      ).size,
    ).toBeGreaterThan(5);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let checksum = await databaseChecksum(harness);
    for (const request of planned) {
      const headers: Record<string, string> = { authorization: request.asBuyer ? buyer.auth : partner.auth };
      if (request.contentType) headers['content-type'] = request.contentType;
      if (request.asCustomer !== null) headers['as-customer'] = request.asCustomer;
      const payload = request.body === undefined ? undefined : request.body.kind === 'json' ? JSON.stringify(request.body.value) : request.body.bytes;
      const bodyAllowed = !['GET', 'HEAD'].includes(request.method);
      const label = describeRequest(request.method, request.path, payload);
      const sent = await sendWithin(harness, label, request.path, { method: request.method, headers, body: bodyAllowed ? payload : undefined });
      statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
      if (sent.status >= 500) failures.push(`${sent.status} ${label} → ${sent.body.slice(0, 300)}`);
      if (sent.ms > 5000) failures.push(`slow (${Math.round(sent.ms)} ms): ${label}`);
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) continue;
      const after = await databaseChecksum(harness);
      if (sent.status >= 400 && after !== checksum) failures.push(`refused with ${sent.status} but changed the database: ${label}`);
      checksum = after;
      if (failures.length >= 20) break;
    }
    console.log(`REST fuzz (seed ${fuzzSeed}): ${planned.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures).toEqual([]);
  });
});
