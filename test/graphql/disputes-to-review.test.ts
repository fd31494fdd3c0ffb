/** Query.disputesToReview: the operator's queue of OPEN disputes past respondBy, oldest deadline first, a Relay connection. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openedDispute, type OpenedDispute } from '../support/dispute-queue.js';
import { gql, gqlData } from '../support/graphql.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { graphql } from './generated/gql.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let operator: TestAccount;
/** Opened first, then `tied` at the same moment (same respondBy), then `recent` three days later. */
let first: OpenedDispute;
let tied: OpenedDispute;
let recent: OpenedDispute;

const day = 86_400;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, operator },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    operator: { email: 'ops@heldfunds.test', isOperator: true },
  }));
  first = await openedDispute(harness, buyer, seller, 'The lens is cracked');
  tied = await openedDispute(harness, buyer, seller, 'The strap is missing');
  // Both were opened at the harness clock's same instant: one deadline, ties broken by id.
  expect(tied.respondBy).toBe(first.respondBy);
  harness.clock.advance(3 * day);
  recent = await openedDispute(harness, buyer, seller, 'It does not turn on');
  // Eight days after the first two: theirs passed (seven days), the recent one's has not.
  harness.clock.advance(5 * day);
});
afterAll(() => harness.close());

const DisputesToReview = graphql(`
  query DisputesToReview($first: Int, $after: String, $last: Int, $before: String, $includeNotDue: Boolean) {
    disputesToReview(first: $first, after: $after, last: $last, before: $before, includeNotDue: $includeNotDue) {
      __typename
      ... on ForbiddenError { message }
      ... on QueryDisputesToReviewConnection {
        edges { cursor node { id databaseId status reason respondBy transactionDatabaseId itemId } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
`);

const WithdrawFromQueue = graphql(`
  mutation WithdrawFromQueue($input: WithdrawDisputeInput!) {
    withdrawDispute(input: $input) { __typename }
  }
`);

type Variables = Parameters<typeof gqlData<unknown, { first?: number; after?: string; last?: number; before?: string; includeNotDue?: boolean }>>[3];

async function queue(account: TestAccount, variables: Variables = {}) {
  const data = await gqlData(harness, account.auth, DisputesToReview, variables);
  if (data.disputesToReview.__typename !== 'QueryDisputesToReviewConnection') throw new Error(JSON.stringify(data.disputesToReview));
  return data.disputesToReview;
}

const ids = (connection: Awaited<ReturnType<typeof queue>>) => connection.edges.map((edge) => edge.node.databaseId);

describe('disputesToReview', () => {
  it('lists the open disputes whose deadline passed, oldest first, not those still within it', async () => {
    const page = await queue(operator);
    expect(ids(page)).toEqual([first.disputeId, tied.disputeId]);
    expect(page.edges[0]!.node).toEqual({
      id: first.nodeId,
      databaseId: first.disputeId,
      status: 'OPEN',
      reason: 'The lens is cracked',
      respondBy: first.respondBy,
      transactionDatabaseId: first.transactionId,
      itemId: first.itemId,
    });
    expect(page.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(ids(await queue(operator, { includeNotDue: true }))).toEqual([first.disputeId, tied.disputeId, recent.disputeId]);
  });

  it('pages forwards and backwards by the deadline, ties in id order', async () => {
    const one = await queue(operator, { first: 1 });
    expect(ids(one)).toEqual([first.disputeId]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = await queue(operator, { first: 1, after: one.pageInfo.endCursor! });
    expect(ids(two)).toEqual([tied.disputeId]);
    expect(two.pageInfo.hasNextPage).toBe(false);
    const all = await queue(operator, { first: 5, after: one.pageInfo.endCursor!, includeNotDue: true });
    expect(ids(all)).toEqual([tied.disputeId, recent.disputeId]);
    const last = await queue(operator, { last: 2, includeNotDue: true });
    expect(ids(last)).toEqual([tied.disputeId, recent.disputeId]);
    expect(last.pageInfo.hasPreviousPage).toBe(true);
    expect(ids(await queue(operator, { last: 5, before: last.pageInfo.endCursor!, includeNotDue: true }))).toEqual([first.disputeId, tied.disputeId]);
  });

  it('leaves a dispute once it is no longer open', async () => {
    const withdrawnLater = await openedDispute(harness, buyer, seller, 'Wrong colour');
    harness.clock.advance(8 * day);
    expect(ids(await queue(operator))).toContain(withdrawnLater.disputeId);
    const withdrawn = await gqlData(harness, buyer.auth, WithdrawFromQueue, { input: { disputeId: withdrawnLater.nodeId } });
    expect(withdrawn.withdrawDispute.__typename).toBe('WithdrawDisputePayload');
    expect(ids(await queue(operator, { includeNotDue: true }))).not.toContain(withdrawnLater.disputeId);
  });

  it('refuses every other caller with the operator fields’ refusal, and a cursor it did not make', async () => {
    for (const account of [buyer, seller]) {
      expect((await gqlData(harness, account.auth, DisputesToReview, {})).disputesToReview).toEqual({
        __typename: 'ForbiddenError',
        message: 'Only operators may read the disputes to review',
      });
    }
    for (const cursor of ['garbage', 'id:5:1', 'deadline:-8640000000000000:1', 'deadline:1:99999999999']) {
      const answer = await gql(harness, operator.auth, DisputesToReview, { after: cursor });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Invalid cursor/), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
