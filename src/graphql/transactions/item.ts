import type { ItemStatusView, ItemView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import { ItemTypeEnum } from './item-type.js';
import { FeeType } from './fee.js';
import { ScheduleType } from './schedule.js';

const ItemStatusType = builder.objectRef<ItemStatusView>('ItemStatus').implement({
  fields: (t) => ({
    accepted: t.exposeBoolean('accepted'),
    acceptedReturned: t.exposeBoolean('acceptedReturned'),
    canceled: t.exposeBoolean('canceled'),
    inDispute: t.exposeBoolean('inDispute'),
    received: t.exposeBoolean('received'),
    receivedReturned: t.exposeBoolean('receivedReturned'),
    rejected: t.exposeBoolean('rejected'),
    rejectedReturned: t.exposeBoolean('rejectedReturned'),
    shipped: t.exposeBoolean('shipped'),
    shippedReturned: t.exposeBoolean('shippedReturned'),
  }),
});

export const ItemType = builder.objectRef<ItemView>('Item').implement({
  description: 'A line of a transaction: goods or a service, or a fee item (broker, partner, shipping).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    type: t.expose('type', { type: ItemTypeEnum }),
    category: t.exposeString('category', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    inspectionPeriod: t.exposeInt('inspectionPeriod', { description: 'Seconds.' }),
    inspectionEndsAt: t.expose('inspectionEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the inspection period ends: set when the buyer receives the item; then the item is accepted unless the buyer decides first.',
    }),
    extraAttributes: t.expose('extraAttributes', { type: 'JSONObject', description: 'As on the REST API (snake_case keys).' }),
    fees: t.expose('fees', { type: [FeeType] }),
    schedule: t.expose('schedule', { type: [ScheduleType] }),
    status: t.expose('status', { type: ItemStatusType }),
  }),
});
