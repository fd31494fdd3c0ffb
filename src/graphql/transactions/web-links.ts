import { availableActions, type AvailableAction } from '../../domain/transactions/available-actions.js';
import { createWebLink, redeemWebLink, webLinkActions, type RedeemedWebLink, type WebLink } from '../../domain/transactions/web-links.js';
import { BadRequestError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { TransactionNode } from './transaction.js';
import { SessionType } from '../auth/accounts.js';
import { asCustomerArg } from '../lifecycle/transaction-mutation.js';

// Web links (the REST GET /transaction/{id}[/item/{item_id}]/web_link/{action}) and what the
// lifecycle allows a party now, which the party's transaction page offers.

const WebLinkType = builder.objectRef<WebLink>('WebLink').implement({
  description: 'A URL where the party performs the action in the browser; its token works once, until expiresAt.',
  fields: (t) => ({
    action: t.exposeString('action'),
    url: t.exposeString('url'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('createWebLink', (t) =>
  t.field({
    type: WebLinkType,
    description: `A web link for the viewer's party, or (approved partners) the party asCustomer names. action: ${webLinkActions.join(', ')}.`,
    args: {
      transactionId: t.arg.globalID({ required: true, for: [TransactionNode] }),
      itemId: t.arg.int({ description: 'An item (its databaseId) of the transaction: the link acts on that item.' }),
      action: t.arg.string({ required: true }),
      asCustomer: asCustomerArg(t.arg),
    },
    authScopes: { authenticated: true },
    errors: { types: [ForbiddenError, NotFoundError, ValidationError] },
    resolve: (_root, args, context) =>
      createWebLink(
        context.services,
        { kind: 'customer', viewer: context.viewer, asCustomerEmail: args.asCustomer ?? null },
        Number(args.transactionId.id),
        args.itemId ?? null,
        args.action,
      ),
  }),
);

const RedeemedWebLinkType = builder.objectRef<RedeemedWebLink>('RedeemedWebLink').implement({
  fields: (t) => ({
    session: t.field({ type: SessionType, resolve: (redeemed) => redeemed.session }),
    transactionDatabaseId: t.exposeInt('transactionId'),
    itemId: t.exposeInt('itemId', { nullable: true }),
    action: t.exposeString('action'),
  }),
});

builder.mutationField('redeemWebLink', (t) =>
  t.field({
    type: RedeemedWebLinkType,
    description: "Spends a web link's token and answers a session of its party (the web pages call this). Needs no credentials.",
    args: { transactionDatabaseId: t.arg.int({ required: true }), token: t.arg.string({ required: true }) },
    errors: { types: [BadRequestError] },
    resolve: (_root, args, context) => redeemWebLink(context.services, context.door, args.transactionDatabaseId, args.token),
  }),
);

const AvailableActionType = builder.objectRef<AvailableAction>('AvailableAction').implement({
  description: 'An action the lifecycle allows the viewer (or asCustomer) on this transaction now.',
  fields: (t) => ({
    action: t.exposeString('action', {
      description:
        'agree, pay, ship, receive, accept, reject, ship_return, receive_return, accept_return, reject_return, open_dispute, select_disbursement_method, cancel',
    }),
    itemId: t.exposeInt('itemId', { nullable: true }),
    paymentMethods: t.stringList({ resolve: (available) => available.paymentMethods ?? [] }),
  }),
});

builder.objectField(TransactionNode, 'availableActions', (t) =>
  t.field({
    type: [AvailableActionType],
    description: 'What the viewer (or the party asCustomer names) may do now, as the lifecycle decides it; nothing is changed by asking.',
    args: { asCustomer: asCustomerArg(t.arg) },
    resolve: (view, args, context) =>
      availableActions(context.services, { kind: 'customer', viewer: context.viewer, asCustomerEmail: args.asCustomer ?? null }, view.id),
  }),
);
