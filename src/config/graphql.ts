import { fields, flag, integer, type Values } from './read.js';
import type { Environment } from './service.js';

/** The cost limits of one GraphQL operation (graphql-armor): config.graphqlLimits, the GRAPHQL_ prefix dropped. */
const graphqlLimitsSettings = {
  GRAPHQL_MAX_DEPTH: integer(1, 1000).default(12),
  GRAPHQL_MAX_ALIASES: integer(0, 10_000).default(15),
  GRAPHQL_MAX_TOKENS: integer(100, 1_000_000).default(5000),
  GRAPHQL_MAX_DIRECTIVES: integer(0, 10_000).default(20),
  GRAPHQL_MAX_COST: integer(1, 10_000_000).default(5000),
};

/** The GraphQL endpoint: introspection, and the cost limits of one operation. */
export const graphqlSettings = {
  /** Answer GraphQL introspection; unset: on in sandbox, off in production. */
  GRAPHQL_INTROSPECTION: flag().optional(),
  ...graphqlLimitsSettings,
};

export function graphqlConfig(values: Values<typeof graphqlSettings> & { ENVIRONMENT: Environment }) {
  return {
    graphqlIntrospection: values.GRAPHQL_INTROSPECTION ?? values.ENVIRONMENT !== 'production',
    graphqlLimits: fields(graphqlLimitsSettings, values, 'GRAPHQL_'),
  };
}

export type GraphQLLimits = ReturnType<typeof graphqlConfig>['graphqlLimits'];
