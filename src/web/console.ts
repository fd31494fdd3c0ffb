import { html, trusted, type Html } from './html.js';
import { field, htmlResponse, readForm, redirect, WebError, type WebRequest } from './http.js';
import { mutateDocument, queryDocument, subscribeDocument } from './graphql.js';
import { csrfField, errorList, notice, page } from './layout.js';
import { graphql } from './generated/gql.js';
import type { ConsoleHomeQuery, PartnerTransactionFilterInput } from './generated/graphql.js';
import { amount } from './party-money.js';
import { dateText, dayText, deadlineWords, eventSentence, localeOf, roleWords, timeText } from './wording.js';

// The partner console: transactions with the partner filters and cursor paging, statistics as
// charts, the open disputes with their deadlines, a live feed of events (the partnerEvents
// subscription, over server-sent events), webhooks with their delivery log, API keys and
// reports. A transaction's detail is console-transaction.ts. Only partner accounts get here.

/** How many past events the live feed starts with. */
const recentEvents = 15;

/** What the feed shows of an event, on the page and in each server-sent event (console.js draws the same). */
const _feedTransaction = graphql(`
  fragment ConsoleFeedTransaction on Transaction { databaseId description statusCode statusName isCancelled }
`);

/** An event of the feed: a past one (Event) or a live one (TransactionEvent) select the same. */
type FeedEvent = Pick<ConsoleHomeQuery['events']['edges'][number]['node'], 'eventId' | 'name' | 'createdAt' | 'transaction'>;

const ConsoleHome = graphql(`
  query ConsoleHome($filter: PartnerTransactionFilterInput, $after: String, $interval: StatisticsInterval, $start: DateTime, $end: DateTime, $recent: Int) {
    partner {
      __typename
      ... on Error { message }
      ... on Partner {
        transactions(first: 20, after: $after, filter: $filter) {
          __typename
          ... on ValidationError { fields { path messages } }
          ... on PartnerTransactionsConnection {
            edges { node { databaseId description currency amount statusCode statusName isCancelled creationDate parties { role customer } } }
            pageInfo { hasNextPage endCursor }
          }
        }
        transactionCountStatistics(interval: $interval, dateStart: $start, dateEnd: $end) {
          __typename
          ... on TransactionCountStatistics { total intervals { dateStart total byStatus { ongoing completed cancelled } } }
          ... on ValidationError { fields { messages } }
        }
        openDisputes { databaseId reason respondBy openedBy item { title } transaction { databaseId description } }
      }
    }
    events(first: $recent) { edges { node { eventId name createdAt transaction { ...ConsoleFeedTransaction } } } }
  }
`);

const ConsoleFeed = graphql(`
  subscription ConsoleFeed($after: String) {
    partnerEvents(after: $after) { eventId name createdAt transaction { ...ConsoleFeedTransaction } }
  }
`);

/** An event id (the feed's cursor), as the service makes them. */
const eventIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Partner = Extract<ConsoleHomeQuery['partner'], { __typename: 'Partner' }>;
type OpenDispute = Partner['openDisputes'][number];

/** A transaction's status as the table shows it (console.js writes the same when an event changes it). */
function statusText(t: { statusName: string; statusCode: number; isCancelled: boolean }): Html {
  return html`${t.statusName}${t.isCancelled && t.statusCode !== 0 ? ' (cancelled)' : ''} <span class="hint">(${t.statusCode})</span>`;
}

/** An event as the feed words it: the page draws it, and each server-sent event carries the same words for console.js. */
function feedWords(event: FeedEvent, locale: string, now: Date): { summary: string; at: string } {
  return { summary: eventSentence(event.name), at: timeText(event.createdAt, locale, now) };
}

/** The feed, newest first: the recent events, then what the subscription adds on top (console.js). */
function feedList(events: FeedEvent[], locale: string, now: Date): Html {
  const items = events.map((event) => {
    const words = feedWords(event, locale, now);
    return html`<li data-event="${event.name}">
      <time datetime="${new Date(event.createdAt).toISOString()}">${words.at}</time> <span class="summary">${words.summary}</span>${
        event.transaction
          ? html` <a href="/console/transactions/${event.transaction.databaseId}">#${event.transaction.databaseId} ${event.transaction.description}</a>`
          : ''
      }
    </li>`;
  });
  return html`<ul class="feed" id="feed" data-after="${events[0]?.eventId ?? ''}">
    ${events.length === 0 ? html`<li class="hint" id="feed-empty">Events appear here as they happen.</li>` : items}
  </ul>`;
}

/** The partner's open disputes, the one due first first: each links to its case on the transaction's page. */
function disputeList(disputes: OpenDispute[], locale: string, now: Date): Html {
  if (disputes.length === 0) return html`<p>No open disputes.</p>`;
  return html`<ul class="list disputes">
    ${disputes.map((dispute) => {
      const deadline = deadlineWords(dispute.respondBy, now, locale);
      const transaction = dispute.transaction;
      return html`<li class="${deadline.overdue ? 'overdue' : ''}" data-dispute="${dispute.databaseId}">
        ${
          transaction
            ? html`<a href="/console/transactions/${transaction.databaseId}#dispute-${dispute.databaseId}">#${transaction.databaseId} ${transaction.description}</a>`
            : html`Dispute ${dispute.databaseId}`
        }${dispute.item ? html` · “${dispute.item.title}”` : ''}
        <br />${deadline.overdue ? html`<span class="tag bad">overdue</span> ` : ''}${deadline.text}
        <br /><span class="hint">Opened by the ${roleWords[dispute.openedBy] ?? dispute.openedBy}: ${dispute.reason}</span>
      </li>`;
    })}
  </ul>`;
}

export function requirePartner(web: WebRequest): Response | null {
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent(web.url.pathname + web.url.search)}`);
  if (!web.session.viewer.customer.isPartner) throw new WebError(403, 'The console is for partner accounts');
  return null;
}

/** The console's own links. */
export function consoleNav(): Html {
  return html`<nav class="subnav" aria-label="Console">
    <a href="/console">Transactions</a><a href="/console/reports">Reports</a><a href="/console/webhooks">Webhooks</a><a href="/console/api-keys">API keys</a><a href="/console/graphiql">GraphiQL</a>
  </nav>`;
}

interface Bucket {
  dateStart: string | Date;
  total: number;
  byStatus: { ongoing: number; completed: number; cancelled: number };
}

/** Stacked bars of transactions per interval by status: plain SVG, drawn here. */
function chart(buckets: Bucket[], label: (bucket: Bucket) => string): Html {
  const width = 600;
  const height = 180;
  const top = Math.max(1, ...buckets.map((b) => b.total));
  const slot = width / Math.max(1, buckets.length);
  const bar = Math.max(2, slot * 0.7);
  const colors = { completed: '#1b7a3d', ongoing: '#1f5fbf', cancelled: '#b3261e' } as const;
  const parts: string[] = [];
  buckets.forEach((bucket, index) => {
    let y = height;
    const x = index * slot + (slot - bar) / 2;
    for (const status of ['completed', 'ongoing', 'cancelled'] as const) {
      const h = (bucket.byStatus[status] / top) * (height - 10);
      if (h > 0) {
        y -= h;
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${bar.toFixed(1)}" height="${h.toFixed(1)}" fill="${colors[status]}"><title>${status}: ${bucket.byStatus[status]}</title></rect>`,
        );
      }
    }
    if (buckets.length <= 16 || index % 2 === 0)
      parts.push(`<text x="${(x + bar / 2).toFixed(1)}" y="${height + 14}" text-anchor="middle">${label(bucket).replace(/[<&>]/g, '')}</text>`);
  });
  const summary = buckets.map((b) => `${label(b)}: ${b.total}`).join(', ');
  return html`<svg class="chart" viewBox="0 0 ${width} ${height + 20}" role="img" aria-label="Transactions per interval: ${summary}">
      ${trusted(parts.join(''))}
    </svg>
    <p class="hint"><span class="sw completed">■</span> completed <span class="sw ongoing">■</span> ongoing <span class="sw cancelled">■</span> cancelled</p>`;
}

const statuses = ['', 'ongoing', 'completed', 'blocked'];

export async function consoleHome(web: WebRequest): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  const params = web.url.searchParams;
  const status = statuses.includes(params.get('status') ?? '') ? (params.get('status') ?? '') : '';
  const interval = params.get('interval') === 'day' ? 'day' : 'week';
  const search = (params.get('ids') ?? '').slice(0, 200);
  const ids = search
    .split(/[\s,]+/)
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
  const after = (params.get('after') ?? '').slice(0, 200) || null;
  const filter: PartnerTransactionFilterInput = { showCancelled: params.get('cancelled') === 'on' };
  if (status === 'ongoing' || status === 'completed' || status === 'blocked') filter.status = status;
  if (ids.length > 0) filter.ids = ids;
  const days = interval === 'day' ? 14 : 12 * 7;
  // The service's clock: under a sandbox test clock the chart shows the days that clock has reached.
  const end = web.deps.now();
  const start = new Date(end.getTime() - days * 86400_000);
  const result = await queryDocument(web, ConsoleHome, { filter, after, interval, start: start.toISOString(), end: end.toISOString(), recent: recentEvents });
  if (!result.ok) return htmlResponse(web, page(web, 'Console', html`<h1>Console</h1>${errorList(result.messages)}`), 400);
  const partner = result.value.partner;
  if (partner.__typename !== 'Partner') throw new WebError(403, partner.message);
  const stats = partner.transactionCountStatistics;
  const listing = partner.transactions;
  const edges = listing.__typename === 'PartnerTransactionsConnection' ? listing.edges : [];
  const pageInfo = listing.__typename === 'PartnerTransactionsConnection' ? listing.pageInfo : { hasNextPage: false, endCursor: null };
  const listErrors = listing.__typename === 'ValidationError' ? listing.fields.flatMap((f) => f.messages.map((m) => `${f.path.join('.')}: ${m}`)) : [];
  const locale = localeOf(web);
  const nextLink = new URLSearchParams(params);
  if (pageInfo.endCursor) nextLink.set('after', pageInfo.endCursor);
  return htmlResponse(
    web,
    page(
      web,
      'Console',
      html`<h1>Console</h1>
        ${consoleNav()}
        <div class="grid">
          <section class="panel" aria-labelledby="stats-h">
            <h2 id="stats-h">Transactions per ${interval}</h2>
            <p class="hint">${stats.__typename === 'TransactionCountStatistics' ? stats.total : 0} in the last ${interval === 'day' ? '14 days' : '12 weeks'} · <a href="/console?interval=${interval === 'day' ? 'week' : 'day'}">per ${interval === 'day' ? 'week' : 'day'}</a></p>
            ${stats.__typename === 'TransactionCountStatistics' ? chart(stats.intervals, (b) => dayText(b.dateStart, locale)) : errorList(stats.fields.flatMap((f) => f.messages))}
          </section>
          <section class="panel" aria-labelledby="feed-h">
            <h2 id="feed-h">Live events</h2>
            <p class="live" id="feed-state" aria-live="polite">connecting…</p>
            ${feedList(
              result.value.events.edges.map((edge) => edge.node),
              locale,
              end,
            )}
          </section>
        </div>
        <section class="panel" aria-labelledby="disputes-h">
          <h2 id="disputes-h">Open disputes</h2>
          ${disputeList(partner.openDisputes, locale, end)}
        </section>
        <section aria-labelledby="tx-h">
          <h2 id="tx-h">Transactions</h2>
          <form method="get" action="/console" class="filters" role="search">
            <div>
              <label for="status">Status</label>
              <select id="status" name="status">
                ${statuses.map((s) => html`<option value="${s}" ${s === status ? html`selected` : ''}>${s || 'any'}</option>`)}
              </select>
            </div>
            <div><label for="ids">Transaction ids</label><input id="ids" name="ids" value="${search}" inputmode="numeric" /></div>
            <div><label class="choice"><input type="checkbox" name="cancelled" ${params.get('cancelled') === 'on' ? html`checked` : ''} /> show cancelled</label></div>
            <input type="hidden" name="interval" value="${interval}" />
            <div><button type="submit">Filter</button></div>
          </form>
          ${errorList(listErrors)}
          <div class="table-wrap">
            <table class="stack">
              <thead><tr><th scope="col">#</th><th scope="col">Description</th><th scope="col">Parties</th><th scope="col">Status</th><th scope="col" class="num">Amount</th><th scope="col">Opened</th></tr></thead>
              <tbody>
                ${edges.map(
                  ({ node }) => html`<tr data-transaction="${node.databaseId}">
                    <td data-label="#"><a href="/console/transactions/${node.databaseId}">${node.databaseId}</a></td>
                    <td data-label="Description">${node.description}</td>
                    <td data-label="Parties">${node.parties.filter((p) => p.role !== 'partner').map((p) => html`${roleWords[p.role] ?? p.role}: ${p.customer ?? 'not shown to you'}<br />`)}</td>
                    <td data-label="Status">${statusText(node)}</td>
                    <td data-label="Amount" class="num">${amount(node.amount, node.currency, locale)}</td>
                    <td data-label="Opened">${dateText(node.creationDate, locale)}</td>
                  </tr>`,
                )}
              </tbody>
            </table>
          </div>
          ${edges.length === 0 ? html`<p>No transactions match.</p>` : ''}
          ${pageInfo.hasNextPage ? html`<p><a href="/console?${nextLink.toString()}">Next page</a></p>` : ''}
        </section>`,
      { script: '/assets/console.js' },
    ),
  );
}

/**
 * GET /console/events: the partnerEvents subscription as server-sent events. Each message
 * carries its event id, so the browser's EventSource, reconnecting by itself, sends the last
 * one it saw (`Last-Event-ID`) and the feed resumes after it with no gap; the first connection
 * starts after the newest event the page showed (`?after=`). A cursor that names no event of
 * the partner's any more (pruned) starts the feed live.
 */
export async function consoleEvents(web: WebRequest): Promise<Response> {
  if (!web.session?.viewer.customer.isPartner) throw new WebError(403, 'The console is for partner accounts');
  const given = web.request.headers.get('last-event-id') ?? web.url.searchParams.get('after');
  const after = given !== null && eventIdPattern.test(given) ? given : null;
  const session = web.session;
  // An outage stands (the 503 page); a cursor the feed cannot start after (it names no event the
  // partner reaches any more) starts it live instead. A refusal (a cap on connections) is met
  // again by the second attempt and stands too.
  const events = await subscribeDocument(web, session, ConsoleFeed, { after }).catch((error: unknown) => {
    if (after === null || web.deps.unavailable(error) !== null) throw error;
    return subscribeDocument(web, session, ConsoleFeed, { after: null });
  });
  const locale = localeOf(web);
  const encoder = new TextEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': connected\nretry: 2000\n\n'));
      heartbeat = setInterval(() => controller.enqueue(encoder.encode(': keep-alive\n\n')), 15_000);
      // Pumped without holding start() up, so each event is flushed as it comes.
      void (async () => {
        try {
          for await (const result of events) {
            const event = result.data?.partnerEvents;
            if (!event) continue;
            const data = JSON.stringify({ ...event, ...feedWords(event, locale, web.deps.now()) });
            controller.enqueue(encoder.encode(`id: ${event.eventId}\nevent: transaction\ndata: ${data}\n\n`));
          }
        } catch {
          // the subscription ended; the browser reconnects
        }
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {
          // already closed by the browser
        }
      })();
    },
    async cancel() {
      clearInterval(heartbeat);
      await events.return?.(undefined);
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
}

const Webhooks = graphql(`
  query ConsoleWebhooks {
    viewer {
      webhooks {
        id url events isActive createdAt
        deliveries(first: 20) { edges { node { id eventName status attemptCount lastError createdAt } } }
      }
    }
  }
`);

const CreateWebhook = graphql(`
  mutation ConsoleCreateWebhook($url: String!) {
    createWebhook(input: { url: $url }) {
      __typename
      ... on Error { message code }
      ... on ValidationError { fields { path messages } }
      ... on CreateWebhookPayload { secret }
    }
  }
`);

const RedeliverWebhook = graphql(`
  mutation ConsoleRedeliverWebhook($id: ID!) {
    redeliverWebhookDelivery(id: $id) { __typename ... on Error { message code } }
  }
`);

const DeleteWebhook = graphql(`
  mutation ConsoleDeleteWebhook($id: ID!) {
    deleteWebhook(input: { id: $id }) { __typename ... on Error { message code } }
  }
`);

const RotateWebhookSecret = graphql(`
  mutation ConsoleRotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(input: { id: $id }) {
      __typename
      ... on Error { message code }
      ... on RotateWebhookSecretPayload { secret previousSecretExpiresAt }
    }
  }
`);

const TestWebhook = graphql(`
  mutation ConsoleTestWebhook($id: ID!) {
    testWebhook(input: { id: $id }) {
      __typename
      ... on Error { message code }
      ... on TestWebhookPayload { succeeded responseStatus error }
    }
  }
`);

const ApiKeys = graphql(`
  query ConsoleApiKeys {
    viewer { apiKeys { name lastFourCharacters isActive createdAt } }
  }
`);

const CreateApiKey = graphql(`
  mutation ConsoleCreateApiKey($name: String!) {
    createApiKey(input: { name: $name }) {
      __typename
      ... on Error { message code }
      ... on ValidationError { fields { path messages } }
      ... on CreateApiKeyPayload { key }
    }
  }
`);

export async function consoleWebhooks(web: WebRequest): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  let errors: string[] = [];
  let shown: string | null = null;
  if (web.request.method === 'POST') {
    const form = await readForm(web);
    const intent = field(form, 'intent', 20);
    if (intent === 'redeliver') {
      const outcome = await mutateDocument(web, 'redeliverWebhookDelivery', RedeliverWebhook, { id: field(form, 'delivery', 200) });
      if (!outcome.ok) errors = outcome.messages;
      else shown = 'The delivery is queued again.';
    } else if (intent === 'delete' || intent === 'test' || intent === 'rotate') {
      ({ errors, shown } = await webhookAction(web, intent, field(form, 'webhook', 200)));
    } else {
      const outcome = await mutateDocument(web, 'createWebhook', CreateWebhook, { url: field(form, 'url', 2048) });
      if (!outcome.ok) errors = outcome.messages;
      else shown = `Webhook added. Its signing secret, shown only now: ${outcome.value.secret}`;
    }
  }
  const result = await queryDocument(web, Webhooks, {});
  const locale = localeOf(web);
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  return htmlResponse(
    web,
    page(
      web,
      'Webhooks',
      html`<h1>Webhooks</h1>
        ${consoleNav()} ${notice(shown)} ${errorList(errors)}
        ${result.value.viewer.webhooks.map(
          (hook) => html`<section class="panel">
            <h2>${hook.url}</h2>
            <p class="meta">${hook.events === null || hook.events === undefined ? 'Every event' : hook.events.map(eventSentence).join(' ')}${hook.isActive ? '' : ' · switched off'}</p>
            <div class="actions">
              ${(
                [
                  ['test', 'Send test event'],
                  ['rotate', 'Rotate secret'],
                  ['delete', 'Delete'],
                ] as const
              ).map(
                ([intent, label]) =>
                  html`<form method="post" action="/console/webhooks">${csrfField(web)}<input type="hidden" name="intent" value="${intent}" /><input type="hidden" name="webhook" value="${hook.id}" /><button type="submit">${label}</button></form>`,
              )}
            </div>
            <div class="table-wrap"><table>
              <thead><tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last error</th><th scope="col"></th></tr></thead>
              <tbody>${hook.deliveries.edges.map(
                ({
                  node,
                }) => html`<tr><td>${eventSentence(node.eventName)}<br /><span class="hint">${dateText(node.createdAt, locale)}</span></td><td>${node.status}</td><td>${node.attemptCount}</td><td>${node.lastError ?? ''}</td>
                  <td><form method="post" action="/console/webhooks">${csrfField(web)}<input type="hidden" name="intent" value="redeliver" /><input type="hidden" name="delivery" value="${node.id}" /><button type="submit">Redeliver</button></form></td></tr>`,
              )}</tbody>
            </table></div>
            ${hook.deliveries.edges.length === 0 ? html`<p>No deliveries yet.</p>` : ''}
          </section>`,
        )}
        <form method="post" action="/console/webhooks" class="card">
          ${csrfField(web)}
          <label for="url">New webhook URL (https)</label>
          <input id="url" name="url" type="url" required maxlength="2048" />
          <button type="submit">Add webhook</button>
        </form>`,
    ),
    errors.length ? 400 : 200,
  );
}

export async function consoleApiKeys(web: WebRequest): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  let errors: string[] = [];
  let created: string | null = null;
  if (web.request.method === 'POST') {
    const form = await readForm(web);
    const outcome = await mutateDocument(web, 'createApiKey', CreateApiKey, { name: field(form, 'name', 200) });
    if (outcome.ok) created = outcome.value.key;
    else errors = outcome.messages;
  }
  const result = await queryDocument(web, ApiKeys, {});
  const locale = localeOf(web);
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  return htmlResponse(
    web,
    page(
      web,
      'API keys',
      html`<h1>API keys</h1>
        ${consoleNav()} ${errorList(errors)}
        ${created ? html`<div class="notice" role="status"><p>Your new key, shown only now; store it:</p><p class="key">${created}</p></div>` : ''}
        <ul class="list">${result.value.viewer.apiKeys.map((key) => html`<li>${key.name} · …${key.lastFourCharacters} · ${key.isActive ? 'active' : 'inactive'} · made ${dateText(key.createdAt, locale)}</li>`)}</ul>
        <form method="post" action="/console/api-keys" class="card">
          ${csrfField(web)}
          <label for="name">Name of the new key</label>
          <input id="name" name="name" required maxlength="200" />
          <button type="submit">Create key</button>
        </form>`,
    ),
    errors.length ? 400 : 200,
  );
}

/** The webhook buttons (send a test event, rotate the secret, delete), through the same GraphQL mutations as any client. */
async function webhookAction(web: WebRequest, intent: 'delete' | 'test' | 'rotate', id: string): Promise<{ errors: string[]; shown: string | null }> {
  if (intent === 'delete') {
    const outcome = await mutateDocument(web, 'deleteWebhook', DeleteWebhook, { id });
    return outcome.ok ? { errors: [], shown: 'Webhook deleted: it is not called again.' } : { errors: outcome.messages, shown: null };
  }
  if (intent === 'rotate') {
    const outcome = await mutateDocument(web, 'rotateWebhookSecret', RotateWebhookSecret, { id });
    if (!outcome.ok) return { errors: outcome.messages, shown: null };
    return {
      errors: [],
      shown: `New signing secret, shown only now: ${outcome.value.secret}. Deliveries are signed with the old one too until ${dateText(outcome.value.previousSecretExpiresAt, localeOf(web))}.`,
    };
  }
  const outcome = await mutateDocument(web, 'testWebhook', TestWebhook, { id });
  if (!outcome.ok) return { errors: outcome.messages, shown: null };
  const { succeeded, responseStatus, error } = outcome.value;
  if (succeeded) return { errors: [], shown: `Test event delivered: the receiver answered ${responseStatus}.` };
  return { errors: [`The test event was not accepted: ${responseStatus === null ? error : `the receiver answered ${responseStatus}`}`], shown: null };
}
