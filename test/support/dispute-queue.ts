import { graphql } from '../graphql/generated/gql.js';
import { gqlData } from './graphql.js';
import type { Harness, TestAccount } from './harness.js';
import { action, sandboxFund } from './lifecycle.js';
import { cameraSaleBody, postJson } from './transactions.js';

const OpenDisputeForQueue = graphql(`
  mutation OpenDisputeForQueue($input: OpenDisputeInput!) {
    openDispute(input: $input) {
      __typename
      ... on OpenDisputePayload { dispute { id databaseId respondBy } }
    }
  }
`);

export interface OpenedDispute {
  transactionId: number;
  itemId: number;
  disputeId: number;
  /** The Dispute node's Relay id. */
  nodeId: string;
  respondBy: string;
}

/**
 * A camera sale of 1000.00 USD between `buyer` and `seller` (seller@example.com), agreed,
 * funded in the sandbox, shipped and received, on which the buyer opens a dispute now (the
 * harness clock): respondBy is DISPUTE_RESPONSE_DAYS later.
 */
export async function openedDispute(harness: Harness, buyer: TestAccount, seller: TestAccount, reason = 'The lens is cracked'): Promise<OpenedDispute> {
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
  if (created.status !== 201) throw new Error(`the sale was refused: ${created.status} ${JSON.stringify(created.body)}`);
  const transactionId = created.body.id as number;
  const itemId = (created.body.items as { id: number }[])[0]!.id;
  for (const account of [buyer, seller]) {
    const agreed = await action(harness, account, transactionId, { action: 'agree' });
    if (![200, 409].includes(agreed.status)) throw new Error(`agree was refused: ${agreed.status}`);
  }
  if ((await sandboxFund(harness, buyer, transactionId)).status !== 200) throw new Error('funding was refused');
  if ((await action(harness, seller, transactionId, { action: 'ship' })).status !== 200) throw new Error('ship was refused');
  if ((await action(harness, buyer, transactionId, { action: 'receive' })).status !== 200) throw new Error('receive was refused');
  const data = await gqlData(harness, buyer.auth, OpenDisputeForQueue, { input: { itemId, reason } });
  if (data.openDispute.__typename !== 'OpenDisputePayload' || !data.openDispute.dispute) throw new Error(JSON.stringify(data.openDispute));
  const { id, databaseId, respondBy } = data.openDispute.dispute;
  return { transactionId, itemId, disputeId: databaseId, nodeId: id, respondBy };
}
