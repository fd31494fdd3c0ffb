import { builder } from '../builder.js';
import { ItemTypeEnum } from './item-type.js';
import { ExtraAttributesInput } from './extra-attributes-input.js';
import { FeeInput } from './fee-input.js';
import { ScheduleInput } from './schedule-input.js';

export const ItemInput = builder.inputType('ItemInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    type: t.field({ type: ItemTypeEnum, required: true }),
    category: t.string(),
    quantity: t.int(),
    inspectionPeriod: t.int({ description: 'Seconds; equal on every item unless milestones.' }),
    extraAttributes: t.field({ type: ExtraAttributesInput }),
    schedule: t.field({ type: [ScheduleInput], required: true }),
    fees: t.field({ type: [FeeInput], description: 'Identical on every item; absent means the buyer pays the escrow fee.' }),
  }),
});
