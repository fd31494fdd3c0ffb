import { html } from './html.js';
import { clearSessionCookie, field, htmlResponse, readForm, redirect, redirectWithFlash, safeNext, setSessionCookie, type WebRequest } from './http.js';
import { mutateDocument } from './graphql.js';
import { csrfField, errorList, flashNotice, notice, page } from './layout.js';
import { graphql } from './generated/gql.js';

const signedOutMessage = 'You are signed out.';

// Sign in, sign out, set a password from an emailed link, forgot password, change password.

const SignIn = graphql(`
  mutation WebSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on Error { message code }
      ... on Session { sessionToken csrfToken expiresAt }
    }
  }
`);

const SignOut = graphql(`
  mutation WebSignOut {
    signOut { __typename sessionsEnded }
  }
`);

const SetPassword = graphql(`
  mutation WebSetPassword($email: String!, $token: String!, $password: String!) {
    setPassword(email: $email, token: $token, password: $password) {
      __typename
      ... on Error { message code }
      ... on ValidationError { fields { path messages } }
      ... on Session { sessionToken csrfToken expiresAt }
    }
  }
`);

const RequestPasswordReset = graphql(`
  mutation WebRequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) { __typename accepted }
  }
`);

const ChangePassword = graphql(`
  mutation WebChangePassword($current: String!, $next: String!) {
    changePassword(currentPassword: $current, newPassword: $next) {
      __typename
      ... on Error { message code }
      ... on ValidationError { fields { path messages } }
      ... on Session { sessionToken csrfToken expiresAt }
    }
  }
`);

function signInPage(web: WebRequest, email: string, errors: string[], status = 200): Response {
  const next = safeNext(web.url.searchParams.get('next'));
  return htmlResponse(
    web,
    page(
      web,
      'Sign in',
      html`<h1>Sign in</h1>
        ${flashNotice(web)} ${web.url.searchParams.get('signed_out') === '1' ? notice(signedOutMessage) : ''} ${errorList(errors)}
        <form method="post" action="/sign-in?next=${encodeURIComponent(next)}" class="card">
          ${csrfField(web)}
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${email}" />
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024" />
          <button type="submit">Sign in</button>
        </form>
        <p><a href="/forgot-password">Forgot your password?</a></p>`,
    ),
    status,
  );
}

function tooManyTries(web: WebRequest, email: string, seconds: number): Response {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const response = signInPage(
    web,
    email,
    [`Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or set a new password by email.`],
    429,
  );
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(seconds))));
  return response;
}

/** 429 or 503 when the credential guard refused (a limit, the scrypt cap), else 400. */
function refusedStatus(result: { code?: string }): number {
  return result.code === 'rate_limited' ? 429 : result.code === 'service_busy' ? 503 : 400;
}

function withRetryAfter(response: Response, result: { retryAfterSeconds?: number }): Response {
  if (result.retryAfterSeconds !== undefined) response.headers.set('retry-after', String(Math.max(1, Math.ceil(result.retryAfterSeconds))));
  return response;
}

function busy(web: WebRequest, email: string, seconds: number): Response {
  const response = signInPage(web, email, ['Too many sign-ins are being checked right now; try again in a moment.'], 503);
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(seconds))));
  return response;
}

export async function signIn(web: WebRequest): Promise<Response> {
  if (web.request.method === 'GET') return signInPage(web, '', []);
  const form = await readForm(web);
  const email = field(form, 'email', 254);
  // signIn checks the password through the credential guard: past its limits per address and per account it is refused unchecked.
  const result = await mutateDocument(web, 'signIn', SignIn, { email, password: field(form, 'password') });
  if (!result.ok) {
    if (result.code === 'rate_limited') return tooManyTries(web, email, result.retryAfterSeconds ?? 60);
    if (result.code === 'service_busy') return busy(web, email, result.retryAfterSeconds ?? 1);
    return signInPage(web, email, result.messages, 401);
  }
  setSessionCookie(web, result.value);
  return redirect(web, safeNext(web.url.searchParams.get('next')));
}

export async function signOut(web: WebRequest): Promise<Response> {
  await readForm(web);
  if (web.session) await mutateDocument(web, 'signOut', SignOut, {});
  clearSessionCookie(web);
  // The session is gone: the sign-in page words a fixed message of its own for this flag.
  return redirect(web, '/sign-in?signed_out=1');
}

function setPasswordPage(web: WebRequest, email: string, token: string, errors: string[], status = 200): Response {
  return htmlResponse(
    web,
    page(
      web,
      'Set your password',
      html`<h1>Set your password</h1>
        ${errorList(errors)}
        ${
          token
            ? html`<form method="post" action="/set-password" class="card">
              ${csrfField(web)}
              <input type="hidden" name="token" value="${token}" />
              <label for="email">Email</label>
              <input id="email" name="email" type="email" autocomplete="username" required readonly value="${email}" />
              <label for="password">New password <span class="hint">(at least 10 characters)</span></label>
              <input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="1024" />
              <button type="submit">Set password</button>
            </form>`
            : html`<p>This page opens from the link in your email. <a href="/forgot-password">Ask for a new link</a>.</p>`
        }`,
    ),
    status,
  );
}

export async function setPassword(web: WebRequest): Promise<Response> {
  if (web.request.method === 'GET') {
    const email = (web.url.searchParams.get('email') ?? '').slice(0, 254);
    const token = (web.url.searchParams.get('token') ?? '').slice(0, 100);
    return setPasswordPage(web, email, token, token ? [] : ['This link has no token: ask for a new one.'], token ? 200 : 400);
  }
  const form = await readForm(web);
  const email = field(form, 'email', 254);
  const token = field(form, 'token', 100);
  const result = await mutateDocument(web, 'setPassword', SetPassword, { email, token, password: field(form, 'password') });
  if (!result.ok) return withRetryAfter(setPasswordPage(web, email, token, result.messages, refusedStatus(result)), result);
  setSessionCookie(web, result.value);
  return redirectWithFlash(web, '/transactions', 'Your password is set.', result.value);
}

export async function forgotPassword(web: WebRequest): Promise<Response> {
  let sent = false;
  if (web.request.method === 'POST') {
    const form = await readForm(web);
    await mutateDocument(web, 'requestPasswordReset', RequestPasswordReset, { email: field(form, 'email', 254) });
    sent = true;
  }
  return htmlResponse(
    web,
    page(
      web,
      'Forgot password',
      html`<h1>Forgot your password?</h1>
        ${sent ? notice('If an account has this email, a link to set a new password is on its way. It works once, for an hour.') : ''}
        <form method="post" action="/forgot-password" class="card">
          ${csrfField(web)}
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" />
          <button type="submit">Email me a link</button>
        </form>`,
    ),
  );
}

export async function changePassword(web: WebRequest): Promise<Response> {
  if (!web.session) return redirect(web, '/sign-in?next=/change-password');
  let errors: string[] = [];
  let refused: { code?: string; retryAfterSeconds?: number } = {};
  let done = false;
  if (web.request.method === 'POST') {
    const form = await readForm(web);
    const result = await mutateDocument(web, 'changePassword', ChangePassword, {
      current: field(form, 'currentPassword'),
      next: field(form, 'newPassword'),
    });
    if (result.ok) {
      // Every session ended; this browser continues with the new one.
      setSessionCookie(web, result.value);
      web.session = { ...web.session, csrfToken: result.value.csrfToken };
      done = true;
    } else {
      errors = result.messages;
      refused = result;
    }
  }
  const response = htmlResponse(
    web,
    page(
      web,
      'Change password',
      html`<h1>Change your password</h1>
        ${done ? notice('Your password is changed; your other sessions are signed out.') : ''} ${errorList(errors)}
        <form method="post" action="/change-password" class="card">
          ${csrfField(web)}
          <label for="currentPassword">Current password</label>
          <input id="currentPassword" name="currentPassword" type="password" autocomplete="current-password" required maxlength="1024" />
          <label for="newPassword">New password <span class="hint">(at least 10 characters)</span></label>
          <input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="10" maxlength="1024" />
          <button type="submit">Change password</button>
        </form>`,
    ),
    errors.length > 0 ? refusedStatus(refused) : 200,
  );
  return withRetryAfter(response, refused);
}
