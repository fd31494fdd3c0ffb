/**
 * POST /transaction/{transaction_id}/item/{item_id}/release (an extension of the 2017-09-01
 * contract; docs/lifecycle.md, "Partial release"): the buyer pays the seller part of an item's
 * held money now. The domain decides (release_funds); this reads the body and answers the
 * transaction.
 */
import { act } from '../../domain/transactions/act.js';
import { pathId } from '../params.js';
import type { Route } from '../router.js';
import { presentTransaction } from '../serializers/transaction.js';
import { parseReleaseFunds } from '../parse/release-funds.js';
import { submit } from '../parse/submit.js';
import { ref } from '../openapi/schemas.js';

export const releaseFundsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/transaction/{transaction_id}/item/{item_id}/release',
    doc: {
      tag: 'Lifecycle',
      summary: 'Release part of an item’s held money to the seller now (the buyer, before accepting)',
      description:
        'An extension of the 2017-09-01 contract. The buyer pays the seller `amount` of a secured item at once (a deposit, a goodwill payment); the rest stays held under the same rules. The seller’s fees are deducted as for any payout. Refused with 409 while the item is in dispute, accepted, returned, not paid for, in a cancelled transaction, or while the seller has no payout method; never As-Customer (it pays the seller, as accept does). Event `funds_released`.',
      body: { schema: ref('ReleaseFunds'), required: true },
      success: { status: 200, description: 'The updated transaction', schema: ref('Transaction') },
      errors: [403, 404, 409, 422],
      asCustomer: true,
    },
    handler: async (context) => {
      const transactionId = pathId(context.params.transaction_id, 'Transaction not found');
      const itemId = pathId(context.params.item_id, 'Item not found');
      const body = parseReleaseFunds(await context.json());
      const caller = { kind: 'customer' as const, viewer: context.viewer, asCustomerEmail: context.request.headers.get('as-customer') };
      const record = await submit(body, {
        run: (input) => act(context.services, caller, transactionId, { type: 'release_funds', itemId, amount: input.amount }),
      });
      return { status: 200, body: presentTransaction(context, record) };
    },
  },
];
