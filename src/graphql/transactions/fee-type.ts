import { FeeType } from '../../db/generated/enums.js';
import { builder } from '../builder.js';

export const FeeTypeEnum = builder.enumType(FeeType, { name: 'FeeType' });
