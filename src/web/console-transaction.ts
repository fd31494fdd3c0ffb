import { html, type Html } from './html.js';
import { htmlResponse, relayId, WebError, type WebRequest } from './http.js';
import { queryDocument } from './graphql.js';
import { page } from './layout.js';
import { graphql } from './generated/gql.js';
import type { ConsoleTransactionQuery } from './generated/graphql.js';
import { consoleNav, requirePartner } from './console.js';
import { amount } from './party-money.js';
import {
  dateText,
  deadlineWords,
  disputeStatusWords,
  itemStateWords,
  itemTypeWords,
  ledgerAccountWords,
  localeOf,
  postingKindWords,
  roleWords,
  timelineSentence,
  type Cast,
} from './wording.js';

// The console's view of one of the partner's transactions: its parties, items, disputes (the
// case: reason, status, deadline), timeline and ledger, all in words (wording.ts).

const ConsoleTransaction = graphql(`
  query ConsoleTransaction($id: ID!) {
    node(id: $id) {
      __typename
      ... on Transaction {
        databaseId
        description
        currency
        statusCode
        statusName
        isCancelled
        reference
        creationDate
        viewerRoles
        parties { role customer customerDatabaseId agreed }
        items {
          databaseId title type
          status { shipped received accepted rejected shippedReturned receivedReturned acceptedReturned rejectedReturned inDispute canceled }
          schedule { amount secured disbursedToBeneficiary }
        }
        disputes { databaseId itemId reason status openedBy openedAt respondBy closedAt resolution { sellerAmount buyerAmount } }
        timeline { dateAdded notes }
        ledger { createdAt kind description entries { account amount currency } }
      }
    }
  }
`);

type Detail = Extract<NonNullable<ConsoleTransactionQuery['node']>, { __typename: 'Transaction' }>;

function partyLine(party: Detail['parties'][number]): Html {
  const role = roleWords[party.role] ?? party.role;
  return html`<li><strong>${role.charAt(0).toUpperCase()}${role.slice(1)}</strong>: ${party.customer ?? 'not shown to you'} ${party.agreed ? html`<span class="tag ok">agreed</span>` : html`<span class="tag">not agreed yet</span>`}</li>`;
}

function itemLine(t: Detail, item: Detail['items'][number], locale: string): Html {
  const secured = item.schedule.every((s) => s.secured);
  return html`<li>
    <strong>${item.title}</strong> <span class="hint">${itemTypeWords[item.type] ?? item.type}</span> · ${itemStateWords(item.status, secured)}
    <ul class="plain">${item.schedule.map(
      (s) => html`<li>${amount(s.amount, t.currency, locale)} · ${s.disbursedToBeneficiary ? 'paid out' : s.secured ? 'held in escrow' : 'not paid yet'}</li>`,
    )}</ul>
  </li>`;
}

function disputeSection(t: Detail, now: Date, locale: string): Html {
  if (t.disputes.length === 0) return html``;
  return html`<section aria-labelledby="disputes-h">
    <h2 id="disputes-h">Disputes</h2>
    ${t.disputes.map((dispute) => {
      const item = t.items.find((candidate) => candidate.databaseId === dispute.itemId);
      const deadline = deadlineWords(dispute.respondBy, now, locale);
      return html`<div class="panel" id="dispute-${dispute.databaseId}">
        <h3>${item ? html`“${item.title}”` : 'An item'}: ${disputeStatusWords[dispute.status] ?? dispute.status}</h3>
        <dl class="details">
          <dt>Reason</dt><dd>${dispute.reason}</dd>
          <dt>Opened by</dt><dd>the ${roleWords[dispute.openedBy] ?? dispute.openedBy}, ${dateText(dispute.openedAt, locale)}</dd>
          ${
            dispute.status === 'OPEN'
              ? html`<dt>Deadline</dt><dd>${deadline.overdue ? html`<span class="tag bad">overdue</span> ` : ''}${deadline.text}</dd>`
              : dispute.closedAt
                ? html`<dt>Closed</dt><dd>${dateText(dispute.closedAt, locale)}</dd>`
                : ''
          }
          ${
            dispute.resolution
              ? html`<dt>Outcome</dt><dd>${amount(dispute.resolution.sellerAmount, t.currency, locale)} to the seller, ${amount(dispute.resolution.buyerAmount, t.currency, locale)} back to the buyer</dd>`
              : ''
          }
        </dl>
      </div>`;
    })}
  </section>`;
}

function ledgerTable(t: Detail, cast: Cast, me: string, locale: string): Html {
  if (t.ledger === null || t.ledger === undefined || t.ledger.length === 0) return html`<p>No money has moved yet.</p>`;
  return html`<div class="table-wrap"><table class="stack">
    <thead><tr><th scope="col">When</th><th scope="col">What</th><th scope="col">Account</th><th scope="col" class="num">Amount</th></tr></thead>
    <tbody>${t.ledger.map((posting) =>
      posting.entries.map(
        (entry, index) =>
          html`<tr>
            <td data-label="When">${index === 0 ? dateText(posting.createdAt, locale) : ''}</td>
            <td data-label="What">${index === 0 ? html`<strong>${postingKindWords[posting.kind] ?? posting.kind}</strong><br /><span class="hint">${timelineSentence(posting.description, cast, me)}</span>` : ''}</td>
            <td data-label="Account">${ledgerAccountWords(entry.account, cast, me)}</td>
            <td data-label="Amount" class="num">${amount(entry.amount, entry.currency, locale)}</td>
          </tr>`,
      ),
    )}</tbody></table></div>`;
}

export async function consoleTransaction(web: WebRequest, rawId: string): Promise<Response> {
  const away = requirePartner(web);
  if (away) return away;
  if (!/^\d{1,9}$/.test(rawId)) throw new WebError(404, 'No such transaction');
  const result = await queryDocument(web, ConsoleTransaction, { id: relayId('Transaction', Number(rawId)) });
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  const t = result.value.node;
  if (!t || t.__typename !== 'Transaction') throw new WebError(404, 'No such transaction, or it is not yours');
  const locale = localeOf(web);
  const me = web.session!.viewer.customer.email;
  const cast: Cast = { viewerRoles: t.viewerRoles, parties: t.parties, items: t.items, currency: t.currency, locale };
  return htmlResponse(
    web,
    page(
      web,
      `Transaction ${t.databaseId}`,
      html`<h1>Transaction ${t.databaseId}</h1>
        ${consoleNav()}
        <p class="lead">${t.description}</p>
        <p class="meta"><span class="status">${t.statusName}</span> <span class="hint">(status ${t.statusCode})</span>${t.isCancelled ? ' · cancelled' : ''}${t.reference ? ` · your reference ${t.reference}` : ''} · opened ${dateText(t.creationDate, locale)}</p>
        ${disputeSection(t, web.deps.now(), locale)}
        <h2>Parties</h2>
        <ul class="plain">${t.parties.map(partyLine)}</ul>
        <h2>Items</h2>
        <ul class="plain">${t.items.map((item) => itemLine(t, item, locale))}</ul>
        <h2>Timeline</h2>
        <ol class="timeline">${t.timeline.map((entry) => html`<li><time datetime="${new Date(entry.dateAdded).toISOString()}">${dateText(entry.dateAdded, locale)}</time> ${timelineSentence(entry.notes, cast, me)}</li>`)}</ol>
        <h2>Ledger</h2>
        ${ledgerTable(t, cast, me, locale)}`,
    ),
  );
}
