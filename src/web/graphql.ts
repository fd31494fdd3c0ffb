import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { SessionViewer } from '../domain/auth/web-sessions.js';
import type { WebResult } from './deps.js';
import type { WebRequest } from './http.js';

/** A refusal's problems by field (the core's domain paths), for the forms to show beside their fields. */
export interface FieldProblem {
  path: string[];
  messages: string[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; messages: string[]; fields?: FieldProblem[]; code?: string; retryAfterSeconds?: number };

interface ErrorShape {
  __typename?: string;
  message?: string;
  fields?: { path: string[]; messages: string[] }[];
}

function messagesOf(result: ErrorShape): string[] {
  if (result.fields && result.fields.length > 0) return result.fields.flatMap((f) => f.messages.map((m) => `${f.path.join('.')}: ${m}`));
  return [result.message ?? 'The request was refused'];
}

/** Runs a query with the signed-in viewer; errors (never expected from a page's own query) are thrown. */
async function query<T>(web: WebRequest, source: string, variables: Record<string, unknown> = {}): Promise<Outcome<T>> {
  const result = await web.deps.graphql.execute<T>(source, variables, web.session);
  if (result.errors?.length) return { ok: false, messages: result.errors.map((e) => e.message) };
  return { ok: true, value: result.data as T };
}

/** Runs a mutation and answers its payload, or the messages of the error result the core gave. */
async function mutate<T>(web: WebRequest, name: string, source: string, variables: Record<string, unknown>): Promise<Outcome<T>> {
  const result = await web.deps.graphql.execute<Record<string, unknown>>(source, variables, web.session);
  const [first] = result.errors ?? [];
  if (first) return { ok: false, messages: result.errors!.map((e) => e.message), code: first.code, retryAfterSeconds: first.retryAfterSeconds };
  const payload = result.data?.[name] as (ErrorShape & T) | undefined;
  if (!payload) return { ok: false, messages: ['No answer'] };
  if (payload.__typename?.endsWith('Error')) return { ok: false, messages: messagesOf(payload), fields: payload.fields };
  return { ok: true, value: payload };
}

// A typed document (src/web/generated, from schema.graphql) is printed once; the executor parses and validates it once.
const sources = new WeakMap<object, string>();
function sourceOf(document: TypedDocumentNode<unknown, never>): string {
  let source = sources.get(document);
  if (source === undefined) {
    source = print(document);
    sources.set(document, source);
  }
  return source;
}

/** What a mutation answers when it is not one of its error results. */
type Payload<Data, Name extends keyof Data> = Exclude<NonNullable<Data[Name]>, { __typename?: `${string}Error` }>;

/** query() with an operation typed by codegen: its variables and its answer follow schema.graphql. */
export function queryDocument<Data, Variables extends Record<string, unknown>>(
  web: WebRequest,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Outcome<Data>> {
  return query<Data>(web, sourceOf(document), variables);
}

/** mutate() with an operation typed by codegen: the payload of the mutation `name`, or the core's refusal. */
export function mutateDocument<Data, Variables extends Record<string, unknown>, Name extends keyof Data & string>(
  web: WebRequest,
  name: Name,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Outcome<Payload<Data, Name>>> {
  return mutate<Payload<Data, Name>>(web, name, sourceOf(document), variables);
}

/** A subscription typed by codegen: its results as they come (the executor's subscribe, with the document printed once). */
export function subscribeDocument<Data, Variables extends Record<string, unknown>>(
  web: WebRequest,
  session: SessionViewer,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<AsyncIterableIterator<WebResult<Data>>> {
  return web.deps.graphql.subscribe<Data>(sourceOf(document), variables, session);
}
