import type { Prisma } from '../db/generated/client.js';
import { ownedByViewerWhere, reachableCustomersWhere } from '../domain/access/customers.js';
import { ownDeliveriesWhere } from '../domain/access/deliveries.js';
import type { GraphQLContext } from './context.js';

// Where-clauses for loading nodes by global id (`node`, `nodes`), built from the domain's
// access rules, so an object the viewer may not see loads as null, exactly like one that
// does not exist: `node(id)` confirms nothing about other accounts. Fields keep their own
// auth scopes.

/** Objects only their account holder sees (keys, webhooks, bank details, tax numbers). */
export function ownedBy(id: string | number, context: GraphQLContext) {
  return { id: Number(id), ...ownedByViewerWhere(context.viewer) };
}

/** The viewer itself, or, for an approved partner, the parties of its transactions. */
export function reachableCustomer(id: string | number, context: GraphQLContext): Prisma.CustomerWhereUniqueInput {
  return { id: Number(id), AND: [reachableCustomersWhere(context.viewer)] };
}

/** A document of a customer the viewer may reach (itself, or as an approved partner). */
export function reachableDocument(id: string | number, context: GraphQLContext): Prisma.IdentificationDocumentWhereUniqueInput {
  return { id: Number(id), customer: reachableCustomersWhere(context.viewer) };
}

/** A delivery to one of the viewer's own webhooks. */
export function ownDelivery(id: string | number, context: GraphQLContext): Prisma.WebhookDeliveryWhereUniqueInput {
  return { id: Number(id), ...ownDeliveriesWhere(context.viewer) };
}
