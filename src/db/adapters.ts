import { PGlite, protocol, types } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQueryable, Transaction } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { startPGliteThread } from './pglite-thread.js';
import { inSpan, inTracedOperation, SpanKind } from '../tracing.js';

/** Told of every statement once it has run: its SQL, how long it took, whether it failed. */
export type StatementObserver = (sql: string, seconds: number, failed: boolean) => void;

/**
 * Counts SQL statements sent to the database; tests assert on it so an N+1 cannot creep in.
 * Observers (the metrics) are told each statement's duration; with none, nothing is timed.
 */
export class QueryCounter {
  count = 0;
  statements: string[] = [];
  recording = false;
  private observers: StatementObserver[] = [];

  /** Adds an observer; the function returned removes it. */
  observe(observer: StatementObserver): () => void {
    this.observers = [...this.observers, observer];
    return () => {
      this.observers = this.observers.filter((other) => other !== observer);
    };
  }

  /**
   * Runs a statement, timing it when someone observes; inside a traced operation, in a span of
   * its own carrying its text alone (`db.query.text`: the values are bound parameters, never in it).
   */
  run<T>(sql: string, statement: () => Promise<T>): Promise<T> {
    this.record(sql);
    if (!inTracedOperation()) return this.observed(sql, statement);
    const attributes = { 'db.system.name': 'postgresql', 'db.query.text': sql };
    return inSpan(statementSpanName(sql), { kind: SpanKind.CLIENT, attributes }, () => this.observed(sql, statement));
  }

  private observed<T>(sql: string, statement: () => Promise<T>): Promise<T> {
    const observers = this.observers;
    if (observers.length === 0) return statement();
    const started = performance.now();
    const done = (failed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      for (const observer of observers) observer(sql, seconds, failed);
    };
    return statement().then(
      (result) => {
        done(false);
        return result;
      },
      (error: unknown) => {
        done(true);
        throw error;
      },
    );
  }

  reset(): void {
    this.count = 0;
    this.statements = [];
  }

  record(sql: string): void {
    this.count += 1;
    if (this.recording) this.statements.push(sql);
  }
}

/** A statement's span is named by its first keyword (`SELECT`, `INSERT`, `WITH`), as the metrics label it. */
function statementSpanName(sql: string): string {
  return /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
}

function countQueries<T extends SqlQueryable>(queryable: T, counter: QueryCounter): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  const executeRaw = queryable.executeRaw.bind(queryable);
  queryable.queryRaw = (query) => counter.run(query.sql, () => queryRaw(query));
  queryable.executeRaw = (query) => counter.run(query.sql, () => executeRaw(query));
  return queryable;
}

/**
 * Wraps a driver adapter factory so that every statement, inside transactions too, passes the
 * counter, and so that `executeScript` resolves only when the script has run.
 */
function instrument(
  factory: SqlMigrationAwareDriverAdapterFactory,
  counter: QueryCounter,
  executeScript?: (script: string) => Promise<void>,
  scriptFor?: (adapter: SqlDriverAdapter) => ((script: string) => Promise<void>) | undefined,
): SqlMigrationAwareDriverAdapterFactory {
  const wrap = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    countQueries(adapter, counter);
    const script = executeScript ?? scriptFor?.(adapter);
    if (script) adapter.executeScript = script;
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => countQueries<Transaction>(await startTransaction(isolationLevel), counter);
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => wrap(await factory.connect()),
    connectToShadowDb: async () => factory.connectToShadowDb(),
  };
}

/**
 * The PostgreSQL adapter's own `executeScript` cuts a migration at every semicolon, which
 * breaks a function body (`$$ … ; … $$`). The whole script goes to the server instead, as one
 * simple-protocol query (PostgreSQL runs it as one transaction).
 */
function wholeScriptOnPool(adapter: SqlDriverAdapter): ((script: string) => Promise<void>) | undefined {
  const pool = (adapter as unknown as { client?: { query(sql: string): Promise<unknown> } }).client;
  if (typeof pool?.query !== 'function') return undefined;
  return async (script) => {
    await pool.query(script);
  };
}

export interface DatabaseTarget {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent (with no url) means in-memory. */
  dataDir?: string;
  /** Start PGlite from a dump of a data folder (`PGlite.dumpDataDir`) instead of initialising one. */
  pgliteDump?: Blob;
  /** Use this already open PGlite (`startPGliteThread`, as the service opens it); the caller closes it. */
  pglite?: PGlite;
  /** PostgreSQL pool size per process. */
  poolSize?: number;
  /** PostgreSQL: how long a statement waits for a connection (new or pooled) before it fails as unavailable. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server's statement_timeout on the pool's connections (0 or absent: none). */
  statementTimeoutMs?: number;
}

export interface StatementOptions {
  /**
   * Send it as a named prepared statement: each pooled connection parses and plans its text
   * once, then only binds and runs it (planning the JSON read of a transaction cost PostgreSQL
   * several times its run: docs/decisions.md "Figures out of code comments"). Only for statements
   * whose best plan does not depend on their values (rows found by primary key, inserts):
   * after five runs PostgreSQL may keep one generic plan for every value.
   */
  prepared?: boolean;
}

/**
 * Most statement texts prepared by one process: beyond it, a new text runs unprepared, so the
 * plans each connection keeps stay bounded whatever shapes of writes come along.
 */
export const maxPreparedStatements = 64;

/** A text prepared under a name; `text` is the one kept, so a caller can send that same string on. */
interface PreparedName {
  name: string;
  text: string;
}

/**
 * The names of the texts prepared, the same on every connection of the process (none past the
 * cap). A statement's text is built afresh for each request, so a Map keyed by it would hash the
 * whole text at every look-up; the texts are kept by length instead and compared only with those
 * of the same length. The kept text is what the caller sends on: the pg driver compares it with
 * the text it prepared, which is then the same string.
 */
class PreparedNames {
  private readonly byLength = new Map<number, PreparedName[]>();
  private count = 0;

  of(text: string): PreparedName | undefined {
    const sameLength = this.byLength.get(text.length);
    const found = sameLength?.find((prepared) => prepared.text === text);
    if (found || this.count >= maxPreparedStatements) return found;
    this.count += 1;
    const prepared = { name: `heldfunds_${this.count}`, text };
    if (sameLength) sameLength.push(prepared);
    else this.byLength.set(text.length, [prepared]);
    return prepared;
  }
}

export interface OpenedAdapter {
  kind: 'pglite' | 'postgresql';
  factory: SqlMigrationAwareDriverAdapterFactory;
  /**
   * What migrations run on. On PostgreSQL a pool of one connection of its own, ended when the
   * migrations are done: the schema engine takes a session-level advisory lock (one key for the
   * whole server) and releases it on the connection that took it; on the shared pool, the
   * release could go to another connection and the lock stay held by a pooled one, making every
   * other process's migrations wait.
   */
  migrationFactory: SqlMigrationAwareDriverAdapterFactory;
  counter: QueryCounter;
  /**
   * One statement straight on the connections Prisma uses (PostgreSQL's pool, PGlite's session;
   * counted, as every statement), outside any transaction: a read, or a write made of one
   * statement (it commits by itself). The values are parsed as the pg driver does by default
   * (json as objects, int8 and numeric as text, timestamps as Date); a Date parameter is sent as
   * UTC text, as Prisma sends it (the driver would send the process's local time and offset, and
   * a timestamp without zone drops the offset). `prepared`: see StatementOptions.
   */
  statement: (text: string, values: readonly unknown[], options?: StatementOptions) => Promise<unknown[]>;
  close(): Promise<void>;
}

export async function openAdapter(target: DatabaseTarget): Promise<OpenedAdapter> {
  const counter = new QueryCounter();
  if (target.url) {
    // One pool, shared by Prisma and the direct statements (`statement`), so the connection limit holds.
    // Bounded waits: a database that is down or unreachable fails a statement within the connect
    // timeout (its request answers 503) instead of leaving it waiting on a socket forever;
    // keep-alive finds a connection whose peer vanished without a reset.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: target.connectTimeoutMs ?? 0,
      keepAlive: true,
      ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
    });
    // An idle connection the server ends (a restart, a dropped database) is an 'error' event of
    // the pool, which would end the process if nobody listened. The pool has already let that
    // connection go and opens another on the next statement; Prisma's own listener is removed
    // when it disconnects, so this one stays for the pool's lifetime.
    pool.on('error', () => {});
    const prepared = new PreparedNames();
    const factory = new PrismaPg(pool);
    return {
      kind: 'postgresql',
      factory: instrument(factory, counter, undefined, wholeScriptOnPool),
      migrationFactory: instrument(new PrismaPg({ connectionString: target.url, max: 1 }), counter, undefined, wholeScriptOnPool),
      counter,
      statement: (text, values, options) =>
        counter.run(text, async () => {
          const sent = values.map((value) => (value instanceof Date ? value.toISOString() : value));
          const named = options?.prepared ? prepared.of(text) : undefined;
          return (await pool.query<Record<string, unknown>>({ text: named?.text ?? text, values: sent, name: named?.name })).rows;
        }),
      close: () => pool.end(),
    };
  }
  const pglite = target.pglite ?? startPGliteThread({ dataDir: target.dataDir, loadDataDir: target.pgliteDump });
  await pglite.waitReady;
  // The adapter's own executeScript does not wait for the script (nor surface its errors).
  const factory = instrument(new PrismaPGlite(pglite), counter, async (script) => {
    await pglite.exec(script);
  });
  const statement = pgliteStatements(pglite);
  return {
    kind: 'pglite',
    factory,
    migrationFactory: factory,
    counter,
    statement: (text, values, options) => counter.run(text, () => statement(text, values, options)),
    close: async () => (target.pglite ? undefined : pglite.close()),
  };
}

/** Values as the pg driver parses them (int8 and numeric as text), so both databases' statements answer the same rows. */
const pgLikeParsers = { [types.INT8]: (text: string) => text, [types.NUMERIC]: (text: string) => text };

/** A statement PGlite has parsed under a name: the types of its parameters, as it inferred them. */
interface PGlitePrepared {
  name: string;
  parameterTypes: number[];
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** The statements each PGlite session has prepared (a session outlives an adapter: a test's database is used again). */
const pglitePrepared = new WeakMap<PGlite, { names: PreparedNames; prepared: Map<string, PGlitePrepared> }>();

/**
 * `statement` on PGlite: its one session, taken as `PGlite.query` takes it (after any open
 * transaction, one statement at a time). A `prepared` statement is parsed under a name once;
 * then each run is one call into the database (bind, describe, execute, sync), planned only
 * while its plan depends on the values (PostgreSQL's plan cache). An unprepared one goes through
 * `query`, planned at each run. Before, PGlite planned the JSON read of a transaction at every
 * GET (docs/decisions.md "PGlite prepared statements").
 */
function pgliteStatements(pglite: PGlite): OpenedAdapter['statement'] {
  const { serialize } = protocol;
  let session = pglitePrepared.get(pglite);
  if (!session) pglitePrepared.set(pglite, (session = { names: new PreparedNames(), prepared: new Map() }));
  const { names, prepared } = session;
  let parsers: Record<number, (text: string, typeId?: number) => unknown> | undefined;
  const rowsOf = (messages: BackendMessage[]): unknown[] => {
    parsers ??= { ...pglite.parsers, ...pgLikeParsers };
    let fields: { name: string; dataTypeID: number }[] = [];
    const rows: unknown[] = [];
    for (const message of messages) {
      if (message.name === 'rowDescription') fields = (message as unknown as { fields: typeof fields }).fields;
      else if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        const row: Record<string, unknown> = {};
        for (let i = 0; i < fields.length; i += 1) row[fields[i]!.name] = types.parseType(values[i] ?? null, fields[i]!.dataTypeID, parsers);
        rows.push(row);
      }
    }
    return rows;
  };
  const prepare = async (name: string, text: string): Promise<PGlitePrepared> => {
    const { messages } = await pglite.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const description = messages.find((message) => message.name === 'parameterDescription') as unknown as { dataTypeIDs: number[] } | undefined;
    return { name, parameterTypes: description?.dataTypeIDs ?? [] };
  };
  const run = async (statement: PGlitePrepared, values: readonly unknown[]): Promise<unknown[]> => {
    const sent = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.parameterTypes[i]!];
      // As the pg driver sends a value no type serialises: an object as its JSON, the rest as text.
      if (serializer) return serializer(value);
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
      return JSON.stringify(value);
    });
    const message = Buffer.concat([
      serialize.bind({ statement: statement.name, values: sent }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return rowsOf((await pglite.execProtocol(message)).messages);
  };
  return async (text, values, options) => {
    const sent = values.map((value) => (value instanceof Date ? value.toISOString() : value));
    const named = options?.prepared ? names.of(text) : undefined;
    if (named === undefined) return (await pglite.query<Record<string, unknown>>(text, sent, { parsers: pgLikeParsers })).rows;
    // Both locks PGlite.query takes: after any open transaction, and no other statement in between.
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        let statement = prepared.get(named.name);
        if (!statement) {
          statement = await prepare(named.name, named.text);
          prepared.set(named.name, statement);
        }
        return run(statement, sent);
      }),
    );
  };
}
