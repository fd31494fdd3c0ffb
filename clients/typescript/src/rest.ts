/**
 * The REST API of 2017-09-01, typed from its OpenAPI document (src/generated/rest.ts): paths,
 * path/query/header parameters, request bodies, answers and the contract's error bodies.
 */
import createClient, { type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import { basicAuthorization, trimOrigin, type Credentials } from './auth.js';
import type { components, paths } from './generated/rest.js';

export type { components, paths, operations } from './generated/rest.js';

/** The REST API's version prefix (the contract's `servers`). */
export const restPrefix = '/2017-09-01';

type Schemas = components['schemas'];
/** `{"error": "…"}`: 401, 403, 404, 409, 413, 429 and most 400 answers. */
export type SingleErrorResponse = Schemas['SingleErrorResponse'];
/** `{"errors": {field: [messages]}}`: 422 answers. */
export type ValidationErrorResponse = Schemas['ValidationErrorResponse'];

type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/** What every write accepts besides the contract's parameters and body. */
export interface WriteOptions {
  /**
   * Sent as `Idempotency-Key`: a retry with the same key and the same request answers the first
   * answer again (`Idempotent-Replayed: true`) instead of doing the write twice.
   */
  idempotencyKey?: string;
}

type InitArgument<Init> = object extends Init ? [(Init & WriteOptions)?] : [Init & WriteOptions];

type Write<M extends WriteMethod> = <Path extends ClientPathsWithMethod<Client<paths>, M>, Init extends MaybeOptionalInit<paths[Path], M>>(
  url: Path,
  ...init: InitArgument<Init>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- openapi-fetch's own constraint on an operation
) => Promise<FetchResponse<Extract<paths[Path][M], Record<string | number, any>>, Init, `${string}/${string}`>>;

/** openapi-fetch's client of the contract, whose writes take an `idempotencyKey`. */
export type RestClient = Omit<Client<paths>, 'POST' | 'PUT' | 'PATCH' | 'DELETE'> & {
  POST: Write<'post'>;
  PUT: Write<'put'>;
  PATCH: Write<'patch'>;
  DELETE: Write<'delete'>;
};

/**
 * A client of the REST API: `client.GET('/transaction/{transaction_id}', { params: { path: { transaction_id: 42 } } })`
 * answers `{ data }` (the typed body) or `{ error }` (the contract's error body), with the `response`.
 */
export function createRestClient(options: Credentials): RestClient {
  const client = createClient<paths>({
    baseUrl: trimOrigin(options.baseUrl) + restPrefix,
    headers: { authorization: basicAuthorization(options.email, options.apiKey) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const write =
    (send: (url: never, init?: never) => Promise<unknown>) =>
    (url: string, init: (WriteOptions & { headers?: HeadersInit }) | undefined = {}) => {
      const { idempotencyKey, ...rest } = init;
      if (idempotencyKey === undefined) return send(url as never, rest as never);
      const headers = new Headers(rest.headers);
      headers.set('Idempotency-Key', idempotencyKey);
      return send(url as never, { ...rest, headers } as never);
    };
  return {
    ...client,
    POST: write(client.POST) as Write<'post'>,
    PUT: write(client.PUT) as Write<'put'>,
    PATCH: write(client.PATCH) as Write<'patch'>,
    DELETE: write(client.DELETE) as Write<'delete'>,
  };
}
