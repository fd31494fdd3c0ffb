import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReportStep } from '../../src/domain/partners/reports/build.js';
import { graphql } from './generated/gql.js';
import { trySubscribe } from '../support/access.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, restBase, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, createSale } from '../support/partners.js';

let harness: Harness;
let partner: TestAccount;
let otherPartner: TestAccount;
let plain: TestAccount;
const sales: number[] = [];

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  otherPartner = await createPartnerAccount(harness);
  plain = await createTestAccount(harness);
  for (let i = 0; i < 5; i++)
    sales.push(await createSale(harness, partner, { buyer: `gql.report.b${i}@example.com`, seller: 'gql.report.s@example.com' }, { amount: `${i + 1}0.00` }));
});
afterAll(() => harness.close());

const build = async () => {
  while (await runReportStep(harness.services, { pageSize: 2, workerId: 'gql-test' }));
};

const RequestReport = graphql(`
  mutation RequestPartnerReport($input: RequestPartnerReportInput!) {
    requestPartnerReport(input: $input) {
      __typename
      ... on RequestPartnerReportPayload { report { databaseId status filename rowCount downloadUrl dateRequested dateCompleted } }
      ... on ValidationError { fields { path messages } }
      ... on Error { code message }
    }
  }
`);

const Report = graphql(`
  query PartnerReport($id: Int!, $first: Int, $after: String) {
    partner {
      __typename
      ... on Partner {
        report(id: $id) {
          __typename
          ... on PartnerReport {
            databaseId status rowCount downloadUrl
            rows(first: $first, after: $after) {
              __typename
              ... on PartnerReportRowsConnection {
                edges { node { transactionId totalAmount status statusCode buyerEmail sellerEmail creationDate closeDate } }
                pageInfo { hasNextPage endCursor }
              }
              ... on Error { code message }
            }
          }
          ... on Error { code message }
        }
      }
    }
  }
`);

const Reports = graphql(`
  query PartnerReports($first: Int, $after: String) {
    partner {
      __typename
      ... on Partner {
        reports(first: $first, after: $after) { edges { node { databaseId status } } pageInfo { hasNextPage endCursor } }
        reportCount { total pending running completed failed }
      }
    }
  }
`);

async function request(account: TestAccount, input: Record<string, unknown>) {
  return (await gqlData(harness, account.auth, RequestReport, { input })).requestPartnerReport;
}

describe('requestPartnerReport, partner { report, reports, reportCount }', () => {
  it('asks for a report, then reads its rows page by page once it is built', async () => {
    const requested = await request(partner, { transactionFilters: { minAmount: '20' }, sortDirection: 'ASC' });
    if (requested.__typename !== 'RequestPartnerReportPayload') throw new Error(JSON.stringify(requested));
    expect(requested.report).toMatchObject({ status: 'pending', rowCount: 0, downloadUrl: null, dateCompleted: null });
    const id = requested.report.databaseId;
    const early = await gqlData(harness, partner.auth, Report, { id });
    expect(early.partner).toMatchObject({ report: { status: 'pending', rows: { __typename: 'InvalidStateError', code: 'invalid_state' } } });

    await build();
    const first = await gqlData(harness, partner.auth, Report, { id, first: 3 });
    if (first.partner.__typename !== 'Partner' || first.partner.report.__typename !== 'PartnerReport') throw new Error('no report');
    const report = first.partner.report;
    expect(report).toMatchObject({
      status: 'completed',
      rowCount: 4,
      downloadUrl: `${harness.services.config.publicUrl}/2017-09-01/partner/reports/${id}/download`,
    });
    if (report.rows.__typename !== 'PartnerReportRowsConnection') throw new Error(report.rows.__typename);
    expect(report.rows.edges.map((edge) => edge.node.transactionId)).toEqual(sales.slice(1, 4));
    expect(report.rows.edges[0]!.node).toMatchObject({
      totalAmount: '20.00',
      status: 'ongoing',
      buyerEmail: 'gql.report.b1@example.com',
      sellerEmail: 'gql.report.s@example.com',
      closeDate: null,
    });
    expect(report.rows.pageInfo.hasNextPage).toBe(true);
    const next = await gqlData(harness, partner.auth, Report, { id, first: 3, after: report.rows.pageInfo.endCursor });
    expect(next.partner).toMatchObject({ report: { rows: { edges: [{ node: { transactionId: sales[4] } }], pageInfo: { hasNextPage: false } } } });

    // The same rows as the REST download.
    const response = await harness.fetch(`${restBase}/partner/reports/${id}/download?as_json=true`, { headers: { authorization: partner.auth } });
    expect(((await response.json()) as { rows: { transaction_id: number }[] }).rows.map((row) => row.transaction_id)).toEqual(sales.slice(1));
  });

  it('lists and counts the partner’s reports', async () => {
    await request(partner, {});
    const data = await gqlData(harness, partner.auth, Reports, { first: 1 });
    if (data.partner.__typename !== 'Partner') throw new Error('not a partner');
    expect(data.partner.reportCount).toEqual({ total: 2, pending: 1, running: 0, completed: 1, failed: 0 });
    expect(data.partner.reports.edges.map((edge) => edge.node.status)).toEqual(['pending']);
    const rest = await gqlData(harness, partner.auth, Reports, { first: 5, after: data.partner.reports.pageInfo.endCursor });
    expect(rest.partner).toMatchObject({ reports: { edges: [{ node: { status: 'completed' } }], pageInfo: { hasNextPage: false } } });
    await build();
  });

  it('answers ValidationError on the input’s paths, ForbiddenError to an account that is not a partner', async () => {
    expect(await request(partner, { transactionFilters: { minAmount: '9', maxAmount: '1' }, customerFilters: { country: 'Narnia' }, limit: 0 })).toMatchObject({
      __typename: 'ValidationError',
      fields: [
        { path: ['transactionFilters', 'maxAmount'], messages: ['must not be less than the minimum amount'] },
        { path: ['customerFilters', 'country'], messages: ['must be an ISO 3166-1 alpha-2 country code, such as US'] },
        { path: ['limit'], messages: ['must be at least 1'] },
      ],
    });
    expect(await request(plain, {})).toEqual({ __typename: 'ForbiddenError', code: 'forbidden', message: 'Only partner accounts may use the partner endpoints' });
  });

  it('answers NotFoundError for another partner’s report', async () => {
    const requested = await request(partner, {});
    if (requested.__typename !== 'RequestPartnerReportPayload') throw new Error(requested.__typename);
    const data = await gqlData(harness, otherPartner.auth, Report, { id: requested.report.databaseId });
    expect(data.partner).toEqual({ __typename: 'Partner', report: { __typename: 'NotFoundError', code: 'not_found', message: 'Report not found' } });
    await build();
  });
});

const ReportReady = graphql(`
  subscription PartnerReportReady {
    partnerReportReady { databaseId status rowCount }
  }
`);

describe('subscription partnerReportReady', () => {
  it('tells the partner when each of its reports is ready, and nobody else', async () => {
    const server = await harness.listen();
    const workers = harness.workers();
    // The reports of the tests above announced themselves already: out of the outbox first.
    await workers.drain();
    try {
      // Until the subscription is live, events pass it by: each try asks for a new report.
      const asked: number[] = [];
      const trigger = async () => {
        const requested = await request(partner, { transactionFilters: { ids: [sales[0]] } });
        if (requested.__typename !== 'RequestPartnerReportPayload') throw new Error(requested.__typename);
        asked.push(requested.report.databaseId);
        await workers.drain();
      };
      const query = print(ReportReady);
      const received = await trySubscribe(server.url, partner.auth, { query }, trigger);
      expect(received).toEqual({ outcome: 'data', detail: { partnerReportReady: { databaseId: expect.any(Number), status: 'completed', rowCount: 1 } } });
      expect(asked).toContain((received.detail as { partnerReportReady: { databaseId: number } }).partnerReportReady.databaseId);
      const other = await trySubscribe(server.url, otherPartner.auth, { query }, trigger, 1500);
      expect(other.outcome).toBe('timeout');
      const refused = await trySubscribe(server.url, plain.auth, { query }, trigger);
      expect(refused.outcome).toBe('error');
    } finally {
      await server.close();
    }
  });
});
