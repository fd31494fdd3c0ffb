import { createHash, randomBytes } from 'node:crypto';
import type { Prisma } from '../../db/generated/client.js';
import { BadRequestError } from '../shared/errors.js';
import { AccountLockedError } from './live-credential.js';

/** What a one-time token lets its holder do once: set a password, or act on a transaction (a web link). */
export type OneTimePurpose = 'set_password' | 'web_link';

type Store = Pick<Prisma.TransactionClient, 'oneTimeToken'>;

/** How long each kind of link works. */
export const tokenLifetimeSeconds = {
  /** Invitations and new accounts: a week to notice the email. */
  invitation: 7 * 24 * 3600,
  /** Forgot password: an hour. */
  passwordReset: 3600,
  /** A web link handed to an integration, which shows it to its user right away. */
  webLink: 24 * 3600,
} as const;

/** 32 random bytes, base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewOneTimeToken {
  customerId: number;
  purpose: OneTimePurpose;
  lifetimeSeconds: number;
  now: Date;
  transactionId?: number;
  itemId?: number | null;
  action?: string;
}

/** Mints a token: the caller gets it in clear (to put in a link), the database keeps its hash. */
export async function createOneTimeToken(store: Store, input: NewOneTimeToken): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.lifetimeSeconds * 1000);
  await store.oneTimeToken.create({
    data: {
      tokenHash: hashToken(token),
      customerId: input.customerId,
      purpose: input.purpose,
      transactionId: input.transactionId ?? null,
      itemId: input.itemId ?? null,
      action: input.action ?? null,
      createdAt: input.now,
      expiresAt,
    },
  });
  return { token, expiresAt };
}

export class InvalidTokenError extends BadRequestError {
  constructor(message = 'This link is invalid, expired or already used; ask for a new one') {
    super(message);
  }
}

export interface SpentToken {
  customerId: number;
  transactionId: number | null;
  itemId: number | null;
  action: string | null;
}

/** What spending the token would find, without spending it: InvalidTokenError when it would be refused. */
export async function checkOneTimeToken(
  store: Store,
  token: string,
  purpose: OneTimePurpose,
  now: Date,
  matches: (token: SpentToken) => boolean | Promise<boolean>,
): Promise<SpentToken> {
  if (!tokenPattern.test(token)) throw new InvalidTokenError();
  const found = await store.oneTimeToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { customer: { select: { lockedAt: true } } } });
  if (!found || found.purpose !== purpose || found.usedAt !== null || found.expiresAt <= now) throw new InvalidTokenError();
  // A link is a credential too: none works for a locked account (docs/security.md, "Revocation").
  if (found.customer.lockedAt !== null) throw new AccountLockedError();
  const spent: SpentToken = { customerId: found.customerId, transactionId: found.transactionId, itemId: found.itemId, action: found.action };
  if (!(await matches(spent))) throw new InvalidTokenError();
  return spent;
}

/**
 * Spends a token: it must exist, have this purpose, be unexpired and unused, and pass
 * `matches` (bound to an email, a transaction, an action); then it is marked used in the same
 * statement, so two requests racing with one token cannot both succeed. Every refusal answers
 * the same message: a guesser learns nothing about which tokens exist.
 */
export async function spendOneTimeToken(
  store: Store,
  token: string,
  purpose: OneTimePurpose,
  now: Date,
  matches: (token: SpentToken) => boolean | Promise<boolean>,
): Promise<SpentToken> {
  const spent = await checkOneTimeToken(store, token, purpose, now, matches);
  const tokenHash = hashToken(token);
  const marked = await store.oneTimeToken.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (marked.count !== 1) throw new InvalidTokenError();
  return spent;
}

/** Ends every unused link of a customer (set-password and web links): its account was locked. */
export async function voidOneTimeTokens(store: Store, customerId: number, now: Date): Promise<void> {
  await store.oneTimeToken.updateMany({ where: { customerId, usedAt: null }, data: { usedAt: now } });
}

/**
 * Ends every unused set-password link of a customer (marked used now): a newer link, or a
 * password change by any way, leaves only what came after it working.
 */
export async function voidSetPasswordLinks(store: Store, customerId: number, now: Date): Promise<void> {
  await store.oneTimeToken.updateMany({ where: { customerId, purpose: 'set_password', usedAt: null }, data: { usedAt: now } });
}
