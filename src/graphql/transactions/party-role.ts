import { PartyRole } from '../../db/generated/enums.js';
import { builder } from '../builder.js';

export const PartyRoleEnum = builder.enumType(PartyRole, { name: 'PartyRole' });
