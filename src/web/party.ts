import { html, type Html } from './html.js';
import { field, htmlResponse, readForm, redirect, redirectWithFlash, relayId, setSessionCookie, WebError, type WebRequest } from './http.js';
import { errorFields, mutate, plainErrorFields, query } from './graphql.js';
import { csrfField, errorList, flashNotice, notice, page } from './layout.js';

// A party's transaction page (the target of next_step and of web links): the transaction as
// this party sees it, its timeline, and exactly the actions the lifecycle allows it now.

interface ItemView {
  databaseId: number;
  title: string;
  description: string;
  type: string;
  quantity: number;
  status: Record<string, boolean>;
  schedule: { amount: string; payerCustomer: string | null; beneficiaryCustomer: string | null; secured: boolean; disbursedToBeneficiary: boolean }[];
}

interface PartyTransaction {
  databaseId: number;
  description: string;
  currency: string;
  statusCode: number;
  statusName: string;
  isCancelled: boolean;
  cancellationReason: string | null;
  closeDate: string | null;
  creationDate: string;
  viewerRoles: string[];
  parties: { role: string; customer: string | null; agreed: boolean; verificationRequired: boolean }[];
  items: ItemView[];
  timeline: { dateAdded: string; event: string | null; notes: string }[];
  availableActions: { action: string; itemId: number | null; paymentMethods: string[] }[];
  disbursementMethods: { __typename: string; savedDisbursementMethods?: { id: string; type: string; accountName: string; bankName: string | null }[] };
}

const transactionQuery = `query($id: ID!) { node(id: $id) { ... on Transaction {
  databaseId description currency statusCode statusName isCancelled cancellationReason closeDate creationDate viewerRoles
  parties { role customer agreed verificationRequired }
  items { databaseId title description type quantity
    status { shipped received accepted rejected shippedReturned receivedReturned acceptedReturned rejectedReturned inDispute canceled }
    schedule { amount payerCustomer beneficiaryCustomer secured disbursedToBeneficiary } }
  timeline { dateAdded event notes }
  availableActions { action itemId paymentMethods }
  disbursementMethods { __typename ... on DisbursementMethods { savedDisbursementMethods { id type accountName bankName } } }
} } }`;

const actionLabels: Record<string, string> = {
  agree: 'Agree to the terms',
  pay: 'Pay',
  ship: 'Ship',
  receive: 'Confirm receipt',
  accept: 'Accept',
  reject: 'Reject',
  ship_return: 'Ship the return',
  receive_return: 'Confirm the return arrived',
  accept_return: 'Accept the return',
  reject_return: 'Reject the return',
  cancel: 'Cancel the transaction',
  select_disbursement_method: 'Choose how you are paid',
};

const paymentLabels: Record<string, string> = {
  wire_transfer: 'Wire transfer',
  credit_card: 'Credit card',
  paypal: 'PayPal',
  check: 'Check',
  direct_debit: 'Direct debit',
  poli: 'POLi',
};

function itemState(item: ItemView): string {
  const s = item.status;
  if (s.canceled) return 'cancelled';
  if (s.inDispute) return 'in dispute';
  if (s.acceptedReturned) return 'return accepted';
  if (s.rejectedReturned) return 'return rejected';
  if (s.receivedReturned) return 'return received';
  if (s.shippedReturned) return 'return shipped';
  if (s.accepted) return 'accepted';
  if (s.rejected) return 'rejected';
  if (s.received) return 'received';
  if (s.shipped) return 'shipped';
  return item.schedule.every((entry) => entry.secured) ? 'paid, awaiting shipment' : 'awaiting payment';
}

/** A DateTime as executed in process (a Date) or as JSON (an ISO string), to the minute. */
export function when(value: string | Date): string {
  return new Date(value).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

function transactionId(web: WebRequest, raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new WebError(404, 'No such transaction');
  return id;
}

export async function partyPage(web: WebRequest, rawId: string, messages: { errors?: string[]; notice?: string | null; extra?: Html } = {}): Promise<Response> {
  const id = transactionId(web, rawId);
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent(`/transactions/${id}`)}`);
  const result = await query<{ node: PartyTransaction | null }>(web, transactionQuery, { id: relayId('Transaction', id) });
  if (!result.ok) throw new WebError(403, result.messages.join('; '));
  const t = result.value.node;
  if (!t || t.databaseId === undefined) throw new WebError(404, 'No such transaction, or it is not yours to see');
  const roles = t.viewerRoles.join(' and ') || 'viewer';
  const status = messages.errors?.length ? 400 : 200;
  return htmlResponse(
    web,
    page(
      web,
      `Transaction ${t.databaseId}`,
      html`<h1>Transaction ${t.databaseId}</h1>
        <p class="lead">${t.description}</p>
        <p class="meta">You are the <strong>${roles}</strong> · ${t.statusName}${t.isCancelled ? html` · <strong>cancelled</strong>` : ''}${t.closeDate ? ' · completed' : ''} · opened ${when(t.creationDate)}</p>
        ${messages.notice ? notice(messages.notice) : flashNotice(web)} ${errorList(messages.errors ?? [])} ${messages.extra ?? ''}
        ${t.parties.some((party) => party.verificationRequired && t.viewerRoles.includes(party.role)) ? html`<p class="notice">This transaction asks you to verify your identity: <a href="/verification">verify now</a>.</p>` : ''}
        <section aria-labelledby="actions-h">
          <h2 id="actions-h">What you can do now</h2>
          ${t.availableActions.length === 0 ? html`<p>Nothing for you to do right now.</p>` : t.availableActions.map((action) => actionForm(web, t, action))}
        </section>
        <section aria-labelledby="items-h">
          <h2 id="items-h">Items</h2>
          <table>
            <thead><tr><th scope="col">Item</th><th scope="col">State</th><th scope="col">Amount</th></tr></thead>
            <tbody>
              ${t.items.map(
                (item) =>
                  html`<tr>
                    <td><strong>${item.title}</strong><br /><span class="hint">${item.type} × ${item.quantity}</span></td>
                    <td>${itemState(item)}</td>
                    <td class="num">${item.schedule.map((entry) => html`${entry.amount} ${t.currency}<br />`)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="parties-h">
          <h2 id="parties-h">Parties</h2>
          <ul class="plain">
            ${t.parties.map((party) => html`<li>${party.role}: ${party.customer ?? '(private)'} ${party.agreed ? html`<span class="tag ok">agreed</span>` : html`<span class="tag">not agreed</span>`}</li>`)}
          </ul>
        </section>
        <section aria-labelledby="timeline-h">
          <h2 id="timeline-h">Timeline</h2>
          <ol class="timeline">
            ${t.timeline.map((entry) => html`<li><time>${when(entry.dateAdded)}</time> ${entry.notes}</li>`)}
          </ol>
        </section>`,
    ),
    status,
  );
}

function actionForm(web: WebRequest, t: PartyTransaction, available: PartyTransaction['availableActions'][number]): Html {
  const item = available.itemId === null ? null : t.items.find((candidate) => candidate.databaseId === available.itemId);
  const label = `${actionLabels[available.action] ?? available.action}${item ? `: ${item.title}` : ''}`;
  const anchor = `action-${available.action}${item ? `-${item.databaseId}` : ''}`;
  let fields: Html = html``;
  if (available.action === 'pay') {
    fields = html`<fieldset>
      <legend>Payment method</legend>
      ${available.paymentMethods.map(
        (method, index) =>
          html`<label class="choice"><input type="radio" name="method" value="${method}" ${index === 0 ? html`checked` : ''} /> ${paymentLabels[method] ?? method}</label>`,
      )}
    </fieldset>`;
  } else if (available.action === 'ship' || available.action === 'ship_return') {
    const domain = item?.type === 'domain_name';
    fields = html`<label for="${anchor}-carrier">Carrier</label>
      <input id="${anchor}-carrier" name="carrier" maxlength="100" ${domain ? '' : html`required`} />
      <label for="${anchor}-tracking">Tracking number</label>
      <input id="${anchor}-tracking" name="trackingId" maxlength="100" ${domain ? '' : html`required`} />
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
    fields = html`<label for="${anchor}-reason">Reason</label><textarea id="${anchor}-reason" name="reason" maxlength="1000" required></textarea>`;
  } else if (available.action === 'cancel') {
    fields = html`<label for="${anchor}-reason">Reason</label><textarea id="${anchor}-reason" name="reason" maxlength="1000"></textarea>`;
  } else if (available.action === 'select_disbursement_method') {
    const saved = t.disbursementMethods.savedDisbursementMethods ?? [];
    fields = html`<fieldset>
      <legend>Payout method</legend>
      ${saved.map(
        (method, index) =>
          html`<label class="choice"><input type="radio" name="disbursementMethod" value="${method.id}" ${index === 0 ? html`checked` : ''} /> ${method.type}: ${method.accountName}${method.bankName ? `, ${method.bankName}` : ''}</label>`,
      )}
      <label class="choice"><input type="radio" name="disbursementMethod" value="new" ${saved.length === 0 ? html`checked` : ''} /> New bank account</label>
      <label for="${anchor}-type">Type</label>
      <select id="${anchor}-type" name="type"><option value="wire_transfer">Wire transfer</option><option value="ach">ACH</option><option value="wire_transfer_international">International wire</option></select>
      <label for="${anchor}-name">Account holder</label><input id="${anchor}-name" name="accountName" maxlength="200" autocomplete="name" />
      <label for="${anchor}-bank">Bank name</label><input id="${anchor}-bank" name="bankName" maxlength="200" />
      <label for="${anchor}-number">Account number</label><input id="${anchor}-number" name="bankAccountNumber" maxlength="64" inputmode="numeric" />
      <label for="${anchor}-routing">ABA routing number</label><input id="${anchor}-routing" name="bankAbaRoutingNumber" maxlength="32" inputmode="numeric" />
      <label for="${anchor}-iban">IBAN</label><input id="${anchor}-iban" name="bankIban" maxlength="64" />
      <label for="${anchor}-swift">SWIFT code</label><input id="${anchor}-swift" name="bankSwiftCode" maxlength="11" />
    </fieldset>`;
  }
  return html`<form method="post" action="/transactions/${t.databaseId}/actions" class="card action" id="${anchor}">
    ${csrfField(web)}
    <input type="hidden" name="action" value="${available.action}" />
    ${item ? html`<input type="hidden" name="itemId" value="${item.databaseId}" />` : ''}
    <h3>${label}</h3>
    ${fields}
    <button type="submit" ${available.action === 'cancel' || available.action.startsWith('reject') ? html`class="danger"` : ''}>${label}</button>
  </form>`;
}

const simpleMutations: Record<string, string> = {
  agree: 'agreeTransaction',
  receive: 'receiveItems',
  accept: 'acceptItems',
  receive_return: 'receiveReturn',
  accept_return: 'acceptReturn',
};

/** POST /transactions/{id}/actions: one action, by the core's GraphQL mutation; errors are the core's words. */
export async function performAction(web: WebRequest, rawId: string): Promise<Response> {
  const id = transactionId(web, rawId);
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent(`/transactions/${id}`)}`);
  const form = await readForm(web);
  const action = field(form, 'action', 40);
  const itemText = field(form, 'itemId', 12);
  const itemId = /^\d{1,9}$/.test(itemText) ? Number(itemText) : null;
  const transactionIdValue = relayId('Transaction', id);
  const base = { transactionId: transactionIdValue, itemId };
  const payloadSelection = `${errorFields}`;
  let outcome;
  if (simpleMutations[action]) {
    const name = simpleMutations[action];
    const args = action === 'agree' ? '$transactionId: ID!' : '$transactionId: ID!, $itemId: Int';
    const pass = action === 'agree' ? 'transactionId: $transactionId' : 'transactionId: $transactionId, itemId: $itemId';
    outcome = await mutate(
      web,
      name,
      `mutation(${args}) { ${name}(${pass}) { ${payloadSelection} } }`,
      action === 'agree' ? { transactionId: transactionIdValue } : base,
    );
  } else if (action === 'ship' || action === 'ship_return') {
    const name = action === 'ship' ? 'shipItems' : 'shipReturn';
    const carrier = field(form, 'carrier', 100);
    const trackingId = field(form, 'trackingId', 100);
    const authorizationType = field(form, 'authorizationType', 40);
    outcome = await mutate(
      web,
      name,
      `mutation($transactionId: ID!, $itemId: Int, $shipping: ShippingInformationInput) { ${name}(transactionId: $transactionId, itemId: $itemId, shippingInformation: $shipping) { ${payloadSelection} } }`,
      {
        ...base,
        shipping: {
          trackingInformation: carrier || trackingId ? { carrier: carrier || null, trackingId: trackingId || null } : null,
          authorizationType: ['push', 'authorization_code', 'username_password'].includes(authorizationType) ? authorizationType : null,
        },
      },
    );
  } else if (action === 'reject' || action === 'reject_return') {
    const name = action === 'reject' ? 'rejectItems' : 'rejectReturn';
    outcome = await mutate(
      web,
      name,
      `mutation($transactionId: ID!, $itemId: Int, $reason: String) { ${name}(transactionId: $transactionId, itemId: $itemId, rejectionReason: $reason) { ${payloadSelection} } }`,
      { ...base, reason: field(form, 'reason', 1000) || null },
    );
  } else if (action === 'cancel') {
    outcome = await mutate(
      web,
      'cancelTransaction',
      `mutation($transactionId: ID!, $reason: String) { cancelTransaction(transactionId: $transactionId, cancellationReason: $reason) { ${payloadSelection} } }`,
      { transactionId: transactionIdValue, reason: field(form, 'reason', 1000) || null },
    );
  } else if (action === 'pay') {
    return pay(web, id, field(form, 'method', 40));
  } else if (action === 'select_disbursement_method') {
    const chosen = field(form, 'disbursementMethod', 200);
    const input: Record<string, unknown> = { transaction: transactionIdValue };
    if (chosen && chosen !== 'new') input.disbursementMethod = chosen;
    else {
      const text = (name: string, max = 200) => field(form, name, max) || null;
      input.newDisbursementMethod = {
        type: ['wire_transfer', 'ach', 'wire_transfer_international', 'wire'].includes(field(form, 'type', 40)) ? field(form, 'type', 40) : 'wire_transfer',
        accountName: field(form, 'accountName', 200),
        bankName: text('bankName'),
        bankAccountNumber: text('bankAccountNumber', 64),
        bankAbaRoutingNumber: text('bankAbaRoutingNumber', 32),
        bankIban: text('bankIban', 64),
        bankSwiftCode: text('bankSwiftCode', 11),
      };
    }
    outcome = await mutate(
      web,
      'selectDisbursementMethod',
      `mutation($input: SelectDisbursementMethodInput!) { selectDisbursementMethod(input: $input) { ${payloadSelection} } }`,
      { input },
    );
  } else {
    return partyPage(web, String(id), { errors: [`Unknown action: ${action}`] });
  }
  if (!outcome.ok) return partyPage(web, String(id), { errors: outcome.messages });
  return redirectWithFlash(web, `/transactions/${id}`, `Done: ${actionLabels[action] ?? action}.`);
}

interface Instructions {
  __typename: string;
  landingPage?: string;
  bankName?: string;
  creditAccountName?: string;
  creditAccountNumber?: string;
  swiftCode?: string;
  routingNumber?: string | null;
  bankIban?: string | null;
  additionalInstructions?: string;
}

async function pay(web: WebRequest, id: number, method: string): Promise<Response> {
  const outcome = await mutate<{ instructions: Instructions }>(
    web,
    'selectPaymentMethod',
    `mutation($transactionId: ID!, $method: PaymentMethodType!, $returnUrl: String) { selectPaymentMethod(transactionId: $transactionId, method: $method, returnUrl: $returnUrl) {
      ${errorFields} ... on SelectPaymentMethodPayload { instructions { __typename ... on LandingPage { landingPage }
        ... on WireTransferDetails { bankName creditAccountName creditAccountNumber swiftCode routingNumber bankIban additionalInstructions } } } } }`,
    { transactionId: relayId('Transaction', id), method, returnUrl: `${web.deps.config.publicUrl}/transactions/${id}` },
  );
  if (!outcome.ok) return partyPage(web, String(id), { errors: outcome.messages });
  const instructions = outcome.value.instructions;
  if (instructions.landingPage) return redirect(web, instructions.landingPage);
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

/** GET /transactions/{id}/link?token=…: a web link; its token signs the party in once, then the page opens at the action. */
export async function redeemLink(web: WebRequest, rawId: string): Promise<Response> {
  const id = transactionId(web, rawId);
  const token = (web.url.searchParams.get('token') ?? '').slice(0, 100);
  const outcome = await mutate<{ session: { sessionToken: string; csrfToken: string; expiresAt: string }; action: string; itemId: number | null }>(
    web,
    'redeemWebLink',
    `mutation($id: Int!, $token: String!) { redeemWebLink(transactionDatabaseId: $id, token: $token) { ${plainErrorFields}
      ... on RedeemedWebLink { action itemId session { sessionToken csrfToken expiresAt } } } }`,
    { id, token },
  );
  if (!outcome.ok) throw new WebError(400, outcome.messages.join('; '));
  setSessionCookie(web, outcome.value.session);
  const { action, itemId } = outcome.value;
  return redirect(web, `/transactions/${id}${action === 'view' ? '' : `#action-${action}${itemId === null ? '' : `-${itemId}`}`}`);
}

interface ListTransaction {
  databaseId: number;
  description: string;
  currency: string;
  statusCode: number;
  statusName: string;
  viewerRoles: string[];
}

/** GET /transactions: the viewer's transactions, newest first, with cursor paging. */
export async function myTransactions(web: WebRequest): Promise<Response> {
  if (!web.session) return redirect(web, '/sign-in?next=/transactions');
  const after = (web.url.searchParams.get('after') ?? '').slice(0, 200) || null;
  const result = await query<{ viewer: { transactions: { edges: { node: ListTransaction }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } }>(
    web,
    `query($after: String) { viewer { transactions(first: 20, after: $after) { edges { node { databaseId description currency statusCode statusName viewerRoles } } pageInfo { hasNextPage endCursor } } } }`,
    { after },
  );
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  const { edges, pageInfo } = result.value.viewer.transactions;
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
            : html`<ul class="list">
              ${edges.map(
                ({ node }) =>
                  html`<li><a href="/transactions/${node.databaseId}">#${node.databaseId} ${node.description}</a> <span class="hint">${node.viewerRoles.join(', ')} · ${node.statusName}</span></li>`,
              )}
            </ul>`
        }
        ${pageInfo.hasNextPage && pageInfo.endCursor ? html`<p><a href="/transactions?after=${encodeURIComponent(pageInfo.endCursor)}">Older transactions</a></p>` : ''}`,
    ),
  );
}
