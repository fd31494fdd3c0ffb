import { pathId } from '../params.js';
import { createWebLink, itemWebLinkActions, webLinkActions } from '../../domain/transactions/web-links.js';
import { ref } from '../openapi/schemas.js';
import type { RestContext, RestResult, Route, RouteDoc } from '../router.js';

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

const webLinkDoc = (actions: readonly string[], summary: string): RouteDoc => ({
  tag: 'Web links',
  summary,
  description:
    'A signed one-time URL, bound to the party and the action, that expires after a day. An approved partner names the party with `As-Customer` or `as_customer`.',
  pathParameters: { action: { type: 'string', enum: [...actions] } },
  query: [
    { name: 'as_customer', schema: { type: 'string', format: 'email' }, description: 'The party an approved partner acts for (instead of the As-Customer header)' },
  ],
  success: { status: 200, description: 'The link', schema: ref('WebLink') },
  errors: [403, 404, 422],
  asCustomer: true,
});

export const webLinkRoutes: Route[] = [
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/web_link/{action}',
    doc: webLinkDoc(webLinkActions, 'A URL where the party performs an action on the transaction in the browser'),
    handler: (context) => webLink(context, null),
  },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/item/{item_id}/web_link/{action}',
    doc: webLinkDoc(itemWebLinkActions, 'A URL where the party performs an action on one item in the browser'),
    handler: (context) => webLink(context, pathId(context.params.item_id, 'Item not found')),
  },
];
