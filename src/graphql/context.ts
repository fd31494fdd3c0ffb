import type { Viewer } from '../domain/auth/authenticate.js';
import type { CredentialDoor } from '../domain/auth/credential-guard.js';
import type { LiveCredential } from '../domain/auth/live-credential.js';
import { AuthenticationError } from '../domain/shared/errors.js';
import type { Services } from '../domain/services.js';

/** Per-request GraphQL context; the HTTP layer authenticates before the operation runs. */
export interface GraphQLContext {
  services: Services;
  viewer: Viewer;
  requestId: string;
  /** The credential guard at the client's address: every secret an operation checks (signIn, changePassword, setPassword, requestPasswordReset) goes through it. */
  door: CredentialDoor;
  /** The browser session the operation came through (the web pages), for signOut. */
  sessionId?: number | null;
  /**
   * Set by the doors that hold connections open (graphql-ws, GraphQL over server-sent events,
   * the console's feed): registers the stream a subscription opens (the caps on connections
   * count it; TooManyConnectionsError past them) and hands back the credential it runs on,
   * so revocation ends it (src/graphql/live.ts). Absent elsewhere: subscriptions are refused.
   */
  openLive?: () => LiveCredential;
}

/**
 * The context of an operation without a signed-in caller: only the web pages execute such
 * operations, in process, and only the public account mutations (signIn, setPassword,
 * requestPasswordReset, redeemWebLink), which never read the viewer. Any field that does
 * answers AuthenticationError: reading `viewer` throws.
 */
export function anonymousContext(services: Services, requestId: string, door: CredentialDoor): GraphQLContext {
  return {
    services,
    requestId,
    door,
    sessionId: null,
    get viewer(): Viewer {
      throw new AuthenticationError('Sign in first');
    },
  };
}
