/**
 * The partner's open disputes (the console's list of cases to watch): the disputes still OPEN
 * on the partner's transactions, the one due first (respondBy) first. Each is read through
 * getDispute, so what a case shows and who reads it stay the dispute's own rules.
 */
import { partnerTransactionsWhere, requirePartner } from '../access/partners.js';
import type { Viewer } from '../auth/authenticate.js';
import { getDispute, type DisputeView } from '../transactions/disputes.js';
import { NotFoundError } from '../shared/errors.js';
import type { Services } from '../services.js';

/** The most open disputes one listing answers: a console shows the cases due first. */
export const maxOpenDisputesListed = 50;

/** The partner's open disputes, due first; ForbiddenError for an account that is not a partner. */
export async function partnerOpenDisputes(services: Services, viewer: Viewer, limit = maxOpenDisputesListed): Promise<DisputeView[]> {
  const partnerId = requirePartner(viewer);
  const rows = await services.prisma.dispute.findMany({
    where: { status: 'OPEN', transaction: partnerTransactionsWhere(partnerId) },
    select: { id: true },
    orderBy: [{ respondBy: 'asc' }, { id: 'asc' }],
    take: Math.min(Math.max(1, Math.trunc(limit)), maxOpenDisputesListed),
  });
  const disputes = await Promise.all(
    rows.map((row) =>
      getDispute(services, viewer, row.id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
    ),
  );
  return disputes.filter((dispute): dispute is DisputeView => dispute !== null);
}
