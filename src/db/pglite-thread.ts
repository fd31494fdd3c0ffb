/**
 * Embedded PGlite on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: run in
 * the serving thread, its work and the service's share one core, and most of a request's time
 * was the database's (docs/decisions.md "PGlite on a thread of its own"). Here the database runs
 * on a worker thread (src/db/pglite-thread-worker.ts) that only answers wire-protocol messages;
 * this side is PGlite's own client half (its query, exec and transaction, its types, its locks)
 * with the messages sent across, so Prisma's PGlite adapter and the prepared statements of
 * src/db/adapters.ts use it as they would PGlite.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Mutex, PGlite, protocol } from '@electric-sql/pglite';

/** What the thread is started with. */
export interface ThreadStart {
  /** Data folder; absent (with no dump) means in memory. */
  dataDir?: string;
  /** A dump of a data folder (`dumpDataDir`) to start from. */
  loadDataDir?: Blob;
}

/** What the thread is asked to do. */
type ThreadOp = { op: 'protocol'; message: Uint8Array; syncToFs: boolean } | { op: 'dump' } | { op: 'close' };

/** An op as sent, numbered so that its answer finds its caller. */
export type ThreadRequest = ThreadOp & { id: number };

export interface ThreadAnswer {
  id: number;
  data?: Uint8Array;
  dump?: Blob;
  error?: string;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** The members of PGlite's client half (its base class) this side inherits. */
interface PGliteClient {
  query: PGlite['query'];
  exec: PGlite['exec'];
  transaction: PGlite['transaction'];
  runExclusive: PGlite['runExclusive'];
  serializers: PGlite['serializers'];
  parsers: PGlite['parsers'];
  _initArrayTypes(): Promise<void>;
}

// PGlite's client half is its base class; the package exports it only as PGlite's prototype.
const PGliteBase = Object.getPrototypeOf(PGlite) as new () => PGliteClient;

/** A wire message's type byte. */
const parseType = 0x50; // 'P'
const bindType = 0x42; // 'B'
const executeType = 0x45; // 'E'
const describeType = 0x44; // 'D'
const queryType = 0x51; // 'Q'

/**
 * True for a message whose answer nobody reads before a later one's: PGlite's query sends
 * parse, describe, bind, describe, execute and sync one call each, and only the statement's
 * description (describe 'S') and the end (sync) are waited on. Such a message is held and sent
 * with the next one, so a query crosses to the thread twice, not six times; an error in a held
 * message is thrown by the call that sent it, inside the same query.
 */
function heldBack(message: Uint8Array): boolean {
  const length = message.length > 4 ? ((message[1]! << 24) | (message[2]! << 16) | (message[3]! << 8) | message[4]!) + 1 : -1;
  if (length !== message.length) return false;
  const type = message[0];
  if (type === parseType || type === bindType || type === executeType || type === queryType) return true;
  return type === describeType && message[5] === parseType;
}

/**
 * Starts PGlite on its thread. Typed as PGlite: it is PGlite's own client half, which is what
 * Prisma's PGlite adapter and the statements of src/db/adapters.ts use of it.
 */
export function startPGliteThread(start: ThreadStart = {}): PGlite {
  return new PGliteThread(start) as unknown as PGlite;
}

class PGliteThread extends PGliteBase {
  readonly debug = 0;
  private readonly worker: Worker;
  /** The thread's database is up. */
  private readonly running: Promise<void>;
  /** And this side knows its array types (read through it). */
  private readonly started: Promise<void>;
  private readonly waiting = new Map<number, { resolve(answer: ThreadAnswer): void; reject(error: Error): void }>();
  private nextId = 1;
  private held: Uint8Array[] = [];
  private readonly parser = new protocol.Parser();
  private readonly queryMutex = new Mutex();
  private readonly transactionMutex = new Mutex();
  private readingTypes = false;
  private closing: Promise<void> | undefined;
  private failure: Error | undefined;

  constructor(start: ThreadStart = {}) {
    super();
    this.worker = new Worker(threadEntry, { eval: true, workerData: { ...threadModules(), ...start } });
    this.worker.on('message', (answer: ThreadAnswer) => this.answered(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the PGlite thread exited (code ${code})`)));
    this.running = new Promise<void>((resolve, reject) => this.waiting.set(0, { resolve: () => resolve(), reject }));
    // Read through this side's own query (whose readiness check lets that one read through).
    this.started = this.running.then(() => {
      this.readingTypes = true;
      return this._initArrayTypes();
    });
    // A failed start is thrown to whoever uses the database, not left unhandled when nobody does.
    this.started.catch(() => undefined);
    this.idle();
  }

  get waitReady(): Promise<void> {
    return this.started;
  }

  /** Closes the database once what was sent has been answered; later calls are refused. */
  async close(): Promise<void> {
    this.closing ??= (async () => {
      await this.started.catch(() => undefined);
      // Both of PGlite's locks: after any open transaction and the statement under way.
      await this._runExclusiveTransaction(() => this._runExclusiveQuery(() => this.request({ op: 'close' }))).catch(() => undefined);
      await this.worker.terminate();
    })();
    return this.closing;
  }

  async dumpDataDir(): Promise<Blob> {
    await this._checkReady();
    const { dump } = await this.request({ op: 'dump' });
    return dump!;
  }

  async execProtocolRaw(message: Uint8Array, { syncToFs = true }: { syncToFs?: boolean } = {}): Promise<Uint8Array> {
    if (heldBack(message)) {
      this.held.push(message);
      return new Uint8Array(0);
    }
    // A buffer of its own, moved across: a Buffer of the protocol's serializer may be a view of
    // Node's shared pool, all of which a copy across threads would carry.
    const sent = new Uint8Array(this.held.reduce((length, held) => length + held.length, message.length));
    let offset = 0;
    for (const part of [...this.held, message]) {
      sent.set(part, offset);
      offset += part.length;
    }
    this.held = [];
    const { data } = await this.request({ op: 'protocol', message: sent, syncToFs }, [sent.buffer]);
    return data!;
  }

  async execProtocol(
    message: Uint8Array,
    { syncToFs = true, throwOnError = true, onNotice }: { syncToFs?: boolean; throwOnError?: boolean; onNotice?: (notice: BackendMessage) => void } = {},
  ): Promise<{ messages: BackendMessage[]; data: Uint8Array }> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    const messages: BackendMessage[] = [];
    let error: Error | undefined;
    this.parser.parse(data, (parsed) => {
      if (parsed instanceof Error) error ??= parsed;
      else if (parsed.name === 'notice') onNotice?.(parsed);
      messages.push(parsed);
    });
    if (throwOnError && error) throw error;
    return { messages, data };
  }

  async execProtocolStream(
    message: Uint8Array,
    options: { syncToFs?: boolean; throwOnError?: boolean; onNotice?: (notice: BackendMessage) => void } = {},
  ): Promise<BackendMessage[]> {
    return (await this.execProtocol(message, options)).messages;
  }

  /** Each message already reached the thread's database: nothing is left to write. */
  async syncToFs(): Promise<void> {}

  // Blob arguments of COPY (PGlite's `/dev/blob`) are not carried across: no statement of the project uses them.
  async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error('COPY with a blob is not supported on the PGlite thread');
  }
  async _getWrittenBlob(): Promise<undefined> {}
  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    if (this.closing) throw new Error('PGlite is closed');
    if (!this.readingTypes) return this.started;
    // The array types' own read, the first statement once the thread is up.
    this.readingTypes = false;
    return this.running;
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.transactionMutex.runExclusive(fn);
  }

  listen(): Promise<never> {
    return Promise.reject(new Error('LISTEN is not supported on the PGlite thread'));
  }

  private request(op: ThreadOp, transfer: ArrayBuffer[] = []): Promise<ThreadAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const answer = new Promise<ThreadAnswer>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (this.waiting.size === 1) this.worker.ref();
    this.worker.postMessage({ ...op, id }, transfer);
    return answer;
  }

  private answered(answer: ThreadAnswer): void {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    this.idle();
    if (answer.error !== undefined) waiter.reject(new Error(answer.error));
    else waiter.resolve(answer);
  }

  /** The thread keeps the process alive only while an answer is awaited (as PGlite in the process does). */
  private idle(): void {
    if (this.waiting.size === 0) this.worker.unref();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(this.failure);
    this.waiting.clear();
  }
}

/**
 * The thread's first code: its entry is TypeScript, run through tsx as the project runs (the
 * service under `tsx`, the tests under vitest), so it registers tsx's loader first. Both are
 * found from this file, not from the working directory an evaluated thread resolves from.
 */
const threadEntry = `const { pathToFileURL } = require('node:url');
const { workerData } = require('node:worker_threads');
import(pathToFileURL(workerData.loader).href).then(({ register }) => { register(); return import(workerData.entry); });`;

function threadModules(): { loader: string; entry: string } {
  // tsx's loader API as `import` finds it (its ESM build: the CommonJS one registers a wrong path).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return { loader: join(dirname(manifest), exports['./esm/api']!.import.default), entry: new URL('./pglite-thread-worker.ts', import.meta.url).href };
}
