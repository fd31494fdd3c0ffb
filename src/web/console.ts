import { html, trusted, type Html } from './html.js';
import { field, htmlResponse, readForm, redirect, relayId, WebError, type WebRequest } from './http.js';
import { errorFields, mutate, plainErrorFields, query } from './graphql.js';
import { csrfField, errorList, notice, page } from './layout.js';
import { when } from './party.js';
import { amount } from './party-money.js';
import { dateText, localeOf } from './wording.js';

// The partner console: transactions with the partner filters and cursor paging, statistics as
// charts, a live feed of events (the partnerEvents subscription, over server-sent events),
// a transaction's detail with timeline and ledger, webhooks with their delivery log, API keys
// and reports. Only partner accounts get here.

/** How many past events the live feed starts with. */
const recentEvents = 15;

/** What the feed shows of an event, on the page and in each server-sent event (console.js draws the same). */
const feedEventFields = 'eventId name createdAt transaction { databaseId description statusCode statusName isCancelled }';

/** An event id (the feed's cursor), as the service makes them. */
const eventIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FeedEvent {
  eventId: string;
  name: string;
  createdAt: string;
  transaction: { databaseId: number; description: string; statusCode: number; statusName: string; isCancelled: boolean } | null;
}

/** A transaction's status as the table shows it (console.js writes the same when an event changes it). */
function statusText(t: { statusName: string; statusCode: number; isCancelled: boolean }): Html {
  return html`${t.statusName}${t.isCancelled && t.statusCode !== 0 ? ' (cancelled)' : ''} <span class="hint">(${t.statusCode})</span>`;
}

/** The feed, newest first: the recent events, then what the subscription adds on top (console.js). */
function feedList(events: FeedEvent[]): Html {
  const items = events.map(
    (event) => html`<li data-event="${event.name}">
      <time datetime="${new Date(event.createdAt).toISOString()}">${new Date(event.createdAt).toISOString().slice(11, 19)}</time><strong>${event.name}</strong>${
        event.transaction
          ? html` · <a href="/console/transactions/${event.transaction.databaseId}">#${event.transaction.databaseId} ${event.transaction.description}</a>`
          : ''
      }
    </li>`,
  );
  return html`<ul class="feed" id="feed" data-after="${events[0]?.eventId ?? ''}">
    ${events.length === 0 ? html`<li class="hint" id="feed-empty">Events appear here as they happen.</li>` : items}
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

interface ConsoleTransaction {
  databaseId: number;
  amount: string;
  description: string;
  currency: string;
  statusCode: number;
  statusName: string;
  isCancelled: boolean;
  creationDate: string | Date;
  parties: { role: string; customer: string | null }[];
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
  const filter: Record<string, unknown> = { showCancelled: params.get('cancelled') === 'on' };
  if (status) filter.status = status;
  if (ids.length > 0) filter.ids = ids;
  const days = interval === 'day' ? 14 : 12 * 7;
  // The service's clock: under a sandbox test clock the chart shows the days that clock has reached.
  const end = web.deps.now();
  const start = new Date(end.getTime() - days * 86400_000);
  const result = await query<{
    partner: {
      __typename: string;
      message?: string;
      transactions?: {
        __typename: string;
        fields?: { path: string[]; messages: string[] }[];
        edges?: { node: ConsoleTransaction }[];
        pageInfo?: { hasNextPage: boolean; endCursor: string | null };
      };
      transactionCountStatistics?: { __typename: string; total?: number; intervals?: Bucket[]; fields?: { messages: string[] }[] };
    };
    events: { edges: { node: FeedEvent }[] };
  }>(
    web,
    `query($filter: PartnerTransactionFilterInput, $after: String, $interval: StatisticsInterval, $start: DateTime, $end: DateTime) { partner { __typename ... on Error { message }
      ... on Partner {
        transactions(first: 20, after: $after, filter: $filter) { __typename ... on ValidationError { fields { path messages } } ... on PartnerTransactionsConnection { edges { node { databaseId description currency amount statusCode statusName isCancelled creationDate parties { role customer } } } pageInfo { hasNextPage endCursor } } }
        transactionCountStatistics(interval: $interval, dateStart: $start, dateEnd: $end) { __typename ... on TransactionCountStatistics { total intervals { dateStart total byStatus { ongoing completed cancelled } } } ... on ValidationError { fields { messages } } }
      } }
      events(first: ${recentEvents}) { edges { node { ${feedEventFields} } } } }`,
    { filter, after, interval, start: start.toISOString(), end: end.toISOString() },
  );
  if (!result.ok) return htmlResponse(web, page(web, 'Console', html`<h1>Console</h1>${errorList(result.messages)}`), 400);
  const partner = result.value.partner;
  if (!partner.transactions) throw new WebError(403, partner.message ?? 'The console is for partner accounts');
  const stats = partner.transactionCountStatistics;
  const listing = partner.transactions;
  const edges = listing.edges ?? [];
  const pageInfo = listing.pageInfo ?? { hasNextPage: false, endCursor: null };
  const listErrors = listing.fields?.flatMap((f) => f.messages.map((m) => `${f.path.join('.')}: ${m}`)) ?? [];
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
            <p class="hint">${stats?.total ?? 0} in the last ${interval === 'day' ? '14 days' : '12 weeks'} · <a href="/console?interval=${interval === 'day' ? 'week' : 'day'}">per ${interval === 'day' ? 'week' : 'day'}</a></p>
            ${stats?.intervals ? chart(stats.intervals, (b) => new Date(b.dateStart).toISOString().slice(5, 10)) : errorList(stats?.fields?.flatMap((f) => f.messages) ?? [])}
          </section>
          <section class="panel" aria-labelledby="feed-h">
            <h2 id="feed-h">Live events</h2>
            <p class="live" id="feed-state" aria-live="polite">connecting…</p>
            ${feedList(result.value.events.edges.map((edge) => edge.node))}
          </section>
        </div>
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
                    <td data-label="Parties">${node.parties.filter((p) => p.role !== 'partner').map((p) => html`${p.role}: ${p.customer ?? '(private)'}<br />`)}</td>
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
  const subscription = `subscription($after: String) { partnerEvents(after: $after) { ${feedEventFields} } }`;
  // An outage stands (the 503 page); a cursor the feed cannot start after (it names no event the
  // partner reaches any more) starts it live instead. A refusal (a cap on connections) is met
  // again by the second attempt and stands too.
  const events = await web.deps.graphql.subscribe(subscription, { after }, web.session).catch((error: unknown) => {
    if (after === null || web.deps.unavailable(error) !== null) throw error;
    return web.deps.graphql.subscribe(subscription, { after: null }, web.session!);
  });
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
            const event = (result.data as { partnerEvents?: unknown } | undefined)?.partnerEvents;
            if (event) controller.enqueue(encoder.encode(`id: ${(event as FeedEvent).eventId}\nevent: transaction\ndata: ${JSON.stringify(event)}\n\n`));
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

interface DetailTransaction {
  databaseId: number;
  description: string;
  currency: string;
  statusCode: number;
  statusName: string;
  isCancelled: boolean;
  reference: string | null;
  parties: { role: string; customer: string | null; agreed: boolean }[];
  items: { databaseId: number; title: string; type: string; schedule: { amount: string; secured: boolean; disbursedToBeneficiary: boolean }[] }[];
  timeline: { dateAdded: string | Date; notes: string }[];
  ledger: { createdAt: string | Date; kind: string; description: string; entries: { account: string; amount: string; currency: string }[] }[] | null;
}

export async function consoleTransaction(web: WebRequest, rawId: string): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  if (!/^\d{1,9}$/.test(rawId)) throw new WebError(404, 'No such transaction');
  const result = await query<{ node: DetailTransaction | null }>(
    web,
    `query($id: ID!) { node(id: $id) { ... on Transaction { databaseId description currency statusCode statusName isCancelled reference
      parties { role customer agreed } items { databaseId title type schedule { amount secured disbursedToBeneficiary } }
      timeline { dateAdded notes } ledger { createdAt kind description entries { account amount currency } } } } }`,
    { id: relayId('Transaction', Number(rawId)) },
  );
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  const t = result.value.node;
  if (!t || t.databaseId === undefined) throw new WebError(404, 'No such transaction, or it is not yours');
  return htmlResponse(
    web,
    page(
      web,
      `Transaction ${t.databaseId}`,
      html`<h1>Transaction ${t.databaseId}</h1>
        ${consoleNav()}
        <p class="lead">${t.description}</p>
        <p class="meta">${t.statusName} <span class="hint">(status ${t.statusCode})</span>${t.isCancelled ? ' · cancelled' : ''}${t.reference ? ` · reference ${t.reference}` : ''}</p>
        <h2>Parties</h2>
        <ul class="plain">${t.parties.map((p) => html`<li>${p.role}: ${p.customer ?? '(private)'} ${p.agreed ? html`<span class="tag ok">agreed</span>` : ''}</li>`)}</ul>
        <h2>Items</h2>
        <ul class="plain">${t.items.map((i) => html`<li>${i.title} (${i.type}): ${i.schedule.map((s) => `${s.amount} ${t.currency}${s.secured ? ' secured' : ''}${s.disbursedToBeneficiary ? ', paid out' : ''}`).join('; ')}</li>`)}</ul>
        <h2>Timeline</h2>
        <ol class="timeline">${t.timeline.map((e) => html`<li><time>${when(e.dateAdded)}</time> ${e.notes}</li>`)}</ol>
        <h2>Ledger</h2>
        ${
          t.ledger === null || t.ledger.length === 0
            ? html`<p>No money has moved yet.</p>`
            : html`<div class="table-wrap"><table>
              <thead><tr><th scope="col">When</th><th scope="col">What</th><th scope="col">Account</th><th scope="col">Amount</th></tr></thead>
              <tbody>${t.ledger.map((posting) =>
                posting.entries.map(
                  (entry, index) =>
                    html`<tr><td>${index === 0 ? when(posting.createdAt) : ''}</td><td>${index === 0 ? posting.description : ''}</td><td>${entry.account}</td><td class="num">${entry.amount} ${entry.currency}</td></tr>`,
                ),
              )}</tbody></table></div>`
        }`,
    ),
  );
}

interface WebhookView {
  id: string;
  url: string;
  events: string[] | null;
  isActive: boolean;
  createdAt: string | Date;
  deliveries: { edges: { node: { id: string; eventName: string; status: string; attemptCount: number; lastError: string | null; createdAt: string | Date } }[] };
}

export async function consoleWebhooks(web: WebRequest): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  let errors: string[] = [];
  let shown: string | null = null;
  if (web.request.method === 'POST') {
    const form = await readForm(web);
    const intent = field(form, 'intent', 20);
    if (intent === 'redeliver') {
      const outcome = await mutate(web, 'redeliverWebhookDelivery', `mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { ${plainErrorFields} } }`, {
        id: field(form, 'delivery', 200),
      });
      if (!outcome.ok) errors = outcome.messages;
      else shown = 'The delivery is queued again.';
    } else if (intent === 'delete' || intent === 'test' || intent === 'rotate') {
      ({ errors, shown } = await webhookAction(web, intent, field(form, 'webhook', 200)));
    } else {
      const outcome = await mutate<{ secret: string }>(
        web,
        'createWebhook',
        `mutation($url: String!) { createWebhook(input: { url: $url }) { ${errorFields} ... on CreateWebhookPayload { secret } } }`,
        { url: field(form, 'url', 2048) },
      );
      if (!outcome.ok) errors = outcome.messages;
      else shown = `Webhook added. Its signing secret, shown only now: ${outcome.value.secret}`;
    }
  }
  const result = await query<{ viewer: { webhooks: WebhookView[] } }>(
    web,
    `{ viewer { webhooks { id url events isActive createdAt deliveries(first: 20) { edges { node { id eventName status attemptCount lastError createdAt } } } } } }`,
  );
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
            <p class="meta">${hook.events === null ? 'Every event' : hook.events.join(', ')}${hook.isActive ? '' : ' · switched off'}</p>
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
                }) => html`<tr><td>${node.eventName}<br /><span class="hint">${when(node.createdAt)}</span></td><td>${node.status}</td><td>${node.attemptCount}</td><td>${node.lastError ?? ''}</td>
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
    const outcome = await mutate<{ key: string }>(
      web,
      'createApiKey',
      `mutation($name: String!) { createApiKey(input: { name: $name }) { ${errorFields} ... on CreateApiKeyPayload { key } } }`,
      { name: field(form, 'name', 200) },
    );
    if (outcome.ok) created = outcome.value.key;
    else errors = outcome.messages;
  }
  const result = await query<{ viewer: { apiKeys: { name: string; lastFourCharacters: string; isActive: boolean; createdAt: string | Date }[] } }>(
    web,
    `{ viewer { apiKeys { name lastFourCharacters isActive createdAt } } }`,
  );
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  return htmlResponse(
    web,
    page(
      web,
      'API keys',
      html`<h1>API keys</h1>
        ${consoleNav()} ${errorList(errors)}
        ${created ? html`<div class="notice" role="status"><p>Your new key, shown only now; store it:</p><p class="key">${created}</p></div>` : ''}
        <ul class="list">${result.value.viewer.apiKeys.map((key) => html`<li>${key.name} · …${key.lastFourCharacters} · ${key.isActive ? 'active' : 'inactive'} · ${when(key.createdAt)}</li>`)}</ul>
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
    const outcome = await mutate(web, 'deleteWebhook', `mutation($id: ID!) { deleteWebhook(input: { id: $id }) { ${plainErrorFields} } }`, { id });
    return outcome.ok ? { errors: [], shown: 'Webhook deleted: it is not called again.' } : { errors: outcome.messages, shown: null };
  }
  if (intent === 'rotate') {
    const outcome = await mutate<{ secret: string; previousSecretExpiresAt: string }>(
      web,
      'rotateWebhookSecret',
      `mutation($id: ID!) { rotateWebhookSecret(input: { id: $id }) { ${plainErrorFields} ... on RotateWebhookSecretPayload { secret previousSecretExpiresAt } } }`,
      { id },
    );
    if (!outcome.ok) return { errors: outcome.messages, shown: null };
    return {
      errors: [],
      shown: `New signing secret, shown only now: ${outcome.value.secret}. Deliveries are signed with the old one too until ${when(outcome.value.previousSecretExpiresAt)}.`,
    };
  }
  const outcome = await mutate<{ succeeded: boolean; responseStatus: number | null; error: string | null }>(
    web,
    'testWebhook',
    `mutation($id: ID!) { testWebhook(input: { id: $id }) { ${plainErrorFields} ... on TestWebhookPayload { succeeded responseStatus error } } }`,
    { id },
  );
  if (!outcome.ok) return { errors: outcome.messages, shown: null };
  const { succeeded, responseStatus, error } = outcome.value;
  if (succeeded) return { errors: [], shown: `Test event delivered: the receiver answered ${responseStatus}.` };
  return { errors: [`The test event was not accepted: ${responseStatus === null ? error : `the receiver answered ${responseStatus}`}`], shown: null };
}
