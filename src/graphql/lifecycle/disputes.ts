import { postDisputeMessage } from '../../domain/transactions/disputes.js';
import { commonErrors } from '../errors/domain-errors.js';
import { builder } from '../builder.js';
import { DisputeNode } from '../transactions/dispute.js';
import { disputeIdOf, disputeMutation } from './dispute-mutation.js';
import { decodeFiles, fileInputFields } from '../shared/files.js';
import { asCustomerArg } from './transaction-mutation.js';

// Disputes (docs/lifecycle.md, "Disputes"): opened by the buyer or the seller, settled by a
// split one proposes and the other accepts, withdrawn by the opener; messages beside them.

disputeMutation('openDispute', {
  description:
    'The buyer or the seller opens a dispute on an item whose money is held (shipped, not accepted, not returned): nothing of it is paid out or refunded until it ends.',
  actor: 'party',
  asCustomer: true,
  fields: (t) => ({
    itemId: t.int({ required: true, description: 'The databaseId of the item.' }),
    reason: t.string({ required: true, description: 'What the dispute is about (at most 1000 characters).' }),
    message: t.string({ description: 'A first message (at most 5000 characters).' }),
  }),
  target: (input) => ({ itemId: input.itemId }),
  command: (input, itemId) => ({ type: 'open_dispute', itemId, reason: input.reason, message: input.message ?? null }),
});

disputeMutation('proposeSettlement', {
  description:
    'The buyer or the seller proposes to end an open dispute by a split: sellerAmount (0 up to the item’s held money) to the seller, the rest back to the buyer. Supersedes the earlier proposals.',
  actor: 'party',
  asCustomer: true,
  fields: (t) => ({
    disputeId: t.globalID({ required: true, for: [DisputeNode], description: 'The dispute (its Relay id).' }),
    sellerAmount: t.field({ type: 'Money', required: true }),
  }),
  target: (input) => ({ disputeId: disputeIdOf(input.disputeId) }),
  command: (input, itemId) => ({ type: 'propose_settlement', itemId, sellerAmount: input.sellerAmount }),
});

disputeMutation('acceptSettlement', {
  description:
    'The party that did not make the pending proposal accepts it: the buyer’s part is refunded now, the seller’s paid as accepted goods. Never As-Customer.',
  actor: 'party',
  asCustomer: false,
  fields: (t) => ({
    proposalId: t.int({ required: true, description: 'The databaseId of the proposal (SettlementProposal.databaseId).' }),
  }),
  target: (input) => ({ proposalId: input.proposalId }),
  command: (input, itemId) => ({ type: 'accept_settlement', itemId, proposalId: input.proposalId }),
});

disputeMutation('withdrawDispute', {
  description: 'The party that opened the dispute withdraws it: the item is as it was, its inspection period extended by the time the dispute was open.',
  actor: 'party',
  asCustomer: true,
  fields: (t) => ({
    disputeId: t.globalID({ required: true, for: [DisputeNode], description: 'The dispute (its Relay id).' }),
  }),
  target: (input) => ({ disputeId: disputeIdOf(input.disputeId) }),
  command: (_input, itemId) => ({ type: 'withdraw_dispute', itemId }),
});

const DisputeFileInput = builder.inputType('DisputeFileInput', {
  description: 'An evidence file, as verification documents are sent: PDF, PNG or JPEG, with their limits (VERIFICATION_MAX_FILE_BYTES, _FILES, _TOTAL_BYTES).',
  fields: (t) => fileInputFields(t),
});

const PostDisputeMessageInput = builder.inputType('PostDisputeMessageInput', {
  fields: (t) => ({
    disputeId: t.globalID({ required: true, for: [DisputeNode], description: 'The dispute (its Relay id).' }),
    body: t.string({ required: true, description: 'The message (at most 5000 characters).' }),
    files: t.field({ type: [DisputeFileInput], description: 'Evidence files (none by default).' }),
  }),
});

const PostDisputeMessagePayload = builder.objectRef<{ dispute: Awaited<ReturnType<typeof postDisputeMessage>> }>('PostDisputeMessagePayload').implement({
  fields: (t) => ({ dispute: t.expose('dispute', { type: DisputeNode }) }),
});

builder.mutationField('postDisputeMessage', (t) =>
  t.field({
    type: PostDisputeMessagePayload,
    description:
      'The buyer or the seller (or an approved partner for either, asCustomer) posts a message with evidence files to an open dispute. Event dispute_message.',
    args: { input: t.arg({ type: PostDisputeMessageInput, required: true }), asCustomer: asCustomerArg(t.arg) },
    errors: { types: commonErrors },
    authScopes: { authenticated: true },
    resolve: async (_root, { input, asCustomer }, context) => ({
      dispute: await postDisputeMessage(
        context.services,
        { kind: 'customer', viewer: context.viewer, asCustomerEmail: asCustomer ?? null },
        {
          disputeId: disputeIdOf(input.disputeId),
          body: input.body,
          files: decodeFiles(input.files ?? [], 'files'),
        },
      ),
    }),
  }),
);
