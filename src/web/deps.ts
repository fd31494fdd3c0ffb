import type { Config } from '../config.js';
import type { SessionViewer } from '../domain/auth/web-sessions.js';
import type { PaymentMethodType } from '../domain/payment-methods/catalog.js';
import type { SignedReturn } from '../domain/payments/landing-page.js';

/** What an operation answers: data, or errors with the message the core gave (others masked). */
export interface WebResult<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; code: string; retryAfterSeconds?: number }[];
}

/**
 * The web face's one door to the service: GraphQL operations executed in process with the
 * signed-in viewer (or none, for the public account mutations). The HTTP app provides it.
 */
export interface WebGraphQL {
  execute<T = Record<string, unknown>>(source: string, variables: Record<string, unknown>, session: SessionViewer | null): Promise<WebResult<T>>;
  /** A subscription's results as they come; return() ends it. */
  subscribe<T = Record<string, unknown>>(source: string, variables: Record<string, unknown>, session: SessionViewer): Promise<AsyncIterableIterator<WebResult<T>>>;
}

/** A finished report's file, read a chunk at a time (the same file the REST download serves). */
interface WebReportFile {
  filename: string;
  contentType: string;
  parts: AsyncIterable<string>;
}

export interface WebDeps {
  config: Pick<Config, 'environment' | 'publicUrl' | 'verification'>;
  graphql: WebGraphQL;
  /** The session of a cookie, or null. */
  session(token: string | null): Promise<SessionViewer | null>;
  /**
   * Flash messages, kept in the web session on the server: a page that redirects leaves one for
   * the next page (`put`, by the session's id or, for a session just started, its token), and
   * that page shows it once (`clear`). A URL never puts text on a page.
   */
  flash: {
    put(session: { sessionId: number } | { token: string }, message: string): Promise<void>;
    clear(session: SessionViewer, shown: string): Promise<void>;
  };
  /**
   * The refusal of an error that means a dependency (the database) cannot be reached now, with
   * the seconds to wait; null for any other error. The pages answer it with their 503 page.
   */
  unavailable(error: unknown): { message: string; retryAfterSeconds: number } | null;
  /**
   * Where a landing page link sends the buyer back once paid: the return address the service
   * signed into it, null when it has none, or the refusal's words when the link was edited.
   */
  landingPageReturn(transactionId: number, method: PaymentMethodType, query: URLSearchParams): Promise<SignedReturn | null | { refused: string }>;
  /** The service's clock (a sandbox test clock moves it), for "now" on a page. */
  now(): Date;
  /** A partner's finished report file, or the core's refusal (not ready, failed, not found) with its HTTP status and words. */
  reportFile(session: SessionViewer, id: number, format: 'csv' | 'json'): Promise<WebReportFile | { status: number; message: string }>;
}
