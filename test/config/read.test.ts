import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { fields, integer } from '../../src/config/read.js';

describe('a setting read from its variable', () => {
  it('is named in config by the camelCase of its variable, a group prefix dropped', () => {
    const settings = { RATE_LIMIT_PER_MINUTE: integer(1, 10).default(5), WIRE_IBAN: z.string().optional() };
    const values = z.object(settings).parse({ WIRE_IBAN: 'GB82' });
    expect(fields(settings, values)).toEqual({ rateLimitPerMinute: 5, wireIban: 'GB82' });
    expect(fields({ WIRE_SORT_CODE: z.string() }, { WIRE_SORT_CODE: '601613' }, 'WIRE_')).toEqual({ sortCode: '601613' });
  });

  it('names the variable it came from in its problem ($NAME, filled in by loadConfig)', () => {
    const result = z.object({ PORT: integer(0, 65535) }).safeParse({ PORT: '65536' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['PORT'], '$NAME must be an integer from 0 to 65535; got "65536"']]);
  });
});
