import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { DateTimeResolver } from 'graphql-scalars';
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { unsupportedDateProblem } from '../domain/shared/dates.js';
import type PrismaTypes from '../db/generated/pothos-types.js';
import { getDatamodel } from '../db/generated/pothos-types.js';
import type { GraphQLContext } from './context.js';
import { mayActForCustomer } from '../domain/access/customers.js';
import { decodeGlobalID } from './ids.js';

export interface AuthScopes {
  /** Any authenticated caller. */
  authenticated: boolean;
  /** A partner account (listings, acting for customers when approved). */
  partner: boolean;
  /** A service operator (records funds, resolves disputes, approves partners). */
  operator: boolean;
  /** The caller is the customer with this id. */
  self: number;
  /** The caller is a partner approved to act for this customer, a party of one of its transactions. */
  actingPartnerFor: number;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** Minor units both ways; the wire form is the decimal string. */
    Money: { Input: bigint; Output: bigint };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
    ID: { Input: string; Output: string | number };
  };
}>({
  // Errors before prisma so typed error results wrap prisma fields; relay before scope-auth so
  // auth scope functions receive parsed global ids.
  plugins: [ErrorsPlugin, RelayPlugin, ScopeAuthPlugin, PrismaPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      authenticated: true,
      partner: () => context.viewer.customer.isPartner,
      operator: () => context.viewer.customer.isOperator,
      self: (customerId) => context.viewer.customer.id === customerId,
      actingPartnerFor: (customerId) => mayActForCustomer(context.services.prisma, context.viewer, customerId),
    }),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID,
  },
  errors: {
    // A mutation answers `union <Field>Result = <Payload> | <Error types>`, so a client
    // switches on __typename; the payload is the success member itself.
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
  prisma: {
    client: (context) => context.services.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

/** A client's date past the supported range is refused as the REST face refuses it (src/domain/shared/dates.ts). */
function supportedDate(value: Date): Date {
  const problem = unsupportedDateProblem(value);
  if (problem) throw new GraphQLError(`DateTime ${problem}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return value;
}
builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date, Date | string>({
    ...DateTimeResolver.toConfig(),
    parseValue: (value) => supportedDate(DateTimeResolver.parseValue(value)),
    parseLiteral: (ast, variables) => supportedDate(DateTimeResolver.parseLiteral(ast, variables)),
  }),
);
builder.queryType({});
builder.mutationType({});
