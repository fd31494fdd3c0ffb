import type { WebRequest } from './http.js';

// The words of the parties' pages, in one place: amounts and dates as the reader's locale
// writes them, roles, item types, states, fees, payment and payout methods, actions, and the
// timeline's notes retold with names instead of numbers. The amounts themselves always come
// from the API (the quote functions the ledger uses); nothing here computes money.

/** The reader's locale: the first language of Accept-Language that Intl knows, else English. */
export function localeOf(web: WebRequest): string {
  const header = (web.request.headers.get('accept-language') ?? '').slice(0, 200);
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(tag)) continue;
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // A tag Intl refuses is skipped.
    }
  }
  return 'en-GB';
}

/** The ISO code of a currency of the API (its enum writes the euro as `euro`). */
function currencyCode(currency: string): string {
  return currency.toLowerCase() === 'euro' ? 'EUR' : currency.toUpperCase();
}

/**
 * An amount as the API gives it (a decimal string, "2450.00") in the reader's words
 * ("US$2,450.00" or "$2,450.00" by locale). Intl formats the decimal string itself: no float.
 */
export function money(amount: string, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode(currency) });
  return format.format(amount as Intl.StringNumericLiteral);
}

/** A moment in words with its time zone: "26 November 2026 at 17:06 UTC". */
export function dateText(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(value));
}

/** A period of seconds in words: "3 days", "1 day and 12 hours", "45 minutes". */
export function durationText(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(seconds));
  for (const [size, name] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < 2) parts.push(`${count} ${name}${count === 1 ? '' : 's'}`);
  }
  return parts.length === 0 ? `${rest} seconds` : parts.join(' and ');
}

export const roleWords: Record<string, string> = { buyer: 'buyer', seller: 'seller', broker: 'broker', partner: 'partner' };

export const itemTypeWords: Record<string, string> = {
  domain_name: 'Domain name',
  domain_name_holding: 'Domain name (held)',
  general_merchandise: 'Goods',
  motor_vehicle: 'Motor vehicle',
  milestone: 'Milestone',
  broker_fee: 'Broker commission',
  partner_fee: 'Partner fee',
  shipping_fee: 'Shipping',
};

export const feeWords: Record<string, string> = {
  escrow: 'Escrow fee',
  creditcard_deposit: 'Card payment fee',
  paypal_deposit: 'PayPal fee',
  wire_disbursement: 'Wire payout fee',
  cheque_disbursement: 'Check payout fee',
};

export const taxWords: Record<string, string> = { gst: 'GST' };

export const paymentWords: Record<string, string> = {
  wire_transfer: 'Wire transfer',
  credit_card: 'Credit card',
  paypal: 'PayPal',
  check: 'Check',
  direct_debit: 'Direct debit',
  poli: 'POLi',
};

export const payoutWords: Record<string, string> = {
  ach: 'ACH bank transfer (US)',
  wire_transfer: 'Wire transfer (US)',
  wire: 'Wire transfer',
  wire_transfer_international: 'International wire transfer',
};

export const actionWords: Record<string, string> = {
  agree: 'Agree to the terms',
  pay: 'Pay',
  ship: 'Ship',
  receive: 'Confirm receipt',
  accept: 'Accept and release the money',
  reject: 'Reject',
  ship_return: 'Ship the return',
  receive_return: 'Confirm the return arrived',
  accept_return: 'Accept the return',
  reject_return: 'Reject the return',
  cancel: 'Cancel the transaction',
  select_disbursement_method: 'Choose how you are paid',
  open_dispute: 'Open a dispute',
  post_dispute_message: 'Post the message',
  propose_settlement: 'Propose this split',
  accept_settlement: 'Accept this proposal',
  withdraw_dispute: 'Withdraw the dispute',
};

/** What the page says once an action is done (the session's flash message on the next page). */
export const doneWords: Record<string, string> = {
  agree: 'You agreed to the terms.',
  ship: 'You marked it as shipped; the buyer is told.',
  receive: 'You confirmed receipt; your inspection period has started.',
  accept: 'You accepted; the money is released to the seller.',
  reject: 'You rejected it; return it to the seller.',
  ship_return: 'You marked the return as shipped.',
  receive_return: 'You confirmed that the return arrived.',
  accept_return: 'You accepted the return; the buyer is refunded.',
  reject_return: 'You rejected the return; an operator will decide.',
  cancel: 'You cancelled the transaction.',
  select_disbursement_method: 'Your payout method is saved.',
  open_dispute: 'You opened a dispute: nothing of the item is paid out or refunded until it ends.',
  post_dispute_message: 'Your message is posted.',
  propose_settlement: 'Your proposal is sent; the other party may accept it.',
  accept_settlement: 'You accepted the proposal: the dispute is settled and the money moves as it said.',
  withdraw_dispute: 'You withdrew the dispute.',
};

/** The actions that move or settle money for good: each asks to confirm first, with the amount. */
export const confirmedActions = new Set(['accept', 'reject', 'cancel', 'accept_return', 'reject_return', 'accept_settlement']);

interface ItemFlags {
  shipped: boolean;
  received: boolean;
  accepted: boolean;
  rejected: boolean;
  shippedReturned: boolean;
  receivedReturned: boolean;
  acceptedReturned: boolean;
  rejectedReturned: boolean;
  inDispute: boolean;
  canceled: boolean;
}

/** An item's state in words. */
export function itemStateWords(status: ItemFlags, secured: boolean): string {
  if (status.canceled) return 'Cancelled';
  if (status.inDispute) return 'In dispute';
  if (status.acceptedReturned) return 'Return accepted; buyer refunded';
  if (status.rejectedReturned) return 'Return rejected';
  if (status.receivedReturned) return 'Return arrived';
  if (status.shippedReturned) return 'Return on its way';
  if (status.accepted) return 'Accepted';
  if (status.rejected) return 'Rejected; to be returned';
  if (status.received) return 'Received; being inspected';
  if (status.shipped) return 'Shipped';
  return secured ? 'Paid; awaiting shipment' : 'Awaiting payment';
}

/** Who the timeline and the page name: a party by its role and email, or "you". */
export interface Cast {
  viewerRoles: readonly string[];
  parties: readonly { role: string; customer: string | null; customerDatabaseId: number | null }[];
  items: readonly { databaseId: number; title: string }[];
  currency: string;
  locale: string;
}

function customerWords(cast: Cast, id: number, viewerEmail: string): string {
  const party = cast.parties.find((candidate) => candidate.customerDatabaseId === id);
  if (!party?.customer) return 'another party';
  if (party.customer === viewerEmail) return 'you';
  return `the ${roleWords[party.role] ?? party.role} (${party.customer})`;
}

function itemsWords(cast: Cast, ids: string): string {
  const titles = ids.split(/,\s*/).map((id) => cast.items.find((item) => String(item.databaseId) === id)?.title ?? `item ${id}`);
  return titles.map((title) => `“${title}”`).join(', ');
}

/**
 * A timeline note retold for a reader: customers and items by name, the reader as "you",
 * amounts and dates in the reader's words, method and fee names in words.
 */
export function timelineSentence(notes: string, cast: Cast, viewerEmail: string): string {
  let text = notes
    .replace(/\b(\d+\.\d{2}) ([A-Z]{3})\b/g, (_whole, amount: string, code: string) => money(amount, code, cast.locale))
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, (iso) => dateText(iso, cast.locale))
    .replace(/\bcustomers? (\d+)\b/g, (_whole, id: string) => customerWords(cast, Number(id), viewerEmail))
    .replace(/\bthe proceeds of you\b/g, 'your proceeds')
    .replace(/\bitems? (\d+(?:, \d+)*)/g, (_whole, ids: string) => itemsWords(cast, ids))
    .replace(/\b(ach|wire_transfer_international|wire_transfer|wire) disbursement fee\b/g, (_whole, type: string) => `${payoutWords[type] ?? type} fee`)
    .replace(/\b(escrow|creditcard_deposit|paypal_deposit|wire_disbursement|cheque_disbursement) fee\b/g, (_whole, type: string) =>
      (feeWords[type] ?? type).toLowerCase(),
    )
    .replace(
      /\bby (credit_card|wire_transfer|paypal|direct_debit|check|poli)\b/g,
      (_whole, method: string) => `by ${(paymentWords[method] ?? method).toLowerCase()}`,
    )
    .replace(/\bby sandbox\b/g, 'in the sandbox')
    .replace(/\bits (fees|next payouts)\b/g, 'their $1')
    .replace(/^A ([aeiou])/i, 'An $1')
    .replace(/^the /, 'The ');
  for (const role of cast.viewerRoles) text = text.replace(new RegExp(`^The ${role} `), 'You ');
  return text.replace(/^(\S)/, (first) => first.toUpperCase());
}

/** What each event of the feed means, as a sentence (the event names of the API, in words). */
export const eventWords: Record<string, string> = {
  create: 'A transaction was opened.',
  agree: 'A party agreed to the terms.',
  party_verification_submitted: 'A party sent documents to verify their identity.',
  party_verification_approved: 'A party’s identity was verified.',
  party_verification_rejected: 'A party’s identity documents were rejected.',
  payment_approved: 'The buyer’s payment was approved.',
  payment_rejected: 'The buyer’s payment was declined.',
  payment_sent: 'The buyer says the payment is on its way.',
  payment_received: 'The buyer’s payment arrived and is held.',
  payment_refunded: 'Money was refunded to the buyer.',
  payment_disbursed: 'Money was paid out.',
  ship: 'The seller shipped the items.',
  receive: 'The buyer received the items; the inspection period started.',
  accept: 'The buyer accepted the items.',
  reject: 'The buyer rejected the items.',
  ship_return: 'The buyer shipped the items back.',
  receive_return: 'The seller received the returned items.',
  accept_return: 'The seller accepted the return.',
  reject_return: 'The seller rejected the return.',
  complete: 'The transaction is complete.',
  cancel: 'The transaction was cancelled.',
  offer_accepted: 'An offer was accepted.',
  refund_resolved: 'A refund was settled.',
  refund_rejected: 'A refund was refused.',
  dispute_opened: 'A dispute was opened.',
  dispute_message: 'A message was posted to a dispute.',
  settlement_proposed: 'A settlement of a dispute was proposed.',
  dispute_settled: 'A dispute was settled.',
  dispute_withdrawn: 'A dispute was withdrawn.',
  funds_released: 'The buyer released part of the held money to the seller.',
  report_ready: 'A report you asked for is ready.',
};

/** An event's name as a sentence; a name this list does not know yet in plain words, never snake_case. */
export function eventSentence(name: string): string {
  const known = eventWords[name];
  if (known) return known;
  const words = name.replace(/[_-]+/g, ' ').trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** The time of day of a moment with its time zone, and its date when it is not `today`'s: "07:06 UTC", "28 Nov, 07:06 UTC". */
export function timeText(value: string | Date, locale: string, today: Date): string {
  const at = new Date(value);
  const sameDay = at.toISOString().slice(0, 10) === today.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

/** What a ledger posting did, by its kind. */
export const postingKindWords: Record<string, string> = {
  funding: 'Payment secured in escrow',
  fee: 'Fees paid with the payment',
  float: 'Payment received, not yet cleared',
  float_return: 'Uncleared payment sent back',
  disbursement: 'Paid out',
  refund: 'Refunded',
};

/**
 * A ledger account's key (docs/ledger.md) in words: "Held in escrow", "Paid to the seller
 * (sam@example.com)", "GST collected"; the reader as "you".
 */
export function ledgerAccountWords(key: string, cast: Cast, viewerEmail: string): string {
  const parts = key.split(':');
  const [head, second, third] = parts;
  if (head === 'escrow') return 'Held in escrow';
  if (head === 'float') return 'Received, not yet cleared';
  if (head === 'funding') return 'Paid in from outside (bank or card)';
  if (head === 'fees') return 'Service fees';
  if (head === 'tax') return `${taxWords[second ?? ''] ?? (second ?? 'tax').toUpperCase()} collected`;
  if ((head === 'payout' || head === 'refund') && second === 'customer' && third !== undefined) {
    const who = customerWords(cast, Number(third), viewerEmail);
    return `${head === 'payout' ? 'Paid to' : 'Refunded to'} ${who}`;
  }
  return key;
}

/** A dispute's status in words. */
export const disputeStatusWords: Record<string, string> = {
  OPEN: 'Open',
  SETTLED: 'Settled by the parties',
  RESOLVED: 'Decided by an operator',
  WITHDRAWN: 'Withdrawn',
};

/** When a dispute must be answered, in words with its time zone, and whether that moment has passed. */
export function deadlineWords(respondBy: string | Date, now: Date, locale: string): { text: string; overdue: boolean } {
  const due = new Date(respondBy);
  const seconds = Math.round((due.getTime() - now.getTime()) / 1000);
  const overdue = seconds <= 0;
  const distance = durationText(Math.abs(seconds));
  return overdue
    ? { text: `Overdue since ${dateText(due, locale)} (${distance} ago)`, overdue }
    : { text: `Respond by ${dateText(due, locale)} (in ${distance})`, overdue };
}

/** A day in short words, for a chart's axis: "26 Nov". */
export function dayText(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(value));
}
// ----------------------------------------------------------------------------- disputes

type Side = 'buyer' | 'seller';

/** The words of a dispute's case on the party page (src/web/party-dispute.ts). */
export const disputeWords = {
  heading: (title: string) => `Dispute over “${title}”`,
  status: {
    OPEN: 'Open',
    SETTLED: 'Settled by agreement',
    RESOLVED: 'Decided by an operator',
    WITHDRAWN: 'Withdrawn',
  } as Record<string, string>,
  openedBy: (opener: string, reader: Side | null, when: string) =>
    opener === reader ? `You opened it on ${when}.` : `The ${roleWords[opener] ?? opener} opened it on ${when}.`,
  reason: 'Reason',
  respondBy: (when: string) => `Settle it by ${when}: until then nothing of the item is paid out or refunded; after it, an operator may decide.`,
  messagesHeading: 'Messages',
  noMessages: 'No messages yet.',
  earlierMessages: 'Earlier messages are not shown here.',
  author: (role: string, reader: Side | null) => (role === reader ? 'You' : `The ${roleWords[role] ?? role}`),
  proposalsHeading: 'Proposals',
  noProposals: 'No split has been proposed yet.',
  proposedBy: (role: string, reader: Side | null) => (role === reader ? 'You proposed' : `The ${roleWords[role] ?? role} proposed`),
  proposalStatus: {
    PENDING: 'waiting for an answer',
    SUPERSEDED: 'replaced by a newer proposal',
    ACCEPTED: 'accepted',
    CLOSED: 'closed with the dispute',
  } as Record<string, string>,
  /** What a split means for the reader, in money: amounts already in the reader's words. */
  effect(reader: Side | null, amounts: { buyer: string; sellerGross: string; sellerNet: string | null; sellerFees: string | null }): string {
    const sellerPaid = amounts.sellerNet ?? `${amounts.sellerGross}, less its fees`;
    if (reader === 'buyer') return `You would get ${amounts.buyer} back; the seller would be paid ${sellerPaid}.`;
    if (reader === 'seller') {
      const yours =
        amounts.sellerNet === null
          ? `${amounts.sellerGross}, less your fees (choose how you are paid to see the exact amount)`
          : `${amounts.sellerNet} (${amounts.sellerGross} less ${amounts.sellerFees ?? ''} of fees)`;
      return `You would be paid ${yours}; the buyer would get ${amounts.buyer} back.`;
    }
    return `The seller would be paid ${sellerPaid}; the buyer would get ${amounts.buyer} back.`;
  },
  confirmAccept: 'This settles the dispute and cannot be undone.',
  outcome: (status: string, when: string, amounts: { seller: string; buyer: string } | null) =>
    status === 'WITHDRAWN'
      ? `Withdrawn on ${when}: the item is back as it was before the dispute.`
      : `${status === 'SETTLED' ? 'Settled by agreement' : 'Decided by an operator'} on ${when}${amounts ? `: ${amounts.seller} to the seller and ${amounts.buyer} back to the buyer` : ''}.`,
  /** An evidence file of a message, by its name and kind (the link downloads it). */
  file: (name: string | null, contentType: string, size: number) =>
    `${name ?? 'A file'} (${({ 'application/pdf': 'PDF', 'image/png': 'PNG image', 'image/jpeg': 'JPEG image' } as Record<string, string>)[contentType] ?? contentType}, ${size < 1024 ? `${size} bytes` : `${Math.ceil(size / 1024)} KB`})`,
  writeHeading: 'Write a message',
  proposeHeading: 'Propose a split',
  messageLabel: 'Your message',
  filesLabel: 'Evidence files (optional)',
  filesHint: (maxFiles: number, maxFileBytes: number) =>
    `PDF, PNG or JPEG; at most ${maxFiles} files of ${maxFileBytes < 1024 * 1024 ? `${Math.floor(maxFileBytes / 1024)} KB` : `${Math.floor(maxFileBytes / (1024 * 1024))} MB`} each.`,
  filesRefused: 'Not sent',
  theFiles: 'The files',
  fileNumber: (position: number) => `File ${position}`,
  amountLabel: 'Amount to the seller',
  amountHint: (held: string) => `Of the ${held} held for the item; the rest goes back to the buyer.`,
  amountFormat: 'Write the amount as a number, like 2150.00.',
  reasonLabel: 'What is wrong',
  firstMessageLabel: 'A first message (optional)',
  openHint: 'Nothing of the item is paid out or refunded while the dispute is open. You and the other party can exchange messages and settle it by a split.',
  withdrawHint: 'Withdrawing ends the dispute; the item is back as it was, its inspection period extended by the time the dispute was open.',
  goBack: 'No, go back',
};
