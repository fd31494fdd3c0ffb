import type { Prisma } from '../../db/generated/client.js';
import type { PaymentFacts } from '../lifecycle/facts.js';
import type { Services } from '../services.js';
import type { TransactionRecord } from './record.js';
import { offeredMethods } from '../payment-methods/catalog.js';
import { wireAccount } from '../payment-methods/wire-transfer.js';

/** What the payment options depend on besides the transaction: the buyer's verification and what this deployment offers. */
export async function loadPaymentFacts(
  db: Pick<Prisma.TransactionClient, 'customer'>,
  services: Services,
  record: TransactionRecord,
): Promise<PaymentFacts | undefined> {
  const buyerParty = record.parties.find((party) => party.role === 'buyer');
  if (!buyerParty) return undefined;
  const verification = await db.customer.findUniqueOrThrow({ where: { id: buyerParty.customerId }, select: { personalVerificationStatus: true } });
  return {
    buyer: {
      email: buyerParty.customer.email,
      country: buyerParty.customer.addressCountry,
      verified: verification.personalVerificationStatus === 'verified',
    },
    offered: offeredMethods(services.config.environment, wireAccount(services.config) !== null, services.config.check !== null),
    feeTable: services.feeTable,
  };
}
