import type { PublishedEvent } from '../../src/domain/services.js';
import type { Harness } from './harness.js';
import { Changes } from './waiting.js';

export interface BusWatch {
  /** Subscriptions whose listener is attached to the bus: events published from now on reach them. */
  readonly listening: number;
  /** Every event published on the bus, in order. */
  readonly published: PublishedEvent[];
  changes: Changes;
  /** Resolves once `count` subscriptions listen (counting from the harness's start). */
  listeningTo(count: number, timeoutMs?: number): Promise<void>;
}

/**
 * Watches the harness's event bus, so a test publishes only once its subscriber listens (an
 * event published before is not replayed) and knows what went out. The listener is attached
 * when the subscription is first read, which is when this counts it.
 */
export function watchEventBus(harness: Pick<Harness, 'services'>): BusWatch {
  const bus = harness.services.events;
  const subscribe = bus.subscribe.bind(bus);
  const publish = bus.publish.bind(bus);
  const changes = new Changes();
  const watch = {
    listening: 0,
    published: [] as PublishedEvent[],
    changes,
    listeningTo: (count: number, timeoutMs = 15_000) => changes.until(() => watch.listening >= count, timeoutMs, `${count} listening subscriptions`),
  };
  bus.publish = (event) => {
    publish(event);
    watch.published.push(event);
    changes.changed();
  };
  bus.subscribe = (interest) => {
    const source = subscribe(interest)[Symbol.asyncIterator]();
    let counted = false;
    const iterator: AsyncIterableIterator<PublishedEvent> = {
      next() {
        const result = source.next();
        if (!counted) {
          counted = true;
          watch.listening += 1;
          changes.changed();
        }
        return result;
      },
      return: (value?: unknown) => source.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
      throw: (error?: unknown) => source.throw?.(error) ?? Promise.reject(error),
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  };
  return watch;
}
