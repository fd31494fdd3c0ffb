import type { Config } from '../config.js';
import type { SessionViewer } from '../domain/auth/web-sessions.js';

/** What an operation answers: data, or errors with the message the core gave (others masked). */
export interface WebResult<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; code: string }[];
}

/**
 * The web face's one door to the service: GraphQL operations executed in process with the
 * signed-in viewer (or none, for the public account mutations). The HTTP app provides it.
 */
export interface WebGraphQL {
  execute<T = Record<string, unknown>>(source: string, variables: Record<string, unknown>, session: SessionViewer | null): Promise<WebResult<T>>;
  /** A subscription's results as they come; return() ends it. */
  subscribe(source: string, variables: Record<string, unknown>, session: SessionViewer): Promise<AsyncIterableIterator<WebResult>>;
}

export interface WebDeps {
  config: Pick<Config, 'environment' | 'publicUrl' | 'verification'>;
  graphql: WebGraphQL;
  /** The session of a cookie, or null. */
  session(token: string | null): Promise<SessionViewer | null>;
}
