import { createWebLink } from '../../domain/transactions/web-links.js';
import { pathId } from '../params.js';
import type { RestContext, RestResult, Route } from '../router.js';

// Web links: a URL where the party (or, for an approved partner, the party named by the
// As-Customer header or the as_customer query parameter) performs an action in the browser.

function asCustomer(context: RestContext): string | null {
  return context.request.headers.get('as-customer') ?? context.query.get('as_customer');
}

async function webLink(context: RestContext, itemId: number | null): Promise<RestResult> {
  const transactionId = pathId(context.params.transaction_id, 'Transaction not found');
  const link = await createWebLink(
    context.services,
    { kind: 'customer', viewer: context.viewer, asCustomerEmail: asCustomer(context) },
    transactionId,
    itemId,
    context.params.action ?? '',
  );
  return { status: 200, body: { action: link.action, web_link: link.url, expires_at: link.expiresAt.toISOString() } };
}

export const webLinkRoutes: Route[] = [
  { method: 'GET', path: '/transaction/{transaction_id}/web_link/{action}', handler: (context) => webLink(context, null) },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/item/{item_id}/web_link/{action}',
    handler: (context) => webLink(context, pathId(context.params.item_id, 'Item not found')),
  },
];
