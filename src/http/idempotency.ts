import { createHash } from 'node:crypto';
import { getOperationAST, OperationTypeNode, parse } from 'graphql';
import { stringify } from 'safe-stable-stringify';
import type { Viewer } from '../domain/auth/authenticate.js';
import {
  completeIdempotencyKey,
  idempotencyLeaseMs,
  releaseIdempotencyKey,
  reserveIdempotencyKey,
  type IdempotencyScope,
  type IdempotentRequest,
  type StoredResponse,
} from '../domain/idempotency/records.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { BadRequestError } from '../domain/shared/errors.js';
import type { Services } from '../domain/services.js';
import { answerHeaders, answerText, isWireAnswer, withBodyText, wireAnswer, type Answer } from './answer.js';
import type { EdgeRequest } from './edge-request.js';

const idempotencyKeyHeader = 'idempotency-key';
const replayedHeader = 'idempotent-replayed';
const maxIdempotencyKeyLength = 255;

/** The face a request speaks: its error bodies differ. */
export type Face = 'rest' | 'graphql';

const writeMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** A GraphQL document longer than this is not read here (yoga answers it); it then runs without a key. */
const maxDocumentTokens = 20_000;
/** Headers of a response that belong to one exchange, not to the stored result. */
const perExchangeHeaders = new Set(['x-request-id', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'set-cookie', 'date']);

/**
 * Runs a write under its `Idempotency-Key` (Stripe's semantics): the first request with a key
 * runs and its result (status, body, headers) is stored; the same request again answers that
 * result with `Idempotent-Replayed: true` and does nothing; another request with the key
 * answers 422; a request with the key while the first still runs answers 409. Keys belong to
 * the authenticated account and are remembered 24 hours. Requests without the header, reads,
 * and GraphQL queries run as they are.
 */
export async function runIdempotently(
  services: Services,
  viewer: Viewer,
  face: Face,
  request: EdgeRequest,
  run: (services: Services) => Promise<Answer> | Answer,
): Promise<Answer> {
  const key = request.headers.get(idempotencyKeyHeader);
  if (key === null || !writeMethods.has(request.method)) return run(services);
  checkKey(key);
  const fingerprint = requestFingerprint(face, request);
  if (fingerprint === null) return run(services);
  const { url } = request;
  const record: IdempotentRequest = {
    customerId: viewer.customer.id,
    key,
    method: request.method,
    path: url.pathname + url.search,
    requestHash: createHash('sha256').update(fingerprint).digest('hex'),
  };
  const reservation = await reserveIdempotencyKey(services, record);
  switch (reservation.kind) {
    case 'replay':
      return replay(reservation.response);
    case 'mismatch':
      return refusal(face, 422, 'idempotency_key_reused', 'This Idempotency-Key was already used with another request (method, path or body); use a new key');
    case 'in_progress':
      return refusal(face, 409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still running; retry when it has finished');
    case 'unrecorded':
      return refusal(
        face,
        409,
        'idempotency_key_unrecorded',
        'The request with this Idempotency-Key was applied but its response was not recorded; read the resource to see the result',
      );
    case 'execute':
      break;
  }
  const { scope } = reservation;
  const leaseEnds = Date.now() + idempotencyLeaseMs;
  let response: Answer;
  try {
    response = await run({ ...services, idempotency: scope });
  } catch (error) {
    const unreleased = scope.applied ? null : await release(services, scope, leaseEnds);
    // The database is gone (the release could not reach it): that is the answer (503), whatever
    // the request failed with on its way down.
    throw unreleased !== null && isDatabaseUnavailable(unreleased) && !isDatabaseUnavailable(error) ? unreleased : error;
  }
  // A request that changed nothing and failed unexpectedly (5xx, a database outage's 503
  // included) is forgotten so that it can be retried; every other result, refusals included,
  // is remembered and replayed.
  if (!scope.applied && response.status >= 500) {
    await release(services, scope, leaseEnds);
    return response;
  }
  const stored: StoredResponse = { status: response.status, body: await answerText(response), headers: storedHeaders(response) };
  try {
    await completeIdempotencyKey(services, scope, stored);
  } catch (error) {
    // The database went away after the request: its answer stands (an applied write answered
    // 503 would be a lie the client acts on). An applied key stays marked so (a resend answers
    // 409 idempotency_key_unrecorded, or the replay if the completion reached the database);
    // an unapplied one is released, so a resend runs.
    services.log.warn({ err: error, applied: scope.applied }, 'idempotency: the response could not be recorded');
    if (!scope.applied) await release(services, scope, leaseEnds);
  }
  return withBodyText(response, stored.body);
}

/** First wait before releasing a key again after a failed release; doubled up to `releaseRetryMaxMs`. */
const releaseRetryMs = 100;
const releaseRetryMaxMs = 1000;

/**
 * Releases the key of a request that ended without committing, so a retry runs. Never throws;
 * answers the error the release met (null when it was written). When the release cannot be
 * written (the database is the thing that is down), it is tried again in the background, at
 * most 1 s apart, until it is written or the lease ends (then a retry takes the key over
 * anyway): the key is free about a second after the database returns, not 60 s after the
 * request. A release only deletes a record this request still holds
 * and never applied, so one that lands late (after a commit whose answer was lost, or after a
 * takeover) changes nothing.
 */
async function release(services: Services, scope: IdempotencyScope, leaseEnds: number, waitMs = releaseRetryMs): Promise<unknown> {
  try {
    await releaseIdempotencyKey(services, scope);
    return null;
  } catch (error) {
    if (Date.now() + waitMs < leaseEnds) {
      if (waitMs === releaseRetryMs) services.log.warn({ err: error }, 'idempotency: could not release the key of a request that failed; trying again until it is');
      setTimeout(() => void release(services, scope, leaseEnds, Math.min(waitMs * 2, releaseRetryMaxMs)), waitMs).unref();
    }
    return error;
  }
}

function checkKey(key: string): void {
  if (key.length === 0 || key.length > maxIdempotencyKeyLength || !/^[\x20-\x7e]+$/.test(key)) {
    throw new BadRequestError(`Idempotency-Key must be 1 to ${maxIdempotencyKeyLength} printable ASCII characters`);
  }
}

/**
 * What makes two requests "the same": method, path and query, the As-Customer header, and
 * the body (JSON compared by value, key order ignored). For GraphQL: the query, variables and
 * operation name. Null when the key does not apply (a GraphQL query or subscription).
 */
function requestFingerprint(face: Face, request: EdgeRequest): string | null {
  const raw = Buffer.from(request.body()).toString('utf8');
  const body = parseJson(raw);
  const asCustomer = request.headers.get('as-customer');
  if (face === 'rest') return canonical([request.method, asCustomer, body === undefined ? raw : body]) ?? JSON.stringify([request.method, asCustomer, raw]);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || !isMutation(query, typeof operationName === 'string' ? operationName : undefined)) return null;
  return canonical(['graphql', asCustomer, query, variables ?? null, operationName ?? null]) ?? null;
}

function parseJson(raw: string): unknown {
  try {
    return raw === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Key-order-independent JSON; undefined for a value too deep to walk (compared as raw text then). */
function canonical(value: unknown): string | undefined {
  try {
    return stringify(value);
  } catch {
    return undefined;
  }
}

function isMutation(query: string, operationName: string | undefined): boolean {
  try {
    return getOperationAST(parse(query, { maxTokens: maxDocumentTokens }), operationName)?.operation === OperationTypeNode.MUTATION;
  } catch {
    return false;
  }
}

function storedHeaders(answer: Answer): Record<string, string> {
  const kept: Record<string, string> = {};
  const keep = (value: string, name: string) => {
    if (!perExchangeHeaders.has(name.toLowerCase())) kept[name] = value;
  };
  if (isWireAnswer(answer)) for (const [name, value] of Object.entries(answer.headers)) keep(value, name);
  else answer.headers.forEach(keep);
  return kept;
}

function replay(stored: StoredResponse): Answer {
  const answer = wireAnswer(stored.status, { ...stored.headers }, stored.body === '' ? null : stored.body);
  answerHeaders(answer).set(replayedHeader, 'true');
  return answer;
}

/** A refusal in the face's error shape: REST `{"error"}`, GraphQL `{"errors": [{message, extensions: {code}}]}`. */
function refusal(face: Face, status: number, code: string, message: string): Answer {
  const body = face === 'rest' ? { error: message } : { errors: [{ message, extensions: { code: code.toUpperCase() } }] };
  return wireAnswer(status, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(body));
}
