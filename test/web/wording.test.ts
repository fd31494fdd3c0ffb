import { describe, expect, it } from 'vitest';
import { webhookEventNames } from '../../src/domain/webhooks/event-names.js';
import {
  dateText,
  dayText,
  deadlineWords,
  durationText,
  eventSentence,
  eventWords,
  ledgerAccountWords,
  money,
  timeText,
  timelineSentence,
} from '../../src/web/wording.js';

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
    expect(timelineSentence('A payment of 1290.63 USD by sandbox was received and secured.', cast, 'bea@example.com')).toBe(
      'A payment of US$1,290.63 in the sandbox was received and secured.',
    );
  });

  it('say every event of the feed as a sentence, and a name they do not know yet in plain words', () => {
    for (const name of webhookEventNames) expect(eventWords[name], name).toMatch(/^[A-Z][^_]*\.$/);
    expect(eventSentence('payment_received')).toBe('The buyer’s payment arrived and is held.');
    expect(eventSentence('funds_on_hold')).toBe('Funds on hold.');
  });

  it('write a time of day with its zone, with its date when it is not today’s, and a chart’s day', () => {
    const today = new Date('2026-11-29T23:00:00Z');
    expect(timeText('2026-11-29T07:06:41.035Z', 'en-GB', today)).toBe('07:06 UTC');
    expect(timeText('2026-11-28T07:06:41.035Z', 'en-GB', today)).toBe('28 Nov, 07:06 UTC');
    expect(dayText('2026-11-28T00:00:00Z', 'en-GB')).toBe('28 Nov');
  });

  it('name ledger accounts in words: escrow, fees, tax, and payouts and refunds by party, the reader as “you”', () => {
    const seller = { ...cast, viewerRoles: ['seller'] };
    expect(ledgerAccountWords('escrow:txn:7:usd', cast, 'bea@example.com')).toBe('Held in escrow');
    expect(ledgerAccountWords('funding:external:usd', cast, 'bea@example.com')).toBe('Paid in from outside (bank or card)');
    expect(ledgerAccountWords('fees:revenue:usd', cast, 'bea@example.com')).toBe('Service fees');
    expect(ledgerAccountWords('tax:gst:aud', cast, 'bea@example.com')).toBe('GST collected');
    expect(ledgerAccountWords('payout:customer:14:usd', cast, 'bea@example.com')).toBe('Paid to the seller (sam@example.com)');
    expect(ledgerAccountWords('payout:customer:14:usd', seller, 'sam@example.com')).toBe('Paid to you');
    expect(ledgerAccountWords('refund:customer:12:usd', cast, 'sam@example.com')).toBe('Refunded to the buyer (bea@example.com)');
    expect(ledgerAccountWords('refund:customer:99:usd', cast, 'sam@example.com')).toBe('Refunded to another party');
  });

  it('retell a ledger posting’s description with parties by name', () => {
    expect(timelineSentence('Disbursement to customer 14 for transaction 7', { ...cast, viewerRoles: ['partner'] }, 'pat@example.com')).toBe(
      'Disbursement to the seller (sam@example.com) for transaction 7',
    );
  });

  it('state a dispute’s deadline in words with its zone, and mark it overdue once passed', () => {
    const respondBy = '2026-12-03T07:06:00.000Z';
    expect(deadlineWords(respondBy, new Date('2026-11-26T07:06:00Z'), 'en-GB')).toEqual({
      text: 'Respond by 3 December 2026 at 07:06 UTC (in 7 days)',
      overdue: false,
    });
    expect(deadlineWords(respondBy, new Date('2026-12-04T19:06:00Z'), 'en-GB')).toEqual({
      text: 'Overdue since 3 December 2026 at 07:06 UTC (1 day and 12 hours ago)',
      overdue: true,
    });
  });
});
