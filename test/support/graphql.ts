import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import type { Harness } from './harness.js';

/** Sends a typed operation over the app's /graphql endpoint, as a client would. */
export async function gql<TResult, TVariables>(
  harness: Harness,
  auth: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
): Promise<ExecutionResult<TResult> & { status: number }> {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return { status: response.status, ...((await response.json()) as ExecutionResult<TResult>) };
}

/** The data of a successful operation; fails the test with the errors otherwise. */
export async function gqlData<TResult, TVariables>(
  harness: Harness,
  auth: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const result = await gql(harness, auth, document, variables);
  if (result.errors?.length || !result.data) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data;
}
