import { describe, expect, it } from 'vitest';
import { day } from '../../../src/rest/serializers/partner-statistics.js';

describe('the day of a statistics bucket', () => {
  it('is what toISOString gives, for every day of four years and at the edges of the range', () => {
    const start = Date.UTC(2023, 0, 1);
    for (let i = 0; i < 4 * 366; i += 1) {
      const date = new Date(start + i * 86_400_000);
      expect(day(date)).toBe(date.toISOString().slice(0, 10));
    }
    for (const date of [new Date('0999-12-31T00:00:00Z'), new Date('1000-01-01T00:00:00Z'), new Date('9999-12-31T23:59:59Z'), new Date(Date.UTC(10000, 0, 1))]) {
      expect(day(date)).toBe(date.toISOString().slice(0, 10));
    }
  });
});
