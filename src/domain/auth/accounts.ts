import { canonicalEmail, emailMaxLength } from '../shared/email.js';
import type { Prisma } from '../../db/generated/client.js';
import { composeMail, type OutgoingMail } from '../mail.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { AuthenticationError, ValidationError } from '../shared/errors.js';
import type { Viewer } from './authenticate.js';
import type { CredentialDoor } from './credential-guard.js';
import { checkOneTimeToken, createOneTimeToken, InvalidTokenError, spendOneTimeToken, tokenLifetimeSeconds, voidSetPasswordLinks } from './one-time-tokens.js';
import { passwordProblems } from './passwords.js';
import { credentialsChanged } from './api-key-cache.js';
import { endAllSessions, endSession, startSession, type StartedSession } from './web-sessions.js';

// Accounts on the web: signing in and out, setting a password from an emailed one-time link,
// forgetting it, changing it. The GraphQL mutations (signIn, setPassword, ...) call these; the
// web pages call the mutations. Every secret is checked through the client's CredentialDoor
// (credential-guard.ts): counted per address and per account, under the one scrypt cap.

/** The page where an emailed token sets a password: every invitation, new account and reset links here. */
function setPasswordUrl(publicUrl: string, email: string, token: string): string {
  const url = new URL(`${publicUrl}/set-password`);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Mints a set-password token for a customer and answers the link that carries it; the customer's older links stop working. */
export async function setPasswordLink(
  store: Pick<Prisma.TransactionClient, 'oneTimeToken'>,
  services: Services,
  customer: { id: number; email: string },
  lifetimeSeconds: number = tokenLifetimeSeconds.invitation,
): Promise<string> {
  const now = services.clock.now();
  await voidSetPasswordLinks(store, customer.id, now);
  const { token } = await createOneTimeToken(store, { customerId: customer.id, purpose: 'set_password', lifetimeSeconds, now });
  return setPasswordUrl(services.config.publicUrl, customer.email, token);
}

const invalidCredentials = 'Invalid email or password';

/** Signs in with email and password (API keys are for API clients, not browsers). */
export async function signIn(
  services: Services,
  door: CredentialDoor,
  input: { email: string; password: string },
): Promise<StartedSession & { customerId: number }> {
  const { customer } = await door.password(input.email, input.password).catch((error: unknown) => {
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
 * this email, unexpired, unused, and the customer's newest link issued since their password
 * last changed; it is spent, every session of the customer ends and a new one starts (the
 * person is signed in). A bad password spends nothing; a refused token counts against the
 * client's address like a wrong password.
 */
export async function setPasswordWithToken(
  services: Services,
  door: CredentialDoor,
  input: { email: string; token: string; password: string },
): Promise<StartedSession & { customerId: number }> {
  checkNewPassword('password', input.password);
  const email = canonicalEmail(input.email);
  const started = await door.oneTimeToken(
    async () => {
      const customer = await services.prisma.customer.findUnique({ where: { email }, select: { id: true } });
      const forThisCustomer = (token: { customerId: number }) => customer !== null && token.customerId === customer.id;
      // A refused token costs no scrypt: it is read first, and spent (race-safe) after the hash.
      await checkOneTimeToken(services.prisma, input.token, 'set_password', services.clock.now(), forThisCustomer);
      const passwordHash = await door.hashNewPassword(input.password);
      const now = services.clock.now();
      return writeTransaction(services, async (tx) => {
        await spendOneTimeToken(tx, input.token, 'set_password', now, forThisCustomer);
        await passwordChanged(tx, customer!.id, passwordHash, now);
        return { ...(await startSession(tx, customer!.id, now)), customerId: customer!.id };
      });
    },
    (error) => error instanceof InvalidTokenError,
  );
  // The old password and the ended sessions stop working on open connections too.
  credentialsChanged(services, started.customerId);
  return started;
}

/** A new password is stored: every session of the customer and every set-password link not yet used stop working. */
async function passwordChanged(tx: Prisma.TransactionClient, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.customer.update({ where: { id: customerId }, data: { passwordHash } });
  await voidSetPasswordLinks(tx, customerId, now);
  await endAllSessions(tx, customerId);
}

/**
 * Forgot password: mails a one-hour set-password link when the account exists, and voids the
 * account's older links. Answers the same either way, so the form tells nobody which emails
 * have accounts; past the limits per email and per address (counted for every email, known or
 * not) it still answers the same and sends nothing.
 */
export async function requestPasswordReset(services: Services, door: CredentialDoor, input: { email: string }): Promise<void> {
  const email = canonicalEmail(input.email);
  if (email.length > emailMaxLength) return;
  if (!(await door.passwordResetAllowed(email))) {
    services.log.info({ kind: 'password_reset_limited' }, 'password reset refused by its limits');
    return;
  }
  await writeTransaction(services, async (tx) => {
    const customer = await tx.customer.findUnique({ where: { email }, select: { id: true, email: true } });
    if (!customer) return;
    const link = await setPasswordLink(tx, services, customer, tokenLifetimeSeconds.passwordReset);
    const mail: OutgoingMail = {
      to: customer.email,
      kind: 'password_reset',
      subject: 'Reset your held-funds password',
      ...composeMail({
        paragraphs: [`Someone asked to reset the password of ${customer.email}.`],
        action: { label: 'Set a new password', url: link },
        footer: ['The link works once, within the hour. If it was not you, ignore this email: your password stays as it is.'],
      }),
    };
    await services.mailer.send(tx, [mail]);
  });
  services.log.info({ kind: 'password_reset' }, 'password reset asked');
}

/** Changes the viewer's password (the current one is required); every session ends and a new one starts. */
export async function changePassword(
  services: Services,
  door: CredentialDoor,
  viewer: Viewer,
  input: { currentPassword: string; newPassword: string },
): Promise<StartedSession> {
  if (!(await door.currentPassword(viewer, input.currentPassword))) {
    throw new ValidationError({ currentPassword: ['is not your current password'] });
  }
  checkNewPassword('newPassword', input.newPassword);
  const passwordHash = await door.hashNewPassword(input.newPassword);
  const started = await writeTransaction(services, async (tx) => {
    const now = services.clock.now();
    await passwordChanged(tx, viewer.customer.id, passwordHash, now);
    return startSession(tx, viewer.customer.id, now);
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
