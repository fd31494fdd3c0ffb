import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db/database.js';
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from './authenticate.js';
import { hashToken } from './one-time-tokens.js';

/** A browser session lasts twelve hours from sign-in; signing out or changing the password ends it sooner. */
export const sessionLifetimeSeconds = 12 * 3600;
/** The session a web link opens lasts an hour and reaches that one transaction's page only. */
export const linkSessionLifetimeSeconds = 3600;

export interface StartedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface SessionViewer {
  viewer: Viewer;
  sessionId: number;
  csrfToken: string;
  expiresAt: Date;
  /** A web link's session: the one transaction it reaches; null for a password session. */
  transactionId: number | null;
  /** The message the page that redirected here left for this session (shown once); null when none. */
  flash: string | null;
}

type Store = Pick<Prisma.TransactionClient, 'webSession'>;

/**
 * Opens a session for a customer; expired sessions of the customer are swept on the way. With
 * transactionId it is a web link's session: an hour long, for that transaction's page only.
 */
export async function startSession(store: Store, customerId: number, now: Date, scope: { transactionId: number } | null = null): Promise<StartedSession> {
  await store.webSession.deleteMany({ where: { customerId, expiresAt: { lte: now } } });
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + (scope ? linkSessionLifetimeSeconds : sessionLifetimeSeconds) * 1000);
  await store.webSession.create({
    data: { tokenHash: hashToken(token), customerId, csrfToken, createdAt: now, expiresAt, transactionId: scope?.transactionId ?? null },
  });
  return { token, csrfToken, expiresAt };
}

/** The signed-in customer of a session cookie, or null when it is unknown or expired. */
export async function sessionViewer(prisma: PrismaClient, token: string | null, now: Date): Promise<SessionViewer | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const session = await prisma.webSession.findUnique({ where: { tokenHash: hashToken(token) }, include: { customer: true } });
  // A locked account's sessions were ended when it was locked; one made since is no door either.
  if (!session || session.expiresAt <= now || session.customer.lockedAt !== null) return null;
  return {
    viewer: { customer: session.customer, method: 'password', apiKeyId: null },
    sessionId: session.id,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
    transactionId: session.transactionId,
    flash: session.flash,
  };
}

/** The longest flash message kept (the column's size). */
const flashMaxLength = 500;

/** Leaves a message for the next page of a session, named by its id or by its token. */
export async function putFlash(store: Store, session: { sessionId: number } | { token: string }, message: string): Promise<void> {
  const where = 'sessionId' in session ? { id: session.sessionId } : { tokenHash: hashToken(session.token) };
  await store.webSession.updateMany({ where, data: { flash: message.slice(0, flashMaxLength) } });
}

/** Clears a flash once shown (only that message: one left meanwhile by another page stays). */
export async function clearFlash(store: Store, sessionId: number, shown: string): Promise<void> {
  await store.webSession.updateMany({ where: { id: sessionId, flash: shown }, data: { flash: null } });
}

/** Ends one session. */
export async function endSession(store: Store, sessionId: number): Promise<void> {
  await store.webSession.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a customer (sign out everywhere, a password change). */
export async function endAllSessions(store: Store, customerId: number): Promise<number> {
  return (await store.webSession.deleteMany({ where: { customerId } })).count;
}
