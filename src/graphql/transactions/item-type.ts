import { ItemType } from '../../db/generated/enums.js';
import { builder } from '../builder.js';

export const ItemTypeEnum = builder.enumType(ItemType, { name: 'ItemType' });
