import { requirePartner } from '../../domain/access/partners.js';
import { partnerCustomerNotFoundMessage } from '../../domain/partners/customers.js';
import { listPartnerCustomerCards, listPartnerCustomerDisbursementMethods } from '../../domain/partners/payment-info.js';
import { pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializePartnerDisbursementInfo, serializePartnerSavedCard } from '../serializers/partner-payment-info.js';
import { ref } from '../openapi/schemas.js';

export const partnerPaymentInfoRoutes: Route[] = [
  {
    method: 'GET',
    path: '/partner/customer/{customer_id}/payments_in',
    doc: {
      tag: 'Partner',
      summary: 'A customer’s saved cards, as a partner may see them (never the number)',
      pathParameters: { customer_id: { type: 'integer', minimum: 1 } },
      success: {
        status: 200,
        description: 'The cards',
        schema: { type: 'object', properties: { payments_in: { type: 'array', items: ref('PartnerSavedCard') } }, required: ['payments_in'] },
      },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => {
      requirePartner(viewer);
      const cards = await listPartnerCustomerCards(services, viewer, pathId(params.customer_id, partnerCustomerNotFoundMessage));
      return { status: 200, body: { payments_in: cards.map(serializePartnerSavedCard) } };
    },
  },
  {
    method: 'GET',
    path: '/partner/customer/{customer_id}/payments_out',
    doc: {
      tag: 'Partner',
      summary: 'A customer’s saved payout methods, as a partner may see them (never an account number)',
      pathParameters: { customer_id: { type: 'integer', minimum: 1 } },
      success: {
        status: 200,
        description: 'The payout methods',
        schema: { type: 'object', properties: { payments_out: { type: 'array', items: ref('PartnerDisbursementInfo') } }, required: ['payments_out'] },
      },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => {
      requirePartner(viewer);
      const methods = await listPartnerCustomerDisbursementMethods(services, viewer, pathId(params.customer_id, partnerCustomerNotFoundMessage));
      return { status: 200, body: { payments_out: methods.map(serializePartnerDisbursementInfo) } };
    },
  },
];
