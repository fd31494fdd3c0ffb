import { maxOpenDisputesListed, partnerOpenDisputes } from '../../domain/partners/disputes.js';
import { builder } from '../builder.js';
import { DisputeNode } from '../transactions/dispute.js';
import { PartnerType } from './partner.js';

builder.objectField(PartnerType, 'openDisputes', (t) =>
  t.field({
    type: [DisputeNode],
    description: `The disputes still OPEN on the partner's transactions, the one due first (respondBy) first; at most ${maxOpenDisputesListed}.`,
    resolve: (_partner, _args, context) => partnerOpenDisputes(context.services, context.viewer),
  }),
);
