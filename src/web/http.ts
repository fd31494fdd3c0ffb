import { randomBytes, timingSafeEqual } from 'node:crypto';
import { verificationBodyBytes } from '../config.js';
import type { SessionViewer } from '../domain/auth/web-sessions.js';
import type { SignedReturn } from '../domain/payments/landing-page.js';
import type { WebDeps } from './deps.js';
import type { Html } from './html.js';

export const sessionCookie = 'heldfunds_session';
/** Double-submit CSRF token of forms shown before sign-in (sign in, set password, forgot password). */
const csrfCookie = 'heldfunds_csrf';

/** One request to the web face, with what every page needs. */
export interface WebRequest {
  request: Request;
  url: URL;
  deps: WebDeps;
  session: SessionViewer | null;
  cookies: Map<string, string>;
  /** Cookies and headers to set on the response. */
  setCookies: string[];
  /** Set when the page rendered the session's flash message (answerWebPage then clears it). */
  flashShown?: boolean;
}

/** What the page shell reads of a request (an error page made outside a page's handler has no more). */
export type PageRequest = Pick<WebRequest, 'session' | 'cookies' | 'setCookies'> & { deps: Pick<WebDeps, 'config'> };

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** A cookie: HttpOnly, SameSite=Lax, Secure in production; without maxAge it lasts while the browser runs. */
export function cookie(deps: Pick<WebDeps, 'config'>, name: string, value: string, maxAgeSeconds?: number): string {
  const secure = deps.config.environment === 'production' ? '; Secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${age}${secure}`;
}

/** The session cookie lasts while the browser runs; the server refuses it after the session's expiresAt. */
export function setSessionCookie(web: WebRequest, session: { sessionToken: string }): void {
  web.setCookies.push(cookie(web.deps, sessionCookie, session.sessionToken));
}

export function clearSessionCookie(web: WebRequest): void {
  web.setCookies.push(cookie(web.deps, sessionCookie, '', 0));
}

/** The token every form of this page carries: the session's, or the double-submit cookie's (set here if absent). */
export function csrfToken(web: PageRequest): string {
  if (web.session) return web.session.csrfToken;
  let token = web.cookies.get(csrfCookie);
  if (!token || !/^[A-Za-z0-9_-]{32}$/.test(token)) {
    token = randomBytes(24).toString('base64url');
    web.cookies.set(csrfCookie, token);
    web.setCookies.push(cookie(web.deps, csrfCookie, token, 24 * 3600));
  }
  return token;
}

export class WebError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const maxFormBytes = 16 * 1024;

/** Reads a posted form (urlencoded, at most 16 KiB) and checks its CSRF token. */
export async function readForm(web: WebRequest): Promise<URLSearchParams> {
  const type = web.request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new WebError(415, 'Forms are sent as application/x-www-form-urlencoded');
  const declared = Number(web.request.headers.get('content-length') ?? '0');
  if (declared > maxFormBytes) throw new WebError(413, 'The form is too large');
  const text = await web.request.text();
  if (text.length > maxFormBytes) throw new WebError(413, 'The form is too large');
  const form = new URLSearchParams(text);
  const expected = web.session?.csrfToken ?? web.cookies.get(csrfCookie) ?? '';
  const given = form.get('csrf') ?? '';
  if (!expected || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    throw new WebError(403, 'This form has expired or did not come from this site; reload the page and try again');
  }
  return form;
}

/**
 * Reads a posted form with files (multipart/form-data), at most the verification upload limit
 * (the service's one set of file limits: verification documents and dispute evidence), and
 * checks its CSRF token.
 */
export async function readUploadForm(web: WebRequest): Promise<FormData> {
  const type = web.request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new WebError(415, 'This form is sent as multipart/form-data');
  const limit = verificationBodyBytes(web.deps.config.verification);
  const declared = Number(web.request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new WebError(413, 'The files are too large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = web.request.body?.getReader();
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined };
    if (next.done) break;
    size += next.value.byteLength;
    if (size > limit) {
      void reader?.cancel().catch(() => undefined);
      throw new WebError(413, 'The files are too large');
    }
    chunks.push(next.value);
  }
  let form: FormData;
  try {
    form = await new Request(web.url, { method: 'POST', headers: { 'content-type': type }, body: Buffer.concat(chunks) }).formData();
  } catch {
    throw new WebError(400, 'The form could not be read');
  }
  const expected = web.session?.csrfToken ?? web.cookies.get(csrfCookie) ?? '';
  const given = form.get('csrf');
  if (!expected || typeof given !== 'string' || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    throw new WebError(403, 'This form has expired or did not come from this site; reload the page and try again');
  }
  return form;
}

export function field(form: URLSearchParams, name: string, max = 1024): string {
  const value = form.get(name) ?? '';
  if (value.length > max) throw new WebError(400, `${name} is too long`);
  return value;
}

export function htmlResponse(web: Pick<WebRequest, 'setCookies'>, body: Html, status = 200): Response {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self' http: https:; frame-ancestors 'none'",
  });
  for (const value of web.setCookies) headers.append('set-cookie', value);
  return new Response(body.value, { status, headers });
}

/** Redirects, leaving `message` for the next page of the session (a session just started is named by its token). */
export async function redirectWithFlash(web: WebRequest, location: string | SignedReturn, message: string, started?: { sessionToken: string }): Promise<Response> {
  const session = started ? { token: started.sessionToken } : web.session ? { sessionId: web.session.sessionId } : null;
  if (session) await web.deps.flash.put(session, message);
  return redirect(web, location);
}

/**
 * Where a page may send the browser: the one check of every redirect of the service. A path of
 * this site, an address under the service's public URL (a landing page it issued), or a return
 * address the service signed into a link (SignedReturn, src/domain/payments/landing-page.ts).
 * Anything else (another site, `//host`, `/\\host`, a scheme such as `javascript:`) is null.
 */
export function allowedLocation(publicUrl: string, to: string | SignedReturn): string | null {
  if (typeof to !== 'string') return /^https?:\/\//i.test(to.url) && URL.canParse(to.url) ? to.url : null;
  if (to.length > 2048 || to.includes('\\') || [...to].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  if (to.startsWith('/')) return /^\/(?![/\\])/.test(to) ? to : null;
  if (!URL.canParse(to) || !URL.canParse(publicUrl)) return null;
  return new URL(to).origin === new URL(publicUrl).origin ? to : null;
}

/** Sends the browser on (303), only to where allowedLocation lets it go. */
export function redirect(web: WebRequest, to: string | SignedReturn): Response {
  const location = allowedLocation(web.deps.config.publicUrl, to);
  if (location === null) throw new WebError(400, 'This link would take you to another site; the service did not issue it');
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const value of web.setCookies) headers.append('set-cookie', value);
  return new Response(null, { status: 303, headers });
}

/** A same-site path to go back to after signing in; anything else goes home. */
export function safeNext(value: string | null): string {
  return value && /^\/(?!\/)[\w\-./?=&%#]*$/.test(value) && value.length < 512 ? value : '/';
}

export function relayId(type: string, id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}
