import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { edgeRouter, edgeRoutes, type EdgeHandlers } from '../../src/http/routes.js';

// The one route table: where each request goes before the pipeline runs (src/http/routes.ts).

const answer = () => new Response(null, { status: 204 });
const handlers: EdgeHandlers = {
  health: answer,
  readiness: async () => answer(),
  metrics: async () => answer(),
  graphql: answer,
  graphiql: answer,
  web: () => {
    throw new Error('not called by the lookup');
  },
};
const lookup = edgeRouter(edgeRoutes(loadConfig({}), handlers));
const where = (method: string, path: string) => {
  const found = lookup(method, path);
  return found && { face: found.route.face, path: found.route.path, allowed: found.allowed, rest: found.restMatch?.kind };
};

describe('the edge route table', () => {
  it('sends each face its paths, with its declared auth', () => {
    expect(where('GET', '/2017-09-01/transaction/7')).toEqual({ face: 'rest', path: '/2017-09-01/transaction/{transaction_id}', allowed: null, rest: 'found' });
    expect(where('GET', '/transactions/7')).toEqual({ face: 'web', path: '/transactions/{transaction_id}', allowed: null, rest: undefined });
    expect(where('POST', '/graphql')).toMatchObject({ face: 'graphql', path: '/graphql', allowed: null });
    expect(where('GET', '/2017-09-01/docs/swagger-ui.css')).toMatchObject({ face: 'docs', path: '/2017-09-01/docs/{file}' });
    const routes = edgeRoutes(loadConfig({}), handlers);
    const auth = Object.fromEntries(routes.filter((route) => route.path !== '/console/graphql').map((route) => [`${route.face}`, route.auth]));
    expect(auth).toMatchObject({ rest: 'basic', graphql: 'basic', docs: 'none', health: 'none', metrics: 'none' });
    // The console's GraphiQL sends its operations on the web session, with the session's CSRF token.
    expect(where('POST', '/console/graphql')).toMatchObject({ face: 'graphql', path: '/console/graphql', allowed: null });
    expect(new Set(routes.filter((route) => route.path === '/console/graphql').map((route) => route.auth))).toEqual(new Set(['session-token']));
  });

  it('finds the probes and /graphql by any method (their handlers answer it)', () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PROPFIND']) expect(where(method, '/healthz')).toMatchObject({ face: 'health', path: '/healthz' });
    expect(where('PROPFIND', '/graphql')).toMatchObject({ face: 'graphql', allowed: expect.arrayContaining(['GET', 'POST']) });
  });

  it('takes one trailing slash on REST paths only', () => {
    expect(where('GET', '/2017-09-01/transaction/7/')).toMatchObject({ face: 'rest', path: '/2017-09-01/transaction/{transaction_id}', rest: 'found' });
    expect(where('GET', '/sign-in/')).toBeNull();
    expect(where('GET', '/healthz/')).toBeNull();
    expect(where('GET', '/graphql/')).toBeNull();
  });

  it('gives a path under the version prefix that no route takes to the REST fallback: 404, 405 or a bad segment, after authentication', () => {
    expect(where('GET', '/2017-09-01/nothing/here')).toEqual({ face: 'rest', path: '/2017-09-01/(unmatched)', allowed: null, rest: 'not_found' });
    expect(where('DELETE', '/2017-09-01/transaction')).toEqual({ face: 'rest', path: '/2017-09-01/(unmatched)', allowed: null, rest: 'method_not_allowed' });
    expect(lookup('DELETE', '/2017-09-01/transaction')?.restMatch).toEqual({ kind: 'method_not_allowed', allowed: ['POST', 'GET'] });
    expect(where('GET', '/2017-09-01/transaction/%FF')).toMatchObject({ path: '/2017-09-01/(unmatched)', rest: 'bad_path' });
    expect(where('GET', '/2017-09-01')).toMatchObject({ path: '/2017-09-01/(unmatched)', rest: 'not_found' });
    expect(where('GET', '/2017-09-01/openapi.json/')).toMatchObject({ path: '/2017-09-01/(unmatched)', rest: 'not_found' });
  });

  it('lets the API reference answer any path below its folder (its own 405; a file it lacks falls to the REST 404)', () => {
    for (const path of ['/2017-09-01/docs/', '/2017-09-01/docs/a/b']) expect(where('POST', path)).toMatchObject({ face: 'docs', path: '/2017-09-01/docs/{file}' });
  });

  it("hands a page's wrong method to the page (its 405 is HTML), and nothing else to nobody", () => {
    expect(where('PUT', '/sign-in')).toEqual({ face: 'web', path: '/sign-in', allowed: ['GET', 'POST'], rest: undefined });
    expect(where('POST', '/assets/web.css')).toMatchObject({ face: 'web', allowed: ['GET'] });
    expect(where('GET', '/wp-login.php')).toBeNull();
    expect(where('GET', '/transactions/7/nothing')).toBeNull();
  });

  it('has /metrics only when the app serves it here (not on a port of its own)', () => {
    expect(where('GET', '/metrics')).toMatchObject({ face: 'metrics' });
    const elsewhere = edgeRouter(edgeRoutes(loadConfig({}), { ...handlers, metrics: null }));
    expect(elsewhere('GET', '/metrics')).toBeNull();
  });
});
