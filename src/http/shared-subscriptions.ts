import type { ExecutionResult } from 'graphql';

/**
 * A result serialized once for every subscriber it goes to: its JSON text, and that text's
 * UTF-8 bytes, encoded on first use and shared (each subscriber's message copies them once
 * into its frame, rather than encoding the text again).
 */
export class SharedPayload {
  private encoded: Buffer | null = null;

  constructor(readonly text: string) {}

  get bytes(): Buffer {
    return (this.encoded ??= Buffer.from(this.text));
  }
}

/** One subscriber of an execution: it is sent each result, already serialized, and told when the execution ends. */
export interface Subscriber {
  send(payload: SharedPayload): void;
  /** The execution ended (with its error, if it failed). */
  end(error?: unknown): void;
}

/**
 * Subscriptions that are the same operation for the same viewer share one execution: each
 * event is executed and serialized once, and every subscriber of the execution is sent the
 * same payload text. The caller decides what "the same" is (the key); each subscriber has
 * been authorized on its own, by its own subscribe: the stream that subscribe answered is read
 * for the first subscriber and ended at once for the others, so that a subscriber that joins
 * holds nothing of GraphQL (no context, no stream) but its place in the execution.
 * `joined` is told how many subscribers the executions serve beyond one stream each (+1, -1):
 * with the streams open, that counts the subscribers (the subscriptions gauge).
 */
export class SharedSubscriptions {
  private readonly executions = new Map<string, Execution>();

  constructor(private readonly joined: (change: number) => void = () => undefined) {}

  /**
   * Adds a subscriber to the execution of `key`, started with `own` (the subscriber's own
   * stream) if none runs, and answers the execution (`leave` takes the subscriber out).
   */
  join(key: string, own: AsyncIterator<ExecutionResult>, subscriber: Subscriber): Execution {
    const running = this.executions.get(key);
    if (running) {
      close(own);
      running.add(subscriber);
      return running;
    }
    const execution: Execution = new Execution(own, this.joined, () => {
      if (this.executions.get(key) === execution) this.executions.delete(key);
    });
    this.executions.set(key, execution);
    execution.add(subscriber);
    return execution;
  }

  /** Executions running, and the subscribers they serve. */
  counts(): { executions: number; subscribers: number } {
    let subscribers = 0;
    for (const execution of this.executions.values()) subscribers += execution.size;
    return { executions: this.executions.size, subscribers };
  }
}

/**
 * One execution: the first subscriber's stream is read, and each result is sent to every
 * member; it runs until the last member leaves (its stream is ended then) or the stream ends.
 */
export class Execution {
  private readonly members = new Set<Subscriber>();
  private ended = false;

  constructor(
    private readonly source: AsyncIterator<ExecutionResult>,
    private readonly joined: (change: number) => void,
    private readonly finished: () => void,
  ) {
    void this.read();
  }

  get size(): number {
    return this.members.size;
  }

  /** @internal SharedSubscriptions adds; a member that joins an ended execution is ended at once. */
  add(subscriber: Subscriber): void {
    if (this.ended) return subscriber.end();
    if (this.members.size > 0) this.joined(1);
    this.members.add(subscriber);
  }

  leave(subscriber: Subscriber): void {
    if (!this.members.delete(subscriber)) return;
    if (this.members.size > 0) this.joined(-1);
    else this.stop();
  }

  private async read(): Promise<void> {
    try {
      for (;;) {
        const next = await this.source.next();
        if (next.done) break;
        const payload = new SharedPayload(resultPayload(next.value));
        for (const member of this.members) member.send(payload);
      }
      this.end();
    } catch (error) {
      this.end(error);
    }
  }

  /** The last member left: the stream being read ends, and with it the loop above. */
  private stop(): void {
    this.ended = true;
    this.finished();
    close(this.source);
  }

  /** The stream being read ended (or failed): so does every member. */
  private end(error?: unknown): void {
    if (this.ended && this.members.size === 0) return;
    this.ended = true;
    this.finished();
    if (this.members.size > 1) this.joined(1 - this.members.size);
    const members = [...this.members];
    this.members.clear();
    for (const member of members) member.end(error);
  }
}

/** Ends a stream; one that fails to end has no subscriber left to tell. */
function close(stream: AsyncIterator<ExecutionResult>): void {
  void stream.return?.().catch(() => undefined);
}

/** A result as graphql-ws writes it in a `next` message: its fields, then its errors (if any) in GraphQL's JSON form. */
export function resultPayload({ errors, ...rest }: ExecutionResult): string {
  return JSON.stringify(errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest);
}
