import type { Services } from '../services.js';
import { canonicalEmail, emailProblem } from '../shared/email.js';

/** The accounts stored before emails were canonical that an operator must look at. */
export interface EmailCheck {
  ok: boolean;
  /** One address spelled by several accounts (NFD and NFC, case): only one of them can sign in by that address now. */
  collisions: { canonical: string; customers: { id: number; email: string }[] }[];
  /** Stored emails that are not in canonical form (each alone: sign-in and lookups canonicalise and miss them). */
  notCanonical: { id: number; email: string; canonical: string }[];
  /** Stored emails refused today (invisible or bidirectional characters): possible look-alikes of another account. */
  refused: { id: number; email: string; problem: string }[];
}

const pageSize = 5000;

/**
 * Reads every customer's email, a page at a time, and reports what canonicalEmail and
 * emailProblem (the rules every entry applies) say of the stored ones. Changes nothing.
 */
export async function checkStoredEmails(services: Services): Promise<EmailCheck> {
  const byCanonical = new Map<string, { id: number; email: string }[]>();
  const notCanonical: EmailCheck['notCanonical'] = [];
  const refused: EmailCheck['refused'] = [];
  for (let after = 0; ;) {
    const rows = await services.prisma.customer.findMany({
      where: { id: { gt: after } },
      select: { id: true, email: true },
      orderBy: { id: 'asc' },
      take: pageSize,
    });
    for (const row of rows) {
      const canonical = canonicalEmail(row.email);
      byCanonical.set(canonical, [...(byCanonical.get(canonical) ?? []), row]);
      if (canonical !== row.email) notCanonical.push({ ...row, canonical });
      const problem = emailProblem(row.email);
      if (problem !== null) refused.push({ ...row, problem });
    }
    if (rows.length < pageSize) break;
    after = rows.at(-1)!.id;
  }
  const collisions = [...byCanonical].filter(([, customers]) => customers.length > 1).map(([canonical, customers]) => ({ canonical, customers }));
  return { ok: collisions.length === 0 && notCanonical.length === 0 && refused.length === 0, collisions, notCanonical, refused };
}
