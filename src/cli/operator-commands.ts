import { canonicalEmail } from '../domain/shared/email.js';
import { operatorQueue } from '../domain/transactions/held-money.js';
import type { Services } from '../domain/services.js';
import { ForbiddenError } from '../domain/shared/errors.js';
import { formatMoney } from '../domain/shared/money.js';
import { act, type Caller } from '../domain/transactions/act.js';
import { viewTransaction } from '../domain/transactions/view.js';
import { serializeTransaction } from '../rest/serializers/transaction.js';
import { UsageError } from './usage.js';

// `heldfunds operator queue|release`: what waits for an operator (disputes, floats without a
// clearing job, stranded money), and the release of stranded money by a named operator
// through the lifecycle core (docs/ledger.md, "Liveness"); the GraphQL twins are
// operatorQueue and releaseStrandedMoney.

export type OperatorCommandLine =
  { command: 'operator queue'; options: { limit: number } } | { command: 'operator release'; options: { transactionId: number; operator: string; reason: string } };

type Flags = (args: string[], spec: Record<string, { type: 'string' | 'boolean' }>) => Record<string, string | boolean | undefined>;

export function parseOperatorCommand(subcommand: string | undefined, args: string[], flags: Flags): OperatorCommandLine {
  switch (subcommand) {
    case 'queue': {
      const limit = flags(args, { limit: { type: 'string' } }).limit;
      if (limit !== undefined && (typeof limit !== 'string' || !/^[1-9]\d{0,4}$/.test(limit) || Number(limit) > 10_000))
        throw new UsageError('--limit must be a whole number from 1 to 10000');
      return { command: 'operator queue', options: { limit: limit === undefined ? 1_000 : Number(limit) } };
    }
    case 'release': {
      const values = flags(args, { transaction: { type: 'string' }, operator: { type: 'string' }, reason: { type: 'string' } });
      const id = values.transaction;
      if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new UsageError('--transaction must be a transaction id');
      if (typeof values.operator !== 'string' || values.operator.trim() === '')
        throw new UsageError('--operator is required: the email of the operator who releases');
      if (typeof values.reason !== 'string') throw new UsageError('--reason is required: it goes on the timeline');
      return { command: 'operator release', options: { transactionId: Number(id), operator: values.operator, reason: values.reason } };
    }
    default:
      throw new UsageError(`unknown operator command "${subcommand ?? ''}"`);
  }
}

/** The named operator as the lifecycle's actor (who decided, on the timeline); ForbiddenError for anyone else. */
export async function operatorCaller(services: Services, email: string): Promise<Extract<Caller, { kind: 'operator' }>> {
  const customer = await services.prisma.customer.findUnique({ where: { email: canonicalEmail(email) } });
  if (!customer?.isOperator) throw new ForbiddenError(`${email} is not an operator`);
  return { kind: 'operator', viewer: { customer, method: 'password', apiKeyId: null } };
}

export async function runOperatorCommand(services: Services, line: OperatorCommandLine): Promise<unknown> {
  switch (line.command) {
    case 'operator queue': {
      const queue = await operatorQueue(services.prisma, services.clock.now(), { limit: line.options.limit });
      return { ...queue, entries: queue.entries.map((entry) => ({ ...entry, amount: formatMoney(entry.amount) })) };
    }
    case 'operator release': {
      const record = await act(services, await operatorCaller(services, line.options.operator), line.options.transactionId, {
        type: 'release_stranded',
        reason: line.options.reason,
      });
      return serializeTransaction(viewTransaction(record, record.creatorId, services.config));
    }
  }
}
