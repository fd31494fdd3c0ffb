// Live subscribers for bench/events.ts, in a process of their own: opens graphql-ws
// connections to the server URLs given (round robin), one `partnerEvents` subscription each,
// and notes when each event reaches each subscriber (performance.timeOrigin + now(): the same
// clock as the parent's on one machine). With `bare`, plain WebSocket connections that send
// nothing and note the arrival of what a bare server broadcasts, read the same way (the
// yardstick of bench/events-bare-server.ts). Talks to its parent over IPC.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

interface Start {
  urls: string[];
  count: number;
  authorization: string;
  bare?: boolean;
}

const clients: Client[] = [];
const bareSockets: WebSocket[] = [];
/** Per transaction id: when each subscriber received its `create` event (ms since the epoch). */
const arrivals = new Map<number, number[]>();
let connected = 0;

const now = () => performance.timeOrigin + performance.now();

type PartnerEvent = { name: string; transaction: { databaseId: number } | null };

/** Notes when a subscriber received the `create` event of a transaction. */
function noteArrival(event: PartnerEvent | undefined): void {
  if (!event || event.name !== 'create' || !event.transaction) return;
  const at = now();
  const list = arrivals.get(event.transaction.databaseId);
  if (list) list.push(at);
  else arrivals.set(event.transaction.databaseId, [at]);
}

function open({ urls, authorization }: Start, index: number): Promise<void> {
  return new Promise((resolve) => {
    const client = createClient({
      url: `${urls[index % urls.length]!.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization },
      retryAttempts: 0,
      lazy: false,
      on: {
        connected: () => {
          connected += 1;
          resolve();
        },
        error: () => resolve(),
      },
    });
    clients.push(client);
    client.subscribe<{ partnerEvents: PartnerEvent }>(
      { query: 'subscription { partnerEvents { name transaction { databaseId } } }' },
      {
        next: (result) => noteArrival(result.data?.partnerEvents),
        error: (error) => process.send?.({ error: String((error as Error).message ?? error) }),
        complete: () => {},
      },
    );
  });
}

/** A connection speaking graphql-ws's subprotocol that never sends a message, and notes what it is sent. */
function openBare({ urls }: Start, index: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${urls[index % urls.length]!.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    bareSockets.push(socket);
    socket.once('open', () => {
      connected += 1;
      resolve();
    });
    socket.once('error', () => resolve());
    // Text frames arrive as one Buffer (ws's default binaryType, nodebuffer).
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { payload?: { data?: { partnerEvents?: PartnerEvent } } };
      noteArrival(message.payload?.data?.partnerEvents);
    });
  });
}

process.on('message', (message: { start?: Start; count?: number; collect?: boolean; cpu?: boolean; stop?: boolean }) => {
  void (async () => {
    if (message.start) {
      // Connections open a few hundred at a time, as clients would arrive.
      for (let i = 0; i < message.start.count; i += 200) {
        await Promise.all(Array.from({ length: Math.min(200, message.start.count - i) }, (_, j) => (message.start!.bare ? openBare : open)(message.start!, i + j)));
      }
      process.send?.({ connected });
    } else if (message.count) {
      // How many subscribers received the create event of this transaction so far.
      process.send?.({ counted: arrivals.get(message.count)?.length ?? 0 });
    } else if (message.cpu) {
      // The CPU time this process has used so far (µs): the parent measures the clients' share of an action.
      process.send?.({ cpu: process.cpuUsage() });
    } else if (message.collect) {
      process.send?.({ arrivals: [...arrivals] });
    } else if (message.stop) {
      await Promise.all(clients.map(async (client) => client.dispose()));
      for (const socket of bareSockets) socket.terminate();
      process.exit(0);
    }
  })();
});
