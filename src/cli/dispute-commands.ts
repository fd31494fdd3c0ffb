import type { Services } from '../domain/services.js';
import { ValidationError } from '../domain/shared/errors.js';
import { formatAmount } from '../domain/shared/money-format.js';
import { formatMoney, parseMoney, type Currency } from '../domain/shared/money.js';
import { disputeCase, disputesToReview, resolveDisputeById, type DisputeCase, type DisputeDecision } from '../domain/transactions/dispute-queue.js';
import { readFlags } from './flags.js';
import { operatorCaller } from './operator-commands.js';
import { Readable } from './output.js';
import { UsageError } from './usage.js';

// `heldfunds dispute list|show|resolve`: the operator's dispute queue at the console
// (docs/lifecycle.md, "The operator's queue"), the twin of Query.disputesToReview; resolve
// runs the lifecycle's resolve_dispute as GraphQL resolveDispute does, under a named operator.
// Beside a running server on PGlite the server runs them (src/cli/control.ts). People read
// the deadline in words (UTC) and amounts in their currency; --json prints the same as JSON.

const outcomes = ['refund_buyer', 'release_to_seller', 'split'] as const;

export type DisputeCommandLine =
  | { command: 'dispute list'; options: { all: boolean; limit: number } }
  | { command: 'dispute show'; options: { id: number } }
  | { command: 'dispute resolve'; options: { id: number; operator: string; decision: DisputeDecision } };

/** The one positional argument: the dispute's id. */
function disputeId(positionals: string[], subcommand: string): number {
  if (positionals.length !== 1) throw new UsageError(`dispute ${subcommand} takes one dispute id`);
  const id = positionals[0]!;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new UsageError(`"${id.slice(0, 40)}" is not a dispute id`);
  return Number(id);
}

export function parseDisputeCommand(subcommand: string | undefined, args: string[]): DisputeCommandLine {
  switch (subcommand) {
    case 'list': {
      const { values, positionals } = readFlags(args, { all: { type: 'boolean' }, limit: { type: 'string' } }, true);
      if (positionals.length > 0) throw new UsageError(`dispute list takes no argument; got "${positionals[0]!.slice(0, 40)}"`);
      const limit = values.limit;
      if (limit !== undefined && (typeof limit !== 'string' || !/^[1-9]\d{0,3}$/.test(limit) || Number(limit) > 1_000))
        throw new UsageError('--limit must be a whole number from 1 to 1000');
      return { command: 'dispute list', options: { all: values.all === true, limit: limit === undefined ? 100 : Number(limit) } };
    }
    case 'show': {
      const { positionals } = readFlags(args, {}, true);
      return { command: 'dispute show', options: { id: disputeId(positionals, 'show') } };
    }
    case 'resolve': {
      const spec = { outcome: { type: 'string' }, 'seller-amount': { type: 'string' }, note: { type: 'string' }, operator: { type: 'string' } } as const;
      const { values, positionals } = readFlags(args, spec, true);
      const id = disputeId(positionals, 'resolve');
      const outcome = values.outcome;
      if (typeof outcome !== 'string' || !(outcomes as readonly string[]).includes(outcome)) throw new UsageError(`--outcome must be ${outcomes.join(', ')}`);
      if (typeof values.operator !== 'string' || values.operator.trim() === '')
        throw new UsageError('--operator is required: the email of the operator who decides');
      const decision: DisputeDecision = { outcome: outcome as DisputeDecision['outcome'] };
      const amount = values['seller-amount'];
      if (typeof amount === 'string') {
        // The text is read here; what the amount may be (split only, zero or more, at most the held money) the domain decides.
        const parsed = parseMoney(amount);
        if (!parsed.ok) throw new ValidationError({ sellerAmount: [parsed.message] });
        decision.sellerAmount = parsed.minor;
      }
      if (typeof values.note === 'string') decision.note = values.note;
      return { command: 'dispute resolve', options: { id, operator: values.operator, decision } };
    }
    default:
      throw new UsageError(`unknown dispute command "${subcommand ?? ''}"`);
  }
}

const dateInWords = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `Thu, 22 Jan 2026, 12:00 UTC`. */
function when(date: Date): string {
  return `${dateInWords.format(date)} UTC`;
}

/** A span in words, rounded down: `3 days`, `1 day 5 hours`, `5 hours`, `1 minute`. */
function span(ms: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor(minutes / 60) % 24;
  if (days >= 3) return plural(days, 'day');
  if (days >= 1) return hours === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours, 'hour')}`;
  return minutes >= 120 ? plural(Math.floor(minutes / 60), 'hour') : plural(minutes, 'minute');
}

/** The deadline in words: `Thu, 22 Jan 2026, 12:00 UTC (overdue by 3 days)`. */
function deadline(entry: DisputeCase): string {
  const { respondBy, status } = entry.dispute;
  if (status !== 'OPEN') return when(respondBy);
  const left = respondBy.getTime() - entry.now.getTime();
  return `${when(respondBy)} (${left <= 0 ? `overdue by ${span(-left)}` : `due in ${span(left)}`})`;
}

function money(entry: DisputeCase, amount: bigint): string {
  return formatAmount(amount, entry.currency as Currency);
}

/** What a machine reads: the names and forms of the REST API (snake_case, amounts as decimal strings). */
function caseJson(entry: DisputeCase) {
  const { dispute } = entry;
  return {
    id: dispute.id,
    transaction_id: dispute.transactionId,
    item_id: dispute.itemId,
    status: dispute.status,
    opened_by: dispute.openedByRole,
    reason: dispute.reason,
    opened_at: dispute.openedAt.toISOString(),
    respond_by: dispute.respondBy.toISOString(),
    overdue: dispute.status === 'OPEN' && dispute.respondBy.getTime() <= entry.now.getTime(),
    closed_at: dispute.closedAt?.toISOString() ?? null,
    currency: entry.currency,
    held_amount: formatMoney(entry.heldAmount),
    resolution:
      dispute.sellerAmount !== null && dispute.buyerAmount !== null
        ? { seller_amount: formatMoney(dispute.sellerAmount), buyer_amount: formatMoney(dispute.buyerAmount) }
        : null,
    messages: dispute.messages.map((message) => ({ author: message.authorRole, body: message.body, created_at: message.createdAt.toISOString() })),
    proposals: dispute.proposals.map((proposal) => ({
      id: proposal.id,
      proposed_by: proposal.proposedByRole,
      status: proposal.status,
      seller_amount: formatMoney(proposal.sellerAmount),
      buyer_amount: formatMoney(proposal.buyerAmount),
      created_at: proposal.createdAt.toISOString(),
    })),
  };
}

function listText(cases: DisputeCase[], all: boolean, truncated: boolean): string {
  if (cases.length === 0) return all ? 'No dispute is open.\n' : 'No open dispute is past its deadline.\n';
  const count = `${cases.length}${truncated ? '+' : ''} ${cases.length === 1 && !truncated ? 'dispute' : 'disputes'}`;
  const lines = [`${count} ${all ? 'open' : 'past their deadline'}, the oldest deadline first:`, ''];
  for (const entry of cases) {
    const { dispute } = entry;
    lines.push(
      `dispute ${dispute.id}  transaction ${dispute.transactionId}, item ${dispute.itemId}  ${money(entry, entry.heldAmount)} held`,
      `  respond by ${deadline(entry)}`,
      `  opened by the ${dispute.openedByRole}: ${dispute.reason}`,
      '',
    );
  }
  if (truncated) lines.push('More wait than --limit listed.', '');
  lines.push('heldfunds dispute show ID for one case; heldfunds dispute resolve ID --outcome ... to decide it.');
  return `${lines.join('\n')}\n`;
}

function caseText(entry: DisputeCase, heading?: string): string {
  const { dispute } = entry;
  const lines = heading === undefined ? [] : [heading, ''];
  lines.push(
    `Dispute ${dispute.id}: ${dispute.status}, item ${dispute.itemId} of transaction ${dispute.transactionId}`,
    `Opened by the ${dispute.openedByRole} on ${when(dispute.openedAt)}: ${dispute.reason}`,
    `Respond by ${deadline(entry)}`,
  );
  if (dispute.status === 'OPEN') lines.push(`Held: ${money(entry, entry.heldAmount)}`);
  if (dispute.closedAt) lines.push(`Closed on ${when(dispute.closedAt)}`);
  if (dispute.sellerAmount !== null && dispute.buyerAmount !== null)
    lines.push(`Resolution: ${money(entry, dispute.sellerAmount)} to the seller, ${money(entry, dispute.buyerAmount)} back to the buyer`);
  lines.push('', dispute.messages.length === 0 ? 'No messages.' : `Messages (${dispute.messages.length}, oldest first):`);
  for (const message of dispute.messages) lines.push(`  ${when(message.createdAt)}, the ${message.authorRole}: ${message.body}`);
  lines.push('', dispute.proposals.length === 0 ? 'No settlement proposed.' : `Settlements proposed (${dispute.proposals.length}, oldest first):`);
  for (const proposal of dispute.proposals)
    lines.push(
      `  proposal ${proposal.id} by the ${proposal.proposedByRole}, ${proposal.status}: ${money(entry, proposal.sellerAmount)} to the seller, ${money(entry, proposal.buyerAmount)} back to the buyer`,
    );
  if (dispute.status === 'OPEN')
    lines.push('', `To decide: heldfunds dispute resolve ${dispute.id} --outcome refund_buyer|release_to_seller|split [--seller-amount A] --operator EMAIL`);
  return `${lines.join('\n')}\n`;
}

export async function runDisputeCommand(services: Services, line: DisputeCommandLine): Promise<Readable> {
  switch (line.command) {
    case 'dispute list': {
      const { all, limit } = line.options;
      const found = await disputesToReview(services, { includeNotDue: all, limit: limit + 1 });
      const cases = found.slice(0, limit);
      const truncated = found.length > limit;
      return new Readable(listText(cases, all, truncated), { disputes: cases.map(caseJson), truncated });
    }
    case 'dispute show': {
      const entry = await disputeCase(services, line.options.id);
      return new Readable(caseText(entry), caseJson(entry));
    }
    case 'dispute resolve': {
      const caller = await operatorCaller(services, line.options.operator);
      const entry = await resolveDisputeById(services, caller, line.options.id, line.options.decision);
      return new Readable(caseText(entry, `Resolved (${line.options.decision.outcome}) by ${caller.viewer.customer.email}.`), caseJson(entry));
    }
  }
}
