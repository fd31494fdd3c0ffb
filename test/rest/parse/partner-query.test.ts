import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../src/domain/shared/errors.js';
import { partnerTransactionStatuses } from '../../../src/domain/transactions/filters.js';
import { readPartnerTransactionsQuery } from '../../../src/rest/parse/partner-transactions.js';
import { readReportsQuery } from '../../../src/rest/parse/partner-reports.js';

const refusal = (read: (query: URLSearchParams) => unknown, query: string) => {
  try {
    read(new URLSearchParams(query));
  } catch (error) {
    if (error instanceof BadRequestError) return error.message;
    throw error;
  }
  return null;
};

describe('partner query parameters declared once', () => {
  it('reads lists written three ways, booleans as 1/0, and end dates to the end of their day', () => {
    const request = readPartnerTransactionsQuery(
      new URLSearchParams('ids=1,2&ids=3&customer_ids[]=4&exclude_draft=1&initiation_end_date=2026-05-01&limit=&sources=api'),
    );
    expect(request.filter?.ids).toEqual([1, 2, 3]);
    expect(request.filter?.customerIds).toEqual([4]);
    expect(request.filter?.excludeDraft).toBe(true);
    expect(request.filter?.initiatedTo).toEqual(new Date('2026-05-01T23:59:59.999Z'));
    expect(request.filter?.sources).toEqual(['api']);
    expect(request.limit).toBeUndefined();
  });

  it('names every parameter that cannot be read in one 400, in the order they are listed', () => {
    expect(refusal(readPartnerTransactionsQuery, 'limit=0&status=nope&limit=2&days_taken=-1')).toBe(
      `limit must be given once; got 2 values. status must be one of ${partnerTransactionStatuses.join(', ')}; got "nope". ` +
        'days_taken must be a whole number, 0 or more; got "-1"',
    );
    expect(refusal(readReportsQuery, 'sort_direction=up&limit=x&sort_by=date')).toBe(
      'sort_by must be one of id; got "date". limit must be a positive integer; got "x". sort_direction must be one of asc, desc; got "up"',
    );
  });
});
