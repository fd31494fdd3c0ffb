import type { PaymentMethodType } from '../domain/payment-methods/catalog.js';
import { html } from './html.js';
import { field, htmlResponse, readForm, redirect, relayId, WebError, type WebRequest } from './http.js';
import { mutateDocument, queryDocument } from './graphql.js';
import { graphql } from './generated/gql.js';
import { csrfField, errorList, page } from './layout.js';
import { feeWords, localeOf, money, taxWords } from './wording.js';

// The sandbox stand-ins for the credit card and PayPal gateways' checkout pages: the landing
// pages that selectPaymentMethod hands out. The buyer "pays" and the funds arrive as the
// sandbox fund helper makes them arrive. A production deployment has no such page (404).

const names: Record<string, string> = { credit_card: 'Credit card', paypal: 'PayPal' };

const Checkout = graphql(`
  query WebCheckout($id: ID!) {
    node(id: $id) {
      __typename
      ... on Transaction {
        databaseId
        description
        currency
        paymentMethods {
          __typename
          ... on Error { message }
          ... on PaymentMethods {
            totalWithoutPaymentFee
            available: availablePaymentMethods { type total fees { type amountWithoutTaxes taxes { type amount } } }
            conditionallyAvailable: conditionallyAvailablePaymentMethods { type total fees { type amountWithoutTaxes taxes { type amount } } }
          }
        }
      }
    }
  }
`);

const PayAtCheckout = graphql(`
  mutation WebPayAtCheckout($transactionId: ID!, $method: PaymentMethodType!, $card: CheckoutCardInput) {
    payAtSandboxCheckout(transactionId: $transactionId, method: $method, card: $card) {
      __typename ... on Error { message code } ... on ValidationError { fields { path messages } }
    }
  }
`);

function parse(web: WebRequest, rawId: string, type: string): number {
  if (web.deps.config.environment === 'production' || !(type in names)) throw new WebError(404, 'No such page');
  if (!/^\d{1,9}$/.test(rawId)) throw new WebError(404, 'No such transaction');
  return Number(rawId);
}

export async function checkout(web: WebRequest, rawId: string, type: string): Promise<Response> {
  const id = parse(web, rawId, type);
  // The link's return address counts only as the service signed it: an edited link pays nothing.
  const back = await web.deps.landingPageReturn(id, type as PaymentMethodType, web.url.searchParams);
  if (back !== null && 'refused' in back) throw new WebError(400, back.refused);
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent(web.url.pathname + web.url.search)}`);
  let errors: string[] = [];
  if (web.request.method === 'POST') {
    const form = await readForm(web);
    const card =
      type === 'credit_card'
        ? {
            number: field(form, 'number', 40),
            expiryMonth: Number(field(form, 'expiryMonth', 4)) || 0,
            expiryYear: Number(field(form, 'expiryYear', 6)) || 0,
            cvc: field(form, 'cvc', 8),
          }
        : null;
    const outcome = await mutateDocument(web, 'payAtSandboxCheckout', PayAtCheckout, {
      transactionId: relayId('Transaction', id),
      method: type as PaymentMethodType,
      card,
    });
    if (outcome.ok) return redirect(web, back ?? `/transactions/${id}`);
    errors = outcome.messages;
  }
  const result = await queryDocument(web, Checkout, { id: relayId('Transaction', id) });
  if (!result.ok) throw new WebError(400, result.messages.join('; '));
  const t = result.value.node;
  if (!t || t.__typename !== 'Transaction') throw new WebError(404, 'No such transaction, or it is not yours to pay');
  const quotes = t.paymentMethods.__typename === 'PaymentMethods' ? t.paymentMethods : null;
  const methods = [...(quotes?.available ?? []), ...(quotes?.conditionallyAvailable ?? [])];
  const locale = localeOf(web);
  const quote = methods.find((method) => method.type === type);
  const total = quote ? money(quote.total, t.currency, locale) : null;
  const before = quotes?.totalWithoutPaymentFee;
  const refusal = t.paymentMethods.__typename !== 'PaymentMethods' && 'message' in t.paymentMethods ? t.paymentMethods.message : null;
  const year = web.deps.now().getUTCFullYear();
  return htmlResponse(
    web,
    page(
      web,
      `${names[type]} checkout`,
      html`<h1>${names[type]} checkout</h1>
        <p class="lead">Transaction ${t.databaseId}: ${t.description}</p>
        ${
          quote && total
            ? html`<table class="lines quote-lines">
                <tbody>
                  ${before ? html`<tr><th scope="row">The price and your fees</th><td class="num">${money(before, t.currency, locale)}</td></tr>` : ''}
                  ${quote.fees.map(
                    (
                      fee,
                    ) => html`<tr><th scope="row">${feeWords[fee.type] ?? fee.type}</th><td class="num">${money(fee.amountWithoutTaxes, t.currency, locale)}</td></tr>
                      ${fee.taxes.map((tax) => html`<tr class="tax"><th scope="row">${taxWords[tax.type] ?? tax.type} on it</th><td class="num">${money(tax.amount, t.currency, locale)}</td></tr>`)}`,
                  )}
                  <tr class="sum"><th scope="row">To pay</th><td class="num"><strong>${total}</strong></td></tr>
                </tbody>
              </table>`
            : html`<p>Nothing is outstanding.</p>`
        }
        ${errorList(errors.length ? errors : refusal ? [refusal] : [])}
        <form method="post" action="${web.url.pathname + web.url.search}" class="card">
          ${csrfField(web)}
          ${
            type === 'credit_card'
              ? html`<label for="number">Card number <span class="hint">(test card: 4242 4242 4242 4242)</span></label>
                <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" />
                <div class="row">
                  <div><label for="expiryMonth">Expiry month</label><input id="expiryMonth" name="expiryMonth" inputmode="numeric" autocomplete="cc-exp-month" required maxlength="2" placeholder="MM" /></div>
                  <div><label for="expiryYear">Expiry year</label><input id="expiryYear" name="expiryYear" inputmode="numeric" autocomplete="cc-exp-year" required maxlength="4" placeholder="${year + 2}" /></div>
                  <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" /></div>
                </div>`
              : html`<p>Sign-in at PayPal is simulated: pressing the button approves the payment.</p>`
          }
          <button type="submit">Pay${total ? ` ${total}` : ''}</button>
        </form>
        <p><a href="/transactions/${t.databaseId}">Back to the transaction</a></p>`,
    ),
    errors.length ? 400 : 200,
  );
}
