import { execute, parse, subscribe, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { SessionViewer } from '../domain/auth/web-sessions.js';
import type { WebGraphQL, WebResult } from './deps.js';

/**
 * The web pages' GraphQL: their operations run in process against the schema, with the
 * session's viewer (or none, for the public account mutations) in the context. What the
 * executor cannot know as a face (the schema, the context of a request, which errors are the
 * core's refusals or an outage) the HTTP app hands it (src/http/app.ts wires it).
 */
export interface WebExecutorOptions {
  schema: GraphQLSchema;
  /** The core's words for an error it raised on purpose (a refusal), else null. */
  refusal(error: unknown): { message: string; code: string; retryAfterSeconds?: number } | null;
  /** The error to throw when a dependency (the database) cannot be reached, else null: no page can be made (WebDeps.unavailable answers it). */
  outage(error: unknown): Error | null;
  /** Why the variables cannot be sent (NUL, a lone surrogate: the check of /graphql's variables), else null. */
  unsafeVariables(variables: Record<string, unknown>): string | null;
  /** A fault that is nobody's refusal: logged; the page shows "Something went wrong". */
  fault(error: unknown): void;
}

/** The operations of one request, given the GraphQL context of its operations for a session (or none). */
export type WebExecutor<Context> = (context: (session: SessionViewer | null) => Context) => WebGraphQL;

export function createWebExecutor<Context>(options: WebExecutorOptions): WebExecutor<Context> {
  const { schema } = options;
  // Each page's operations are parsed and validated once, on first use.
  const documents = new Map<string, DocumentNode>();
  const documentOf = (source: string): DocumentNode => {
    let document = documents.get(source);
    if (!document) {
      document = parse(source);
      const problems = validate(schema, document);
      if (problems.length > 0) throw new Error(`web operation invalid: ${problems.map((p) => p.message).join('; ')}`);
      documents.set(source, document);
    }
    return document;
  };
  const answer = <T>(result: ExecutionResult): WebResult<T> => ({
    data: (result.data ?? undefined) as T | undefined,
    errors: result.errors?.map((error) => {
      const refused = options.refusal(error.originalError);
      if (refused) return refused;
      // A request GraphQL refused before running it (a variable it cannot read, e.g. an amount), or an argument a
      // resolver refused as the client's mistake (a malformed cursor or id: BAD_USER_INPUT): its words, as /graphql answers them.
      if (!('data' in result) || error.extensions.code === 'BAD_USER_INPUT') return { message: error.message, code: 'bad_user_input' };
      options.fault(error.originalError ?? error);
      return { message: 'Something went wrong; try again', code: 'internal' };
    }),
  });
  const resultOf = <T>(result: ExecutionResult): WebResult<T> => {
    // The database cannot be reached: no page can be made; the web face answers its 503 page (WebDeps.unavailable).
    const outage = result.errors?.map((error) => options.outage(error.originalError)).find((found) => found !== null);
    if (outage) throw outage;
    return answer<T>(result);
  };
  return (context) => ({
    execute: async <T>(source: string, variables: Record<string, unknown>, session: SessionViewer | null): Promise<WebResult<T>> => {
      // The forms' values pass the same check as the variables of /graphql (no NUL, no lone surrogate).
      const unsafe = options.unsafeVariables(variables);
      if (unsafe) return { errors: [{ message: unsafe, code: 'bad_user_input' }] };
      return resultOf<T>(await execute({ schema, document: documentOf(source), variableValues: variables, contextValue: context(session) }));
    },
    subscribe: async <T>(source: string, variables: Record<string, unknown>, session: SessionViewer) => {
      const result = await subscribe({ schema, document: documentOf(source), variableValues: variables, contextValue: context(session) });
      if (!(Symbol.asyncIterator in result)) {
        // A refusal of the core (a cap on connections) is answered as such; anything else is a fault.
        const refusal = result.errors?.map((error) => error.originalError).find((error) => options.refusal(error) !== null);
        if (refusal) throw refusal;
        throw new Error(result.errors?.map((e) => e.message).join('; ') ?? 'subscription refused');
      }
      const stream = result;
      async function* results() {
        for await (const value of stream) yield resultOf<T>(value);
      }
      return results();
    },
  });
}
