import { requirePartner } from '../../domain/access/partners.js';
import { partnerCustomerNotFoundMessage } from '../../domain/partners/customers.js';
import { listPartnerCustomerCards, listPartnerCustomerDisbursementMethods } from '../../domain/partners/payment-info.js';
import { pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializePartnerDisbursementInfo, serializePartnerSavedCard } from '../serializers/partner-payment-info.js';

export const partnerPaymentInfoRoutes: Route[] = [
  {
    method: 'GET',
    path: '/partner/customer/{customer_id}/payments_in',
    handler: async ({ services, viewer, params }) => {
      requirePartner(viewer);
      const cards = await listPartnerCustomerCards(services, viewer, pathId(params.customer_id, partnerCustomerNotFoundMessage));
      return { status: 200, body: { payments_in: cards.map(serializePartnerSavedCard) } };
    },
  },
  {
    method: 'GET',
    path: '/partner/customer/{customer_id}/payments_out',
    handler: async ({ services, viewer, params }) => {
      requirePartner(viewer);
      const methods = await listPartnerCustomerDisbursementMethods(services, viewer, pathId(params.customer_id, partnerCustomerNotFoundMessage));
      return { status: 200, body: { payments_out: methods.map(serializePartnerDisbursementInfo) } };
    },
  },
];
