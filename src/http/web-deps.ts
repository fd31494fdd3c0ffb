import { clearFlash, putFlash, sessionViewer, type SessionViewer } from '../domain/auth/web-sessions.js';
import type { CredentialDoor } from '../domain/auth/credential-guard.js';
import { asServiceUnavailable } from '../domain/outages.js';
import { editedLinkMessage, landingPageReturn } from '../domain/payments/landing-page.js';
import { openReportFile } from '../domain/partners/reports/download.js';
import type { Services } from '../domain/services.js';
import { DomainError, RateLimitedError, ServiceBusyError, ValidationError } from '../domain/shared/errors.js';
import { anonymousContext, type GraphQLContext } from '../graphql/context.js';
import { schema } from '../graphql/schema.js';
import { restErrorResult } from '../rest/errors.js';
import { createWebExecutor } from '../web/executor.js';
import type { WebDeps } from '../web/index.js';
import { unsafeVariablesProblem } from './graphql-limits.js';

/**
 * What the web face is given by the service (src/web/deps.ts): its GraphQL executor
 * (src/web/executor.ts) bound to this request's context, and the few reads that are not
 * GraphQL operations (the session of a cookie, flash messages, a landing page's return, a
 * report's file). Built once per app; each request binds its id and credential door.
 */
export function createWebDeps(
  services: Services,
  live: {
    /** The console's feed: a stream held open on the session, ended when the session is (registered with the live connections). */
    openLive: (session: SessionViewer, address: string) => ReturnType<NonNullable<GraphQLContext['openLive']>>;
  },
): (requestId: string, door: CredentialDoor) => WebDeps {
  const { config, log } = services;
  const executor = createWebExecutor<GraphQLContext>({
    schema,
    refusal: (error) => (error instanceof DomainError ? { message: error.message, code: error.code, ...retryAfter(error) } : null),
    outage: (error) => asServiceUnavailable(error),
    unsafeVariables: unsafeVariablesProblem,
    fault: (error) => log.error({ err: error }, 'web operation failed'),
  });
  const contextFor = (session: SessionViewer | null, requestId: string, door: CredentialDoor): GraphQLContext =>
    session
      ? {
          services,
          viewer: session.viewer,
          requestId,
          door,
          sessionId: session.sessionId,
          openLive: () => live.openLive(session, door.address),
        }
      : anonymousContext(services, requestId, door);
  return (requestId, door) => ({
    config,
    unavailable: (error) => {
      const outage = asServiceUnavailable(error);
      if (outage) log.warn({ err: error, requestId }, 'database unavailable');
      return outage ? { message: outage.message, retryAfterSeconds: outage.retryAfterSeconds } : null;
    },
    session: (token) => sessionViewer(services.prisma, token, services.clock.now()),
    flash: {
      put: (session, message) => putFlash(services.prisma, session, message),
      clear: (session, shown) => clearFlash(services.prisma, session.sessionId, shown),
    },
    now: () => services.clock.now(),
    landingPageReturn: async (transactionId, method, query) => {
      try {
        return await landingPageReturn(services, transactionId, method, query);
      } catch (error) {
        if (error instanceof ValidationError) return { refused: editedLinkMessage };
        throw error;
      }
    },
    reportFile: async (session, id, format) => {
      try {
        return await openReportFile(services, session.viewer, id, format);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const refused = restErrorResult(error, log);
        return { status: refused.status, message: (refused.body as { error?: string }).error ?? error.message };
      }
    },
    graphql: executor((session) => contextFor(session, requestId, door)),
  });
}

/** How long a refusal asks to wait (a limit reached, the password checks busy), for the web pages. */
function retryAfter(error: DomainError): { retryAfterSeconds?: number } {
  return error instanceof RateLimitedError || error instanceof ServiceBusyError ? { retryAfterSeconds: error.retryAfterSeconds } : {};
}
