import { filter, map, pipe } from '@graphql-yoga/subscription';
import { requirePartner } from '../../domain/access/partners.js';
import { reportReadyEvent } from '../../domain/partners/reports/events.js';
import { reportOfEvent } from '../../domain/partners/reports/read.js';
import type { PublishedEvent } from '../../domain/services.js';
import { builder } from '../builder.js';
import { liveEvents } from '../live.js';
import { PartnerReportType } from './reports.js';

builder.subscriptionField('partnerReportReady', (t) =>
  t.field({
    type: PartnerReportType,
    description: "Each of the viewer's reports as it is completed (the report_ready event).",
    authScopes: { partner: true },
    subscribe: (_root, _args, context) => {
      const partnerId = requirePartner(context.viewer);
      return pipe(
        liveEvents(context, { partnerId }),
        filter((event: PublishedEvent) => event.name === reportReadyEvent && event.partnerId === partnerId),
        map((event: PublishedEvent) => event.eventId),
      );
    },
    // The bus carries the event, not its payload: the report is read when it is delivered.
    resolve: async (eventId, _args, context) => {
      const report = await reportOfEvent(context.services, requirePartner(context.viewer), eventId);
      if (!report) throw new Error('The report of this event is gone');
      return report;
    },
  }),
);
