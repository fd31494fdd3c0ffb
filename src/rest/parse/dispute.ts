/**
 * Bodies of the dispute routes (an extension of the 2017-09-01 API, docs/lifecycle.md
 * "Disputes over REST"), declared once (shape.ts): each is its parser into the domain's input
 * and its schema in the OpenAPI document. Types and syntax only; what the values must be is the
 * lifecycle core's (validateCommand) and the messages' (disputeMessageProblems) to say.
 */
import * as z from 'zod';
import type { Command } from '../../domain/lifecycle/commands.js';
import type { DisputeMessageInput } from '../../domain/transactions/disputes.js';
import { notSettableMessage, readObjectBody } from './body.js';
import { readMoney } from './json.js';
import { documentedRequired, optional, readBody, text, wireObject, wireValue } from './shape.js';
import { parsed, type Parsed } from './submit.js';
import { fileFields } from './verification.js';

const closed = { unknownFields: notSettableMessage };

/** The body of POST /transaction/{id}/item/{item_id}/dispute (DisputeOpening). */
export const openDisputeBody = documentedRequired(
  wireObject(
    {
      reason: text('must be a string', { maxLength: 1000, description: 'What the dispute is about' }),
      message: text('must be a string', { maxLength: 5000, description: 'A first message' }, 'kept'),
    },
    undefined,
    closed,
  ),
  ['reason'],
);

const file = documentedRequired(wireObject(fileFields, 'must be an object with file_name, content_type and content', closed), ['content']);

/** The body of POST /dispute/{id}/messages (DisputeMessageInput). */
export const disputeMessageBody = documentedRequired(
  wireObject(
    {
      body: text('must be a string', { maxLength: 5000, description: 'The message' }),
      files: optional(z.array(file, { error: 'must be a list of files' })),
    },
    undefined,
    closed,
  ),
  ['body'],
  'Evidence files: PDF, PNG or JPEG in base64, read from their first bytes; the limits of verification documents (VERIFICATION_MAX_FILE_BYTES each, VERIFICATION_MAX_FILES and VERIFICATION_MAX_TOTAL_BYTES a message).',
);

/** The body of POST /dispute/{id}/proposals (SettlementProposalInput). */
export const proposalBody = documentedRequired(
  wireObject(
    {
      seller_amount: wireValue(readMoney, {
        oneOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }],
        examples: ['700.00'],
        description: 'What the seller is paid of the item (0 up to its held money); the buyer is refunded the rest',
      }),
    },
    undefined,
    closed,
  ),
  ['seller_amount'],
);

export function parseOpenDispute(body: unknown, itemId: number): Parsed<Command> {
  const read = readBody<{ reason?: string; message?: string | null }>(openDisputeBody, readObjectBody(body));
  return parsed({ type: 'open_dispute', itemId, reason: read.input.reason, message: read.input.message ?? null }, read.errors);
}

export function parseProposal(body: unknown, itemId: number): Parsed<Command> {
  const read = readBody<{ sellerAmount?: bigint }>(proposalBody, readObjectBody(body));
  return parsed({ type: 'propose_settlement', itemId, sellerAmount: read.input.sellerAmount }, read.errors);
}

export function parseDisputeMessage(body: unknown, disputeId: number): Parsed<DisputeMessageInput> {
  const read = readBody<Omit<DisputeMessageInput, 'disputeId'>>(disputeMessageBody, readObjectBody(body));
  return parsed({ ...read.input, disputeId }, read.errors);
}
