import { NotFoundError } from '../../domain/errors.js';
import type { Route } from '../router.js';
import { serializeCustomer } from '../serializers/customer.js';

export const customerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/customer/me',
    handler: async ({ services, viewer }) => {
      const customer = await services.prisma.customer.findUnique({
        where: { id: viewer.customer.id },
        include: { taxNumbers: { orderBy: { id: 'asc' } } },
      });
      if (!customer) throw new NotFoundError('Customer not found');
      return { status: 200, body: serializeCustomer(customer) };
    },
  },
];
