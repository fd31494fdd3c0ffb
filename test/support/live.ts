import WebSocket from 'ws';
import { Changes } from './waiting.js';

type Message = { type: string; id?: string; payload?: unknown };

/**
 * A graphql-ws client at the protocol level: what an integrator's (or attacker's) socket
 * sends and receives, message by message, and how it was closed. Every message and the close
 * wake `changes`, so tests wait for what they expect.
 */
export class RawGraphQLSocket {
  readonly messages: Message[] = [];
  closed: { code: number; reason: string } | null = null;
  readonly changes = new Changes();
  private nextId = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(String(data)) as Message);
      this.changes.changed();
    });
    socket.on('close', (code: number, reason: Buffer) => {
      this.closed = { code, reason: String(reason) };
      this.changes.changed();
    });
    socket.on('error', () => undefined);
  }

  /**
   * Opens a socket and sends connection_init with these Basic credentials; resolves once
   * acknowledged or closed. `track` receives the socket at once, so a test can close it whatever happens.
   */
  static async connect(baseUrl: string, authorization: string, options: { track?: RawGraphQLSocket[]; timeoutMs?: number } = {}): Promise<RawGraphQLSocket> {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const raw = new RawGraphQLSocket(socket);
    options.track?.push(raw);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization } })));
    await raw.changes.until(() => raw.acknowledged || raw.closed !== null, options.timeoutMs ?? 10_000, 'connection_ack or a close');
    return raw;
  }

  get acknowledged(): boolean {
    return this.messages.some((message) => message.type === 'connection_ack');
  }

  /** Sends an operation; answers its id. */
  start(query: string, variables: Record<string, unknown> = {}): string {
    const id = String((this.nextId += 1));
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    return id;
  }

  /** The messages of one operation so far (next, error, complete). */
  of(id: string): Message[] {
    return this.messages.filter((message) => message.id === id);
  }

  /** The first answer of an operation (next or error), or the close if the socket closed first. */
  async answer(id: string): Promise<Message | { type: 'closed'; code: number; reason: string }> {
    await this.changes.until(() => this.of(id).some((m) => m.type === 'next' || m.type === 'error') || this.closed !== null, 10_000, `an answer to ${id}`);
    const answer = this.of(id).find((m) => m.type === 'next' || m.type === 'error');
    return answer ?? { type: 'closed', ...this.closed! };
  }

  async waitClosed(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    await this.changes.until(() => this.closed !== null, timeoutMs, 'the socket to close');
    return this.closed!;
  }

  close(): void {
    if (this.closed === null) this.socket.terminate();
  }
}

/** A server-sent event stream read as it comes: its text so far, and whether it ended. */
export class EventStream {
  text = '';
  ended = false;
  readonly changes = new Changes();

  constructor(response: Response) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          this.text += decoder.decode(value, { stream: true });
          this.changes.changed();
        }
      } catch {
        // cut: counts as ended
      }
      this.ended = true;
      this.changes.changed();
    })();
    this.cancel = () => void reader.cancel().catch(() => undefined);
  }

  readonly cancel: () => void;

  waitFor(predicate: (text: string) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    return this.changes.until(() => predicate(this.text), timeoutMs, what);
  }

  waitEnded(timeoutMs = 10_000): Promise<void> {
    return this.changes.until(() => this.ended, timeoutMs, 'the event stream to end');
  }
}
