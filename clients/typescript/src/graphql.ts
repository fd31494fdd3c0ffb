/** Typed GraphQL requests: send a document of src/operations.ts (or your own typed document) with its variables. */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { basicAuthorization, trimOrigin, type Credentials } from './auth.js';

/** An entry of a GraphQL answer's `errors` (the request was refused, or a field failed). */
export interface GraphQLErrorEntry {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/** Thrown when the answer has `errors` (or no `data`): the request failed as a whole. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    readonly status: number,
    readonly errors: GraphQLErrorEntry[],
  ) {
    super(errors.map((error) => error.message).join('; ') || `GraphQL request failed with HTTP ${status}`);
  }
}

export interface GraphQLRequestOptions {
  /** Sent as `Idempotency-Key` (mutations): a retry answers the first answer again. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type VariablesArgument<V> =
  V extends Record<string, never>
    ? [variables?: V, options?: GraphQLRequestOptions]
    : object extends V
      ? [variables?: V, options?: GraphQLRequestOptions]
      : [variables: V, options?: GraphQLRequestOptions];

export interface GraphQLClient {
  /** Sends `document` to /graphql; answers its typed `data`, or throws GraphQLRequestError. */
  request<TResult, TVariables>(
    document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
    ...rest: VariablesArgument<TVariables>
  ): Promise<TResult>;
}

export function createGraphQLClient(options: Credentials): GraphQLClient {
  const url = `${trimOrigin(options.baseUrl)}/graphql`;
  const authorization = basicAuthorization(options.email, options.apiKey);
  const fetcher = options.fetch ?? globalThis.fetch;
  return {
    async request(document, ...[variables, requestOptions]) {
      const headers: Record<string, string> = { authorization, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
      if (requestOptions?.idempotencyKey !== undefined) headers['idempotency-key'] = requestOptions.idempotencyKey;
      const response = await fetcher(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
        ...(requestOptions?.signal ? { signal: requestOptions.signal } : {}),
      });
      const text = await response.text();
      // A GraphQL answer; or, when the request is refused before GraphQL (401, 429), the service's `{"error": "…"}`.
      let answer: { data?: unknown; errors?: GraphQLErrorEntry[]; error?: unknown };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        throw new GraphQLRequestError(response.status, [{ message: `not a GraphQL answer (HTTP ${response.status}): ${text.slice(0, 200)}` }]);
      }
      if (answer.errors?.length || answer.data === undefined || answer.data === null) {
        const errors = answer.errors ?? (typeof answer.error === 'string' ? [{ message: answer.error }] : [{ message: `no data (HTTP ${response.status})` }]);
        throw new GraphQLRequestError(response.status, errors);
      }
      return answer.data as never;
    },
  };
}
