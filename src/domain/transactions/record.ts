import type { Prisma } from '../../db/generated/client.js';

/**
 * Everything a transaction view needs, loaded in one statement (Prisma relation joins):
 * parties with their customers, items in order with schedules, fees and their taxes.
 */
export const transactionInclude = {
  parties: {
    orderBy: { id: 'asc' },
    include: {
      customer: {
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          displayName: true,
          addressCountry: true,
          // Party.verification_required (src/domain/verification/rules.ts).
          personalVerificationStatus: true,
          companyVerificationStatus: true,
          companyName: true,
        },
      },
    },
  },
  items: {
    orderBy: { position: 'asc' },
    include: {
      schedules: { orderBy: { position: 'asc' } },
      fees: { orderBy: { position: 'asc' }, include: { taxes: { orderBy: { id: 'asc' } } } },
    },
  },
} satisfies Prisma.TransactionInclude;

export type TransactionRecord = Prisma.TransactionGetPayload<{ include: typeof transactionInclude }>;
export type PartyRecord = TransactionRecord['parties'][number];
export type ItemRecord = TransactionRecord['items'][number];
export type ScheduleRecord = ItemRecord['schedules'][number];
export type FeeRecord = ItemRecord['fees'][number];
