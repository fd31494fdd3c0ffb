import { ForbiddenError, ValidationError } from '../../domain/shared/errors.js';
import { createTransaction } from '../../domain/transactions/create.js';
import { builder } from '../builder.js';
import { CreateTransactionInput } from '../inputs/create-transaction-input.js';
import { present, TransactionNode } from '../types/transaction.js';

const CreateTransactionPayload = builder.objectRef<{ transaction: ReturnType<typeof present> }>('CreateTransactionPayload').implement({
  fields: (t) => ({ transaction: t.expose('transaction', { type: TransactionNode }) }),
});

type Input = typeof CreateTransactionInput.$inferInput;

/**
 * The GraphQL input in the wire shape of POST /transaction, so that one validator checks
 * both and reports the same problems (the GraphQL error paths are camelCased).
 */
function toWireBody(input: Input) {
  const dropUndefined = <T extends object>(value: T) => JSON.parse(JSON.stringify(value)) as T;
  return dropUndefined({
    currency: input.currency,
    description: input.description,
    reference: input.reference ?? undefined,
    auction_id: input.auctionId ?? undefined,
    is_draft: input.isDraft ?? undefined,
    parties: input.parties.map((party) => ({ role: party.role, customer: party.customer })),
    privacy: input.privacy
      ? { hide_counterparties: input.privacy.hideCounterparties ?? undefined, broker_commission_visible_to: input.privacy.brokerCommissionVisibleTo ?? undefined }
      : undefined,
    items: input.items.map((item) => ({
      title: item.title,
      description: item.description ?? undefined,
      type: item.type,
      category: item.category ?? undefined,
      quantity: item.quantity ?? undefined,
      inspection_period: item.inspectionPeriod ?? undefined,
      extra_attributes: item.extraAttributes
        ? {
            with_content: item.extraAttributes.withContent ?? undefined,
            concierge: item.extraAttributes.concierge ?? undefined,
            image_url: item.extraAttributes.imageUrl ?? undefined,
            merchant_url: item.extraAttributes.merchantUrl ?? undefined,
            make: item.extraAttributes.make ?? undefined,
            model: item.extraAttributes.model ?? undefined,
            year: item.extraAttributes.year ?? undefined,
            lien_holder_payoff: item.extraAttributes.lienHolderPayoff ?? undefined,
            title_collection: item.extraAttributes.titleCollection ?? undefined,
          }
        : undefined,
      schedule: item.schedule.map((entry) => ({
        amount: entry.amount,
        payer_customer: entry.payerCustomer,
        beneficiary_customer: entry.beneficiaryCustomer,
        due_date: entry.dueDate?.toISOString(),
      })),
      fees: item.fees?.map((fee) => ({ type: fee.type, payer_customer: fee.payerCustomer, split: fee.split ?? undefined })),
    })),
  });
}

builder.mutationField('createTransaction', (t) =>
  t.field({
    type: CreateTransactionPayload,
    description: 'Creates a transaction with the viewer as partner (the same rules as POST /transaction).',
    args: { input: t.arg({ type: CreateTransactionInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError] },
    resolve: async (_root, { input }, context) => ({
      transaction: present(context, await createTransaction(context.services, context.viewer, toWireBody(input))),
    }),
  }),
);
