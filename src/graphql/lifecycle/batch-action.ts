import { batchableActions } from './action-table.js';
import { builder } from '../builder.js';

export const BatchActionEnum = builder.enumType('BatchAction', {
  description: 'An action that can be part of batchActions: the actions of spec 2.5 other than batch and modify_party.',
  values: batchableActions,
});
