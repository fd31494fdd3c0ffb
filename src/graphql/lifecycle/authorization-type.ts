import { authorizationTypes } from '../../domain/lifecycle/commands.js';
import { builder } from '../builder.js';

export const AuthorizationTypeEnum = builder.enumType('AuthorizationType', {
  description: 'How a domain name is handed over; required when shipping or returning one.',
  values: authorizationTypes,
});
