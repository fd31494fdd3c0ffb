import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, parseMessage, stringifyMessage, type SubscribePayload } from 'graphql-ws';
import { WebSocket, type WebSocketServer } from 'ws';
import type { Logger } from '../log.js';
import { resultPayload, SharedPayload, type Subscriber } from './shared-subscriptions.js';

/**
 * What a connection's operations are given by the handler (src/http/websocket.ts): errors to
 * answer, one result, a stream to read, or `joined` once the operation was added to a shared
 * execution (which then sends it its results and ends it).
 */
export type Outcome = readonly GraphQLError[] | ExecutionResult | AsyncIterable<ExecutionResult> | 'joined';

/** The policy of the connections: who may connect, and what an operation runs. */
export interface ProtocolHandler<Session> {
  /**
   * connection_init, with the upgrade request (not kept past this call): the connection's
   * session, or null to refuse it (4403, unless the handler closed the socket already).
   */
  connect(socket: WebSocket, request: IncomingMessage, params: Record<string, unknown> | undefined): Promise<Session | null>;
  /** A subscribe message of a connection signed in as `session`. */
  operate(session: Session, operation: Operation<Session>, payload: SubscribePayload): Promise<Outcome>;
  /** The connection closed (after its operations ended). */
  closed(session: Session): void;
}

/** graphql-ws's own limits: a connection that sends no connection_init within it is closed (4408). */
const connectionInitWaitMs = 3000;

/**
 * The server side of the graphql-ws protocol (graphql-transport-ws: connection_init and ack,
 * ping and pong, subscribe, next, error, complete; graphql-ws's close codes and reasons), in
 * place of graphql-ws's own server, written for thousands of idle subscribers: a connection is
 * one object and each of its operations another, the listeners are shared functions, and one
 * timer pings every socket (graphql-ws's keeps an interval, a closure per socket and, per
 * subscription, the execution's arguments and a suspended loop). A subscription shared with
 * others (shared-subscriptions.ts) holds no GraphQL state of its own. Messages are parsed and
 * checked by graphql-ws's `parseMessage`, and the client is graphql-ws's.
 */
export class GraphQLWsServer<Session> {
  private readonly keepAlive: NodeJS.Timeout;

  constructor(
    readonly wss: WebSocketServer,
    readonly handler: ProtocolHandler<Session>,
    readonly log: Logger,
    keepAliveMs = 12_000,
  ) {
    wss.options.handleProtocols = (protocols) => (protocols.has(GRAPHQL_TRANSPORT_WS_PROTOCOL) ? GRAPHQL_TRANSPORT_WS_PROTOCOL : false);
    wss.options.WebSocket = ConnectionSocket;
    wss.on('connection', (socket, request) => this.opened(socket as ConnectionSocket, request));
    // Every socket pinged at each tick; one that did not answer the previous tick's ping is cut.
    // The server's own set of sockets is walked: a second set of the connections would cost each one a slot.
    this.keepAlive = setInterval(() => {
      for (const socket of wss.clients) (socket as ConnectionSocket).connection?.ping();
    }, keepAliveMs);
    this.keepAlive.unref();
  }

  /** Ends the keep-alive; the sockets are the caller's to close. */
  stop(): void {
    clearInterval(this.keepAlive);
  }

  private opened(socket: ConnectionSocket, request: IncomingMessage): void {
    if (socket.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL) {
      socket.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
      return;
    }
    socket.connection = new Connection(this, socket, request);
  }
}

/**
 * The server's sockets (ws's `WebSocket` option): each carries its connection and hands it its
 * events from `emit`, so that a socket keeps no listeners of its own: four per socket grew each
 * socket's table of listeners, and a WeakMap from sockets to connections held an entry for each.
 * A socket refused before it has a connection emits as any other.
 */
class ConnectionSocket extends WebSocket {
  connection: Connection<unknown> | null = null;

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    const connection = this.connection;
    if (connection === null) return super.emit(event, ...args);
    switch (event) {
      case 'message':
        void connection.receive(String(args[0]));
        return true;
      case 'pong':
        connection.alive = true;
        return true;
      case 'close': {
        // The server's own listener first: the socket leaves its set of clients.
        const heard = super.emit(event, ...args);
        connection.closed();
        return heard;
      }
      case 'error':
        connection.server.log.warn({ err: args[0] }, 'graphql-ws: socket error');
        this.close(CloseCode.InternalServerError, 'Internal server error');
        return true;
      default:
        return super.emit(event, ...args);
    }
  }
}

class Connection<Session> {
  session: Session | null = null;
  /**
   * The operations running, from their subscribe message until they end, listed through the
   * operations themselves: most connections run one, for which a Map would cost more than it.
   */
  private operations: Operation<Session> | null = null;
  /** Whether the socket answered the last ping. */
  alive = true;
  private initReceived = false;
  private request: IncomingMessage | null;
  private initWait: NodeJS.Timeout | null;
  /** The socket under the WebSocket (the upgrade request's). */
  private readonly wire: Duplex;

  constructor(
    readonly server: GraphQLWsServer<Session>,
    readonly socket: WebSocket,
    request: IncomingMessage,
  ) {
    this.request = request;
    this.wire = request.socket;
    this.initWait = setTimeout(() => {
      this.initWait = null;
      if (!this.initReceived) socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
    }, connectionInitWaitMs);
  }

  /** The operations running now, as an array of their own (one may end while the caller walks it). */
  running(): Operation<Session>[] {
    const running: Operation<Session>[] = [];
    for (let operation = this.operations; operation !== null; operation = operation.next) running.push(operation);
    return running;
  }

  /** @internal */
  remove(operation: Operation<Session>): void {
    if (this.operations === operation) this.operations = operation.next;
    else {
      let before = this.operations;
      while (before !== null && before.next !== operation) before = before.next;
      if (before !== null) before.next = operation.next;
    }
    operation.next = null;
  }

  ping(): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  send(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  /**
   * A text message already framed (`textFrame`), written straight to the connection's socket:
   * one write, where ws's send takes three and a corked write of two. Safe beside ws's own
   * frames: without compression (off on this server) ws writes each frame whole and at once,
   * and so does this, in the same order as the calls.
   */
  sendFrame(frame: Buffer): void {
    if (this.socket.readyState === this.socket.OPEN && this.wire.writable) this.wire.write(frame);
  }

  async receive(data: string): Promise<void> {
    try {
      await this.handle(data);
    } catch (error) {
      this.server.log.error({ err: error }, 'graphql-ws: a message failed');
      this.socket.close(CloseCode.InternalServerError, 'Internal server error');
    }
  }

  private async handle(data: string): Promise<void> {
    let message;
    try {
      message = parseMessage(data);
    } catch {
      this.socket.close(CloseCode.BadRequest, 'Invalid message received');
      return;
    }
    switch (message.type) {
      case MessageType.ConnectionInit: {
        if (this.initReceived) {
          this.socket.close(CloseCode.TooManyInitialisationRequests, 'Too many initialisation requests');
          return;
        }
        this.initReceived = true;
        if (this.initWait) clearTimeout(this.initWait);
        this.initWait = null;
        const request = this.request!;
        this.request = null;
        const params = typeof message.payload === 'object' && message.payload !== null ? message.payload : undefined;
        const session = await this.server.handler.connect(this.socket, request, params);
        if (session === null) {
          this.socket.close(CloseCode.Forbidden, 'Forbidden');
          return;
        }
        if (this.socket.readyState !== this.socket.OPEN) {
          this.server.handler.closed(session);
          return;
        }
        this.session = session;
        this.send(stringifyMessage({ type: MessageType.ConnectionAck }));
        return;
      }
      case MessageType.Ping:
        this.send(stringifyMessage(message.payload ? { type: MessageType.Pong, payload: message.payload } : { type: MessageType.Pong }));
        return;
      case MessageType.Pong:
        return;
      case MessageType.Subscribe: {
        if (this.session === null) {
          this.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return;
        }
        const { id } = message;
        if (this.running().some((operation) => operation.id === id)) {
          this.socket.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
          return;
        }
        const operation = new Operation(this, id);
        operation.next = this.operations;
        this.operations = operation;
        await operation.run(this.session, message.payload);
        return;
      }
      case MessageType.Complete:
        this.running()
          .find((operation) => operation.id === message.id)
          ?.cancel();
        return;
      default:
        throw new Error(`Unexpected message of type ${message.type} received`);
    }
  }

  closed(): void {
    if (this.initWait) clearTimeout(this.initWait);
    this.request = null;
    for (const operation of this.running()) operation.cancel();
    if (this.session !== null) this.server.handler.closed(this.session);
  }
}

/**
 * One operation of a connection, from its subscribe message until it ends. A subscription in a
 * shared execution is this object and nothing else: the execution calls `send` and `end`.
 */
export class Operation<Session> implements Subscriber {
  /** Set by the handler once the operation counts against the connection's caps. */
  kind: 'subscription' | 'single' | null = null;
  /** @internal The connection's next operation (Connection.operations). */
  next: Operation<Session> | null = null;
  private execution: { leave(subscriber: Subscriber): void } | null = null;
  private ended = false;

  constructor(
    private readonly connection: Connection<Session>,
    readonly id: string,
  ) {}

  /** The other operations of the connection that count against its caps. */
  others(): { operations: number; subscriptions: number } {
    let operations = 0;
    let subscriptions = 0;
    for (const other of this.connection.running()) {
      if (other === this || other.kind === null) continue;
      operations += 1;
      if (other.kind === 'subscription') subscriptions += 1;
    }
    return { operations, subscriptions };
  }

  /** Whether the operation still runs (the client did not complete it, the socket is open). */
  get open(): boolean {
    return !this.ended;
  }

  /** Called by the handler when it adds the operation to a shared execution. */
  joined(execution: { leave(subscriber: Subscriber): void }): void {
    this.execution = execution;
  }

  /**
   * A `next` message of a result: the same text as graphql-ws's, built as bytes: this
   * operation's head, then the payload's bytes shared by every subscriber of the event (a
   * fan-out to thousands encodes the result once, not once per socket).
   */
  send(payload: SharedPayload): void {
    this.connection.sendFrame(textFrame(`{"id":${JSON.stringify(this.id)},"type":"next","payload":`, payload.bytes, '}'));
  }

  /** The execution ended (with its error, if it failed): the client is told, as graphql-ws tells it. */
  end(error?: unknown): void {
    if (this.ended) return;
    this.finish();
    if (error === undefined) this.connection.send(stringifyMessage({ id: this.id, type: MessageType.Complete }));
    else this.sendErrors([streamError(error)]);
  }

  /** The client completed it, or the socket closed: it ends without a word. */
  cancel(): void {
    if (this.ended) return;
    this.finish();
    this.execution?.leave(this);
  }

  async run(session: Session, payload: SubscribePayload): Promise<void> {
    const outcome = await this.connection.server.handler.operate(session, this, payload);
    if (outcome === 'joined') return;
    if (Array.isArray(outcome)) {
      if (!this.ended) {
        this.finish();
        this.sendErrors(outcome as readonly GraphQLError[]);
      }
      return;
    }
    if (isStream(outcome)) {
      const iterator = outcome[Symbol.asyncIterator]();
      if (this.ended) return void iterator.return?.();
      this.execution = { leave: () => void iterator.return?.() };
      try {
        for (let next = await iterator.next(); !next.done && !this.ended; next = await iterator.next()) this.send(new SharedPayload(resultPayload(next.value)));
      } catch (error) {
        return this.end(error);
      }
      return this.end();
    }
    if (this.ended) return;
    this.send(new SharedPayload(resultPayload(outcome as ExecutionResult)));
    this.end();
  }

  private finish(): void {
    this.ended = true;
    this.kind = null;
    this.connection.remove(this);
  }

  private sendErrors(errors: readonly GraphQLError[]): void {
    this.connection.send(stringifyMessage({ id: this.id, type: MessageType.Error, payload: errors.map((error) => error.toJSON()) }));
  }
}

/**
 * An unmasked, unfragmented WebSocket text frame (RFC 6455 section 5.2, as a server sends it)
 * of `head`, `body` and `tail` (one ASCII character), built in one buffer: the body's bytes
 * copied once, no text encoded but the head.
 */
export function textFrame(head: string, body: Uint8Array, tail: string): Buffer {
  const headLength = Buffer.byteLength(head);
  const length = headLength + body.length + 1;
  const offset = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(offset + length);
  frame[0] = 0x81; // FIN, text
  if (offset === 2) frame[1] = length;
  else if (offset === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(head, offset, headLength);
  frame.set(body, offset + headLength);
  frame[frame.length - 1] = tail.charCodeAt(0);
  return frame;
}

/** A stream's failure as graphql-ws reports it: a GraphQL error of its message. */
function streamError(error: unknown): GraphQLError {
  const originalError = error instanceof Error ? error : new Error(String(error));
  return new GraphQLError(originalError.message, { originalError });
}

function isStream(outcome: Outcome): outcome is AsyncIterable<ExecutionResult> {
  return typeof outcome === 'object' && outcome !== null && Symbol.asyncIterator in outcome;
}
