import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../src/domain/shared/errors.js';
import { pageParameters, parsePageRequest } from '../../../src/rest/parse/paging.js';

const page = (query: string) => parsePageRequest(new URLSearchParams(query));
const refusal = (query: string) => {
  try {
    page(query);
  } catch (error) {
    if (error instanceof BadRequestError) return error.message;
    throw error;
  }
  return null;
};

describe('the page parameters declared once', () => {
  it('reads defaults, caps per_page, and treats an empty number as absent', () => {
    expect(page('')).toEqual({ page: 1, perPage: 10, sortDirection: 'desc' });
    expect(page('page=3&per_page=500&sort_direction=asc&sort_by=id')).toEqual({ page: 3, perPage: 100, sortDirection: 'asc' });
    expect(page('page=&per_page=')).toEqual({ page: 1, perPage: 10, sortDirection: 'desc' });
  });

  it('answers the first problem in the order the parameters have always been checked', () => {
    expect(refusal('page=0')).toBe('page must be an integer of at least 1; got "0"');
    expect(refusal('per_page=x')).toBe('per_page must be an integer of at least 1; got "x"');
    expect(refusal('sort_by=')).toBe('sort_by must be id; got ""');
    expect(refusal('page=0&sort_direction=up')).toBe('sort_direction must be asc or desc; got "up"');
    expect(refusal('sort_direction=up&sort_by=date')).toBe('sort_by must be id; got "date"');
  });

  it('documents each parameter from the same declaration', () => {
    expect(pageParameters.doc).toEqual([
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'per_page', schema: { type: 'integer', minimum: 1, default: 10 }, description: 'At most 100 (larger values are capped)' },
      { name: 'sort_by', schema: { enum: ['id'] } },
      { name: 'sort_direction', schema: { enum: ['asc', 'desc'], default: 'desc' } },
    ]);
  });
});
