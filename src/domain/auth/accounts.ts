import type { Prisma } from '../../db/generated/client.js';
import type { OutgoingMail } from '../mail.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { AuthenticationError, ValidationError } from '../shared/errors.js';
import { credentialsChanged } from './api-key-cache.js';
import { checkPassword, normalizeEmail, type Viewer } from './authenticate.js';
import { createOneTimeToken, spendOneTimeToken, tokenLifetimeSeconds } from './one-time-tokens.js';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.js';
import { endAllSessions, endSession, startSession, type StartedSession } from './web-sessions.js';

// Accounts on the web: signing in and out, setting a password from an emailed one-time link,
// forgetting it, changing it. The GraphQL mutations (signIn, setPassword, ...) call these; the
// web pages call the mutations.

/** The page where an emailed token sets a password: every invitation, new account and reset links here. */
export function setPasswordUrl(publicUrl: string, email: string, token: string): string {
  const url = new URL(`${publicUrl}/set-password`);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Mints a set-password token for a customer and answers the link that carries it. */
export async function setPasswordLink(
  store: Pick<Prisma.TransactionClient, 'oneTimeToken'>,
  services: Services,
  customer: { id: number; email: string },
  lifetimeSeconds: number = tokenLifetimeSeconds.invitation,
): Promise<string> {
  const { token } = await createOneTimeToken(store, { customerId: customer.id, purpose: 'set_password', lifetimeSeconds, now: services.clock.now() });
  return setPasswordUrl(services.config.publicUrl, customer.email, token);
}

const invalidCredentials = 'Invalid email or password';

/** Signs in with email and password (API keys are for API clients, not browsers). */
export async function signIn(services: Services, input: { email: string; password: string }): Promise<StartedSession & { customerId: number }> {
  const email = normalizeEmail(input.email);
  if (email.length > 254 || input.password.length > 1024) throw new AuthenticationError(invalidCredentials);
  const { customer } = await checkPassword(services.prisma, { email, secret: input.password }).catch((error: unknown) => {
    throw error instanceof AuthenticationError ? new AuthenticationError(invalidCredentials) : error;
  });
  return { ...(await startSession(services.prisma, customer.id, services.clock.now())), customerId: customer.id };
}

function checkNewPassword(field: string, password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new ValidationError({ [field]: problems });
}

/**
 * Sets the password of the customer an emailed token was minted for: the token must be for
 * this email, unexpired and unused; it is spent, every session of the customer ends and a new
 * one starts (the person is signed in). A bad password spends nothing.
 */
export async function setPasswordWithToken(
  services: Services,
  input: { email: string; token: string; password: string },
): Promise<StartedSession & { customerId: number }> {
  checkNewPassword('password', input.password);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = services.clock.now();
  const started = await writeTransaction(services, async (tx) => {
    const customer = await tx.customer.findUnique({ where: { email }, select: { id: true } });
    await spendOneTimeToken(tx, input.token, 'set_password', now, (token) => customer !== null && token.customerId === customer.id);
    await tx.customer.update({ where: { id: customer!.id }, data: { passwordHash } });
    await endAllSessions(tx, customer!.id);
    return { ...(await startSession(tx, customer!.id, now)), customerId: customer!.id };
  });
  // The old password and the ended sessions stop working on open connections too.
  credentialsChanged(services, started.customerId);
  return started;
}

/**
 * Forgot password: mails a one-hour set-password link when the account exists. Answers the
 * same either way, so the form tells nobody which emails have accounts.
 */
export async function requestPasswordReset(services: Services, input: { email: string }): Promise<void> {
  const email = normalizeEmail(input.email);
  if (email.length > 254) return;
  await writeTransaction(services, async (tx) => {
    const customer = await tx.customer.findUnique({ where: { email }, select: { id: true, email: true } });
    if (!customer) return;
    const link = await setPasswordLink(tx, services, customer, tokenLifetimeSeconds.passwordReset);
    const mail: OutgoingMail = {
      to: customer.email,
      kind: 'password_reset',
      subject: 'Reset your held-funds password',
      body: `Someone asked to reset the password of ${customer.email}. Set a new one at ${link} within the hour. If it was not you, ignore this email.`,
    };
    await services.mailer.send(tx, [mail]);
  });
  services.log.info({ kind: 'password_reset' }, 'password reset asked');
}

/** Changes the viewer's password (the current one is required); every session ends and a new one starts. */
export async function changePassword(services: Services, viewer: Viewer, input: { currentPassword: string; newPassword: string }): Promise<StartedSession> {
  const current = await services.prisma.customer.findUniqueOrThrow({ where: { id: viewer.customer.id }, select: { passwordHash: true } });
  if (input.currentPassword.length > 1024 || !(await verifyPassword(input.currentPassword, current.passwordHash))) {
    throw new ValidationError({ currentPassword: ['is not your current password'] });
  }
  checkNewPassword('newPassword', input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const started = await writeTransaction(services, async (tx) => {
    await tx.customer.update({ where: { id: viewer.customer.id }, data: { passwordHash } });
    await endAllSessions(tx, viewer.customer.id);
    return startSession(tx, viewer.customer.id, services.clock.now());
  });
  // The old password and the ended sessions stop working on open connections too.
  credentialsChanged(services, viewer.customer.id);
  return started;
}

/** Signs out: this session only, or (everywhere) every session of the viewer. */
export async function signOut(services: Services, viewer: Viewer, input: { sessionId: number | null; everywhere: boolean }): Promise<number> {
  const ended =
    input.everywhere || input.sessionId === null
      ? await endAllSessions(services.prisma, viewer.customer.id)
      : (await endSession(services.prisma, input.sessionId), 1);
  // Event streams opened with the ended sessions end too.
  credentialsChanged(services, viewer.customer.id);
  return ended;
}
