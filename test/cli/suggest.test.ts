import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance } from '../../src/cli/suggest.js';

describe('the closest known word to a typo', () => {
  it('counts insertions, deletions, replacements and swapped neighbours as one edit each', () => {
    expect(editDistance('custmer', 'customer')).toBe(1);
    expect(editDistance('lsit', 'list')).toBe(1);
    expect(editDistance('ledgr', 'ledger')).toBe(1);
    expect(editDistance('paymnet', 'payment')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'serve')).toBe(5);
  });

  it('suggests the nearest command, subcommand or option', () => {
    const commands = ['serve', 'worker', 'migrate', 'demo', 'customer', 'api-key', 'partner', 'payment', 'ledger', 'transaction', 'event', 'delivery', 'mail'];
    expect(closestMatch('custmer', commands)).toBe('customer');
    expect(closestMatch('Customer', commands)).toBe('customer');
    expect(closestMatch('transactions', commands)).toBe('transaction');
    expect(closestMatch('apikey', commands)).toBe('api-key');
    expect(closestMatch('deliv', commands)).toBe('delivery');
    expect(closestMatch('balanse', ['audit', 'balance'])).toBe('balance');
    expect(closestMatch('--emial', ['--email', '--password', '--partner'])).toBe('--email');
  });

  it('suggests nothing when no known word is close', () => {
    expect(closestMatch('frobnicate', ['serve', 'customer', 'payment'])).toBeUndefined();
    expect(closestMatch('x', ['list', 'show'])).toBeUndefined();
    expect(closestMatch('--verbose', ['--email', '--name'])).toBeUndefined();
  });
});
