import { canonicalEmail } from '../domain/shared/email.js';
import type { Services } from '../domain/services.js';
import { ValidationError } from '../domain/shared/errors.js';
import { getVerificationForReview, listVerifications, reviewVerification } from '../domain/verification/verifications.js';
import { serializeVerification } from '../rest/serializers/verification.js';
import { UsageError } from './usage.js';

// `heldfunds verification list|show|approve|reject`: an operator at the console reviews
// verifications (KYC) as the service, through the same domain functions as the GraphQL
// mutations; beside a running server the server runs them (src/cli/control.ts).

export type VerificationCommandLine =
  | {
      command: 'verification list';
      options: { status: 'pending' | 'verified' | 'rejected' | undefined; customer: string | undefined; limit: number; before: number | undefined };
    }
  | { command: 'verification show'; options: { id: number; content: boolean } }
  | { command: 'verification approve'; options: { id: number } }
  | { command: 'verification reject'; options: { id: number; reason: string } };

type Flags = (args: string[], spec: Record<string, { type: 'string' | 'boolean' }>) => Record<string, string | boolean | undefined>;

function idOption(value: string | boolean | undefined, name = 'id'): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw new UsageError(`--${name} must be a verification id`);
  return Number(value);
}

export function parseVerificationCommand(subcommand: string | undefined, args: string[], flags: Flags): VerificationCommandLine {
  switch (subcommand) {
    case 'list': {
      const values = flags(args, { status: { type: 'string' }, customer: { type: 'string' }, limit: { type: 'string' }, before: { type: 'string' } });
      const status = values.status as string | undefined;
      if (status !== undefined && !['pending', 'verified', 'rejected', 'all'].includes(status))
        throw new UsageError('--status must be pending, verified, rejected or all');
      const limit = values.limit as string | undefined;
      if (limit !== undefined && (!/^[1-9]\d{0,2}$/.test(limit) || Number(limit) > 100)) throw new UsageError('--limit must be a whole number from 1 to 100');
      return {
        command: 'verification list',
        options: {
          status: status === 'all' ? undefined : ((status ?? 'pending') as 'pending' | 'verified' | 'rejected'),
          customer: values.customer as string | undefined,
          limit: limit === undefined ? 20 : Number(limit),
          before: values.before === undefined ? undefined : idOption(values.before, 'before'),
        },
      };
    }
    case 'show': {
      const values = flags(args, { id: { type: 'string' }, content: { type: 'boolean' } });
      return { command: 'verification show', options: { id: idOption(values.id), content: values.content === true } };
    }
    case 'approve':
      return { command: 'verification approve', options: { id: idOption(flags(args, { id: { type: 'string' } }).id) } };
    case 'reject': {
      const values = flags(args, { id: { type: 'string' }, reason: { type: 'string' } });
      if (typeof values.reason !== 'string') throw new UsageError('--reason is required: the customer is told why');
      return { command: 'verification reject', options: { id: idOption(values.id), reason: values.reason } };
    }
    default:
      throw new UsageError(`unknown verification command "${subcommand ?? ''}"`);
  }
}

function withCustomer(verification: Parameters<typeof serializeVerification>[0] & { customerId: number; customer: { email: string } }) {
  return { ...serializeVerification(verification), customer_id: verification.customerId, customer_email: verification.customer.email };
}

export async function runVerificationCommand(services: Services, line: VerificationCommandLine): Promise<unknown> {
  switch (line.command) {
    case 'verification list': {
      const { options } = line;
      let customerId: number | undefined;
      if (options.customer !== undefined) {
        const customer = await services.prisma.customer.findUnique({ where: { email: canonicalEmail(options.customer) }, select: { id: true } });
        if (!customer) throw new ValidationError({ customer: [`no customer with email ${options.customer}`] });
        customerId = customer.id;
      }
      const found = await listVerifications(services, { status: options.status, customerId, beforeId: options.before, limit: options.limit });
      return { verifications: found.map(withCustomer), next_before: found.length === options.limit ? (found.at(-1)?.id ?? null) : null };
    }
    case 'verification show': {
      const verification = await getVerificationForReview(services, line.options.id, line.options.content);
      const shown = withCustomer(verification);
      if (!line.options.content) return shown;
      // The files themselves, in base64, beside their records: what the reviewer looks at.
      return {
        ...shown,
        documents: shown.documents.map((document, index) => {
          const content = verification.documents[index]?.content;
          return { ...document, content: content ? Buffer.from(content).toString('base64') : null };
        }),
      };
    }
    case 'verification approve':
      return serializeVerification(await reviewVerification(services, { kind: 'service' }, line.options.id, { outcome: 'approve' }));
    case 'verification reject':
      return serializeVerification(await reviewVerification(services, { kind: 'service' }, line.options.id, { outcome: 'reject', reason: line.options.reason }));
  }
}
