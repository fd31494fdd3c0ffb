import { setPasswordLink } from '../auth/accounts.js';
import type { Viewer } from '../auth/authenticate.js';
import { disbursementMethodColumns } from '../disbursement-methods/record.js';
import { ForbiddenError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { assertWithinLimits, inputLimitProblems } from '../shared/limits.js';
import { composeMail, customerName, type OutgoingMail } from '../mail.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { isUniqueViolation } from '../../db/errors.js';
import { emailInUseMessage } from './create-account.js';
import { checkNewCustomer, type CustomerChanges, type NewCustomerInput } from './customer-input.js';
import { profileColumns } from './profile-input.js';
import { loadCustomerView, type CustomerView } from './read.js';
import { distinctTaxNumbers } from './tax-number-changes.js';

function checked(input: NewCustomerInput, now: Date): { report: ErrorReport; customer: CustomerChanges & { email: string } } {
  const report = new ErrorReport();
  return { report, customer: checkNewCustomer(input, now, report.at()) };
}

/** The problems createCustomer would refuse `input` for; null when there are none. */
export function newCustomerProblems(input: NewCustomerInput, now: Date): FieldErrors | null {
  const { report } = checked(input, now);
  return report.hasErrors ? report.toObject() : inputLimitProblems(input);
}

/**
 * POST /customer: opens an account for someone else (usually a partner's user) and asks them,
 * by email, to set a password. An email already in use is refused with 403 and nothing of the
 * request touches that account: once a customer exists, an integration can no longer supply
 * its information (spec 4.1 rule 2). The answer is the new Customer as its holder sees it.
 */
export async function createCustomer(services: Services, viewer: Viewer, input: NewCustomerInput): Promise<CustomerView> {
  const now = services.clock.now();
  const { report, customer: fields } = checked(input, now);
  if (report.hasErrors) throw new ValidationError(report.toObject());
  assertWithinLimits(input);
  try {
    return await writeTransaction(services, async (tx) => {
      const existing = await tx.customer.findUnique({ where: { email: fields.email }, select: { id: true } });
      if (existing) throw new ForbiddenError(emailInUseMessage);
      const customer = await tx.customer.create({
        data: {
          email: fields.email,
          createdById: viewer.customer.id,
          createdAt: now,
          ...profileColumns(fields.profile),
          taxNumbers: { create: distinctTaxNumbers(fields.taxNumbers, []).map(({ type, number }) => ({ type, number, createdAt: now })) },
          disbursementMethods: { create: fields.disbursementMethods.map((method) => ({ ...disbursementMethodColumns(method), createdAt: now })) },
        },
        select: { id: true },
      });
      await services.mailer.send(tx, [
        setPasswordMail(fields.email, await setPasswordLink(tx, services, { id: customer.id, email: fields.email }), viewer.customer),
      ]);
      return loadCustomerView(tx, customer.id, 'self', services.config.verification);
    });
  } catch (error) {
    // Two requests racing for the same email: the loser gets the same answer as a late one.
    if (isUniqueViolation(error)) throw new ForbiddenError(emailInUseMessage);
    throw error;
  }
}

/** The mail of an account a partner opened: who opened it, and the link to set its password. */
function setPasswordMail(email: string, link: string, opener: Viewer['customer']): OutgoingMail {
  const inviter = customerName(opener);
  return {
    to: email,
    kind: 'set_password',
    subject: 'Your held-funds account: set your password',
    ...composeMail({
      paragraphs: [`${inviter} opened a held-funds account for ${email}, to hold the money of your transactions with them until each side has done its part.`],
      action: { label: 'Set your password', url: link },
      footer: [`The link works once, for a week. If you do not know ${inviter}, ignore this email: nothing happens without a password.`],
    }),
  };
}
