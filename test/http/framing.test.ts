/**
 * No answer of the service can be framed by another site (clickjacking; issue 24 finding 8).
 * GraphiQL and the API reference were framable; every response now leaves through one
 * mechanism (src/http/framing.ts), including a page added later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsUrl } from '../../src/http/api-docs.js';
import { addRoute } from '../../src/web/index.js';
import { createHarness, type Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  // A page added later that sets no header of its own: the mechanism covers it all the same.
  // (Added before the app is created: the edge's route table is built from the pages then.)
  addRoute('/framing-test-page', ['GET'], async () => new Response('<!doctype html><p>new page</p>', { headers: { 'content-type': 'text/html' } }), 'any');
  harness = await createHarness();
});
afterAll(() => harness.close());

const pages: [string, string, Record<string, string>][] = [
  ['GraphiQL', '/graphql', { accept: 'text/html' }],
  ['the API reference', docsUrl, { accept: 'text/html' }],
  ['the sign-in page', '/sign-in', { accept: 'text/html' }],
  ['a page added later', '/framing-test-page', { accept: 'text/html' }],
  ['a web page that does not exist', '/transactions/nope/nothing', { accept: 'text/html' }],
  ['a REST answer', '/2017-09-01/customer/me', {}],
];

describe('framing', () => {
  it.each(pages)('%s answers with X-Frame-Options DENY and CSP frame-ancestors none', async (_name, path, headers) => {
    const response = await harness.fetch(path, { headers });
    await response.arrayBuffer();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toMatch(/(^|;)\s*frame-ancestors 'none'/);
  });

  it('serves GraphiQL and the API reference as HTML (the pages the finding named)', async () => {
    for (const path of ['/graphql', docsUrl]) {
      const response = await harness.fetch(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toMatch(/<html/i);
    }
  });
});
