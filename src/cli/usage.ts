import { closestMatch } from './suggest.js';

/** The first word of every command line, in the order the usage lists them. */
export const commandNames = [
  'serve',
  'worker',
  'migrate',
  'demo',
  'listen',
  'customer',
  'api-key',
  'partner',
  'payment',
  'verification',
  'ledger',
  'operator',
  'dispute',
  'transaction',
  'event',
  'delivery',
  'mail',
  'help',
] as const;

export const usage = `usage: heldfunds <command> [options]

commands:
  serve [--workers N]                     run the HTTP server (GraphQL, REST, health) and the event workers;
                                          --workers N: N server processes on one port (PostgreSQL only)
  worker                                  run only the event workers (outbox dispatch, webhook delivery)
  migrate                                 apply pending database migrations
  demo [--url URL]                        sandbox only: a partner, a buyer and a seller with API keys, and one transaction
                                          walked from creation to payout, printed as curl commands to repeat it
  listen --url URL --email E --key K --forward-to URL [--events a,b] [--secret whsec_...]
                                          forward a partner's events, live, to a local URL as signed webhooks (a webhook
                                          handler on a laptop): prints the signing secret, then one line per event with the
                                          receiver's status; reconnects and resumes without gap; Ctrl-C stops
  customer create --email E [--password P | --password-stdin] [--partner] [--operator]
  customer set-password --email E (--password P | --password-stdin)
  customer email-check                    accounts whose stored email two spellings share, is not canonical (NFC,
                                          lower case) or carries invisible characters; exit code 1 when any is found

  customer lock <id|email> [--reason R]   stop a compromised account at once: its keys, password and sessions are refused
                                          everywhere and its open WebSockets and event streams end (audit trail kept)
  customer unlock <id|email>              let it sign in again (its keys work again; its web sessions stay ended)
  api-key create --email E --name N       prints the new key; it is shown only this once
  partner approve --email E [--revoke]    let a partner act for its transactions' parties (As-Customer)
  payment record --transaction ID [--amount 1032.50] [--method wire_transfer] [--reference REF] [--float]
                                          records funds that arrived for a transaction, as the service; prints the transaction
  payment show --transaction ID           what the buyer chose and declared (buyer_payment) and the payments recorded
  verification list [--status pending|verified|rejected|all] [--customer EMAIL] [--limit 20] [--before ID]
                                          verification (KYC) submissions to review, newest first (pending by default)
  verification show --id ID [--content]   one submission; --content adds each file in base64
  verification approve --id ID            the customer's verification of that kind is verified (party_verification_approved)
  verification reject --id ID --reason R  rejected with the reason the customer sees (party_verification_rejected)
  ledger audit [--page-size 2000] [--max-violations 1000]
                                          checks the ledger's invariants in pages; prints a summary and every
                                          violation with its postings; exit code 1 when any is found
  ledger balance                          the trial balance per currency and account kind
  operator queue [--limit 1000]           held money waiting for an operator: disputes, floats without a clearing
                                          job, and money the audit finds stranded (no way out)
  operator release --transaction ID --operator EMAIL --reason R
                                          releases a transaction's stranded money as the settlement rules say,
                                          recorded on its timeline under that operator; refused when nothing is stranded
  dispute list [--all] [--limit 100]      open disputes past their respond-by deadline, the oldest deadline first
                                          (--all: every open one); deadlines in words (UTC), amounts in their currency
  dispute show ID                         one dispute: its deadline, held money, messages and settlement proposals
  dispute resolve ID --outcome refund_buyer|release_to_seller|split [--seller-amount 300.00] [--note N] --operator EMAIL
                                          decides an open dispute as resolveDispute does (split: the seller is paid
                                          --seller-amount, the buyer refunded the rest), on the timeline under that operator

read commands (lists are newest first: --limit N (at most 100, default 20), --before ID for the next page):
  transaction list [--customer EMAIL]     transaction show --id ID
  customer list                           customer show (--id ID | --email E)
  event list [--transaction ID] [--pending]   event show --id EVENT_ID     (the outbox; --pending: not yet dispatched)
  delivery list [--status pending|succeeded|failed|cancelled]   delivery show --id ID   (webhook deliveries)
  mail list [--to EMAIL]                  mail show --id ID       (recorded mail, with the links it carries)

Configuration comes from the environment (see README). Output is JSON on stdout (the dispute commands print
text for people, JSON with --json); errors are one line on stderr
(exit code 1, or 2 for usage errors; with --json, the error as JSON). On embedded PGlite, a command given while the server runs is run by the server.`;

/** What `heldfunds` alone prints (on stderr, exit code 2): the commands, and where the rest is. */
export const shortUsage = `usage: heldfunds <command> [options]
commands: ${commandNames.join(', ')}
heldfunds help lists every command with its options.`;

/** The lines of the usage that describe `command` (e.g. "customer create"), with their continuation lines. */
export function usageOf(command: string): string | undefined {
  const lines = usage.split('\n');
  const shown: string[] = [];
  lines.forEach((line, index) => {
    // A command starts the line or a column of it (columns are two spaces or more apart).
    const names = line
      .trim()
      .split(/\s{2,}/)
      .some((column) => column === command || column.startsWith(`${command} `));
    if (!line.startsWith('  ') || line.startsWith('   ') || !names) return;
    shown.push(`${shown.length === 0 ? 'usage:' : '      '} heldfunds ${line.trim()}`);
    for (let next = index + 1; lines[next]?.startsWith('     '); next++) shown.push(lines[next]!);
  });
  return shown.length === 0 ? undefined : shown.join('\n');
}

/**
 * A command line the CLI cannot read: answered with exit code 2, the message and the usage of
 * `command` (the command it was reading, when it got that far).
 */
export class UsageError extends Error {
  command: string | undefined;
}

/** A command, subcommand or option the CLI does not know: one line naming the closest it knows. */
export class UnknownWordError extends UsageError {
  constructor(what: string, word: string, known: readonly string[]) {
    const closest = closestMatch(word, known);
    super(`unknown ${what} "${word}"${closest === undefined ? '' : ` (did you mean "${closest}"?)`}`);
  }
}
