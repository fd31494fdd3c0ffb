import { describe, expect, it } from 'vitest';
import { dateText, durationText, money, timelineSentence } from '../../src/web/wording.js';

const cast = {
  viewerRoles: ['buyer'],
  parties: [
    { role: 'buyer', customer: 'bea@example.com', customerDatabaseId: 12 },
    { role: 'seller', customer: 'sam@example.com', customerDatabaseId: 14 },
  ],
  items: [{ databaseId: 7, title: 'example.com' }],
  currency: 'usd',
  locale: 'en-GB',
};

describe('the pages’ words', () => {
  it('write an amount by currency and locale from its decimal string, never through a float', () => {
    expect(money('2450.00', 'usd', 'en-GB')).toBe('US$2,450.00');
    expect(money('2450.00', 'usd', 'en-US')).toBe('$2,450.00');
    expect(money('2450.00', 'euro', 'de-DE')).toBe('2.450,00\u00a0€');
    // Past what a double holds exactly, the cents survive.
    expect(money('90071992547409.93', 'usd', 'en-US')).toBe('$90,071,992,547,409.93');
  });

  it('write a moment in words with its time zone, and a period in days and hours', () => {
    expect(dateText('2026-11-29T07:06:41.035Z', 'en-GB')).toBe('29 November 2026 at 07:06 UTC');
    expect(durationText(259_200)).toBe('3 days');
    expect(durationText(129_600)).toBe('1 day and 12 hours');
  });

  it('retell a timeline note with names for customers and items, the reader as “you”', () => {
    expect(timelineSentence('1040.00 USD was disbursed to customer 14 for items 7.', cast, 'bea@example.com')).toBe(
      'US$1,040.00 was disbursed to the seller (sam@example.com) for “example.com”.',
    );
    expect(timelineSentence('12.50 USD of the ach disbursement fee was deducted from the proceeds of customer 14.', cast, 'sam@example.com')).toBe(
      'US$12.50 of the ACH bank transfer (US) fee was deducted from your proceeds.',
    );
    expect(timelineSentence('The buyer received item 7; the inspection period ends at 2026-11-29T07:06:41.035Z.', cast, 'bea@example.com')).toBe(
      'You received “example.com”; the inspection period ends at 29 November 2026 at 07:06 UTC.',
    );
    expect(timelineSentence('The buyer chose to pay 1063.48 USD by credit card.', { ...cast, viewerRoles: ['seller'] }, 'sam@example.com')).toBe(
      'The buyer chose to pay US$1,063.48 by credit card.',
    );
  });
});
