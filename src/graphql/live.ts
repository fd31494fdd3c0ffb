import type { LiveCredential } from '../domain/auth/live-credential.js';
import { ForbiddenError } from '../domain/shared/errors.js';
import type { EventInterest, PublishedEvent } from '../domain/services.js';
import type { GraphQLContext } from './context.js';

const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * The one way a subscription reads the event bus: through the live connection its door
 * registered (`openLive`: graphql-ws, GraphQL over server-sent events, the console's feed).
 * Each event is delivered only while the credential still holds, and the stream ends as soon
 * as the credential is revoked (a key deactivated, a password changed, a sign-out, a lock).
 * A door that registers nothing cannot subscribe at all.
 */
export function liveEvents(context: GraphQLContext, interest: EventInterest, history?: AsyncIterable<PublishedEvent>): AsyncIterable<PublishedEvent> {
  if (!context.openLive) throw new ForbiddenError('Subscriptions are served over graphql-ws and server-sent events only');
  const live = context.openLive();
  const source = context.services.events.subscribe(interest);
  return whileHolding(history ? resumed(source, history) : source, live);
}

/**
 * A history, then the live events, with no gap and no duplicate across the switch: the live
 * subscription is registered on the bus (by its first read) before the history is read, so an
 * event committed meanwhile is in the history, or arrives live, or both; a live event the history
 * already sent is skipped by its id. docs/events.md "Resuming".
 */
function resumed(source: AsyncIterable<PublishedEvent>, history: AsyncIterable<PublishedEvent>): AsyncIterable<PublishedEvent> {
  return {
    [Symbol.asyncIterator]() {
      const live = source[Symbol.asyncIterator]();
      let past: AsyncIterator<PublishedEvent> | null = null;
      let waiting: Promise<IteratorResult<PublishedEvent>> | null = null;
      const sent = new Set<string>();
      let historySent = false;
      let finished = false;
      return {
        next: async () => {
          if (finished) return done;
          // First the live subscription (its first read registers it), then the history.
          waiting ??= live.next();
          if (past === null) past = history[Symbol.asyncIterator]();
          if (!historySent) {
            const earlier = await past.next();
            if (!earlier.done) {
              sent.add(earlier.value.eventId);
              return earlier;
            }
            historySent = true;
          }
          for (;;) {
            const next = await waiting;
            if (next.done) {
              finished = true;
              return done;
            }
            waiting = live.next();
            if (!sent.has(next.value.eventId)) return next;
          }
        },
        return: async () => {
          finished = true;
          await past?.return?.();
          await live.return?.();
          return done;
        },
      };
    },
  };
}

function whileHolding<T>(source: AsyncIterable<T>, live: LiveCredential): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = source[Symbol.asyncIterator]();
      let finished = false;
      const finish = async (): Promise<IteratorReturnResult<undefined>> => {
        if (finished) return done;
        finished = true;
        live.release();
        await iterator.return?.();
        return done;
      };
      return {
        next: async () => {
          if (finished) return done;
          // Asked from the first read: a stream never read (one that joined a shared execution)
          // leaves nothing on the connection's credential.
          const next = await live.revoked.until(iterator.next());
          if (next.done || !(await live.holds())) return finish();
          return next;
        },
        return: finish,
      };
    },
  };
}
