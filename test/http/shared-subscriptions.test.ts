import { Repeater } from '@graphql-yoga/subscription';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SharedSubscriptions } from '../../src/http/shared-subscriptions.js';

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

describe('SharedSubscriptions', () => {
  it("serializes each result once for all subscribers, errors after the data in GraphQL's JSON form", async () => {
    const shared = new SharedSubscriptions();
    const first = source();
    const second = source();
    const sent: string[][] = [[], []];
    const a = shared.join('k', first.iterator, (payload) => sent[0]!.push(payload));
    const b = shared.join('k', second.iterator, (payload) => sent[1]!.push(payload));
    expect(shared.counts()).toEqual({ executions: 1, subscribers: 2 });
    await settle();
    await first.push({ data: { x: null }, errors: [new GraphQLError('boom', { path: ['x'], extensions: { code: 'X' } })] });
    await settle();
    expect(sent[0]).toEqual(['{"data":{"x":null},"errors":[{"message":"boom","path":["x"],"extensions":{"code":"X"}}]}']);
    // The very same text, not an equal one made again.
    expect(sent[1]![0]).toBe(sent[0]![0]);
    await a.return();
    await b.return();
    expect(shared.counts()).toEqual({ executions: 0, subscribers: 0 });
  });

  it('fails every subscriber with the error of the stream read, and forgets the execution', async () => {
    const shared = new SharedSubscriptions();
    const first = source();
    const a = shared.join('k', first.iterator, () => {});
    const b = shared.join('k', source().iterator, () => {});
    const reads = [a.next(), b.next()];
    await settle();
    first.stop(new Error('lost'));
    await expect(reads[0]).rejects.toThrow('lost');
    await expect(reads[1]).rejects.toThrow('lost');
    expect(shared.counts()).toEqual({ executions: 0, subscribers: 0 });
    // The next subscriber of the same operation starts an execution of its own.
    const next = source();
    const c = shared.join('k', next.iterator, () => {});
    expect(shared.counts()).toEqual({ executions: 1, subscribers: 1 });
    await c.return();
  });

  it('completes every subscriber when the stream read ends', async () => {
    const shared = new SharedSubscriptions();
    const first = source();
    const a = shared.join('k', first.iterator, () => {});
    const b = shared.join('k', source().iterator, () => {});
    const reads = [a.next(), b.next()];
    await settle();
    first.stop();
    expect(await Promise.all(reads)).toEqual([
      { done: true, value: undefined },
      { done: true, value: undefined },
    ]);
    expect(shared.counts()).toEqual({ executions: 0, subscribers: 0 });
  });
});
