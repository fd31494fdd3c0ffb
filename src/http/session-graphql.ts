import { timingSafeEqual } from 'node:crypto';
import { sessionViewer } from '../domain/auth/web-sessions.js';
import type { Viewer } from '../domain/auth/authenticate.js';
import type { Services } from '../domain/services.js';
import { ForbiddenError } from '../domain/shared/errors.js';
import { parseCookies, sessionCookie } from '../web/http.js';

/** The header that carries the session's CSRF token: a page of another site cannot set it without a preflight, which CORS refuses. */
const csrfHeader = 'x-csrf-token';

/**
 * Authenticates a request to GraphQL on the web session. The session cookie alone is not
 * enough: a hostile page could make the browser send it. The request must also carry the
 * session's own CSRF token in `X-CSRF-Token` (only a page of this site, which was given it,
 * can), and a browser that says the request comes from another site (`Sec-Fetch-Site`) is
 * refused before anything is read. Every refusal is a 403 (never a 401: its Basic challenge
 * would make the browser ask for a password). A web link's session (one transaction) and an
 * account that is not a partner's are refused as the console refuses them.
 */
export async function authenticateSession(
  request: { headers: { get(name: string): string | null } },
  services: Pick<Services, 'prisma' | 'clock'>,
): Promise<{ viewer: Viewer; sessionId: number }> {
  const { headers } = request;
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    throw new ForbiddenError('GraphQL on the web session answers pages of this site only; an API client sends HTTP Basic to /graphql');
  }
  const session = await sessionViewer(services.prisma, parseCookies(headers.get('cookie')).get(sessionCookie) ?? null, services.clock.now());
  if (!session || session.transactionId !== null)
    throw new ForbiddenError('Sign in with your password first (/sign-in); an API client sends HTTP Basic to /graphql');
  if (!session.viewer.customer.isPartner) throw new ForbiddenError('The console is for partner accounts');
  const given = Buffer.from(headers.get(csrfHeader) ?? '');
  const expected = Buffer.from(session.csrfToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ForbiddenError(`The ${csrfHeader} header must carry this session's token (the console's GraphiQL sends it); reload the page`);
  }
  return { viewer: session.viewer, sessionId: session.sessionId };
}
