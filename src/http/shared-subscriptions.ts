import type { ExecutionResult } from 'graphql';

/** Hands one result, already serialized, to one subscriber. */
export type Send = (payload: string) => void;

/**
 * Subscriptions that are the same operation for the same viewer share one execution: each
 * event is executed and serialized once, and every subscriber of the execution is sent the
 * same payload text. The caller decides what "the same" is (the key); each subscriber has
 * been authorized on its own, and brings its own stream, so that ending any of them counts
 * exactly as before.
 */
export class SharedSubscriptions {
  private readonly executions = new Map<string, Execution>();

  /**
   * Adds a subscriber to the execution of `key` (starting it with `own`, the subscriber's own
   * stream, if none runs). Results go to `send`; the iterator answered yields nothing, ends
   * when the execution ends (or throws its error), and `return()` takes the subscriber out.
   */
  join(key: string, own: AsyncIterator<ExecutionResult>, send: Send): AsyncGenerator<ExecutionResult, void> {
    const running = this.executions.get(key);
    if (running) return running.add(send, own);
    const execution: Execution = new Execution(own, () => {
      if (this.executions.get(key) === execution) this.executions.delete(key);
    });
    this.executions.set(key, execution);
    return execution.add(send);
  }

  /** Executions running, and the subscribers they serve. */
  counts(): { executions: number; subscribers: number } {
    let subscribers = 0;
    for (const execution of this.executions.values()) subscribers += execution.size;
    return { executions: this.executions.size, subscribers };
  }
}

interface Member {
  send: Send;
  end(error?: unknown): void;
}

const done: IteratorReturnResult<void> = { done: true, value: undefined };

/**
 * One execution: the first subscriber's stream is read, and each result is sent to every
 * member. The streams of the other members stay unread (an unread stream costs nothing per
 * event); one of them is ended whenever a member leaves, and the one being read when the last
 * does, so as many streams are open as subscribers (what the subscriptions gauge counts).
 */
class Execution {
  private readonly members = new Set<Member>();
  private readonly unread: AsyncIterator<ExecutionResult>[] = [];

  constructor(
    private readonly source: AsyncIterator<ExecutionResult>,
    private readonly finished: () => void,
  ) {
    void this.read();
  }

  get size(): number {
    return this.members.size;
  }

  add(send: Send, own?: AsyncIterator<ExecutionResult>): AsyncGenerator<ExecutionResult, void> {
    if (own) this.unread.push(own);
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const ended = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    // An execution may fail before graphql-ws reads the member: not an unhandled rejection.
    ended.catch(() => undefined);
    const member: Member = { send, end: (error) => (error === undefined ? resolve() : reject(error)) };
    this.members.add(member);
    const leave = () => {
      if (!this.members.delete(member)) return;
      member.end();
      const stream = this.unread.pop();
      if (stream) close(stream);
      else this.stop();
    };
    const iterator: AsyncGenerator<ExecutionResult, void> = {
      next: () => ended.then(() => done),
      return: () => (leave(), Promise.resolve(done)),
      throw: (error: unknown) => (leave(), Promise.reject(error instanceof Error ? error : new Error(String(error)))),
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  private async read(): Promise<void> {
    try {
      for (;;) {
        const next = await this.source.next();
        if (next.done) break;
        const payload = serialize(next.value);
        for (const member of this.members) member.send(payload);
      }
      this.end();
    } catch (error) {
      this.end(error);
    }
  }

  /** The last member left: the stream being read ends, and with it the loop above. */
  private stop(): void {
    this.finished();
    close(this.source);
  }

  /** The stream being read ended (or failed): so does every member. */
  private end(error?: unknown): void {
    this.finished();
    for (const stream of this.unread.splice(0)) close(stream);
    for (const member of this.members) member.end(error);
    this.members.clear();
  }
}

/** Ends a stream; one that fails to end has no subscriber left to tell. */
function close(stream: AsyncIterator<ExecutionResult>): void {
  void stream.return?.().catch(() => undefined);
}

/** A result as graphql-ws writes it in a `next` message: its fields, then its errors (if any) in GraphQL's JSON form. */
function serialize({ errors, ...rest }: ExecutionResult): string {
  return JSON.stringify(errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest);
}
