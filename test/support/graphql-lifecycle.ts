import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import { gqlData } from './graphql.js';
import type { LifecycleTransactionFragment } from '../graphql/generated/graphql.js';
import type { Harness, TestAccount } from './harness.js';

/** The transaction fields the lifecycle tests assert on (the LifecycleTransaction fragment). */
export type LifecycleTransaction = LifecycleTransactionFragment;

/** Any mutation result of the action mutations: a payload, or a typed error. */
export interface ActionResult {
  __typename: string;
  transaction?: LifecycleTransaction;
  code?: string;
  message?: string;
  fields?: { path: string[]; messages: string[] }[];
}

/** Runs a one-field mutation and answers its result (payload or typed error). */
export async function mutate<TResult, TVariables>(
  harness: Harness,
  account: TestAccount,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<ActionResult> {
  const data = await gqlData(harness, account.auth, document, variables);
  return Object.values(data as Record<string, unknown>)[0] as ActionResult;
}

/** Runs a mutation that must succeed and answers the transaction after it. */
export async function perform<TResult, TVariables>(
  harness: Harness,
  account: TestAccount,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<LifecycleTransaction> {
  const result = await mutate(harness, account, document, variables);
  expect(result.__typename, JSON.stringify(result)).toMatch(/Payload$/);
  return result.transaction!;
}

/** The Relay id of a transaction. */
export const transactionGlobalId = (databaseId: number) => Buffer.from(`Transaction:${databaseId}`).toString('base64');

/** The events of a transaction's outbox, in order. */
export async function eventNames(harness: Harness, transactionId: number): Promise<string[]> {
  return (await harness.services.prisma.event.findMany({ where: { transactionId }, orderBy: { id: 'asc' } })).map((event) => event.name);
}

export async function balance(harness: Harness, key: string): Promise<bigint | undefined> {
  return (await harness.services.prisma.ledgerAccount.findUnique({ where: { key } }))?.balance;
}
