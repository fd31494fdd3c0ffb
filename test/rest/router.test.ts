import { describe, expect, it } from 'vitest';
import { Router, type Route } from '../../src/rest/router.js';

// The route tree answers as trying every route's path in specificity order would.

const handler: Route['handler'] = async () => ({ status: 200 });
const routes: Route[] = [
  { method: 'GET', path: '/customer/{customer_id}', handler },
  { method: 'PATCH', path: '/customer/{customer_id}', handler },
  { method: 'GET', path: '/customer/me', handler },
  { method: 'POST', path: '/customer/me/verify', handler },
  { method: 'GET', path: '/transaction/{transaction_id}/payout/{payout_id}', handler },
];
const router = new Router(routes);
const found = (method: string, path: string) => {
  const match = router.match(method, path);
  return match.kind === 'found' ? { method: match.route.method, path: match.route.path, params: match.params } : match;
};

describe('the REST router', () => {
  it('prefers a literal segment to a parameter, and falls back to the parameter for another method', () => {
    expect(found('GET', '/customer/me')).toEqual({ method: 'GET', path: '/customer/me', params: {} });
    expect(found('PATCH', '/customer/me')).toEqual({ method: 'PATCH', path: '/customer/{customer_id}', params: { customer_id: 'me' } });
    expect(found('GET', '/customer/42')).toEqual({ method: 'GET', path: '/customer/{customer_id}', params: { customer_id: '42' } });
  });

  it('takes one trailing slash, decodes parameters, and needs every segment', () => {
    expect(found('GET', '/transaction/7/payout/a%20b/')).toEqual({
      method: 'GET',
      path: '/transaction/{transaction_id}/payout/{payout_id}',
      params: { transaction_id: '7', payout_id: 'a b' },
    });
    for (const path of ['/transaction/7/payout/', '/transaction/7/payout//', '/customer//', '//customer/1', '/customer/1/x', '/', '']) {
      expect(router.match('GET', path)).toEqual({ kind: 'not_found' });
    }
  });

  it('lists the methods a path takes, and refuses a segment that is not UTF-8 or holds NUL', () => {
    expect(router.match('DELETE', '/customer/me')).toEqual({ kind: 'method_not_allowed', allowed: ['GET', 'PATCH'] });
    expect(router.match('GET', '/customer/me/verify')).toEqual({ kind: 'method_not_allowed', allowed: ['POST'] });
    expect(router.match('GET', '/customer/%FF')).toEqual({ kind: 'bad_path', message: 'The path segment {customer_id} is not valid percent-encoded UTF-8' });
    expect(router.match('GET', '/customer/a%00b')).toEqual({ kind: 'bad_path', message: 'The path segment {customer_id} must not contain NUL characters' });
  });
});
