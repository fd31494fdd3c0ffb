/**
 * Disputes over REST (an extension of the 2017-09-01 API, docs/lifecycle.md "Disputes over
 * REST"): the twins of the GraphQL dispute mutations, through the same domain operations (act
 * with the lifecycle's dispute commands; postDisputeMessage), As-Customer as for the other
 * party actions, answered with the dispute (serializers/dispute.ts).
 */
import { attachmentDisposition, downloadMediaTypes } from '../../attachment.js';
import { verificationBodyBytes } from '../../config.js';
import type { Command } from '../../domain/lifecycle/commands.js';
import { NotFoundError } from '../../domain/shared/errors.js';
import { act, type Caller } from '../../domain/transactions/act.js';
import { disputeFile, disputeMessageProblems, disputeTarget, getDispute, itemDispute, postDisputeMessage } from '../../domain/transactions/disputes.js';
import { ref } from '../openapi/schemas.js';
import { parseDisputeMessage, parseOpenDispute, parseProposal } from '../parse/dispute.js';
import { submit, parsed, type Parsed } from '../parse/submit.js';
import { checkAction } from '../parse/transaction-action.js';
import { pathId } from '../params.js';
import type { RestContext, RestResult, Route, RouteDoc } from '../router.js';
import { serializeDispute } from '../serializers/dispute.js';

const extension = 'An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").';
const disputeNotFound = 'Dispute not found';

function partyCaller(context: RestContext): Extract<Caller, { kind: 'customer' }> {
  return { kind: 'customer', viewer: context.viewer, asCustomerEmail: context.request.headers.get('as-customer') };
}

/** Runs a dispute command through act() and answers the item's dispute after it. */
async function command(context: RestContext, transactionId: number, itemId: number, body: Parsed<Command>, status: number): Promise<RestResult> {
  await submit(body, { check: checkAction, run: (input) => act(context.services, partyCaller(context), transactionId, input) });
  const dispute = await itemDispute(context.services, context.viewer, itemId);
  if (!dispute) throw new NotFoundError(disputeNotFound);
  return { status, body: serializeDispute(dispute) };
}

/** The dispute the path names, as a command addresses it. */
async function disputeOf(context: RestContext) {
  return disputeTarget(context.services, { disputeId: pathId(context.params.dispute_id, disputeNotFound) });
}

function doc(summary: string, extra: Partial<RouteDoc> & Pick<RouteDoc, 'success'>): RouteDoc {
  return { tag: 'Disputes', summary, description: extension, errors: [403, 404, 409, 422], ...extra };
}

const disputeAnswer = (status: number, description: string) => ({ status, description, schema: ref('Dispute') });

export const disputeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/item/{item_id}/dispute',
    doc: doc('The item’s dispute: its open one, else its latest (parties, the partner and operators read it)', {
      success: disputeAnswer(200, 'The dispute, with its messages, files and proposals'),
      errors: [404],
    }),
    handler: async (context) => {
      const transactionId = pathId(context.params.transaction_id, 'Transaction not found');
      const itemId = pathId(context.params.item_id, 'Item not found');
      const target = await disputeTarget(context.services, { itemId });
      if (target.transactionId !== transactionId) throw new NotFoundError('Item not found');
      const dispute = await itemDispute(context.services, context.viewer, itemId);
      if (!dispute) throw new NotFoundError(disputeNotFound);
      return { status: 200, body: serializeDispute(dispute) };
    },
  },
  {
    method: 'POST',
    path: '/transaction/{transaction_id}/item/{item_id}/dispute',
    doc: doc('The buyer or the seller opens a dispute on an item whose money is held: nothing of it is paid out or refunded until it ends', {
      asCustomer: true,
      body: { schema: ref('DisputeOpening'), required: true },
      success: disputeAnswer(201, 'The dispute opened'),
    }),
    handler: async (context) => {
      const transactionId = pathId(context.params.transaction_id, 'Transaction not found');
      const itemId = pathId(context.params.item_id, 'Item not found');
      return command(context, transactionId, itemId, parseOpenDispute(await context.json(), itemId), 201);
    },
  },
  {
    method: 'POST',
    path: '/dispute/{dispute_id}/messages',
    bodyLimit: (config) => verificationBodyBytes(config.verification),
    doc: doc('The buyer or the seller posts a message with evidence files to an open dispute', {
      asCustomer: true,
      body: { schema: ref('DisputeMessageInput'), required: true },
      success: disputeAnswer(201, 'The dispute, with the message'),
      errors: [403, 404, 409, 413, 422],
    }),
    handler: async (context) => {
      const disputeId = pathId(context.params.dispute_id, disputeNotFound);
      // A stranger learns nothing of the case, not even what its body lacks.
      await getDispute(context.services, context.viewer, disputeId);
      const body = parseDisputeMessage(await context.json(), disputeId);
      const dispute = await submit(body, {
        check: (input) => disputeMessageProblems(context.services, input),
        run: (input) => postDisputeMessage(context.services, partyCaller(context), input),
      });
      return { status: 201, body: serializeDispute(dispute) };
    },
  },
  {
    method: 'GET',
    path: '/dispute/{dispute_id}/files/{file_id}',
    doc: doc('An evidence file of the dispute, as an attachment (readers of the case; anyone else 404)', {
      success: {
        status: 200,
        description: 'The file’s bytes, with its content type (read from the file when it was taken)',
        content: Object.fromEntries(downloadMediaTypes.map((type) => [type, { type: 'string', format: 'binary' }])),
      },
      errors: [404],
    }),
    handler: async (context) => {
      const disputeId = pathId(context.params.dispute_id, 'File not found');
      const fileId = pathId(context.params.file_id, 'File not found');
      const file = await disputeFile(context.services, context.viewer, disputeId, fileId);
      return {
        status: 200,
        body: file.content,
        headers: {
          'content-type': file.contentType,
          'content-disposition': attachmentDisposition(file.fileName, `evidence-${fileId}`, file.contentType),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/dispute/{dispute_id}/proposals',
    doc: doc('The buyer or the seller proposes a split: seller_amount to the seller, the rest back to the buyer; supersedes earlier proposals', {
      asCustomer: true,
      body: { schema: ref('SettlementProposalInput'), required: true },
      success: disputeAnswer(201, 'The dispute, with the proposal pending'),
    }),
    handler: async (context) => {
      const { transactionId, itemId } = await disputeOf(context);
      return command(context, transactionId, itemId, parseProposal(await context.json(), itemId), 201);
    },
  },
  {
    method: 'POST',
    path: '/dispute/{dispute_id}/proposals/{proposal_id}/accept',
    doc: doc('The party that did not make the pending proposal accepts it (never As-Customer): the buyer’s part is refunded now, the seller’s paid', {
      success: disputeAnswer(200, 'The dispute, settled'),
    }),
    handler: async (context) => {
      const disputeId = pathId(context.params.dispute_id, disputeNotFound);
      const proposalId = pathId(context.params.proposal_id, 'Proposal not found');
      const target = await disputeTarget(context.services, { proposalId });
      if (target.disputeId !== disputeId) throw new NotFoundError('Proposal not found');
      return command(context, target.transactionId, target.itemId, parsed({ type: 'accept_settlement', itemId: target.itemId, proposalId }), 200);
    },
  },
  {
    method: 'POST',
    path: '/dispute/{dispute_id}/withdraw',
    doc: doc('The party that opened the dispute withdraws it: the item is as it was, its inspection period extended by the time the dispute was open', {
      asCustomer: true,
      success: disputeAnswer(200, 'The dispute, withdrawn'),
      errors: [403, 404, 409],
    }),
    handler: async (context) => {
      const { transactionId, itemId } = await disputeOf(context);
      return command(context, transactionId, itemId, parsed({ type: 'withdraw_dispute', itemId }), 200);
    },
  },
];
