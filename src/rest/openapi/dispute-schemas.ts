/** The dispute objects as JSON Schema (serializers/dispute.ts, parse/dispute.ts), spread into the shared schemas. */
import { documentMediaTypes } from '../../domain/verification/documents.js';
import { disputeMessageBody, openDisputeBody, proposalBody } from '../parse/dispute.js';
import { toJsonSchema } from '../parse/shape.js';

type Schema = Record<string, unknown>;

const integer: Schema = { type: 'integer' };
const string: Schema = { type: 'string' };
const timestamp: Schema = { type: 'string', format: 'date-time' };
const money: Schema = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', examples: ['700.00'], description: 'Decimal string with two fractional digits' };
const role: Schema = { enum: ['buyer', 'seller', 'broker', 'partner'] };
const object = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties, required: Object.keys(properties) });

const file = object({
  id: integer,
  file_name: { type: ['string', 'null'] },
  content_type: { enum: [...documentMediaTypes], description: 'Read from the file, not declared' },
  size: { type: 'integer', description: 'Bytes' },
  sha256: { type: 'string', description: 'SHA-256 of the content, hex' },
  download_path: { type: 'string', description: 'GET it (HTTP Basic) for the bytes, as an attachment' },
});

const amounts = object({ seller_amount: money, buyer_amount: money });

export const disputeSchemas = {
  Dispute: object({
    id: integer,
    transaction_id: integer,
    item_id: integer,
    opened_by: role,
    reason: string,
    status: { enum: ['open', 'settled', 'resolved', 'withdrawn'] },
    date_opened: timestamp,
    respond_by: { ...timestamp, description: 'The opening plus DISPUTE_RESPONSE_DAYS: unsettled after it, the case is due for an operator' },
    date_closed: { type: ['string', 'null'], format: 'date-time' },
    resolution: { oneOf: [{ ...amounts, description: 'What moved when the dispute ended' }, { type: 'null' }] },
    messages: {
      type: 'array',
      description: 'Oldest first',
      items: object({ id: integer, author_role: role, body: string, date_created: timestamp, files: { type: 'array', items: file } }),
    },
    proposals: {
      type: 'array',
      description: 'Oldest first; at most one is pending',
      items: object({
        id: integer,
        proposed_by: role,
        status: { enum: ['pending', 'superseded', 'accepted', 'closed'] },
        seller_amount: { ...money, description: 'The seller’s part of the item’s held money, before its fees' },
        buyer_amount: { ...money, description: 'Refunded to the buyer, whole' },
        seller_payout: {
          oneOf: [
            { ...money, description: 'What accepting it pays the seller, its fees on the item deducted (docs/fees.md, "Disputes and splits")' },
            { type: 'null' },
          ],
          description: 'Null while the seller has no payout method (its fee depends on it) and once the case has ended',
        },
        seller_fees: { oneOf: [{ ...money, description: 'The seller’s fees on its part: seller_amount less seller_payout' }, { type: 'null' }] },
        date_created: timestamp,
      }),
    },
  }),
  DisputeOpening: toJsonSchema(openDisputeBody),
  DisputeMessageInput: toJsonSchema(disputeMessageBody),
  SettlementProposalInput: toJsonSchema(proposalBody),
};
