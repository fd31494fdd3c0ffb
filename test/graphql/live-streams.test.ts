/**
 * liveEvents (src/graphql/live.ts) on its own: a stream that lives as long as its connection
 * keeps nothing of what it delivered, and ends as soon as the credential is revoked.
 */
import { describe, expect, it } from 'vitest';
import type { LiveCredential } from '../../src/domain/auth/live-credential.js';
import type { PublishedEvent } from '../../src/domain/services.js';
import { Ending } from '../../src/domain/shared/ending.js';
import type { GraphQLContext } from '../../src/graphql/context.js';
import { liveEvents } from '../../src/graphql/live.js';
import { survivors } from '../support/garbage.js';

/**
 * A bus of fresh events (each read answers a new one) until `stall` (each read waits forever
 * then), and a credential that holds until `revoke`.
 */
function liveContext() {
  const revoked = new Ending();
  const counts = { released: 0, sourceEnded: 0 };
  const state = { stalled: false };
  const credential: LiveCredential = { holds: async () => true, revoked, release: () => void (counts.released += 1) };
  let sent = 0;
  const source: AsyncIterable<PublishedEvent> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        if (state.stalled) return new Promise<never>(() => undefined);
        sent += 1;
        return {
          done: false,
          value: { eventId: `e${sent}`, name: 'create', partnerId: 7, transactionId: null, sequence: null, createdAt: new Date(), transaction: null },
        };
      },
      return: async () => {
        counts.sourceEnded += 1;
        return { done: true, value: undefined };
      },
    }),
  };
  const context = { openLive: () => credential, services: { events: { subscribe: () => source } } } as unknown as GraphQLContext;
  return { context, revoke: () => revoked.end(), stall: () => void (state.stalled = true), counts };
}

/** Reads `count` events through `stream`; answers weak references to what was read. */
async function readThrough(stream: AsyncIterator<PublishedEvent>, count: number): Promise<WeakRef<object>[]> {
  const refs: WeakRef<object>[] = [];
  for (let index = 0; index < count; index++) {
    const next = await stream.next();
    if (!next.done) refs.push(new WeakRef(next.value));
  }
  return refs;
}

describe('liveEvents', () => {
  it('keeps nothing of the events a stream delivered while its credential holds', async () => {
    const { context } = liveContext();
    const stream = liveEvents(context, { partnerId: 7 })[Symbol.asyncIterator]();
    const refs = await readThrough(stream, 200);
    expect(refs).toHaveLength(200);
    expect(await survivors(refs)).toBe(0);
  });

  it('ends a waiting read at once when the credential is revoked, and every later one', async () => {
    const { context, revoke, stall, counts } = liveContext();
    const stream = liveEvents(context, { partnerId: 7 })[Symbol.asyncIterator]();
    expect((await stream.next()).done).toBe(false);
    stall();
    const waiting = stream.next();
    revoke();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    expect(counts).toEqual({ released: 1, sourceEnded: 1 });
  });
});
