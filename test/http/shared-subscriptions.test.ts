import { Repeater } from '@graphql-yoga/subscription';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SharedSubscriptions, type SharedPayload } from '../../src/http/shared-subscriptions.js';

// The sharing itself, over streams a test controls; test/events/shared-subscriptions.test.ts
// runs it through graphql-ws with real subscriptions.

/** A stream of results the test pushes, ends or fails. */
function source() {
  let push!: (result: ExecutionResult) => Promise<unknown>;
  let stop!: (error?: unknown) => void;
  const stream = new Repeater<ExecutionResult>(async (p, s) => {
    push = p;
    stop = s;
    await s;
  });
  const iterator = stream[Symbol.asyncIterator]();
  return { iterator, push: (result: ExecutionResult) => push(result), stop: (error?: unknown) => stop(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A subscriber that notes what it is sent and how it ended. */
function subscriber() {
  const sent: string[] = [];
  const ends: unknown[] = [];
  return { sent, ends, send: (payload: SharedPayload) => void sent.push(payload.text), end: (error?: unknown) => void ends.push(error ?? 'completed') };
}

describe('SharedSubscriptions', () => {
  it("serializes each result once for all subscribers, errors after the data in GraphQL's JSON form", async () => {
    const shared = new SharedSubscriptions();
    const first = source();
    const second = source();
    const [a, b] = [subscriber(), subscriber()];
    const execution = shared.join('k', first.iterator, a);
    expect(shared.join('k', second.iterator, b)).toBe(execution);
    expect(shared.counts()).toEqual({ executions: 1, subscribers: 2 });
    await settle();
    await first.push({ data: { x: null }, errors: [new GraphQLError('boom', { path: ['x'], extensions: { code: 'X' } })] });
    await settle();
    expect(a.sent).toEqual(['{"data":{"x":null},"errors":[{"message":"boom","path":["x"],"extensions":{"code":"X"}}]}']);
    // The very same text, not an equal one made again.
    expect(b.sent[0]).toBe(a.sent[0]);
    execution.leave(a);
    execution.leave(b);
    expect(shared.counts()).toEqual({ executions: 0, subscribers: 0 });
    // The last one out ends the stream read.
    expect(await first.iterator.next()).toEqual({ done: true, value: undefined });
  });

  it('ends the stream of a subscriber that joins a running execution at once, and counts it as joined', async () => {
    const changes: number[] = [];
    const shared = new SharedSubscriptions((change) => changes.push(change));
    const first = source();
    const second = source();
    const third = source();
    const [a, b, c] = [subscriber(), subscriber(), subscriber()];
    const execution = shared.join('k', first.iterator, a);
    shared.join('k', second.iterator, b);
    shared.join('k', third.iterator, c);
    expect(await second.iterator.next()).toEqual({ done: true, value: undefined });
    expect(await third.iterator.next()).toEqual({ done: true, value: undefined });
    expect(changes).toEqual([1, 1]);
    // The first one leaving leaves its stream read for the others.
    execution.leave(a);
    expect(changes).toEqual([1, 1, -1]);
    await first.push({ data: { x: 1 } });
    await settle();
    expect([a.sent, b.sent, c.sent]).toEqual([[], ['{"data":{"x":1}}'], ['{"data":{"x":1}}']]);
    // The stream ending takes the rest out of the count.
    first.stop();
    await settle();
    expect(changes).toEqual([1, 1, -1, -1]);
    expect([b.ends, c.ends]).toEqual([['completed'], ['completed']]);
  });

  it('fails every subscriber with the error of the stream read, and forgets the execution', async () => {
    const shared = new SharedSubscriptions();
    const first = source();
    const [a, b] = [subscriber(), subscriber()];
    shared.join('k', first.iterator, a);
    shared.join('k', source().iterator, b);
    await settle();
    first.stop(new Error('lost'));
    await settle();
    expect(a.ends).toEqual([new Error('lost')]);
    expect(b.ends).toEqual([new Error('lost')]);
    expect(shared.counts()).toEqual({ executions: 0, subscribers: 0 });
    // The next subscriber of the same operation starts an execution of its own.
    const c = subscriber();
    const execution = shared.join('k', source().iterator, c);
    expect(shared.counts()).toEqual({ executions: 1, subscribers: 1 });
    execution.leave(c);
  });

  it('completes every subscriber when the stream read ends', async () => {
    const shared = new SharedSubscriptions();
    const first = source();
    const [a, b] = [subscriber(), subscriber()];
    shared.join('k', first.iterator, a);
    shared.join('k', source().iterator, b);
    await settle();
    first.stop();
    await settle();
    expect([a.ends, b.ends]).toEqual([['completed'], ['completed']]);
    expect(shared.counts()).toEqual({ executions: 0, subscribers: 0 });
  });
});
