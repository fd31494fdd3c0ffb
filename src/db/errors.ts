/** Database errors the domain and the faces react to. */
/** Prisma's error for a unique constraint violation (two requests racing to insert). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/**
 * Seconds a client is told to wait (Retry-After) when the database cannot be reached: a
 * restart or a failover takes seconds; the pool reconnects on the next statement.
 */
export const databaseRetryAfterSeconds = 5;

/** Socket errors of a connection that cannot be made or was lost. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Prisma's codes for the same: P1001 cannot reach the server, P1002 reached it but timed out,
 * P1008 operation timed out, P1017 the server closed the connection, P2024 no pool connection
 * in time, P2037 too many connections.
 */
const prismaCodes = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away or cannot take the statement now:
 * class 08 (connection exception), 57P01..57P05 (shutdown, crash, cannot connect now, idle
 * session timeout), 53300 (too many connections), 57014 (statement_timeout ran out).
 */
function isUnavailableState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code) || code === '53300' || code === '57014';
}

/**
 * Prisma's driver adapters' kinds for the same (`DriverAdapterError.cause.kind`): the socket
 * closed under a statement, the server not reachable, a socket timeout, no connection slot.
 */
const adapterKinds = new Set(['ConnectionClosed', 'DatabaseNotReachable', 'SocketTimeout', 'TooManyConnections']);

/** What the driver (pg, pg-pool) and Prisma say, where they give no code. */
const messages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Server has closed the connection',
  "Can't reach database server",
  'Client has encountered a connection error',
  'Connection closed',
];

/**
 * Whether an error means the database cannot be reached or gave up (connection refused, cut,
 * timed out, shutting down), as opposed to a statement it refused. The one classification:
 * each face maps it to its 503 (src/rest/errors.ts, the GraphQL error mask and the web
 * pages' refusal in src/http/app.ts). Follows `cause` and Prisma's `meta` a few levels down.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, kind, message, meta, cause } = current as { code?: unknown; kind?: unknown; message?: unknown; meta?: unknown; cause?: unknown };
    if (typeof code === 'string' && (socketCodes.has(code) || prismaCodes.has(code) || isUnavailableState(code))) return true;
    if (typeof kind === 'string' && adapterKinds.has(kind)) return true;
    if (typeof message === 'string' && messages.some((known) => message.includes(known))) return true;
    const metaCode = (meta as { code?: unknown } | undefined)?.code;
    if (typeof metaCode === 'string' && isUnavailableState(metaCode)) return true;
    current = cause ?? (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
  }
  return false;
}
