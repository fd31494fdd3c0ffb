import type { CredentialDoor } from '../auth/credential-guard.js';
import { createOneTimeToken, InvalidTokenError, spendOneTimeToken, tokenLifetimeSeconds } from '../auth/one-time-tokens.js';
import { startSession, type StartedSession } from '../auth/web-sessions.js';
import { resolveActor } from '../lifecycle/actor.js';
import { itemActionTypes } from '../lifecycle/commands.js';
import { toDomainError } from '../lifecycle/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import { resolveCaller, type CustomerCaller } from './caller.js';
import { transactionStore } from './store/index.js';
import { toSnapshot } from './snapshot.js';

/**
 * Web links (GET /transaction/{id}[/item/{item_id}]/web_link/{action}): a URL where a party
 * performs an action in the browser. Each carries a one-time token bound to the party's
 * customer, the transaction, the item and the action; it works once and for a day, and opens
 * the party's transaction page signed in as that party, at that action. The session it opens
 * is scoped: an hour long, and the web pages let it reach that transaction only (its page,
 * actions and checkout), not the account's other pages.
 */
export const webLinkActions = [
  'view',
  'agree',
  'pay',
  'ship',
  'receive',
  'accept',
  'reject',
  'ship_return',
  'receive_return',
  'accept_return',
  'reject_return',
  'cancel',
  'select_disbursement_method',
] as const;
export type WebLinkAction = (typeof webLinkActions)[number];

/** Actions that make sense for one item (a milestone); the others concern the whole transaction. */
export const itemWebLinkActions: readonly WebLinkAction[] = [
  'view',
  ...itemActionTypes.filter((type): type is WebLinkAction & typeof type => (webLinkActions as readonly string[]).includes(type)),
];

export interface WebLink {
  action: WebLinkAction;
  url: string;
  expiresAt: Date;
}

function isWebLinkAction(value: string): value is WebLinkAction {
  return (webLinkActions as readonly string[]).includes(value);
}

/** The page a web link opens; the token in it signs the party in once. */
function webLinkUrl(publicUrl: string, transactionId: number, token: string): string {
  return `${publicUrl}/transactions/${transactionId}/link?token=${token}`;
}

/**
 * Mints a web link for the caller's party, or (As-Customer, approved partners only) for the
 * party it names. Refused, with nothing stored: an unknown action, an item of another
 * transaction, a caller who is no party, an As-Customer the core would refuse.
 */
export async function createWebLink(services: Services, caller: CustomerCaller, transactionId: number, itemId: number | null, action: string): Promise<WebLink> {
  const allowed = itemId === null ? webLinkActions : itemWebLinkActions;
  if (!(allowed as readonly string[]).includes(action)) {
    throw new ValidationError({ action: [`must be one of ${allowed.join(', ')}${itemId === null ? '' : ' for an item'}`] });
  }
  const record = await transactionStore.load(services.db, transactionId);
  if (!record) throw new NotFoundError('Transaction not found');
  const actor = await resolveCaller(services.prisma, caller, record);
  if (itemId !== null && !record.items.some((item) => item.id === itemId)) throw new NotFoundError('Item not found');
  const resolved = resolveActor(toSnapshot(record, 0n), actor);
  if ('ok' in resolved) throw toDomainError(resolved.error);
  const customerId = resolved.onBehalfOf ?? resolved.customerId!;
  const { token, expiresAt } = await createOneTimeToken(services.prisma, {
    customerId,
    purpose: 'web_link',
    lifetimeSeconds: tokenLifetimeSeconds.webLink,
    now: services.clock.now(),
    transactionId,
    itemId,
    action,
  });
  return { action: action as WebLinkAction, url: webLinkUrl(services.config.publicUrl, transactionId, token), expiresAt };
}

export interface RedeemedWebLink {
  session: StartedSession;
  customerId: number;
  transactionId: number;
  itemId: number | null;
  action: WebLinkAction;
}

/** Spends a web link's token (it must be for this transaction) and signs its party in. */
export async function redeemWebLink(services: Services, door: CredentialDoor, transactionId: number, token: string): Promise<RedeemedWebLink> {
  // A web link's token is a secret like a reset link's: a refused one counts against the address (credential-guard.ts).
  return door.oneTimeToken(
    () => {
      const now = services.clock.now();
      return writeTransaction(services, async (tx) => {
        const spent = await spendOneTimeToken(tx, token, 'web_link', now, (found) => found.transactionId === transactionId);
        const session = await startSession(tx, spent.customerId, now, { transactionId });
        const action = spent.action !== null && isWebLinkAction(spent.action) ? spent.action : 'view';
        return { session, customerId: spent.customerId, transactionId, itemId: spent.itemId, action };
      });
    },
    (error) => error instanceof InvalidTokenError,
  );
}
