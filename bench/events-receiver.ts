// The webhook receiver of bench/events.ts in a process of its own (a real receiver is never
// in the sender's process, and here it would share the service's event loop): a counting
// receiver (bench/counting-receiver.ts) that tells its parent its URL, and answers over IPC
// `reset`, `reach` (when the count since the last reset reaches it, with the instant of that
// request, ms since the epoch: the same clock as the parent's on one machine), `cpu` and `stop`.
import { startCountingReceiver } from './counting-receiver.js';

const receiver = await startCountingReceiver();
process.send?.({ url: receiver.url });
process.on('message', (message: { reset?: boolean; reach?: number; cpu?: boolean; stop?: boolean }) => {
  if (message.reset) {
    receiver.reset();
    process.send?.({ wasReset: true });
  }
  if (message.reach !== undefined) {
    const count = message.reach;
    void receiver.waitFor(count).then(() => process.send?.({ reached: count, at: receiver.lastAt }));
  }
  if (message.cpu) process.send?.({ cpu: process.cpuUsage() });
  if (message.stop) void receiver.close().then(() => process.exit(0));
});
