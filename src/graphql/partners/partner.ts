import { requirePartner } from '../../domain/access/partners.js';
import { ForbiddenError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';

export interface PartnerShape {
  partnerId: number;
}

/** The partner facilities of the viewer (REST /partner/...); its fields are added by the files beside this one. */
export const PartnerType = builder.objectRef<PartnerShape>('Partner').implement({
  description: "A partner account's listings, statistics, saved payment information and reports (REST /partner/…).",
  fields: (t) => ({
    databaseId: t.int({ resolve: (partner) => partner.partnerId }),
  }),
});

builder.queryField('partner', (t) =>
  t.field({
    type: PartnerType,
    description: 'The partner facilities; ForbiddenError for an account that is not a partner.',
    errors: { types: [ForbiddenError] },
    resolve: (_root, _args, context) => ({ partnerId: requirePartner(context.viewer) }),
  }),
);

export { cursorId } from '../ids.js';
