import { setAccountLock, type CustomerLookup } from '../../domain/customers/lock.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';

interface LockShape {
  customerId: number;
  email: string;
  locked: boolean;
  lockedAt: Date | null;
  reason: string | null;
}

const Payload = builder.objectRef<LockShape>('CustomerLockPayload').implement({
  fields: (t) => ({
    customerId: t.exposeInt('customerId', { description: 'The databaseId of the account.' }),
    email: t.exposeString('email'),
    locked: t.exposeBoolean('locked', { description: 'Whether the account is locked now.' }),
    lockedAt: t.expose('lockedAt', { type: 'DateTime', nullable: true }),
    reason: t.exposeString('reason', { nullable: true, description: 'The reason given with the lock (kept in the audit trail).' }),
  }),
});

/** The account named by exactly one of databaseId and email. */
function lookup(args: { customerId?: number | null; email?: string | null }): CustomerLookup {
  const hasId = args.customerId !== undefined && args.customerId !== null;
  const hasEmail = args.email !== undefined && args.email !== null;
  if (hasId === hasEmail) throw new ValidationError({ customer: ['give exactly one of customerId and email'] });
  if (hasId) return { id: args.customerId! };
  if (args.email!.length > 254) throw new ValidationError({ email: ['must be at most 254 characters'] });
  return { email: args.email! };
}

async function changeLock(
  context: GraphQLContext,
  args: { customerId?: number | null; email?: string | null; reason?: string | null },
  locked: boolean,
): Promise<LockShape> {
  if (!context.viewer.customer.isOperator) throw new ForbiddenError('Only operators may lock or unlock accounts');
  const customer = await setAccountLock(context.services, lookup(args), { locked, reason: args.reason, actor: `operator:${context.viewer.customer.id}` });
  return { customerId: customer.id, email: customer.email, locked: customer.lockedAt !== null, lockedAt: customer.lockedAt, reason: customer.lockedReason };
}

builder.mutationField('lockCustomer', (t) =>
  t.field({
    type: Payload,
    description:
      "Operators only (the CLI's `customer lock`): stop a compromised account at once. Its API keys, password and web sessions are refused on every door, and its open WebSockets and event streams end within a second on every instance. Recorded in the audit trail.",
    args: {
      customerId: t.arg.int({ description: 'The databaseId of the account (or give email).' }),
      email: t.arg.string(),
      reason: t.arg.string({ description: 'Why, for the audit trail (at most 2,000 characters).' }),
    },
    errors: { types: [ForbiddenError, NotFoundError, ValidationError] },
    resolve: (_root, args, context) => changeLock(context, args, true),
  }),
);

builder.mutationField('unlockCustomer', (t) =>
  t.field({
    type: Payload,
    description:
      "Operators only (the CLI's `customer unlock`): the account's credentials work again (its ended web sessions stay ended). Recorded in the audit trail.",
    args: {
      customerId: t.arg.int({ description: 'The databaseId of the account (or give email).' }),
      email: t.arg.string(),
    },
    errors: { types: [ForbiddenError, NotFoundError, ValidationError] },
    resolve: (_root, args, context) => changeLock(context, args, false),
  }),
);
