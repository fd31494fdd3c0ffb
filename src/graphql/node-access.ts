import type { Prisma } from '../db/generated/client.js';
import { isApprovedPartner } from '../domain/customers/access.js';
import type { GraphQLContext } from './context.js';

// Where-clauses for loading nodes by global id (`node`, `nodes`). They carry the access rule,
// so an object the viewer may not see loads as null, exactly like one that does not exist:
// `node(id)` confirms nothing about other accounts. Fields keep their own auth scopes.

/** Objects only their account holder sees (keys, webhooks, bank details, tax numbers). */
export function ownedBy(id: string | number, context: GraphQLContext) {
  return { id: Number(id), customerId: context.viewer.customer.id };
}

/** The viewer itself, or, for an approved partner, the parties of its transactions. */
export function reachableCustomer(id: string | number, context: GraphQLContext): Prisma.CustomerWhereUniqueInput {
  const viewerId = context.viewer.customer.id;
  if (!isApprovedPartner(context.viewer)) return { id: Number(id), AND: [{ id: viewerId }] };
  return {
    id: Number(id),
    OR: [{ id: viewerId }, { parties: { some: { transaction: { parties: { some: { customerId: viewerId, role: 'partner' } } } } } }],
  };
}

/** A document of a customer the viewer may reach (itself, or as an approved partner). */
export function reachableDocument(id: string | number, context: GraphQLContext): Prisma.IdentificationDocumentWhereUniqueInput {
  const customer = reachableCustomer(0, context);
  const { id: _ignored, ...rule } = customer;
  return { id: Number(id), customer: rule as Prisma.CustomerWhereInput };
}
