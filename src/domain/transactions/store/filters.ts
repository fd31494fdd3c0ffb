/**
 * The one translation of a PartnerTransactionFilter into SQL, on `"Transaction"` aliased `t`.
 * Raw SQL because some filters compare a row with others (first-time buyers) or with itself
 * (days taken), which Prisma filters cannot say. Every value is a bound parameter.
 */
import { Prisma } from '../../../db/generated/client.js';
import { readCountryCode } from '../../shared/countries.js';
import { blockedStatusCodes, transactionSources, type PartnerCustomerFilter, type PartnerTransactionFilter, type TransactionColumnFilter } from '../filters.js';

const open = Prisma.sql`NOT t."isCancelled" AND t."closedAt" IS NULL`;

/**
 * The filter's conditions on the partner's transactions (the partner rule itself is the
 * caller's: `partnerTransactionsSql` or `partnerTransactionsInIdOrderSql`); an empty list when
 * it filters nothing.
 */
export function partnerTransactionConditions(partnerId: number, filter: PartnerTransactionFilter): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = transactionFilterConditions(filter);
  const add = (condition: Prisma.Sql) => conditions.push(condition);
  if (filter.customerIds !== undefined) {
    add(
      filter.customerIds.length === 0
        ? Prisma.sql`FALSE`
        : Prisma.sql`t."id" IN (SELECT p."transactionId" FROM "Party" p WHERE p."customerId" IN (${Prisma.join(filter.customerIds)}))`,
    );
  }
  const firstTimeBuyer = firstTimeIn(partnerId, 'buyer');
  const firstTimeSeller = firstTimeIn(partnerId, 'seller');
  if (filter.firstTimeBuyer) add(firstTimeBuyer);
  if (filter.firstTimeSeller) add(firstTimeSeller);
  if (filter.firstTimeEither) add(Prisma.sql`(${firstTimeBuyer} OR ${firstTimeSeller})`);
  if (filter.sources !== undefined && !filter.sources.some((source) => (transactionSources as readonly string[]).includes(source))) {
    add(Prisma.sql`FALSE`);
  }
  const parties = filter.parties === undefined ? [] : customerConditions(filter.parties);
  if (parties.length > 0) {
    add(Prisma.sql`t."id" IN (SELECT mp."transactionId" FROM "Party" mp JOIN "Customer" c ON c."id" = mp."customerId"
      WHERE mp."role" <> 'partner' AND ${Prisma.join(parties, ' AND ')})`);
  }
  return conditions;
}

/**
 * The filters on a transaction's own columns, as SQL conditions on `"Transaction"` aliased `t`:
 * what the partner listing and the viewer's listing (`viewer.transactions`) share.
 */
export function transactionFilterConditions(filter: TransactionColumnFilter): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const add = (condition: Prisma.Sql) => conditions.push(condition);
  if (filter.status === 'ongoing') add(open);
  if (filter.status === 'completed') add(Prisma.sql`t."closedAt" IS NOT NULL`);
  if (filter.status === 'blocked') add(Prisma.sql`${open} AND t."statusCode" IN (${Prisma.join([...blockedStatusCodes])})`);
  if (filter.ids !== undefined) add(filter.ids.length === 0 ? Prisma.sql`FALSE` : Prisma.sql`t."id" IN (${Prisma.join(filter.ids)})`);
  if (filter.minAmount !== undefined) add(Prisma.sql`t."totalAmount" >= ${filter.minAmount}`);
  if (filter.maxAmount !== undefined) add(Prisma.sql`t."totalAmount" <= ${filter.maxAmount}`);
  if (filter.initiatedFrom !== undefined) add(Prisma.sql`t."createdAt" >= ${timestamp(filter.initiatedFrom)}`);
  if (filter.initiatedTo !== undefined) add(Prisma.sql`t."createdAt" <= ${timestamp(filter.initiatedTo)}`);
  if (filter.closedFrom !== undefined) add(Prisma.sql`t."closedAt" >= ${timestamp(filter.closedFrom)}`);
  if (filter.closedTo !== undefined) add(Prisma.sql`t."closedAt" <= ${timestamp(filter.closedTo)}`);
  if (filter.excludeDraft) add(Prisma.sql`NOT t."isDraft"`);
  if (filter.showCancelled === false) add(Prisma.sql`NOT t."isCancelled"`);
  if (filter.daysTaken !== undefined) {
    add(Prisma.sql`t."closedAt" IS NOT NULL AND t."closedAt" <= t."createdAt" + make_interval(days => ${filter.daysTaken}::int)`);
  }
  if (filter.statusCode !== undefined) add(Prisma.sql`t."statusCode" = ${filter.statusCode}`);
  if (filter.startCondition !== undefined) add(Prisma.sql`t."statusCode" >= ${filter.startCondition}`);
  if (filter.endCondition !== undefined) add(Prisma.sql`t."statusCode" <= ${filter.endCondition}`);
  return conditions;
}

/** A customer filter as SQL conditions on `"Customer"` aliased `c`; none when it filters nothing. */
function customerConditions(filter: PartnerCustomerFilter): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (filter.ids !== undefined) conditions.push(filter.ids.length === 0 ? Prisma.sql`FALSE` : Prisma.sql`c."id" IN (${Prisma.join(filter.ids)})`);
  if (filter.country !== undefined) conditions.push(Prisma.sql`c."addressCountry" = ${readCountryCode(filter.country) ?? filter.country}`);
  if (filter.verificationStatus === 'verified') conditions.push(Prisma.sql`c."personalVerificationStatus" = 'verified'`);
  if (filter.verificationStatus === 'company_verified') conditions.push(Prisma.sql`c."companyVerificationStatus" = 'verified'`);
  if (filter.verificationStatus === 'not_verified') {
    conditions.push(Prisma.sql`c."personalVerificationStatus" <> 'verified' AND c."companyVerificationStatus" <> 'verified'`);
  }
  return conditions;
}

/**
 * The customer in `role` has no earlier transaction (a smaller id) with this partner in the
 * same role: the transaction is the first of that customer's, found by one grouped pass over
 * the partner's parties rather than a look back from every row.
 */
function firstTimeIn(partnerId: number, role: 'buyer' | 'seller'): Prisma.Sql {
  return Prisma.sql`t."id" IN (SELECT min(fp."transactionId") FROM "Party" fp JOIN "Transaction" ft ON ft."id" = fp."transactionId"
    WHERE fp."role" = ${role}::"PartyRole" AND ft."creatorId" = ${partnerId} GROUP BY fp."customerId")`;
}

/** Stored timestamps are UTC without a zone; the bound value is written the same way. */
export function timestamp(date: Date): Prisma.Sql {
  return Prisma.sql`${date.toISOString().replace('T', ' ').replace('Z', '')}::timestamp`;
}
