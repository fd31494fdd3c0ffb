import { DriverAdapterError } from '@prisma/driver-adapter-utils';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../../src/db/errors.js';

// The one classification of "the database cannot be reached" (every face's 503) on the
// shapes the drivers really throw. The ConnectionClosed case is what @prisma/adapter-pg threw
// mid-transaction when test/faults/postgres-outage.test.ts cut the connection: it was answered
// 500 before the adapter's kinds were read.
describe('isDatabaseUnavailable', () => {
  it.each([
    ['the adapter: socket closed under a statement', new DriverAdapterError({ kind: 'ConnectionClosed' })],
    ['the adapter: server not reachable', new DriverAdapterError({ kind: 'DatabaseNotReachable', host: 'db', port: 5432 })],
    ['the adapter: socket timeout', new DriverAdapterError({ kind: 'SocketTimeout' })],
    ['the adapter: no connection slot', new DriverAdapterError({ kind: 'TooManyConnections', cause: 'too many' })],
    [
      'the adapter: a PostgreSQL shutdown state',
      new DriverAdapterError({ kind: 'postgres', code: '57P01', severity: 'FATAL', message: 'terminating', detail: undefined, column: undefined, hint: undefined }),
    ],
    [
      'Prisma wrapping the adapter',
      Object.assign(new Error('wrapped'), { code: 'P2010', meta: { driverAdapterError: new DriverAdapterError({ kind: 'ConnectionClosed' }) } }),
    ],
    ['pg: connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['pg: terminated', new Error('Connection terminated unexpectedly')],
    ['Prisma: cannot reach', Object.assign(new Error('no'), { code: 'P1001' })],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new DriverAdapterError({ kind: 'UniqueConstraintViolation', constraint: { fields: ['key'] } })],
    [
      'a statement PostgreSQL refused',
      new DriverAdapterError({
        kind: 'postgres',
        code: '22P02',
        severity: 'ERROR',
        message: 'invalid input',
        detail: undefined,
        column: undefined,
        hint: undefined,
      }),
    ],
    ['a closed interactive transaction (a timeout of ours, not an outage)', new DriverAdapterError({ kind: 'TransactionAlreadyClosed', cause: 'closed' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'ConnectionClosed'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('tells a unique violation by its Prisma code', () => {
    expect(isUniqueViolation({ code: 'P2002' })).toBe(true);
    expect(isUniqueViolation(new Error('P2002'))).toBe(false);
  });
});
