import type { Prisma } from '../../../db/generated/client.js';
import { viewerTransactionsWhere } from '../../access/transactions.js';
import type { Viewer } from '../../auth/authenticate.js';
import { transactionInclude, type TransactionRecord } from '../record.js';

/**
 * The newest of the viewer's transactions with this reference (references are not unique),
 * and whether any transaction has it: the second statement runs only when the viewer has none.
 */
export async function findByReference(
  prisma: Pick<Prisma.TransactionClient, 'transaction'>,
  viewer: Viewer,
  reference: string,
): Promise<{ record: TransactionRecord | null; exists: boolean }> {
  const record = await prisma.transaction.findFirst({
    where: { reference, ...viewerTransactionsWhere(viewer) },
    orderBy: { id: 'desc' },
    include: transactionInclude,
  });
  if (record) return { record, exists: true };
  return { record: null, exists: (await prisma.transaction.count({ where: { reference } })) > 0 };
}
