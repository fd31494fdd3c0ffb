import type { Database } from '../db/database.js';
import type { Services } from '../domain/services.js';
import { checkStoredEmails } from '../domain/customers/email-check.js';
import { setAccountLock } from '../domain/customers/lock.js';
import { setPassword } from '../domain/customers/set-password.js';
import { serializeCustomer } from '../rest/serializers/customer.js';
import type { OneShotCommandLine } from './command-line.js';
import { apiKeyCreate, customerCreate, ledgerAudit, ledgerBalance, migrated, partnerApprove, paymentRecord, paymentShow } from './commands.js';
import { runDemo } from './demo.js';
import { runReadCommand } from './read-commands.js';
import { runOperatorCommand } from './operator-commands.js';
import { runDisputeCommand } from './dispute-commands.js';
import { runVerificationCommand } from './verification-commands.js';

/**
 * Runs a one-shot command with open services: in the CLI's own process on a database it opened,
 * or in the running server's process for a CLI beside it (src/cli/control.ts). `serverUrl`: where
 * that server listens, when it differs from PUBLIC_URL (a port the system chose).
 */
export async function executeCommand(services: Services, db: Database, line: OneShotCommandLine, serverUrl?: string): Promise<unknown> {
  switch (line.command) {
    case 'migrate':
      return migrated(db);
    case 'customer create':
      return customerCreate(services, line.options);
    case 'customer set-password':
      return serializeCustomer(await setPassword(services, line.options.email, line.options.password ?? ''));
    case 'customer email-check': {
      const check = await checkStoredEmails(services);
      return { ok: check.ok, collisions: check.collisions, not_canonical: check.notCanonical, refused: check.refused };
    }
    case 'customer lock':
    case 'customer unlock': {
      const locked = line.command === 'customer lock';
      const customer = await setAccountLock(services, line.options.customer, { locked, reason: line.options.reason, actor: 'cli' });
      return {
        id: customer.id,
        email: customer.email,
        locked: customer.lockedAt !== null,
        locked_at: customer.lockedAt?.toISOString() ?? null,
        reason: customer.lockedReason,
      };
    }
    case 'api-key create':
      return apiKeyCreate(services, line.options);
    case 'partner approve':
      return partnerApprove(services, line.options);
    case 'payment record':
      return paymentRecord(services, line.options);
    case 'payment show':
      return paymentShow(services, line.options.transactionId);
    case 'ledger audit':
      return ledgerAudit(services, line.options);
    case 'ledger balance':
      return ledgerBalance(services);
    case 'verification list':
    case 'verification show':
    case 'verification approve':
    case 'verification reject':
      return runVerificationCommand(services, line);
    case 'operator queue':
    case 'operator release':
      return runOperatorCommand(services, line);
    case 'dispute list':
    case 'dispute show':
    case 'dispute resolve':
      return runDisputeCommand(services, line);
    case 'demo':
      return runDemo(services, { url: line.options.url ?? serverUrl });
    default:
      return runReadCommand(services, line);
  }
}

/** 0, or 1 for an audit or an email check that found something, so scripts and cron jobs notice. */
export function commandExitCode(line: OneShotCommandLine, output: unknown): number {
  return (line.command === 'ledger audit' || line.command === 'customer email-check') && (output as { ok: boolean }).ok === false ? 1 : 0;
}
