import { html, type Html } from './html.js';
import { field, htmlResponse, readForm, redirect, WebError, type WebRequest } from './http.js';
import { mutateDocument, queryDocument } from './graphql.js';
import { csrfField, errorList, notice, page } from './layout.js';
import { consoleNav, requirePartner } from './console.js';
import { graphql } from './generated/gql.js';
import type { ConsoleReportsQuery, PartnerCustomerFilterInput, PartnerTransactionFilterInput, RequestPartnerReportInput } from './generated/graphql.js';
import { dateText, localeOf } from './wording.js';

// Console reports: the partner asks for a report (the filters of requestPartnerReport, the
// REST POST /partner/reports), sees its reports with their status a page at a time, and
// downloads a finished one as CSV or JSON with its web session (the same stored file the
// REST download streams).

const ConsoleReports = graphql(`
  query ConsoleReports($after: String) {
    partner {
      __typename
      ... on Error { message }
      ... on Partner {
        reports(first: 20, after: $after) {
          edges { node { databaseId status filename dateRequested dateCompleted rowCount } }
          pageInfo { hasNextPage endCursor }
        }
        reportCount { total pending running completed failed }
      }
    }
  }
`);

const RequestReport = graphql(`
  mutation ConsoleRequestReport($input: RequestPartnerReportInput!) {
    requestPartnerReport(input: $input) {
      __typename
      ... on Error { message code }
      ... on ValidationError { fields { path messages } }
      ... on RequestPartnerReportPayload { report { databaseId } }
    }
  }
`);

type ReportView = Extract<ConsoleReportsQuery['partner'], { __typename: 'Partner' }>['reports']['edges'][number]['node'];

const statusWords: Record<ReportView['status'], string> = {
  pending: 'Waiting to be built: not ready yet',
  running: 'Being built: not ready yet',
  completed: 'Ready',
  failed: 'Failed: ask for a new one',
};

const date = /^\d{4}-\d{2}-\d{2}$/;

/** A comma or space separated list of ids; null when a part is not an id. */
function idList(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) return null;
  return parts.map(Number);
}

/** The request's input from the form; the face checks only what a browser's own input types would (dates, whole numbers, ids). */
function reportInput(form: URLSearchParams): { input?: RequestPartnerReportInput; errors: string[] } {
  const errors: string[] = [];
  const transactionFilters: PartnerTransactionFilterInput = {};
  const customerFilters: PartnerCustomerFilterInput = {};
  const status = field(form, 'status', 20);
  if (status === 'ongoing' || status === 'completed' || status === 'blocked') transactionFilters.status = status;
  const ids = idList(field(form, 'ids', 400));
  if (ids === null) errors.push('Transaction ids: numbers separated by commas');
  else if (ids.length > 0) transactionFilters.ids = ids;
  for (const [name, label, bound] of [
    ['initiatedFrom', 'Opened from', 'T00:00:00.000Z'],
    ['initiatedTo', 'Opened until', 'T23:59:59.999Z'],
    ['closedFrom', 'Closed from', 'T00:00:00.000Z'],
    ['closedTo', 'Closed until', 'T23:59:59.999Z'],
  ] as const) {
    const value = field(form, name, 20);
    if (!value) continue;
    if (!date.test(value) || Number.isNaN(Date.parse(value))) errors.push(`${label}: a date (YYYY-MM-DD)`);
    else transactionFilters[name] = `${value}${bound}`;
  }
  // Amounts go as typed: the Money scalar reads them, and words a refusal.
  for (const name of ['minAmount', 'maxAmount'] as const) {
    const value = field(form, name, 20).trim();
    if (value) transactionFilters[name] = value;
  }
  transactionFilters.showCancelled = form.get('showCancelled') === 'on';
  for (const flag of ['excludeDraft', 'firstTimeBuyer', 'firstTimeSeller'] as const) if (form.get(flag) === 'on') transactionFilters[flag] = true;
  const customerIds = idList(field(form, 'customerIds', 400));
  if (customerIds === null) errors.push('Customer ids: numbers separated by commas');
  else if (customerIds.length > 0) customerFilters.ids = customerIds;
  const country = field(form, 'country', 10).trim();
  if (country) customerFilters.country = country.toUpperCase();
  const verification = field(form, 'verificationStatus', 20);
  if (verification === 'verified' || verification === 'company_verified' || verification === 'not_verified') customerFilters.verificationStatus = verification;
  const input: RequestPartnerReportInput = { transactionFilters, customerFilters, sortDirection: field(form, 'sortDirection', 4) === 'ASC' ? 'ASC' : 'DESC' };
  const limit = field(form, 'limit', 12).trim();
  if (limit) {
    if (!/^\d{1,9}$/.test(limit)) errors.push('At most: a whole number of rows');
    else input.limit = Number(limit);
  }
  return errors.length > 0 ? { errors } : { input, errors };
}

/** GET /console/reports: the form and the reports; POST asks for one. */
export async function consoleReports(web: WebRequest): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  let errors: string[] = [];
  let form = new URLSearchParams();
  if (web.request.method === 'POST') {
    form = await readForm(web);
    const read = reportInput(form);
    errors = read.errors;
    if (read.input) {
      const outcome = await mutateDocument(web, 'requestPartnerReport', RequestReport, { input: read.input });
      if (outcome.ok) {
        // The page names the report asked for and words its state as it is when shown, so a
        // reload after it was built says so rather than repeating "being built".
        return redirect(web, `/console/reports?requested=${outcome.value.report.databaseId}`);
      }
      errors = outcome.messages;
    }
  }
  const after = (web.url.searchParams.get('after') ?? '').slice(0, 200) || null;
  const result = await queryDocument(web, ConsoleReports, { after });
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  const partner = result.value.partner;
  if (partner.__typename !== 'Partner') throw new WebError(403, partner.message);
  const locale = localeOf(web);
  const { edges, pageInfo } = partner.reports;
  const count = partner.reportCount;
  const value = (name: string) => form.get(name) ?? '';
  const checked = (name: string, byDefault = false) => ((web.request.method === 'POST' ? form.get(name) === 'on' : byDefault) ? html`checked` : '');
  return htmlResponse(
    web,
    page(
      web,
      'Reports',
      html`<h1>Reports</h1>
        ${consoleNav()} ${notice(requestedNotice(web.url.searchParams.get('requested'), edges))} ${errorList(errors)}
        <section aria-labelledby="reports-h">
          <h2 id="reports-h">Your reports</h2>
          <p class="hint">${count.total} in all: ${count.completed} ready, ${count.pending + count.running} being built, ${count.failed} failed · <a href="/console/reports">Refresh</a></p>
          ${
            edges.length === 0
              ? html`<p>No reports yet: ask for one below.</p>`
              : html`<div class="table-wrap"><table class="stack">
                  <thead><tr><th scope="col">#</th><th scope="col">Status</th><th scope="col">Rows</th><th scope="col">Asked</th><th scope="col">Download</th></tr></thead>
                  <tbody>${edges.map(({ node }) => reportRow(node, locale))}</tbody>
                </table></div>`
          }
          ${pageInfo.hasNextPage && pageInfo.endCursor ? html`<p><a href="/console/reports?after=${encodeURIComponent(pageInfo.endCursor)}">Older reports</a></p>` : ''}
        </section>
        <form method="post" action="/console/reports" class="card wide" aria-labelledby="ask-h">
          ${csrfField(web)}
          <h2 id="ask-h">Ask for a report</h2>
          <fieldset>
            <legend>Transactions</legend>
            <div class="fields">
              <div><label for="status">Status</label>
                <select id="status" name="status">${['', 'ongoing', 'completed', 'blocked'].map((s) => html`<option value="${s}" ${value('status') === s ? html`selected` : ''}>${s || 'any'}</option>`)}</select></div>
              <div><label for="ids">Transaction ids</label><input id="ids" name="ids" inputmode="numeric" maxlength="400" value="${value('ids')}" /></div>
              <div><label for="initiatedFrom">Opened from</label><input id="initiatedFrom" name="initiatedFrom" type="date" value="${value('initiatedFrom')}" /></div>
              <div><label for="initiatedTo">Opened until</label><input id="initiatedTo" name="initiatedTo" type="date" value="${value('initiatedTo')}" /></div>
              <div><label for="closedFrom">Closed from</label><input id="closedFrom" name="closedFrom" type="date" value="${value('closedFrom')}" /></div>
              <div><label for="closedTo">Closed until</label><input id="closedTo" name="closedTo" type="date" value="${value('closedTo')}" /></div>
              <div><label for="minAmount">Smallest total</label><input id="minAmount" name="minAmount" inputmode="decimal" maxlength="20" value="${value('minAmount')}" /></div>
              <div><label for="maxAmount">Largest total</label><input id="maxAmount" name="maxAmount" inputmode="decimal" maxlength="20" value="${value('maxAmount')}" /></div>
            </div>
            <label class="choice"><input type="checkbox" name="showCancelled" ${checked('showCancelled', true)} /> Include cancelled transactions</label>
            <label class="choice"><input type="checkbox" name="excludeDraft" ${checked('excludeDraft')} /> Leave drafts out</label>
            <label class="choice"><input type="checkbox" name="firstTimeBuyer" ${checked('firstTimeBuyer')} /> First-time buyers only</label>
            <label class="choice"><input type="checkbox" name="firstTimeSeller" ${checked('firstTimeSeller')} /> First-time sellers only</label>
          </fieldset>
          <fieldset>
            <legend>Customers (a buyer, seller or broker matches)</legend>
            <div class="fields">
              <div><label for="customerIds">Customer ids</label><input id="customerIds" name="customerIds" inputmode="numeric" maxlength="400" value="${value('customerIds')}" /></div>
              <div><label for="country">Country <span class="hint">(two letters)</span></label><input id="country" name="country" maxlength="10" autocomplete="off" value="${value('country')}" /></div>
              <div><label for="verificationStatus">Verification</label>
                <select id="verificationStatus" name="verificationStatus">${['', 'verified', 'company_verified', 'not_verified'].map((s) => html`<option value="${s}" ${value('verificationStatus') === s ? html`selected` : ''}>${s || 'any'}</option>`)}</select></div>
            </div>
          </fieldset>
          <div class="fields">
            <div><label for="sortDirection">Order</label>
              <select id="sortDirection" name="sortDirection"><option value="DESC">newest first</option><option value="ASC" ${value('sortDirection') === 'ASC' ? html`selected` : ''}>oldest first</option></select></div>
            <div><label for="limit">At most (rows)</label><input id="limit" name="limit" inputmode="numeric" maxlength="12" value="${value('limit')}" /></div>
          </div>
          <button type="submit">Ask for the report</button>
        </form>`,
    ),
    errors.length ? 400 : 200,
  );
}

/** The notice about the report just asked for (`?requested=<id>`), in its state as listed now. */
function requestedNotice(requested: string | null, edges: { node: ReportView }[]): string | null {
  if (requested === null || !/^[1-9][0-9]{0,9}$/.test(requested)) return null;
  const report = edges.find(({ node }) => String(node.databaseId) === requested)?.node;
  if (report?.status === 'completed') return `Report ${requested} is ready: download it below.`;
  if (report?.status === 'failed') return `Report ${requested} could not be built.`;
  return `Report ${requested} is being built; it shows as ready here when it is done.`;
}

function reportRow(report: ReportView, locale: string): Html {
  const ready = report.status === 'completed';
  return html`<tr>
    <td data-label="#">${report.databaseId}</td>
    <td data-label="Status"><span class="tag ${ready ? 'ok' : report.status === 'failed' ? 'bad' : ''}">${statusWords[report.status]}</span>${report.dateCompleted ? html`<br /><span class="hint">${dateText(report.dateCompleted, locale)}</span>` : ''}</td>
    <td data-label="Rows" class="num">${ready ? report.rowCount : ''}</td>
    <td data-label="Asked">${dateText(report.dateRequested, locale)}</td>
    <td data-label="Download">${
      ready
        ? html`<a href="/console/reports/${report.databaseId}/download" download>CSV</a> · <a href="/console/reports/${report.databaseId}/download?format=json" download>JSON</a>`
        : html`<span class="hint">not ready</span>`
    }</td>
  </tr>`;
}

/** GET /console/reports/{id}/download[?format=json]: the finished file, streamed; not ready (409) or another's (404) as a page. */
export async function consoleReportDownload(web: WebRequest, rawId: string): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  if (!/^\d{1,9}$/.test(rawId)) throw new WebError(404, 'Report not found');
  const format = web.url.searchParams.get('format') === 'json' ? 'json' : 'csv';
  const file = await web.deps.reportFile(web.session!, Number(rawId), format);
  if ('status' in file) throw new WebError(file.status, file.message);
  const encoder = new TextEncoder();
  const iterator = file.parts[Symbol.asyncIterator]();
  // Read from the database a chunk at a time as the browser takes it.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
