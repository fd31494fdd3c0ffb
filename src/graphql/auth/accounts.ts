import { changePassword, requestPasswordReset, setPasswordWithToken, signIn, signOut } from '../../domain/auth/accounts.js';
import type { StartedSession } from '../../domain/auth/web-sessions.js';
import { AuthenticationError, BadRequestError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from '../errors/error-interface.js';

// Accounts: signing in (a browser session), setting a password from an emailed one-time
// token, forgetting and changing it, signing out. The web pages run these in process; API
// clients (Basic auth) use changePassword and signOut, and may sign in for a session token.

builder.objectType(AuthenticationError, {
  name: 'AuthenticationError',
  description: 'The credentials are wrong, or the operation needs a signed-in caller.',
  interfaces: [ErrorInterface],
});

builder.objectType(BadRequestError, {
  name: 'BadRequestError',
  description: 'The request cannot be honoured as sent, e.g. a link token that is invalid, expired or already used.',
  interfaces: [ErrorInterface],
});

export const SessionType = builder.objectRef<StartedSession>('Session').implement({
  description: 'A browser session: send sessionToken as the heldfunds_session cookie; csrfToken goes with every form.',
  fields: (t) => ({
    sessionToken: t.exposeString('token', { description: 'Shown only here; the service keeps its hash.' }),
    csrfToken: t.exposeString('csrfToken'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SessionType,
    description: 'Signs in with email and password; answers a new session. Needs no credentials.',
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    errors: { types: [AuthenticationError] },
    resolve: (_root, args, context) => signIn(context.services, context.door, args),
  }),
);

builder.mutationField('setPassword', (t) =>
  t.field({
    type: SessionType,
    description:
      'Sets the password of the account an emailed link (invitation, new account, forgot password) was sent to; the token works once. Ends every other session and answers a new one. Needs no credentials.',
    args: { email: t.arg.string({ required: true }), token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, BadRequestError] },
    resolve: (_root, args, context) => setPasswordWithToken(context.services, context.door, args),
  }),
);

const RequestPasswordResetPayload = builder.objectRef<{ accepted: true }>('RequestPasswordResetPayload').implement({
  fields: (t) => ({ accepted: t.exposeBoolean('accepted', { description: 'Always true: whether the account exists is not told.' }) }),
});

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: RequestPasswordResetPayload,
    description: 'Mails a one-hour set-password link when an account has this email; answers the same either way. Needs no credentials.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await requestPasswordReset(context.services, context.door, args);
      return { accepted: true as const };
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.field({
    type: SessionType,
    description: "Changes the viewer's password (the current one is required); every session ends and a new one is answered.",
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    errors: { types: [ValidationError] },
    resolve: (_root, args, context) => changePassword(context.services, context.door, context.viewer, args),
  }),
);

const SignOutPayload = builder.objectRef<{ sessionsEnded: number }>('SignOutPayload').implement({
  fields: (t) => ({ sessionsEnded: t.exposeInt('sessionsEnded') }),
});

builder.mutationField('signOut', (t) =>
  t.field({
    type: SignOutPayload,
    description: 'Ends the current browser session, or with everywhere (and always for an API client) every session of the viewer.',
    args: { everywhere: t.arg.boolean({ defaultValue: false }) },
    authScopes: { authenticated: true },
    resolve: async (_root, args, context) => ({
      sessionsEnded: await signOut(context.services, context.viewer, { sessionId: context.sessionId ?? null, everywhere: args.everywhere ?? false }),
    }),
  }),
);
