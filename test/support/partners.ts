import { brokeredSaleBody } from './accounts.js';
import { createTestAccount, type Harness, type TestAccount } from './harness.js';
import { getJson, postJson } from './transactions.js';

export const partnerBase = '/2017-09-01/partner';

/** A partner account (isPartner), not approved to act for customers. */
export function createPartnerAccount(harness: Harness, email?: string): Promise<TestAccount> {
  return createTestAccount(harness, { email, isPartner: true });
}

/** A sale the partner sets up between a buyer and a seller, through the API; its id. */
export async function createSale(
  harness: Harness,
  partner: TestAccount,
  parties: { buyer: string; seller: string },
  options: { amount?: string; reference?: string; draft?: boolean } = {},
): Promise<number> {
  const body = brokeredSaleBody(parties.buyer, parties.seller, {
    ...(options.reference === undefined ? {} : { reference: options.reference }),
    ...(options.draft ? { is_draft: true } : {}),
  });
  if (options.amount !== undefined) body.items[0]!.schedule[0]!.amount = options.amount;
  const { status, body: created } = await postJson(harness, partner, '/2017-09-01/transaction', body);
  if (status !== 201) throw new Error(`creating a sale failed: ${status} ${JSON.stringify(created)}`);
  return created.id as number;
}

/**
 * Seeds a transaction's history as if time had passed (creation and close dates, a completed
 * or blocked state): what a partner of long standing has, without replaying months of actions.
 */
export async function seedHistory(harness: Harness, id: number, history: { createdAt?: string; closedAt?: string; statusCode?: number }): Promise<void> {
  await harness.services.prisma.transaction.update({
    where: { id },
    data: {
      ...(history.createdAt === undefined ? {} : { createdAt: new Date(history.createdAt) }),
      ...(history.closedAt === undefined ? {} : { closedAt: new Date(history.closedAt), statusCode: history.statusCode ?? 80 }),
      ...(history.statusCode === undefined ? {} : { statusCode: history.statusCode }),
    },
  });
}

/** The partner cancels one of its transactions, as its integration would. */
export async function cancelSale(harness: Harness, partner: TestAccount, id: number): Promise<void> {
  const { status, body } = await postJson(harness, partner, `/2017-09-01/transaction/${id}`, { action: 'cancel' }, 'PATCH');
  if (status !== 200) throw new Error(`cancel failed: ${status} ${JSON.stringify(body)}`);
}

export function partnerGet(harness: Harness, account: TestAccount, path: string) {
  return getJson(harness, account, `${partnerBase}${path}`);
}

export const idsOf = (list: { id: number }[]) => list.map((entry) => entry.id);
