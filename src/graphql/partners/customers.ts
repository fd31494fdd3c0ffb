import { resolveCursorConnection } from '@pothos/plugin-relay';
import type { Customer } from '../../db/generated/client.js';
import { checkPartnerCustomersRequest, getPartnerCustomer, partnerCustomerWindow } from '../../domain/partners/customers.js';
import { defaultPartnerPageSize, maxPartnerPageSize } from '../../domain/shared/paging.js';
import { NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { PartnerCustomerType } from '../customers/customer.js';
import { PartnerCustomerFilterInput, SortDirectionEnum, toCustomerFilter } from './filter-inputs.js';
import { cursorId, PartnerType } from './partner.js';

builder.objectFields(PartnerType, (t) => ({
  customers: t.connection({
    type: PartnerCustomerType,
    description: `The customers of the partner's transactions, filtered (REST GET /partner/customers), ${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}.`,
    args: {
      filter: t.arg({ type: PartnerCustomerFilterInput }),
      sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'desc' }),
    },
    errors: { types: [ValidationError], union: { name: 'PartnerCustomersResult' } },
    resolve: (partner, args, context) => {
      const filter = toCustomerFilter(args.filter);
      const problems = checkPartnerCustomersRequest({ filter });
      if (problems) throw new ValidationError(problems);
      return resolveCursorConnection<Promise<Customer[]>>(
        { args, toCursor: (customer: Customer) => String(customer.id), defaultSize: defaultPartnerPageSize, maxSize: maxPartnerPageSize },
        ({ before, after, limit, inverted }): Promise<Customer[]> =>
          partnerCustomerWindow(context.services.prisma, partner.partnerId, filter, {
            sortDirection: args.sortDirection ?? 'desc',
            after: after === undefined ? undefined : cursorId(after),
            before: before === undefined ? undefined : cursorId(before),
            limit,
            fromEnd: inverted,
          }),
      );
    },
  }),
  customer: t.field({
    type: PartnerCustomerType,
    description: 'One customer of the partner’s transactions, by its databaseId or by one of its parties (REST GET /partner/customer).',
    args: { customerId: t.arg.int(), partyId: t.arg.int() },
    errors: { types: [NotFoundError, ValidationError], union: { name: 'PartnerCustomerResult' } },
    resolve: (_partner, args, context) =>
      getPartnerCustomer(context.services, context.viewer, { customerId: args.customerId ?? undefined, partyId: args.partyId ?? undefined }),
  }),
}));
