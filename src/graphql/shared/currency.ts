import { Currency } from '../../db/generated/enums.js';
import { builder } from '../builder.js';

export const CurrencyEnum = builder.enumType(Currency, { name: 'Currency' });
