import { html, trusted, type Html } from './html.js';
import { field, htmlResponse, redirect, redirectWithFlash, relayId, setSessionCookie, WebError, type WebRequest } from './http.js';
import { mutateDocument, queryDocument, type FieldProblem, type Outcome } from './graphql.js';
import { csrfField, errorList, flashNotice, notice, page } from './layout.js';
import { graphql } from './generated/gql.js';
import { input, readPartyForm, type Sent } from './party-forms.js';
import { disputeActions, disputeAnchor, disputeFormAnchors, disputeSections, openDisputeFields, performDisputeAction, type DisputeAction } from './party-dispute.js';
import { amount, buyerQuote, inspectionNotes, payeePayouts, type PartyTransaction } from './party-money.js';
import {
  actionWords,
  confirmedActions,
  dateText,
  doneWords,
  itemStateWords,
  itemTypeWords,
  localeOf,
  money,
  paymentWords,
  payoutWords,
  roleWords,
  timelineSentence,
} from './wording.js';

// A party's transaction page (the target of next_step and of web links): the transaction as
// this party sees it, what money moves for it (party-money.ts), its timeline in words, and
// exactly the actions the lifecycle allows it now. Forms post to the page's own URL: a
// refusal is shown there, beside the field it names, with what was typed; a success
// redirects to the page (post-redirect-get).

const PartyPage = graphql(`
  query PartyPage($id: ID!) {
    node(id: $id) {
      __typename
      ... on Transaction {
        databaseId
        description
        currency
        statusCode
        statusName
        isCancelled
        cancellationReason
        closeDate
        creationDate
        viewerRoles
        parties { role customer customerDatabaseId agreed verificationRequired }
        items {
          databaseId title description type quantity inspectionPeriod inspectionEndsAt
          status { shipped received accepted rejected shippedReturned receivedReturned acceptedReturned rejectedReturned inDispute canceled }
          fees { type payerCustomer split amountWithoutTaxes taxes { type amount } }
          schedule { amount payerCustomer beneficiaryCustomer secured disbursedToBeneficiary }
          dispute {
            id databaseId openedBy reason status respondBy openedAt closedAt
            messages(last: 50) { edges { node { databaseId authorRole body createdAt files { databaseId fileName contentType size } } } pageInfo { hasPreviousPage } }
            proposals(last: 5) { edges { node { databaseId proposedByRole status sellerAmount buyerAmount sellerPayout sellerFees createdAt } } }
            resolution { sellerAmount buyerAmount }
          }
        }
        timeline { dateAdded event notes }
        availableActions { action itemId paymentMethods }
        paymentMethods {
          __typename
          ... on PaymentMethods {
            totalWithoutPaymentFee
            availablePaymentMethods { type total conditions fees { type amountWithoutTaxes taxes { type amount } } }
            conditionallyAvailablePaymentMethods { type total conditions fees { type amountWithoutTaxes taxes { type amount } } }
          }
        }
        disbursementMethods {
          __typename
          ... on DisbursementMethods {
            availableDisbursementMethods { type total }
            savedDisbursementMethods { id type accountName bankName }
            selectedDisbursementMethod { type }
          }
        }
      }
    }
  }
`);

type Available = PartyTransaction['availableActions'][number];
type Item = PartyTransaction['items'][number];

function transactionId(web: WebRequest, raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new WebError(404, 'No such transaction');
  return id;
}

function anchorOf(action: string, itemId: number | null): string {
  return `action-${action}${itemId === null ? '' : `-${itemId}`}`;
}

export async function partyPage(web: WebRequest, rawId: string, messages: { notice?: string | null; extra?: Html; sent?: Sent } = {}): Promise<Response> {
  const id = transactionId(web, rawId);
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent(`/transactions/${id}`)}`);
  const result = await queryDocument(web, PartyPage, { id: relayId('Transaction', id) });
  if (!result.ok) throw new WebError(403, result.messages.join('; '));
  const t = result.value.node;
  if (!t || t.__typename !== 'Transaction') throw new WebError(404, 'No such transaction, or it is not yours to see');
  const locale = localeOf(web);
  const me = web.session.viewer.customer.email;
  const roles = t.viewerRoles.map((role) => roleWords[role] ?? role).join(' and ') || 'a viewer';
  const sent = messages.sent;
  const status = sent && !sent.confirming ? 400 : 200;
  const cast = { viewerRoles: t.viewerRoles, parties: t.parties, items: t.items, currency: t.currency, locale };
  // The form the party sent comes back first when it failed or waits for confirmation.
  const actions = t.availableActions.map((action) =>
    actionForm(web, t, action, locale, sent?.anchor === anchorOf(action.action, action.itemId ?? null) ? sent : undefined),
  );
  return htmlResponse(
    web,
    page(
      web,
      `Transaction ${t.databaseId}`,
      html`<h1>Transaction ${t.databaseId}</h1>
        <p class="lead">${t.description}</p>
        <p class="meta">You are the <strong>${roles}</strong> · <span class="status">${t.statusName}</span>${t.isCancelled && !/cancel/i.test(t.statusName) ? html` · <strong>cancelled</strong>` : ''} · opened ${dateText(t.creationDate, locale)}</p>
        ${messages.notice ? notice(messages.notice) : flashNotice(web)} ${sent && !sent.confirming && !t.availableActions.some((a) => sent.anchor === anchorOf(a.action, a.itemId ?? null)) && !disputeFormAnchors(t).includes(sent.anchor) ? errorList(sent.messages) : ''} ${messages.extra ?? ''}
        ${t.parties.some((party) => party.verificationRequired && t.viewerRoles.includes(party.role)) ? html`<p class="notice">This transaction asks you to verify your identity: <a href="/verification">verify now</a>.</p>` : ''}
        <section aria-labelledby="actions-h">
          <h2 id="actions-h">What you can do now</h2>
          ${t.availableActions.length === 0 ? html`<p>Nothing for you to do right now.</p>` : actions}
        </section>
        ${disputeSections(web, t, sent, locale)}
        ${t.viewerRoles.includes('buyer') ? buyerQuote(t, me, locale) : ''} ${payeePayouts(t, me, locale)} ${inspectionNotes(t, locale)}
        <section aria-labelledby="items-h">
          <h2 id="items-h">Items</h2>
          <table>
            <thead><tr><th scope="col">Item</th><th scope="col">State</th><th scope="col" class="num">Amount</th></tr></thead>
            <tbody>
              ${t.items.map(
                (item) =>
                  html`<tr>
                    <td><strong>${item.title}</strong><br /><span class="hint">${itemTypeWords[item.type] ?? item.type}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span></td>
                    <td>${itemStateWords(
                      item.status,
                      item.schedule.every((entry) => entry.secured),
                    )}</td>
                    <td class="num">${item.schedule.map((entry) => html`${amount(entry.amount, t.currency, locale)}<br />`)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="parties-h">
          <h2 id="parties-h">Parties</h2>
          <ul class="plain">
            ${t.parties.map(
              (party) =>
                html`<li><span class="role">${(roleWords[party.role] ?? party.role).replace(/^./, (c) => c.toUpperCase())}</span>: ${party.customer ?? 'not shown to you'}${party.customer === me ? ' (you)' : ''} ${party.agreed ? html`<span class="tag ok">agreed</span>` : html`<span class="tag">not agreed yet</span>`}</li>`,
            )}
          </ul>
        </section>
        <section aria-labelledby="timeline-h">
          <h2 id="timeline-h">What happened</h2>
          <ol class="timeline">
            ${t.timeline.map((entry) => html`<li><time datetime="${new Date(entry.dateAdded).toISOString()}">${dateText(entry.dateAdded, locale)}</time> ${timelineSentence(entry.notes, cast, me)}</li>`)}
          </ol>
        </section>`,
    ),
    status,
  );
}

/** The problems of a sent form that no field of it shows. */
function unplaced(sent: Sent | undefined, shown: readonly string[]): string[] {
  if (!sent || sent.confirming) return [];
  const placed = (problem: FieldProblem) => shown.includes(problem.path[problem.path.length - 1] ?? '');
  const rest = sent.fields.filter((problem) => !placed(problem)).flatMap((problem) => problem.messages.map((m) => `${problem.path.join('.')}: ${m}`));
  return sent.fields.length > 0 ? rest : sent.messages;
}

/** Which fields each payout type asks for (the rules of src/domain/disbursement-methods/input.ts). */
const payoutFields: Record<string, [string, string, string][]> = {
  ach: [
    ['accountName', 'Account holder', 'autocomplete="name" maxlength="200"'],
    ['bankName', 'Bank name', 'maxlength="200"'],
    ['bankAbaRoutingNumber', 'ABA routing number (9 digits)', 'maxlength="32" inputmode="numeric"'],
    ['bankAccountNumber', 'Account number', 'maxlength="64" inputmode="numeric"'],
  ],
  wire_transfer: [
    ['accountName', 'Account holder', 'autocomplete="name" maxlength="200"'],
    ['bankName', 'Bank name', 'maxlength="200"'],
    ['bankAbaRoutingNumber', 'ABA routing number (9 digits)', 'maxlength="32" inputmode="numeric"'],
    ['bankAccountNumber', 'Account number', 'maxlength="64"'],
  ],
  wire_transfer_international: [
    ['accountName', 'Account holder', 'autocomplete="name" maxlength="200"'],
    ['bankName', 'Bank name', 'maxlength="200"'],
    ['bankIban', 'IBAN (or an account number below)', 'maxlength="64"'],
    ['bankAccountNumber', 'Account number (if the bank has no IBAN)', 'maxlength="64"'],
    ['bankSwiftCode', 'SWIFT/BIC code', 'maxlength="11"'],
  ],
};

function payoutForm(anchor: string, t: PartyTransaction, sent: Sent | undefined, locale: string): Html {
  const methods = t.disbursementMethods.__typename === 'DisbursementMethods' ? t.disbursementMethods : null;
  const saved = methods?.savedDisbursementMethods ?? [];
  const quoteOf = (type: string) => methods?.availableDisbursementMethods.find((method) => method.type === type)?.total;
  const chosen = sent?.values.get('disbursementMethod') ?? '';
  const chosenType = sent?.values.get('type') ?? '';
  const types = Object.keys(payoutFields).filter((type) => methods?.availableDisbursementMethods.some((method) => method.type === type) ?? true);
  const newAccount = html`<fieldset class="payout-types">
    <legend>A new bank account</legend>
    ${types.map(
      (type) => html`<div class="payout-type">
        <label class="choice"><input type="radio" name="type" value="${type}" ${chosenType === type ? html`checked` : ''} />
          ${payoutWords[type] ?? type}${quoteOf(type) ? html` <span class="hint">you receive ${amount(quoteOf(type)!, t.currency, locale)}</span>` : ''}</label>
        <div class="payout-fields">
          ${payoutFields[type]!.map(([name, label, attributes]) => input(anchor, `${type}.${name}`, label, chosenType === type ? sent : undefined, trusted(attributes)))}
        </div>
      </div>`,
    )}
  </fieldset>`;
  return html`<fieldset>
    <legend>Payout method</legend>
    ${saved.map(
      (method) =>
        html`<label class="choice"><input type="radio" name="disbursementMethod" value="${method.id}" ${chosen === method.id ? html`checked` : ''} required /> ${payoutWords[method.type] ?? method.type}: ${method.accountName}${method.bankName ? `, ${method.bankName}` : ''}</label>`,
    )}
    ${
      saved.length === 0
        ? html`<input type="hidden" name="disbursementMethod" value="new" />${newAccount}`
        : html`<label class="choice"><input type="radio" name="disbursementMethod" value="new" ${chosen === 'new' ? html`checked` : ''} required /> A new bank account</label>
          <details ${chosen === 'new' ? html`open` : ''}><summary>Enter a new bank account</summary>${newAccount}</details>`
    }
  </fieldset>`;
}

/** What moves if the party confirms: the amounts held for the items concerned, in words. */
function movesWords(t: PartyTransaction, available: Available, item: Item | null, locale: string): string {
  const items = item ? [item] : t.items;
  const held = items.flatMap((entry) =>
    entry.schedule.filter((line) => line.secured && !line.disbursedToBeneficiary).map((line) => money(line.amount, t.currency, locale)),
  );
  const heldText = held.length === 0 ? null : held.join(' + ');
  switch (available.action) {
    case 'accept':
      return heldText
        ? `${heldText} held for it is released to the seller. This cannot be undone.`
        : 'The seller is paid what is held for it. This cannot be undone.';
    case 'reject':
      return `${heldText ?? 'The money'} stays held; you send the goods back and are refunded once the seller accepts the return.`;
    case 'accept_return':
      return `${heldText ?? 'The money held'} is refunded to the buyer. This cannot be undone.`;
    case 'reject_return':
      return `${heldText ?? 'The money'} stays held until an operator decides the dispute.`;
    default:
      return heldText
        ? `The transaction ends; ${heldText} paid so far is refunded to the buyer.`
        : 'The transaction ends; nothing has been paid, so no money moves.';
  }
}

function actionForm(web: WebRequest, t: PartyTransaction, available: Available, locale: string, sent: Sent | undefined): Html {
  const item = available.itemId == null ? null : (t.items.find((candidate) => candidate.databaseId === available.itemId) ?? null);
  const label = `${actionWords[available.action] ?? available.action}${item ? `: ${item.title}` : ''}`;
  const anchor = anchorOf(available.action, item?.databaseId ?? null);
  let fields: Html = html``;
  let shown: string[] = [];
  if (available.action === 'pay') {
    const quote = t.paymentMethods.__typename === 'PaymentMethods' ? t.paymentMethods.availablePaymentMethods : [];
    const chosen = sent?.values.get('method') ?? '';
    shown = ['method'];
    // No method is chosen for the buyer: the totals differ, and the buyer picks one knowing each.
    const problems = (sent?.fields ?? []).filter((problem) => problem.path[problem.path.length - 1] === 'method').flatMap((problem) => problem.messages);
    fields = html`<fieldset ${problems.length > 0 ? html`aria-describedby="${anchor}-method-error"` : ''}>
      <legend>Payment method</legend>
      ${problems.length > 0 ? html`<p class="field-error" id="${anchor}-method-error">${problems.join('; ')}</p>` : ''}
      ${available.paymentMethods.map((method) => {
        const total = quote.find((entry) => entry.type === method)?.total;
        return html`<label class="choice"><input type="radio" name="method" value="${method}" ${chosen === method ? html`checked` : ''} required />
          ${paymentWords[method] ?? method}${total ? html` <span class="hint">— you pay ${amount(total, t.currency, locale)}</span>` : ''}</label>`;
      })}
    </fieldset>`;
  } else if (available.action === 'ship' || available.action === 'ship_return') {
    const domain = item?.type === 'domain_name';
    shown = ['carrier', 'trackingId'];
    fields = html`${input(anchor, 'carrier', 'Carrier', sent, domain ? html`maxlength="100"` : html`maxlength="100" required`)}
      ${input(anchor, 'trackingId', 'Tracking number', sent, domain ? html`maxlength="100"` : html`maxlength="100" required`)}
      ${
        domain
          ? html`<label for="${anchor}-auth">Domain authorization</label>
            <select id="${anchor}-auth" name="authorizationType">
              <option value="push">Push to the buyer's registrar account</option>
              <option value="authorization_code">Authorization code</option>
              <option value="username_password">Username and password</option>
            </select>`
          : ''
      }`;
  } else if (available.action === 'reject' || available.action === 'reject_return') {
    shown = ['reason', 'rejectionReason'];
    fields = input(anchor, 'reason', 'Reason', sent, html`maxlength="1000" required`, 'textarea');
  } else if (available.action === 'cancel') {
    shown = ['reason', 'cancellationReason'];
    fields = input(anchor, 'reason', 'Reason (optional)', sent, html`maxlength="1000"`, 'textarea');
  } else if (available.action === 'open_dispute') {
    ({ fields, shown } = openDisputeFields(anchor, sent));
  } else if (available.action === 'select_disbursement_method') {
    shown = Object.values(payoutFields).flatMap((list) => list.map(([name]) => name));
    fields = payoutForm(anchor, t, sent, locale);
  }
  const quiet = available.action === 'cancel';
  const danger = available.action.startsWith('reject');
  if (sent?.confirming) {
    // The second step: what will move, then the same action with confirmed=yes; going back changes nothing.
    return html`<form method="post" action="/transactions/${t.databaseId}" class="card action confirm" id="${anchor}">
      ${csrfField(web)}
      <input type="hidden" name="action" value="${available.action}" />
      ${item ? html`<input type="hidden" name="itemId" value="${item.databaseId}" />` : ''}
      <input type="hidden" name="reason" value="${sent.values.get('reason') ?? ''}" />
      <input type="hidden" name="confirmed" value="yes" />
      <h3>Please confirm: ${label}</h3>
      <p class="moves" role="status">${movesWords(t, available, item, locale)}</p>
      ${sent.values.get('reason') ? html`<p>Reason: ${sent.values.get('reason')}</p>` : ''}
      <div class="buttons">
        <button type="submit" ${danger || quiet ? html`class="danger"` : ''}>Yes, ${(actionWords[available.action] ?? available.action).replace(/^./, (c) => c.toLowerCase())}</button>
        <a href="/transactions/${t.databaseId}" class="secondary">No, go back</a>
      </div>
    </form>`;
  }
  const problems = unplaced(sent, shown);
  return html`<form method="post" action="/transactions/${t.databaseId}" class="card action${quiet ? ' quiet' : ''}" id="${anchor}">
    ${csrfField(web)}
    <input type="hidden" name="action" value="${available.action}" />
    ${item ? html`<input type="hidden" name="itemId" value="${item.databaseId}" />` : ''}
    <h3>${label}</h3>
    ${problems.length > 0 ? errorList(problems) : ''} ${fields}
    <button type="submit" class="${quiet ? 'secondary' : danger ? 'danger' : ''}">${label}</button>
  </form>`;
}

const Agree = graphql(`
  mutation WebAgree($transactionId: ID!) {
    agreeTransaction(transactionId: $transactionId) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const Receive = graphql(`
  mutation WebReceive($transactionId: ID!, $itemId: Int) {
    receiveItems(transactionId: $transactionId, itemId: $itemId) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const Accept = graphql(`
  mutation WebAccept($transactionId: ID!, $itemId: Int) {
    acceptItems(transactionId: $transactionId, itemId: $itemId) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const ReceiveReturn = graphql(`
  mutation WebReceiveReturn($transactionId: ID!, $itemId: Int) {
    receiveReturn(transactionId: $transactionId, itemId: $itemId) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const AcceptReturn = graphql(`
  mutation WebAcceptReturn($transactionId: ID!, $itemId: Int) {
    acceptReturn(transactionId: $transactionId, itemId: $itemId) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const Ship = graphql(`
  mutation WebShip($transactionId: ID!, $itemId: Int, $shipping: ShippingInformationInput) {
    shipItems(transactionId: $transactionId, itemId: $itemId, shippingInformation: $shipping) {
      __typename ... on Error { message code } ... on ValidationError { fields { path messages } }
    }
  }
`);
const ShipReturn = graphql(`
  mutation WebShipReturn($transactionId: ID!, $itemId: Int, $shipping: ShippingInformationInput) {
    shipReturn(transactionId: $transactionId, itemId: $itemId, shippingInformation: $shipping) {
      __typename ... on Error { message code } ... on ValidationError { fields { path messages } }
    }
  }
`);
const Reject = graphql(`
  mutation WebReject($transactionId: ID!, $itemId: Int, $reason: String) {
    rejectItems(transactionId: $transactionId, itemId: $itemId, rejectionReason: $reason) {
      __typename ... on Error { message code } ... on ValidationError { fields { path messages } }
    }
  }
`);
const RejectReturn = graphql(`
  mutation WebRejectReturn($transactionId: ID!, $itemId: Int, $reason: String) {
    rejectReturn(transactionId: $transactionId, itemId: $itemId, rejectionReason: $reason) {
      __typename ... on Error { message code } ... on ValidationError { fields { path messages } }
    }
  }
`);
const Cancel = graphql(`
  mutation WebCancel($transactionId: ID!, $reason: String) {
    cancelTransaction(transactionId: $transactionId, cancellationReason: $reason) {
      __typename ... on Error { message code } ... on ValidationError { fields { path messages } }
    }
  }
`);
const SelectPayout = graphql(`
  mutation WebSelectPayout($input: SelectDisbursementMethodInput!) {
    selectDisbursementMethod(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path messages } } }
  }
`);
const SelectPayment = graphql(`
  mutation WebSelectPayment($transactionId: ID!, $method: PaymentMethodType!, $returnUrl: String) {
    selectPaymentMethod(transactionId: $transactionId, method: $method, returnUrl: $returnUrl) {
      __typename
      ... on Error { message code }
      ... on ValidationError { fields { path messages } }
      ... on SelectPaymentMethodPayload {
        instructions {
          __typename
          ... on LandingPage { landingPage }
          ... on WireTransferDetails { bankName creditAccountName creditAccountNumber swiftCode routingNumber bankIban additionalInstructions }
        }
      }
    }
  }
`);

const paymentTypes = ['wire_transfer', 'credit_card', 'paypal', 'check', 'direct_debit', 'poli'] as const;
const payoutTypes = ['ach', 'wire_transfer', 'wire_transfer_international'] as const;
const authorizationTypes = ['push', 'authorization_code', 'username_password'] as const;

function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** POST /transactions/{id} (and /transactions/{id}/actions): one action, by the core's GraphQL mutation; a refusal is shown on the page, beside its field. */
export async function performAction(web: WebRequest, rawId: string): Promise<Response> {
  const id = transactionId(web, rawId);
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent(`/transactions/${id}`)}`);
  const { form, files } = await readPartyForm(web);
  const action = field(form, 'action', 40);
  const itemText = field(form, 'itemId', 12);
  const itemId = /^\d{1,9}$/.test(itemText) ? Number(itemText) : null;
  const transactionIdValue = relayId('Transaction', id);
  const base = { transactionId: transactionIdValue, itemId };
  const isDispute = (disputeActions as readonly string[]).includes(action);
  const anchor = isDispute && action !== 'open_dispute' ? disputeAnchor(action, itemId) : anchorOf(action, itemId);
  const reason = field(form, 'reason', 1000);
  const refused = (outcome: { messages: string[]; fields?: FieldProblem[] }) =>
    partyPage(web, String(id), {
      sent: { anchor, values: form, messages: outcome.messages, fields: outcome.fields ?? [], fileNames: files.map((file) => file.name || 'A file') },
    });
  // Money that moves for good asks first (a form, or a script, that did not confirm is shown the confirmation).
  if (confirmedActions.has(action) && field(form, 'confirmed', 3) !== 'yes') {
    return partyPage(web, String(id), { sent: { anchor, values: form, messages: [], fields: [], confirming: true } });
  }
  let outcome: Outcome<unknown>;
  if (isDispute) {
    outcome = await performDisputeAction(web, action as DisputeAction, form, itemId, files);
    if (!outcome.ok) return refused(outcome);
    return redirectWithFlash(web, `/transactions/${id}`, doneWords[action] ?? `${actionWords[action] ?? action}: done.`);
  }
  switch (action) {
    case 'agree':
      outcome = await mutateDocument(web, 'agreeTransaction', Agree, { transactionId: transactionIdValue });
      break;
    case 'receive':
      outcome = await mutateDocument(web, 'receiveItems', Receive, base);
      break;
    case 'accept':
      outcome = await mutateDocument(web, 'acceptItems', Accept, base);
      break;
    case 'receive_return':
      outcome = await mutateDocument(web, 'receiveReturn', ReceiveReturn, base);
      break;
    case 'accept_return':
      outcome = await mutateDocument(web, 'acceptReturn', AcceptReturn, base);
      break;
    case 'ship':
    case 'ship_return': {
      const carrier = field(form, 'carrier', 100);
      const trackingId = field(form, 'trackingId', 100);
      const shipping = {
        trackingInformation: carrier || trackingId ? { carrier: carrier || null, trackingId: trackingId || null } : null,
        authorizationType: oneOf(authorizationTypes, field(form, 'authorizationType', 40)),
      };
      outcome =
        action === 'ship'
          ? await mutateDocument(web, 'shipItems', Ship, { ...base, shipping })
          : await mutateDocument(web, 'shipReturn', ShipReturn, { ...base, shipping });
      break;
    }
    case 'reject':
      outcome = await mutateDocument(web, 'rejectItems', Reject, { ...base, reason: reason || null });
      break;
    case 'reject_return':
      outcome = await mutateDocument(web, 'rejectReturn', RejectReturn, { ...base, reason: reason || null });
      break;
    case 'cancel':
      outcome = await mutateDocument(web, 'cancelTransaction', Cancel, { transactionId: transactionIdValue, reason: reason || null });
      break;
    case 'pay': {
      const method = oneOf(paymentTypes, field(form, 'method', 40));
      if (!method) return refused({ messages: ['Choose how you will pay.'], fields: [{ path: ['method'], messages: ['Choose how you will pay.'] }] });
      return pay(web, id, method, form);
    }
    case 'select_disbursement_method': {
      const chosen = field(form, 'disbursementMethod', 200);
      if (chosen && chosen !== 'new') {
        outcome = await mutateDocument(web, 'selectDisbursementMethod', SelectPayout, { input: { transaction: transactionIdValue, disbursementMethod: chosen } });
        break;
      }
      const type = oneOf(payoutTypes, field(form, 'type', 40));
      if (!type) return refused({ messages: ['Choose how you are paid.'], fields: [{ path: ['type'], messages: ['Choose how you are paid.'] }] });
      // Only the chosen type's fields are read (the page shows each type's own).
      // Each type's fields are named after it (ach.accountName): the form holds every type's.
      const text = (name: string, max = 200) => field(form, `${type}.${name}`, max) || null;
      const international = type === 'wire_transfer_international';
      outcome = await mutateDocument(web, 'selectDisbursementMethod', SelectPayout, {
        input: {
          transaction: transactionIdValue,
          newDisbursementMethod: {
            type,
            accountName: field(form, `${type}.accountName`, 200),
            bankName: text('bankName'),
            bankAccountNumber: text('bankAccountNumber', 64),
            bankAbaRoutingNumber: international ? null : text('bankAbaRoutingNumber', 32),
            bankIban: international ? text('bankIban', 64) : null,
            bankSwiftCode: international ? text('bankSwiftCode', 11) : null,
          },
        },
      });
      break;
    }
    default:
      return refused({ messages: [`This page cannot do “${action}”; reload it to see what you can do now.`] });
  }
  if (!outcome.ok) return refused(outcome);
  return redirectWithFlash(web, `/transactions/${id}`, doneWords[action] ?? `${actionWords[action] ?? action}: done.`);
}

async function pay(web: WebRequest, id: number, method: (typeof paymentTypes)[number], form: URLSearchParams): Promise<Response> {
  const outcome = await mutateDocument(web, 'selectPaymentMethod', SelectPayment, {
    transactionId: relayId('Transaction', id),
    method,
    returnUrl: `${web.deps.config.publicUrl}/transactions/${id}`,
  });
  if (!outcome.ok)
    return partyPage(web, String(id), { sent: { anchor: anchorOf('pay', null), values: form, messages: outcome.messages, fields: outcome.fields ?? [] } });
  const instructions = outcome.value.instructions;
  if (instructions.__typename === 'LandingPage') return redirect(web, instructions.landingPage);
  if (instructions.__typename !== 'WireTransferDetails') return partyPage(web, String(id), { notice: 'Your payment method is chosen.' });
  return partyPage(web, String(id), {
    notice: 'You chose to pay by wire transfer. Send the money with these details:',
    extra: html`<dl class="card details">
      <dt>Bank</dt><dd>${instructions.bankName}</dd>
      <dt>Account name</dt><dd>${instructions.creditAccountName}</dd>
      <dt>Account number</dt><dd>${instructions.creditAccountNumber}</dd>
      <dt>SWIFT</dt><dd>${instructions.swiftCode}</dd>
      ${instructions.routingNumber ? html`<dt>Routing number</dt><dd>${instructions.routingNumber}</dd>` : ''}
      ${instructions.bankIban ? html`<dt>IBAN</dt><dd>${instructions.bankIban}</dd>` : ''}
      <dt>Instructions</dt><dd>${instructions.additionalInstructions}</dd>
    </dl>`,
  });
}

const RedeemWebLink = graphql(`
  mutation WebRedeemLink($id: Int!, $token: String!) {
    redeemWebLink(transactionDatabaseId: $id, token: $token) {
      __typename
      ... on Error { message code }
      ... on RedeemedWebLink { action itemId session { sessionToken csrfToken expiresAt } }
    }
  }
`);

/** GET /transactions/{id}/link?token=…: a web link; its token signs the party in once, then the page opens at the action. */
export async function redeemLink(web: WebRequest, rawId: string): Promise<Response> {
  const id = transactionId(web, rawId);
  const token = (web.url.searchParams.get('token') ?? '').slice(0, 100);
  const outcome = await mutateDocument(web, 'redeemWebLink', RedeemWebLink, { id, token });
  if (!outcome.ok) throw new WebError(400, outcome.messages.join('; '));
  setSessionCookie(web, outcome.value.session);
  const { action, itemId } = outcome.value;
  return redirect(web, `/transactions/${id}${action === 'view' ? '' : `#action-${action}${itemId === null ? '' : `-${itemId}`}`}`);
}

const MyTransactions = graphql(`
  query MyTransactions($after: String) {
    viewer {
      transactions(first: 20, after: $after) {
        edges { node { databaseId description currency amount statusName isCancelled viewerRoles availableActions { action } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

/** GET /transactions: the viewer's transactions, newest first, with cursor paging; "your move" where the lifecycle waits on the viewer. */
export async function myTransactions(web: WebRequest): Promise<Response> {
  if (!web.session) return redirect(web, '/sign-in?next=/transactions');
  const after = (web.url.searchParams.get('after') ?? '').slice(0, 200) || null;
  const result = await queryDocument(web, MyTransactions, { after });
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  const { edges, pageInfo } = result.value.viewer.transactions;
  const locale = localeOf(web);
  return htmlResponse(
    web,
    page(
      web,
      'Your transactions',
      html`<h1>Your transactions</h1>
        ${flashNotice(web)}
        ${
          edges.length === 0
            ? html`<p>No transactions yet.</p>`
            : html`<table class="stack transactions">
              <thead><tr><th scope="col">Transaction</th><th scope="col">You are</th><th scope="col">Status</th><th scope="col" class="num">Amount</th></tr></thead>
              <tbody>
                ${edges.map(
                  ({ node }) =>
                    html`<tr>
                      <td data-label="Transaction"><a href="/transactions/${node.databaseId}">#${node.databaseId} ${node.description}</a>${node.availableActions.length > 0 ? html` <span class="tag move">Your move</span>` : ''}</td>
                      <td data-label="You are">${node.viewerRoles.map((role) => roleWords[role] ?? role).join(', ')}</td>
                      <td data-label="Status">${node.statusName}</td>
                      <td data-label="Amount" class="num">${amount(node.amount, node.currency, locale)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
        }
        ${pageInfo.hasNextPage && pageInfo.endCursor ? html`<p><a href="/transactions?after=${encodeURIComponent(pageInfo.endCursor)}">Older transactions</a></p>` : ''}`,
    ),
  );
}
