/**
 * The customer reach rule of ../customers.ts written as SQL (docs/architecture.md "Stores"): a
 * partner reaches the customers who joined it (`PartnerCustomer`).
 */
import { Prisma } from '../../../db/generated/client.js';

/** The customers who joined `partnerId`, as SQL on `"Customer"` aliased `c`: `joinedCustomersWhere` in SQL. */
export function joinedCustomersSql(partnerId: number): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "PartnerCustomer" pc WHERE pc."partnerId" = ${partnerId} AND pc."customerId" = c."id")`;
}
