import type { Harness, TestAccount } from './harness.js';
import { postJson } from './transactions.js';
import type { Json } from './json.js';

export const patch = (harness: Harness, account: TestAccount, path: string, body: unknown, headers: Record<string, string> = {}) =>
  harness
    .fetch(path, {
      method: 'PATCH',
      headers: { authorization: account.auth, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, Json> }));

export const action = (harness: Harness, account: TestAccount, id: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  patch(harness, account, `/2017-09-01/transaction/${id}`, body, headers);

/** Gives a customer a saved wire method and selects it on its party, as the payout needs. */
export async function givePayoutMethod(harness: Harness, transactionId: number, customerId: number): Promise<void> {
  const method = await harness.services.prisma.disbursementMethod.create({
    data: { customerId, type: 'wire_transfer', accountName: 'Payee', bankName: 'Bank', bankSwiftCode: 'BANKUS33', bankAccountNumber: '123456789', currency: 'usd' },
  });
  await harness.services.prisma.party.updateMany({
    where: { transactionId, customerId, role: { in: ['seller', 'broker'] } },
    data: { disbursementMethodId: method.id },
  });
}

export const sandboxFund = (harness: Harness, account: TestAccount, id: number) =>
  postJson(harness, account, `/2017-09-01/sandbox/transaction/${id}/fund`, undefined);

export const advance = (harness: Harness, account: TestAccount, id: number, seconds: number) =>
  postJson(harness, account, `/2017-09-01/sandbox/transaction/${id}/advance`, { seconds });
