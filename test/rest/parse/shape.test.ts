import { describe, expect, it } from 'vitest';
import { parseVerificationJson } from '../../../src/rest/parse/verification.js';
import { parseCreateTransaction } from '../../../src/rest/parse/create-transaction.js';

/** `{"a":{"a":…1…}}`, `depth` objects deep: a body the size caps of the verification routes let through. */
const deepObject = (depth: number): unknown => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

describe('reading a body declared once (shape.ts readBody)', () => {
  it('refuses an unknown field holding a value 20,000 objects deep as one problem, without reading into it', () => {
    const read = parseVerificationJson(deepObject(20_000));
    expect(read.errors.toObject()).toEqual({ a: ['is not a field that can be set'] });
  });

  it('leaves the body it was given as it was when it leaves out what it cannot read', () => {
    const body = { items: [{ title: 7 }], currency: 'usd', unknown: { nested: [1, 2] } };
    const before = JSON.stringify(body);
    parseCreateTransaction(body);
    expect(JSON.stringify(body)).toBe(before);
  });
});
