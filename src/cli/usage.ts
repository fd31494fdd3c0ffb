export const usage = `usage: heldfunds <command> [options]

commands:
  serve                                   run the HTTP server (GraphQL, REST, health) and the event workers
  worker                                  run only the event workers (outbox dispatch, webhook delivery)
  migrate                                 apply pending database migrations
  customer create --email E [--password P | --password-stdin] [--partner] [--operator]
  api-key create --email E --name N       prints the new key; it is shown only this once
  partner approve --email E [--revoke]    let a partner act for its transactions' parties (As-Customer)
  payment record --transaction ID [--amount 1032.50] [--method wire_transfer] [--reference REF] [--float]
                                          records funds that arrived for a transaction, as the service; prints the transaction
  payment show --transaction ID           what the buyer chose and declared (buyer_payment) and the payments recorded

Configuration comes from the environment (see README). Output is JSON on stdout.`;

/** A command line the CLI cannot read: answered with the usage and exit code 2. */
export class UsageError extends Error {}
