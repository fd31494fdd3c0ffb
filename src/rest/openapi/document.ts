/**
 * The OpenAPI 3.1 document of the 2017-09-01 API, printed from the route table: every route's
 * method and path, its path parameters read from the path, and what its `doc` says. Nothing
 * here lists routes: a route added to the table appears here, and one without a `doc` fails
 * test/rest/openapi.test.ts.
 */
import { paymentMethodTypes } from '../../domain/payment-methods/catalog.js';
import { type ErrorDoc, type JsonSchema, type Route } from '../router.js';
import { schemas } from './schemas.js';

type Operation = Record<string, unknown>;

/** Path parameters by name; a route's doc may say otherwise for its own. */
const pathParameterSchemas: Record<string, JsonSchema> = {
  customer_id: { type: 'string', pattern: '^([1-9][0-9]{0,9}|me)$', description: 'A customer id, or `me` for the caller', examples: ['me', '42'] },
  reference: { type: 'string', maxLength: 256 },
  event_id: { type: 'string', format: 'uuid', description: 'The event id of a webhook message (its `webhook-id`)' },
  payment_method_name: { enum: [...paymentMethodTypes] },
};
const idSchema: JsonSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Headers of every answer to an authenticated request. */
const commonHeaders = {
  'RateLimit-Limit': headerRef('RateLimit-Limit'),
  'RateLimit-Remaining': headerRef('RateLimit-Remaining'),
  'RateLimit-Reset': headerRef('RateLimit-Reset'),
  'X-Request-Id': headerRef('X-Request-Id'),
};

const errorResponses: Record<number, { name: string; description: string; schema: string; headers?: Record<string, unknown> }> = {
  400: {
    name: 'BadRequest',
    description: 'The request cannot be read: a body that is not JSON, a query parameter of the wrong type',
    schema: 'SingleErrorResponse',
  },
  401: {
    name: 'Unauthorized',
    description: 'Credentials missing or wrong',
    schema: 'SingleErrorResponse',
    headers: { 'WWW-Authenticate': { schema: { type: 'string' }, description: 'Basic realm="heldfunds", charset="UTF-8"' } },
  },
  403: { name: 'Forbidden', description: 'Not permitted to this caller', schema: 'SingleErrorResponse' },
  404: { name: 'NotFound', description: 'No such resource, or not one this caller may see', schema: 'SingleErrorResponse' },
  405: {
    name: 'MethodNotAllowed',
    description: 'The path exists, with other methods',
    schema: 'SingleErrorResponse',
    headers: { Allow: { schema: { type: 'string' }, description: 'The methods the path takes' } },
  },
  409: { name: 'Conflict', description: 'Not possible in the current state', schema: 'SingleErrorResponse' },
  413: {
    name: 'PayloadTooLarge',
    description: 'The request body is larger than the service reads (`MAX_BODY_BYTES`, 1 MiB by default)',
    schema: 'SingleErrorResponse',
  },
  422: { name: 'ValidationFailed', description: 'The values break the rules: every problem at once, by field', schema: 'ValidationErrorResponse' },
  429: {
    name: 'TooManyRequests',
    description: 'Over the rate limit of this endpoint (or too many failed logins from this address)',
    schema: 'SingleErrorResponse',
    headers: { 'Retry-After': headerRef('Retry-After') },
  },
};

function pathParameters(route: Route): Operation[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: route.doc?.pathParameters?.[name!] ?? pathParameterSchemas[name!] ?? idSchema,
  }));
}

function errorResponse(error: ErrorDoc): [string, unknown] {
  if (typeof error === 'number') return [String(error), { $ref: `#/components/responses/${errorResponses[error]!.name}` }];
  return [String(error.status), { description: error.description, headers: commonHeaders, content: json(error.schema) }];
}

/** A route's operation; a route without a doc still appears, with its path and parameters only. */
function operation(route: Route): Operation {
  const doc = route.doc;
  const parameters = [
    ...pathParameters(route),
    ...(doc?.query ?? []).map((query) => ({ name: query.name, in: 'query', required: false, schema: query.schema, description: query.description })),
    ...(doc?.asCustomer ? [{ $ref: '#/components/parameters/AsCustomer' }] : []),
    ...(route.method === 'GET' ? [] : [{ $ref: '#/components/parameters/IdempotencyKey' }]),
  ];
  const success = doc?.success;
  const content = success ? { ...(success.schema ? { 'application/json': success.schema } : {}), ...(success.content ?? {}) } : {};
  const responses: Record<string, unknown> = {
    [String(success?.status ?? 200)]: {
      description: success?.description ?? 'Success',
      headers: commonHeaders,
      ...(Object.keys(content).length > 0 ? { content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])) } : {}),
    },
  };
  const errors: ErrorDoc[] = [...(doc?.errors ?? []), ...(doc?.body ? ([400, 413] as const) : [])];
  for (const error of [...errors, 401, 429] as ErrorDoc[]) {
    const [status, response] = errorResponse(error);
    responses[status] ??= response;
  }
  return {
    operationId: operationId(route),
    ...(doc ? { tags: [doc.tag], summary: doc.summary } : {}),
    ...(doc?.description ? { description: doc.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc?.body
      ? { requestBody: { required: doc.body.required, ...(doc.body.description ? { description: doc.body.description } : {}), content: json(doc.body.schema) } }
      : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** `GET /customer/{customer_id}/api_key` → `getCustomerByCustomerIdApiKey`: stable and unique per method and path. */
function operationId(route: Route): string {
  const words = route.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      return param ? `by_${param}` : segment;
    })
    .flatMap((segment) => segment.split(/[_-]/));
  return [route.method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

export function openApiDocument(routes: readonly Route[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation(route);
  }
  const tags = [...new Set(routes.flatMap((route) => (route.doc ? [route.doc.tag] : [])))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'heldfunds REST API (2017-09-01)',
      version,
      description: [
        'The held-funds (escrow) transaction API, compatible with the 2017-09-01 contract.',
        'Money is a decimal string with two fractional digits in answers, and a number or a decimal string in requests.',
        'Every answer to an authenticated request carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a 429 also `Retry-After`.',
        'A method a path does not take answers 405 with `Allow`. Errors are `{"error": "…"}`, or `{"errors": {field: [messages]}}` for field validation (422).',
        'Generated from the route table; served at `/2017-09-01/openapi.json`.',
      ].join('\n\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/2017-09-01', description: 'This service' }],
    security: [{ basicAuth: [] }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        basicAuth: {
          type: 'http',
          scheme: 'basic',
          description: 'The username is the account email; the password is the account password or, better, one of its API keys.',
        },
      },
      parameters: {
        AsCustomer: {
          name: 'As-Customer',
          in: 'header',
          required: false,
          description:
            'An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods).',
          schema: { type: 'string', format: 'email' },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409.',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
        },
      },
      headers: {
        'RateLimit-Limit': { description: 'Requests allowed per window on this endpoint', schema: { type: 'integer' } },
        'RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
        'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
        'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
        'X-Request-Id': { description: "The request's id (the client's own, when it sent a well-formed one)", schema: { type: 'string' } },
      },
      responses: Object.fromEntries(
        Object.values(errorResponses).map((error) => [
          error.name,
          {
            description: error.description,
            headers: { ...commonHeaders, ...(error.headers ?? {}) },
            content: json({ $ref: `#/components/schemas/${error.schema}` }),
          },
        ]),
      ),
    },
  };
}
