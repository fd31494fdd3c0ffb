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
export function liveEvents(context: GraphQLContext, interest: EventInterest): AsyncIterable<PublishedEvent> {
  if (!context.openLive) throw new ForbiddenError('Subscriptions are served over graphql-ws and server-sent events only');
  const live = context.openLive();
  return whileHolding(context.services.events.subscribe(interest), live);
}

function whileHolding<T>(source: AsyncIterable<T>, live: LiveCredential): AsyncIterable<T> {
  const revoked = live.revoked.then(() => done);
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
          const next = await Promise.race([iterator.next(), revoked]);
          if (next.done || !(await live.holds())) return finish();
          return next;
        },
        return: finish,
      };
    },
  };
}
