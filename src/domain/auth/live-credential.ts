import type { PrismaClient } from '../../db/database.js';
import type { Ending } from '../shared/ending.js';
import { ForbiddenError, RateLimitedError } from '../shared/errors.js';
import type { Viewer } from './viewer.js';

/** An operator locked the account: every credential of it is refused, on every door (403). */
export class AccountLockedError extends ForbiddenError {
  constructor() {
    super('This account is locked by the service operator; contact support');
  }
}

/** Too many live connections (graphql-ws sockets, server-sent event streams) per account or per address (429). */
export class TooManyConnectionsError extends RateLimitedError {
  constructor(
    readonly scope: 'account' | 'address',
    readonly limit: number,
  ) {
    super(10);
    this.message = `At most ${limit} live connections (WebSocket or event streams) may be open per ${scope}; close one first`;
  }
}

/** The credential a long-lived connection was opened with: its viewer, and the browser session it came through, if any. */
export interface HeldCredential {
  viewer: Viewer;
  sessionId: number | null;
}

/**
 * Whether a credential a connection was opened with still holds: the account exists, is not
 * locked; Basic credentials still name its email; an API key is still active; a password is still the one
 * signed in with (a changed password revokes it); a browser session still exists and has not
 * expired (signing out, a password change or a lock deletes it). One indexed query.
 */
export async function credentialHolds(prisma: PrismaClient, held: HeldCredential, now: Date): Promise<boolean> {
  const { viewer, sessionId } = held;
  const customer = await prisma.customer.findUnique({
    where: { id: viewer.customer.id },
    select: {
      email: true,
      lockedAt: true,
      passwordHash: true,
      apiKeys: viewer.apiKeyId === null ? false : { where: { id: viewer.apiKeyId, isActive: true }, select: { id: true } },
      webSessions: sessionId === null ? false : { where: { id: sessionId, expiresAt: { gt: now } }, select: { id: true } },
    },
  });
  if (!customer || customer.lockedAt !== null) return false;
  if (sessionId !== null) return customer.webSessions.length > 0;
  // Basic credentials name the email: a changed email ends what they opened.
  if (customer.email !== viewer.customer.email) return false;
  if (viewer.apiKeyId !== null && customer.apiKeys.length === 0) return false;
  if (viewer.method === 'password' && customer.passwordHash !== viewer.customer.passwordHash) return false;
  return true;
}

/**
 * What a long-lived connection hands the operations it runs (the GraphQL context's `openLive`):
 * each door (graphql-ws, GraphQL over SSE, the web console's feed) registers its connections
 * with the instance's registry (src/http/live-connections.ts), which follows revocations on the
 * event bus and enforces the per-account and per-address caps.
 */
export interface LiveCredential {
  /** Whether the credential still holds: no query when nothing of the account changed since the last check. */
  holds(): Promise<boolean>;
  /** Ends once the credential was found revoked: streams using it end. */
  readonly revoked: Ending;
  /** The stream that opened it ended (a socket's credential outlives its subscriptions: a no-op there). */
  release(): void;
}
