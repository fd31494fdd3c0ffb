/**
 * Errors in the shape of whoever asked: a browser (Accept: text/html) that reaches a path
 * nothing answers gets the web face's HTML page; an API client keeps its JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness?.close());

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('a path nothing answers', () => {
  it('is an HTML 404 page for a browser, on the shared layout', async () => {
    const response = await harness.fetch('/no/such/page', { headers: { accept: browserAccept } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('<h1>Not found</h1>');
    expect(body).toContain('There is no page at /no/such/page.');
    expect(body).toContain('href="/assets/web.css"');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-request-id')).not.toBeNull();
  });

  it('escapes the path it names', async () => {
    const body = await (await harness.fetch('/%3Cscript%3Ealert(1)%3C/script%3E', { headers: { accept: 'text/html' } })).text();
    expect(body).not.toContain('<script>alert');
  });

  it('stays JSON for an API client (no Accept, JSON, anything but HTML)', async () => {
    for (const accept of [null, 'application/json', '*/*']) {
      const response = await harness.fetch('/no/such/page', accept ? { headers: { accept } } : {});
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({ error: 'No such endpoint: GET /no/such/page' });
    }
  });

  it('under the API’s version prefix stays the REST contract’s JSON, even for a browser', async () => {
    const response = await harness.fetch('/2017-09-01/no-such-resource', { headers: { accept: browserAccept } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('a trailing slash on a page is the page face’s 404 for a browser', async () => {
    const response = await harness.fetch('/sign-in/', { headers: { accept: browserAccept } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Not found</h1>');
  });
});
