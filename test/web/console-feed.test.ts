import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { EventStream } from '../support/live.js';
import { partnerSaleBody } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

// The console's live feed starts with the recent history the page shows and resumes after the
// last event it received (the partnerEvents subscription's `after`), so an event committed
// between the page and the stream, or during a reconnect, is neither lost nor shown twice.

let harness: Harness;
let partner: TestAccount;
const streams: EventStream[] = [];

beforeAll(async () => {
  ({
    harness,
    accounts: { partner },
  } = await createHarnessWithAccounts({ partner: { isPartner: true } }));
});
afterAll(async () => {
  for (const stream of streams) stream.cancel();
  await harness.close();
});

async function createSale(description: string): Promise<{ id: number; eventId: string }> {
  const response = await harness.fetch('/2017-09-01/transaction', {
    method: 'POST',
    headers: { authorization: partner.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...partnerSaleBody('buyer@example.com', 'seller@example.com', 25), description }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const event = await harness.services.prisma.event.findFirstOrThrow({ where: { transactionId: id, name: 'create' } });
  return { id, eventId: event.publicId };
}

async function feed(browser: WebClient, headers: Record<string, string>, query = ''): Promise<EventStream> {
  const response = await harness.fetch(`/console/events${query}`, { headers: { cookie: browser.cookie, ...headers } });
  expect(response.status).toBe(200);
  const stream = new EventStream(response);
  streams.push(stream);
  await stream.waitFor((text) => text.includes(': connected'), 'the feed to open');
  return stream;
}

/** The transaction ids of the `transaction` messages of a stream so far, with their event ids. */
function messages(stream: EventStream): { id: string; transaction: number }[] {
  return stream.text
    .split('\n\n')
    .filter((block) => block.includes('event: transaction'))
    .map((block) => ({
      id: /^id: (.+)$/m.exec(block)![1]!,
      transaction: (JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as { transaction: { databaseId: number } }).transaction.databaseId,
    }));
}

describe('the console’s live feed', () => {
  it('starts with the recent events, resumes after the newest one shown, and after the last one received on a reconnect', async () => {
    const first = await createSale('feed first');
    const second = await createSale('feed second');
    const browser = new WebClient(harness);
    expect((await browser.signIn(partner.email, partner.password)).status).toBe(303);
    const page = await browser.get('/console');
    expect(page.status).toBe(200);

    // The page shows the history, newest first, and names the newest event as the stream's start.
    const feedHtml = /<ul class="feed" id="feed"[^>]*>[\s\S]*?<\/ul>/.exec(page.body)![0];
    expect(feedHtml.indexOf(`#${second.id} feed second`)).toBeGreaterThan(-1);
    expect(feedHtml.indexOf(`#${second.id} feed second`)).toBeLessThan(feedHtml.indexOf(`#${first.id} feed first`));
    expect(feedHtml).not.toContain('feed-empty');
    expect(feedHtml).toContain(`data-after="${second.eventId}"`);
    // In words: the event as a sentence, its time with the time zone; no event name, no ISO time.
    expect(feedHtml).toContain('<span class="summary">A transaction was opened.</span>');
    expect(feedHtml).toMatch(/<time datetime="[^"]+">\d{2}:\d{2} UTC<\/time>/);
    expect(feedHtml.replace(/datetime="[^"]*"/g, '')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // Each row of the table names its transaction, for the feed to update its status.
    expect(page.body).toContain(`<tr data-transaction="${second.id}">`);

    // Committed after the page was made, before the stream opened: sent first, once.
    const between = await createSale('feed between');
    const stream = await feed(browser, {}, `?after=${second.eventId}`);
    await stream.waitFor(() => messages(stream).some((m) => m.transaction === between.id), 'the event committed between page and stream');
    const live = await createSale('feed live');
    await stream.waitFor(() => messages(stream).some((m) => m.transaction === live.id), 'the live event');
    expect(messages(stream)).toEqual([
      { id: between.eventId, transaction: between.id },
      { id: live.eventId, transaction: live.id },
    ]);
    // Each message carries the same words the page shows, for console.js to draw.
    const words = stream.text
      .split('\n\n')
      .filter((block) => block.includes('event: transaction'))
      .map((block) => JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as { summary: string; at: string });
    expect(words[0]).toMatchObject({ summary: 'A transaction was opened.', at: expect.stringMatching(/^\d{2}:\d{2} UTC$/) });

    // A reconnect sends Last-Event-ID: the feed goes on after it, with nothing sent again.
    stream.cancel();
    const missed = await createSale('feed missed');
    const again = await feed(browser, { 'last-event-id': live.eventId }, `?after=${second.eventId}`);
    await again.waitFor(() => messages(again).some((m) => m.transaction === missed.id), 'the event missed while away');
    expect(messages(again)).toEqual([{ id: missed.eventId, transaction: missed.id }]);
  });

  it('starts live when its cursor names no event of the partner’s (pruned, or made up)', async () => {
    const browser = new WebClient(harness);
    await browser.signIn(partner.email, partner.password);
    const stream = await feed(browser, { 'last-event-id': '00000000-0000-4000-8000-000000000000' });
    const next = await createSale('feed after an unknown cursor');
    await stream.waitFor(() => messages(stream).some((m) => m.transaction === next.id), 'the live event');
    expect(messages(stream)).toEqual([{ id: next.eventId, transaction: next.id }]);
    // Not an event id at all: ignored, live too.
    const other = await feed(browser, { 'last-event-id': 'not-an-id' });
    const later = await createSale('feed after a malformed cursor');
    await other.waitFor(() => messages(other).some((m) => m.transaction === later.id), 'the live event');
    expect(messages(other)).toEqual([{ id: later.eventId, transaction: later.id }]);
  });
});
