import { html, type Html } from './html.js';
import { dateText, durationText, feeWords, itemTypeWords, money, paymentWords, payoutWords, taxWords } from './wording.js';
import type { PartyPageQuery } from './generated/graphql.js';

// What money moves for the reader of a transaction page, as the API quotes it: the buyer's
// price, fees (GST apart) and total per payment method; a payee's payout per payout type, net
// of fees; each item's inspection period and its deadline. Nothing is added up here: every
// total is the API's (the quote functions the ledger posts with).

export type PartyTransaction = Extract<NonNullable<PartyPageQuery['node']>, { __typename: 'Transaction' }>;
type Item = PartyTransaction['items'][number];

/** An amount as the page shows it: the reader's words, the API's decimal kept in `value`. */
export function amount(value: string, currency: string, locale: string): Html {
  return html`<data value="${value}">${money(value, currency, locale)}</data>`;
}

/** Items that are goods or a service: they are shipped, received and inspected (fee items are not). */
function inspected(item: Item): boolean {
  return !['broker_fee', 'partner_fee', 'shipping_fee'].includes(item.type);
}

const conditionWords: Record<string, string> = {
  all_parties_agreed: 'once everyone has agreed',
  buyer_identity_verified: 'once your identity is verified',
};

function feeRows(t: PartyTransaction, viewerEmail: string, locale: string): Html[] {
  return t.items.flatMap((item) =>
    item.fees
      .filter((fee) => fee.payerCustomer === viewerEmail)
      .map(
        (fee) => html`<tr>
            <th scope="row">${feeWords[fee.type] ?? fee.type}${fee.split === 0.5 ? ' (your half)' : ''}${t.items.length > 1 ? html` <span class="hint">on “${item.title}”</span>` : ''}</th>
            <td class="num">${amount(fee.amountWithoutTaxes, t.currency, locale)}</td>
          </tr>
          ${fee.taxes.map(
            (tax) => html`<tr class="tax">
              <th scope="row">${taxWords[tax.type] ?? tax.type.toUpperCase()} on the ${(feeWords[fee.type] ?? fee.type).toLowerCase()}</th>
              <td class="num">${amount(tax.amount, t.currency, locale)}</td>
            </tr>`,
          )}`,
      ),
  );
}

function priceRows(t: PartyTransaction, side: 'payerCustomer' | 'beneficiaryCustomer', viewerEmail: string, locale: string): Html[] {
  return t.items.flatMap((item) =>
    item.schedule
      .filter((entry) => entry[side] === viewerEmail)
      .map(
        (entry) => html`<tr>
          <th scope="row">${item.title} <span class="hint">${itemTypeWords[item.type] ?? item.type}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span></th>
          <td class="num">${amount(entry.amount, t.currency, locale)}</td>
        </tr>`,
      ),
  );
}

/** The buyer's quote: price, its fees, and the total for each payment method it may use (now or once a condition holds). */
export function buyerQuote(t: PartyTransaction, viewerEmail: string, locale: string): Html {
  const quote = t.paymentMethods;
  if (quote.__typename !== 'PaymentMethods') return html``;
  const methods = [
    ...quote.availablePaymentMethods.map((method) => ({ ...method, later: false })),
    ...quote.conditionallyAvailablePaymentMethods.map((method) => ({ ...method, later: true })),
  ];
  return html`<section aria-labelledby="pay-h" class="quote" id="quote">
    <h2 id="pay-h">${methods.length === 0 ? 'What you paid' : 'What you will pay'}</h2>
    <table class="lines">
      <tbody>
        ${priceRows(t, 'payerCustomer', viewerEmail, locale)} ${feeRows(t, viewerEmail, locale)}
        ${
          methods.length === 0
            ? ''
            : html`<tr class="sum"><th scope="row">Before the payment method’s fee</th><td class="num">${amount(quote.totalWithoutPaymentFee, t.currency, locale)}</td></tr>`
        }
      </tbody>
    </table>
    ${
      methods.length === 0
        ? html`<p>Nothing is left to pay.</p>`
        : html`<table class="methods">
          <caption>
            Your total for each way to pay
          </caption>
          <thead><tr><th scope="col">Payment method</th><th scope="col">Its fee</th><th scope="col" class="num">You pay</th></tr></thead>
          <tbody>
            ${methods.map(
              (method) => html`<tr data-method="${method.type}">
                <th scope="row">${paymentWords[method.type] ?? method.type}${method.later ? html`<br /><span class="hint">${method.conditions.map((condition) => conditionWords[condition] ?? condition).join(' and ')}</span>` : ''}</th>
                <td>${
                  method.fees.length === 0
                    ? 'None'
                    : method.fees.map(
                        (fee) =>
                          html`${feeWords[fee.type] ?? fee.type} ${amount(fee.amountWithoutTaxes, t.currency, locale)}${fee.taxes.map(
                            (tax) => html` + ${taxWords[tax.type] ?? tax.type} ${amount(tax.amount, t.currency, locale)}`,
                          )}<br />`,
                      )
                }</td>
                <td class="num total"><strong>${amount(method.total, t.currency, locale)}</strong></td>
              </tr>`,
            )}
          </tbody>
        </table>`
    }
  </section>`;
}

/** A payee's payout: what it sells, the fees it pays, and what arrives for each payout type (net of every fee). */
export function payeePayouts(t: PartyTransaction, viewerEmail: string, locale: string): Html {
  const payout = t.disbursementMethods;
  if (payout.__typename !== 'DisbursementMethods') return html``;
  const selected = payout.selectedDisbursementMethod;
  return html`<section aria-labelledby="payout-h" class="quote" id="payout">
    <h2 id="payout-h">What you will receive</h2>
    <table class="lines">
      <tbody>
        ${priceRows(t, 'beneficiaryCustomer', viewerEmail, locale)} ${feeRows(t, viewerEmail, locale)}
      </tbody>
    </table>
    <table class="methods">
      <caption>
        Your payout for each way to be paid, after every fee
      </caption>
      <thead><tr><th scope="col">Payout method</th><th scope="col" class="num">You receive</th></tr></thead>
      <tbody>
        ${payout.availableDisbursementMethods.map(
          (method) => html`<tr data-payout="${method.type}" ${selected?.type === method.type ? html`class="chosen"` : ''}>
            <th scope="row">${payoutWords[method.type] ?? method.type}${selected?.type === method.type ? html` <span class="tag ok">your choice</span>` : ''}</th>
            <td class="num total"><strong>${amount(method.total, t.currency, locale)}</strong></td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${t.items.some((item) => item.fees.some((fee) => fee.payerCustomer === viewerEmail)) ? html`<p class="hint">Your fees are taken from the payout; nothing is charged to you separately.</p>` : ''}
  </section>`;
}

/** Each inspected item's inspection period, and its deadline once the buyer has received it. */
export function inspectionNotes(t: PartyTransaction, locale: string): Html {
  const buyer = t.viewerRoles.includes('buyer');
  const notes = t.items.filter(inspected).map((item) => {
    const period = durationText(item.inspectionPeriod);
    // In dispute, the inspection clock stands still (the dispute's case says until when it may run).
    if (item.status.accepted || item.status.rejected || item.status.canceled || item.status.inDispute) return null;
    if (item.inspectionEndsAt)
      return html`<li>
        The inspection of “${item.title}” ends on <strong><time datetime="${new Date(item.inspectionEndsAt).toISOString()}">${dateText(item.inspectionEndsAt, locale)}</time></strong>.
        ${buyer ? 'Accept or reject it before then; if you do neither, it is accepted for you and the seller is paid.' : 'If the buyer does not reject it by then, it is accepted and you are paid.'}
      </li>`;
    return html`<li>Once ${buyer ? 'you receive' : 'the buyer receives'} “${item.title}”, ${buyer ? 'you have' : 'the buyer has'} ${period} to inspect it before it is accepted.</li>`;
  });
  const shown = notes.filter((note) => note !== null);
  if (shown.length === 0) return html``;
  return html`<section aria-labelledby="inspection-h">
    <h2 id="inspection-h">Inspection</h2>
    <ul class="plain">
      ${shown}
    </ul>
  </section>`;
}
