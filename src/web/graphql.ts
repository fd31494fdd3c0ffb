import type { WebRequest } from './http.js';

/** Selected on every mutation result: the core's own words for a refusal. */
export const errorFields = `__typename ... on Error { message code } ... on ValidationError { fields { path messages } }`;
/** For results whose error types do not include ValidationError. */
export const plainErrorFields = `__typename ... on Error { message code }`;

export type Outcome<T> = { ok: true; value: T } | { ok: false; messages: string[]; code?: string; retryAfterSeconds?: number };

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
export async function query<T>(web: WebRequest, source: string, variables: Record<string, unknown> = {}): Promise<Outcome<T>> {
  const result = await web.deps.graphql.execute<T>(source, variables, web.session);
  if (result.errors?.length) return { ok: false, messages: result.errors.map((e) => e.message) };
  return { ok: true, value: result.data as T };
}

/** Runs a mutation and answers its payload, or the messages of the error result the core gave. */
export async function mutate<T>(web: WebRequest, name: string, source: string, variables: Record<string, unknown>): Promise<Outcome<T>> {
  const result = await web.deps.graphql.execute<Record<string, unknown>>(source, variables, web.session);
  const [first] = result.errors ?? [];
  if (first) return { ok: false, messages: result.errors!.map((e) => e.message), code: first.code, retryAfterSeconds: first.retryAfterSeconds };
  const payload = result.data?.[name] as (ErrorShape & T) | undefined;
  if (!payload) return { ok: false, messages: ['No answer'] };
  if (payload.__typename?.endsWith('Error')) return { ok: false, messages: messagesOf(payload) };
  return { ok: true, value: payload };
}
