/**
 * The landing page link of a card or PayPal payment (the sandbox stand-in for a gateway's
 * hosted page), and the one proof that its return address is the service's own decision.
 *
 * The buyer's (or partner's) `return_url` travels in the link, so anyone holding the link can
 * edit it: the link therefore carries `signature`, an HMAC-SHA256 over the transaction, the
 * method, the return URL and the redirect type, keyed by the `link_signing` secret the service
 * generated once in its database (ServiceSecret). The checkout page sends the buyer only to a
 * return URL whose signature holds (docs/security.md "Page protections").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../../db/database.js';
import type { Services } from '../services.js';
import { ValidationError } from '../shared/errors.js';
import type { PaymentMethodType } from '../payment-methods/catalog.js';

/** How a landing page sends the buyer back: at once, or with a link to follow. */
export type RedirectType = 'automatic' | 'manual';
export const redirectTypes: readonly RedirectType[] = ['automatic', 'manual'];

export const editedLinkMessage = 'This payment link was changed after the service issued it; ask for a new link where you started the payment';

declare const signed: unique symbol;

/**
 * A return address the service signed into a landing page link: the only off-site place a
 * page may redirect to. Branded, so no object literal passes for one: only landingPageReturn
 * makes it.
 */
export interface SignedReturn {
  readonly [signed]: true;
  readonly url: string;
  readonly redirectType: RedirectType | null;
}

interface LinkFields {
  transactionId: number;
  method: PaymentMethodType;
  returnUrl: string | null;
  redirectType: RedirectType | null;
}

const keys = new WeakMap<PrismaClient, Promise<Buffer>>();

/** The signing key, read once per database client (the migration generated it). */
async function signingKey(prisma: PrismaClient): Promise<Buffer> {
  let key = keys.get(prisma);
  if (!key) {
    key = prisma.serviceSecret.findUniqueOrThrow({ where: { name: 'link_signing' }, select: { value: true } }).then((row) => Buffer.from(row.value, 'utf8'));
    key.catch(() => keys.delete(prisma));
    keys.set(prisma, key);
  }
  return key;
}

function signatureOf(key: Buffer, fields: LinkFields): string {
  const message = JSON.stringify(['landing_page/v1', fields.transactionId, fields.method, fields.returnUrl ?? '', fields.redirectType ?? '']);
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** The landing page link, with its return address signed. */
export async function landingPageLink(services: Pick<Services, 'prisma' | 'config'>, fields: LinkFields): Promise<string> {
  const url = new URL(`${services.config.publicUrl}/sandbox/payments/${fields.transactionId}/${fields.method}`);
  if (fields.returnUrl) url.searchParams.set('return_url', fields.returnUrl);
  if (fields.redirectType) url.searchParams.set('redirect_type', fields.redirectType);
  if (fields.returnUrl || fields.redirectType) url.searchParams.set('signature', signatureOf(await signingKey(services.prisma), fields));
  return url.toString();
}

/**
 * Where the landing page at `query` sends the buyer back: the signed return address, or null
 * (no return address: the transaction's page). A link whose return address, redirect type or
 * signature was edited, added or removed is refused (ValidationError), before anything is paid.
 */
export async function landingPageReturn(
  services: Pick<Services, 'prisma'>,
  transactionId: number,
  method: PaymentMethodType,
  query: URLSearchParams,
): Promise<SignedReturn | null> {
  const returnUrl = query.get('return_url');
  const redirectType = query.get('redirect_type');
  const signature = query.get('signature');
  if (returnUrl === null && redirectType === null && signature === null) return null;
  const edited = () => new ValidationError({ return_url: [editedLinkMessage] });
  if (signature === null || signature.length > 64 || (returnUrl?.length ?? 0) > 4096) throw edited();
  if (redirectType !== null && !(redirectTypes as readonly string[]).includes(redirectType)) throw edited();
  const fields: LinkFields = { transactionId, method, returnUrl: returnUrl || null, redirectType: redirectType as RedirectType | null };
  const expected = Buffer.from(signatureOf(await signingKey(services.prisma), fields));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw edited();
  return fields.returnUrl ? ({ url: fields.returnUrl, redirectType: fields.redirectType } as SignedReturn) : null;
}
