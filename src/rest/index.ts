import type { Viewer } from '../domain/auth/authenticate.js';
import { refuseLockedAsCustomer } from '../domain/access/customers.js';
import { BadRequestError, NotFoundError } from '../domain/shared/errors.js';
import { unsafeTextProblem } from '../domain/shared/limits.js';
import type { Services } from '../domain/services.js';
import { restErrorResult } from './errors.js';
import { readJsonBody, Router, type Match, type RestRequest, type RestResult, type Route } from './router.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { customerRoutes } from './routes/customers.js';
import { deliveryRoutes } from './routes/deliveries.js';
import { eventRoutes } from './routes/events.js';
import { sandboxRoutes } from './routes/sandbox.js';
import { transactionActionRoutes } from './routes/transaction-actions.js';
import { releaseFundsRoutes } from './routes/release-funds.js';
import { transactionRoutes } from './routes/transactions.js';
import { webhookRoutes } from './routes/webhooks.js';
import { disbursementMethodRoutes } from './routes/disbursement-methods.js';
import { paymentMethodRoutes } from './routes/payment-methods.js';
import { partnerRoutes } from './routes/partner.js';
import { openApiDocument } from './openapi/document.js';
import { webLinkRoutes } from './routes/web-links.js';
import { verificationRoutes } from './routes/verification.js';
import { disputeRoutes } from './routes/disputes.js';

export const restPrefix = '/2017-09-01';

/** Every documented path of the 2017-09-01 API, in one table. */
export const restRoutes: Route[] = [
  ...customerRoutes,
  ...apiKeyRoutes,
  ...transactionRoutes,
  ...transactionActionRoutes,
  ...releaseFundsRoutes,
  ...sandboxRoutes,
  ...deliveryRoutes,
  ...eventRoutes,
  ...webhookRoutes,
  ...disbursementMethodRoutes,
  ...paymentMethodRoutes,
  ...partnerRoutes,
  ...webLinkRoutes,
  ...verificationRoutes,
  ...disputeRoutes,
];

export const router = new Router(restRoutes);

let openApiText: string | undefined;

/** The OpenAPI document of restRoutes, as served at `GET /2017-09-01/openapi.json` (printed once). */
export function openApiJson(): string {
  return (openApiText ??= `${JSON.stringify(openApiDocument(restRoutes, '2017-09-01'), null, 2)}\n`);
}

/**
 * Handles an authenticated request under the version prefix. `known` passes what the HTTP layer
 * has already worked out for this request (its route match, its parsed URL), so neither is done twice.
 */
export async function handleRest(request: RestRequest, path: string, services: Services, viewer: Viewer, known?: { match: Match }): Promise<RestResult> {
  const { url } = request;
  try {
    const match = known?.match ?? router.match(request.method, path);
    if (match.kind === 'not_found') throw new NotFoundError(`No such endpoint: ${request.method} ${restPrefix}${path}`);
    if (match.kind === 'bad_path') throw new BadRequestError(match.message);
    for (const [name, value] of url.searchParams) {
      const unsafe = unsafeTextProblem(name) ?? unsafeTextProblem(value);
      if (unsafe) throw new BadRequestError(`The query parameter ${JSON.stringify(name.replace(/\0/g, ''))} ${unsafe}`);
    }
    if (match.kind === 'method_not_allowed') {
      return {
        status: 405,
        body: { error: `Method ${request.method} is not allowed here; use ${match.allowed.join(', ')}` },
        headers: { allow: match.allowed.join(', ') },
      };
    }
    // As-Customer for a locked customer is refused first, on every route that takes it.
    if (match.route.doc?.asCustomer) await refuseLockedAsCustomer(services.prisma, viewer, request.headers.get('as-customer'));
    let body: { json: unknown } | undefined;
    return await match.route.handler({
      services,
      viewer,
      params: match.params,
      query: url.searchParams,
      request,
      json: async () => (body ??= { json: readJsonBody(request) }).json,
    });
  } catch (error) {
    return restErrorResult(error, services.log);
  }
}
