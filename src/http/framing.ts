/**
 * No page of the service may be framed by another site (clickjacking: a hostile page overlays
 * GraphiQL, the API reference or a signed-in party page and steers the visitor's clicks). One
 * mechanism for every answer, whatever face or library wrote it (the web pages, yoga's
 * GraphiQL, the API reference, error pages): the request handler passes each response through
 * `refuseFraming` before it leaves (src/http/app.ts), so a page added later is covered too.
 */
import type { AnswerHeaders } from './answer.js';

/** The Content-Security-Policy directive that refuses every framing parent. */
const frameAncestorsDirective = "frame-ancestors 'none'";

/** Sets X-Frame-Options (older browsers) and CSP frame-ancestors (the standard) on a response. */
export function refuseFraming(headers: AnswerHeaders): void {
  headers.set('x-frame-options', 'DENY');
  const policy = headers.get('content-security-policy');
  if (policy === null || policy.trim() === '') headers.set('content-security-policy', frameAncestorsDirective);
  else if (!/(^|;)\s*frame-ancestors\s/i.test(policy)) headers.set('content-security-policy', `${policy}; ${frameAncestorsDirective}`);
}
