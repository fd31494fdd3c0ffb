/** Who reaches a verification: its customer, an approved partner acting for it, and operators (who review). */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { reachableCustomersWhere } from '../access/customers.js';

export function reachableVerificationsWhere(viewer: Viewer): Prisma.VerificationWhereInput {
  return viewer.customer.isOperator ? {} : { customer: reachableCustomersWhere(viewer) };
}
