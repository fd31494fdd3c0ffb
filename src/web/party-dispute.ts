import { html, type Html } from './html.js';
import { field, type WebRequest } from './http.js';
import { mutateDocument, type Outcome } from './graphql.js';
import { csrfField, errorList } from './layout.js';
import { graphql } from './generated/gql.js';
import { amount, type PartyTransaction } from './party-money.js';
import { input, type Sent } from './party-forms.js';
import { actionWords, dateText, disputeWords, money } from './wording.js';

// An item's dispute on the party page: the case (who opened it, why, until when), its messages
// and proposals with what each means in money for the reader (the API's sellerPayout and
// buyerAmount: never added up here), and the forms the reader may use on it. Each form posts
// to the page's URL like the page's other actions (party.ts performAction).

type Item = PartyTransaction['items'][number];
type Dispute = NonNullable<Item['dispute']>;
type Side = 'buyer' | 'seller';

/** The dispute actions the page's forms send (open_dispute is an available action of the lifecycle). */
export const disputeActions = ['open_dispute', 'post_dispute_message', 'propose_settlement', 'accept_settlement', 'withdraw_dispute'] as const;
export type DisputeAction = (typeof disputeActions)[number];

export function disputeAnchor(action: string, itemId: number | null): string {
  return `dispute-${action}${itemId === null ? '' : `-${itemId}`}`;
}

function sideOf(t: PartyTransaction): Side | null {
  if (t.viewerRoles.includes('buyer')) return 'buyer';
  if (t.viewerRoles.includes('seller')) return 'seller';
  return null;
}

/** The money held for an item, as its schedule lines say it (listed, not added up). */
function heldWords(t: PartyTransaction, item: Item, locale: string): string {
  const held = item.schedule.filter((line) => line.secured && !line.disbursedToBeneficiary).map((line) => money(line.amount, t.currency, locale));
  return held.length === 0 ? money('0', t.currency, locale) : held.join(' + ');
}

type Proposal = Dispute['proposals']['edges'][number]['node'];

function effectWords(t: PartyTransaction, proposal: Proposal, reader: Side | null, locale: string): string {
  const words = (value: string | null | undefined) => (value === null || value === undefined ? null : money(value, t.currency, locale));
  return disputeWords.effect(reader, {
    buyer: money(proposal.buyerAmount, t.currency, locale),
    sellerGross: money(proposal.sellerAmount, t.currency, locale),
    sellerNet: words(proposal.sellerPayout),
    sellerFees: words(proposal.sellerFees),
  });
}

/** The anchors of the dispute forms the page shows now (a refusal of one of them is shown beside it). */
export function disputeFormAnchors(t: PartyTransaction): string[] {
  return t.items.flatMap((item) =>
    item.dispute?.status === 'OPEN'
      ? ['post_dispute_message', 'propose_settlement', 'accept_settlement', 'withdraw_dispute'].map((action) => disputeAnchor(action, item.databaseId))
      : [],
  );
}

function formStart(web: WebRequest, t: PartyTransaction, action: DisputeAction, item: Item, dispute: Dispute, extra: Html = html``): Html {
  return html`${csrfField(web)}<input type="hidden" name="action" value="${action}" /><input type="hidden" name="itemId" value="${item.databaseId}" /><input
      type="hidden"
      name="disputeId"
      value="${dispute.id}"
    />${extra}`;
}

function sentFor(sent: Sent | undefined, action: string, item: Item): Sent | undefined {
  return sent?.anchor === disputeAnchor(action, item.databaseId) ? sent : undefined;
}

/** A refusal the form's fields do not show, above the form. */
function otherProblems(sent: Sent | undefined, shown: readonly string[]): Html {
  if (!sent || sent.confirming) return html``;
  const rest = sent.fields.filter((problem) => !shown.includes(problem.path[problem.path.length - 1] ?? '') && !shown.includes(problem.path[0] ?? ''));
  return errorList(sent.fields.length > 0 ? rest.flatMap((problem) => problem.messages) : sent.messages);
}

function acceptForm(web: WebRequest, t: PartyTransaction, item: Item, dispute: Dispute, proposal: Proposal, sent: Sent | undefined, locale: string): Html {
  const anchor = disputeAnchor('accept_settlement', item.databaseId);
  const start = formStart(web, t, 'accept_settlement', item, dispute, html`<input type="hidden" name="proposalId" value="${proposal.databaseId}" />`);
  if (sent?.confirming)
    return html`<form method="post" action="/transactions/${t.databaseId}" class="card action confirm" id="${anchor}">
      ${start}<input type="hidden" name="confirmed" value="yes" />
      <h4>Please confirm: ${actionWords.accept_settlement}</h4>
      <p class="moves" role="status">${effectWords(t, proposal, sideOf(t), locale).replace(/would (get|be paid)/g, 'will $1')} ${disputeWords.confirmAccept}</p>
      <div class="buttons">
        <button type="submit">Yes, accept the proposal</button>
        <a href="/transactions/${t.databaseId}" class="secondary">${disputeWords.goBack}</a>
      </div>
    </form>`;
  return html`<form method="post" action="/transactions/${t.databaseId}" class="action inline" id="${anchor}">
    ${start} ${otherProblems(sent, [])}
    <button type="submit">${actionWords.accept_settlement}</button>
  </form>`;
}

/**
 * The evidence file input of the message form. A refused file is named beside it (the core
 * reports files by index: files.0.content); a browser cannot refill a file input, so the
 * reader chooses the files again, the message typed is kept.
 */
function filesInput(web: WebRequest, anchor: string, sent: Sent | undefined): Html {
  const id = `${anchor}-files`;
  const names = sent?.fileNames ?? [];
  const problems = (sent?.fields ?? [])
    .filter((problem) => problem.path[0] === 'files')
    .flatMap((problem) => {
      const index = /^\d+$/.test(problem.path[1] ?? '') ? Number(problem.path[1]) : null;
      const which = index === null ? disputeWords.theFiles : (names[index] ?? disputeWords.fileNumber(index + 1));
      return problem.messages.map((message) => `${which}: ${message}`);
    });
  const { maxFiles, maxFileBytes } = web.deps.config.verification;
  const described = problems.length > 0 ? `${id}-hint ${id}-error` : `${id}-hint`;
  return html`<label for="${id}">${disputeWords.filesLabel}</label>
    <input id="${id}" name="files" type="file" multiple accept="application/pdf,image/png,image/jpeg" aria-describedby="${described}" ${problems.length > 0 ? html`aria-invalid="true"` : ''} />
    <p class="hint" id="${id}-hint">${disputeWords.filesHint(maxFiles, maxFileBytes)}</p>
    ${problems.length > 0 ? html`<p class="field-error" id="${id}-error">${disputeWords.filesRefused}: ${problems.join('; ')}</p>` : ''}`;
}

function caseForms(web: WebRequest, t: PartyTransaction, item: Item, dispute: Dispute, reader: Side, sent: Sent | undefined, locale: string): Html {
  const messageAnchor = disputeAnchor('post_dispute_message', item.databaseId);
  const messageSent = sentFor(sent, 'post_dispute_message', item);
  const proposeAnchor = disputeAnchor('propose_settlement', item.databaseId);
  const proposeSent = sentFor(sent, 'propose_settlement', item);
  const withdrawAnchor = disputeAnchor('withdraw_dispute', item.databaseId);
  const withdrawSent = sentFor(sent, 'withdraw_dispute', item);
  return html`<div class="dispute-forms">
    <form method="post" action="/transactions/${t.databaseId}" enctype="multipart/form-data" class="card action" id="${messageAnchor}">
      ${formStart(web, t, 'post_dispute_message', item, dispute)}
      <h4>${disputeWords.writeHeading}</h4>
      ${otherProblems(messageSent, ['body', 'files'])} ${input(messageAnchor, 'body', disputeWords.messageLabel, messageSent, html`maxlength="5000" required`, 'textarea')}
      ${filesInput(web, messageAnchor, messageSent)}
      <button type="submit">${actionWords.post_dispute_message}</button>
    </form>
    <form method="post" action="/transactions/${t.databaseId}" class="card action" id="${proposeAnchor}">
      ${formStart(web, t, 'propose_settlement', item, dispute)}
      <h4>${disputeWords.proposeHeading}</h4>
      ${otherProblems(proposeSent, ['sellerAmount'])}
      ${input(proposeAnchor, 'sellerAmount', disputeWords.amountLabel, proposeSent, html`inputmode="decimal" maxlength="20" required aria-describedby="${proposeAnchor}-hint"`)}
      <p class="hint" id="${proposeAnchor}-hint">${disputeWords.amountHint(heldWords(t, item, locale))}</p>
      <button type="submit">${actionWords.propose_settlement}</button>
    </form>
    ${
      dispute.openedBy === reader
        ? html`<form method="post" action="/transactions/${t.databaseId}" class="card action quiet" id="${withdrawAnchor}">
          ${formStart(web, t, 'withdraw_dispute', item, dispute)} ${otherProblems(withdrawSent, [])}
          <p class="hint">${disputeWords.withdrawHint}</p>
          <button type="submit" class="secondary">${actionWords.withdraw_dispute}</button>
        </form>`
        : ''
    }
  </div>`;
}

/** Where the page's reader downloads an evidence file (dispute-files.ts answers it behind the session). */
function filePath(t: PartyTransaction, dispute: Dispute, file: { databaseId: number }): string {
  return `/transactions/${t.databaseId}/disputes/${dispute.databaseId}/files/${file.databaseId}`;
}

function disputeSection(web: WebRequest, t: PartyTransaction, item: Item, dispute: Dispute, sent: Sent | undefined, locale: string): Html {
  const reader = sideOf(t);
  const headingId = `dispute-h-${item.databaseId}`;
  const when = (value: string | Date) => html`<time datetime="${new Date(value).toISOString()}">${dateText(value, locale)}</time>`;
  const proposals = dispute.proposals.edges.map((edge) => edge.node);
  const open = dispute.status === 'OPEN';
  return html`<section aria-labelledby="${headingId}" class="dispute" id="dispute-${item.databaseId}">
    <h2 id="${headingId}">${disputeWords.heading(item.title)} <span class="tag${open ? ' move' : ''}">${disputeWords.status[dispute.status] ?? dispute.status}</span></h2>
    <p>${disputeWords.openedBy(dispute.openedBy, reader, dateText(dispute.openedAt, locale))} ${disputeWords.reason}: “${dispute.reason}”</p>
    ${
      open
        ? html`<p class="notice deadline">${disputeWords.respondBy(dateText(dispute.respondBy, locale))}</p>`
        : html`<p class="notice">${disputeWords.outcome(
            dispute.status,
            dateText(dispute.closedAt ?? dispute.openedAt, locale),
            dispute.resolution
              ? { seller: money(dispute.resolution.sellerAmount, t.currency, locale), buyer: money(dispute.resolution.buyerAmount, t.currency, locale) }
              : null,
          )}</p>`
    }
    <h3>${disputeWords.proposalsHeading}</h3>
    ${
      proposals.length === 0
        ? html`<p>${disputeWords.noProposals}</p>`
        : html`<ul class="plain proposals">
          ${proposals.map(
            (proposal) => html`<li class="proposal${proposal.status === 'PENDING' ? ' pending' : ''}" data-proposal="${proposal.databaseId}">
              <p class="meta"><strong>${disputeWords.proposedBy(proposal.proposedByRole, reader)}</strong> · ${when(proposal.createdAt)} · ${disputeWords.proposalStatus[proposal.status] ?? proposal.status}</p>
              <p>${amount(proposal.sellerAmount, t.currency, locale)} to the seller, ${amount(proposal.buyerAmount, t.currency, locale)} back to the buyer.</p>
              ${open && proposal.status === 'PENDING' ? html`<p class="effect"><strong>${effectWords(t, proposal, reader, locale)}</strong></p>` : ''}
              ${
                open && proposal.status === 'PENDING' && reader !== null && proposal.proposedByRole !== reader
                  ? acceptForm(web, t, item, dispute, proposal, sentFor(sent, 'accept_settlement', item), locale)
                  : ''
              }
            </li>`,
          )}
        </ul>`
    }
    <h3>${disputeWords.messagesHeading}</h3>
    ${dispute.messages.pageInfo.hasPreviousPage ? html`<p class="hint">${disputeWords.earlierMessages}</p>` : ''}
    ${
      dispute.messages.edges.length === 0
        ? html`<p>${disputeWords.noMessages}</p>`
        : html`<ol class="plain messages">
          ${dispute.messages.edges.map(
            ({ node }) => html`<li class="message">
              <p class="meta"><strong>${disputeWords.author(node.authorRole, reader)}</strong> · ${when(node.createdAt)}</p>
              <p>${node.body}</p>
              ${
                node.files.length > 0
                  ? html`<ul class="plain files">
                      ${node.files.map(
                        (file) =>
                          html`<li><a href="${filePath(t, dispute, file)}" download>${disputeWords.file(file.fileName, file.contentType, file.size)}</a></li>`,
                      )}
                    </ul>`
                  : ''
              }
            </li>`,
          )}
        </ol>`
    }
    ${open && reader !== null ? caseForms(web, t, item, dispute, reader, sent, locale) : ''}
  </section>`;
}

/** Every item's dispute (its open one, else its latest), as the reader sees it. */
export function disputeSections(web: WebRequest, t: PartyTransaction, sent: Sent | undefined, locale: string): Html {
  return html`${t.items.map((item) => (item.dispute ? disputeSection(web, t, item, item.dispute, sent, locale) : ''))}`;
}

/** The fields of the open_dispute action's form (an available action: party.ts draws its card). */
export function openDisputeFields(anchor: string, sent: Sent | undefined): { fields: Html; shown: string[] } {
  return {
    shown: ['reason', 'message'],
    fields: html`<p class="hint">${disputeWords.openHint}</p>
      ${input(anchor, 'reason', disputeWords.reasonLabel, sent, html`maxlength="1000" required`)}
      ${input(anchor, 'message', disputeWords.firstMessageLabel, sent, html`maxlength="5000"`, 'textarea')}`,
  };
}

const OpenDispute = graphql(`
  mutation WebOpenDispute($input: OpenDisputeInput!) {
    openDispute(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const PostMessage = graphql(`
  mutation WebPostDisputeMessage($input: PostDisputeMessageInput!) {
    postDisputeMessage(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const Propose = graphql(`
  mutation WebProposeSettlement($input: ProposeSettlementInput!) {
    proposeSettlement(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const AcceptProposal = graphql(`
  mutation WebAcceptSettlement($input: AcceptSettlementInput!) {
    acceptSettlement(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const Withdraw = graphql(`
  mutation WebWithdrawDispute($input: WithdrawDisputeInput!) {
    withdrawDispute(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);

/** The files as postDisputeMessage takes them: base64, the browser's type only when it named one (the core reads the type from the bytes). */
async function fileInputs(files: readonly File[]) {
  return Promise.all(
    files.map(async (file) => ({
      fileName: file.name || null,
      contentType: file.type === '' || file.type === 'application/octet-stream' ? null : file.type,
      contentBase64: Buffer.from(await file.arrayBuffer()).toString('base64'),
    })),
  );
}

/** A money amount as typed: digits with at most two decimals (the API's Money), else the form says how to write it. */
const moneyText = /^\d{1,13}(\.\d{1,2})?$/;

/** Sends a dispute form through its GraphQL mutation: the core's answer, or the page's own refusal of what it cannot read. */
export async function performDisputeAction(
  web: WebRequest,
  action: DisputeAction,
  form: URLSearchParams,
  itemId: number | null,
  files: readonly File[],
): Promise<Outcome<unknown>> {
  const disputeId = field(form, 'disputeId', 200);
  const unreadable: Outcome<unknown> = { ok: false, messages: ['This form is out of date: reload the page to see the dispute as it is now.'] };
  switch (action) {
    case 'open_dispute': {
      if (itemId === null) return unreadable;
      const message = field(form, 'message', 5000);
      return mutateDocument(web, 'openDispute', OpenDispute, { input: { itemId, reason: field(form, 'reason', 1000), message: message || null } });
    }
    case 'post_dispute_message':
      if (!disputeId) return unreadable;
      return mutateDocument(web, 'postDisputeMessage', PostMessage, { input: { disputeId, body: field(form, 'body', 5000), files: await fileInputs(files) } });
    case 'propose_settlement': {
      if (!disputeId) return unreadable;
      const sellerAmount = field(form, 'sellerAmount', 20).replace(/[\s,]/g, '');
      if (!moneyText.test(sellerAmount))
        return { ok: false, messages: [disputeWords.amountFormat], fields: [{ path: ['sellerAmount'], messages: [disputeWords.amountFormat] }] };
      return mutateDocument(web, 'proposeSettlement', Propose, { input: { disputeId, sellerAmount } });
    }
    case 'accept_settlement': {
      const proposalText = field(form, 'proposalId', 12);
      if (!/^\d{1,9}$/.test(proposalText)) return unreadable;
      return mutateDocument(web, 'acceptSettlement', AcceptProposal, { input: { proposalId: Number(proposalText) } });
    }
    case 'withdraw_dispute':
      if (!disputeId) return unreadable;
      return mutateDocument(web, 'withdrawDispute', Withdraw, { input: { disputeId } });
  }
}
