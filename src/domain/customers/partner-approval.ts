import { canonicalEmail } from '../shared/email.js';
import type { Customer } from '../../db/generated/client.js';
import { credentialsChanged } from '../auth/api-key-cache.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';

export type CustomerLookup = { id: number } | { email: string };

/**
 * An operator approves a partner account to act for the parties of its transactions
 * (As-Customer, spec 5.4), or withdraws the approval; it takes effect on the next request.
 * Only partner accounts can be approved.
 */
export async function setPartnerApproval(services: Services, who: CustomerLookup, approved: boolean): Promise<Customer> {
  const where = 'id' in who ? { id: who.id } : { email: canonicalEmail(who.email) };
  const customer = await services.prisma.customer.findUnique({ where });
  if (!customer) throw new NotFoundError('Customer not found');
  if (!customer.isPartner) throw new ValidationError({ customer: ['is not a partner account: only partners act for customers'] });
  const updated = await writeTransaction(services, (tx) => tx.customer.update({ where: { id: customer.id }, data: { actAsCustomerApproved: approved } }));
  credentialsChanged(services, customer.id);
  services.log.info({ customerId: customer.id, approved }, 'partner approval changed');
  return updated;
}
