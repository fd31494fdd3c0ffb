import { GraphQLError, Kind } from 'graphql';
import { formatMoney, parseMoney } from '../../domain/shared/money.js';
import { builder } from '../builder.js';

function readMoney(value: unknown): string {
  const parsed = parseMoney(value);
  if (!parsed.ok) throw new GraphQLError(`Money ${parsed.message}`);
  return formatMoney(parsed.minor);
}

/**
 * An amount of money as a decimal string with two fractional digits ("1000.00"), exact:
 * never a float. Inputs may be strings or numbers with at most two decimals.
 */
builder.scalarType('Money', {
  description: 'An exact amount as a decimal string with two fractional digits, e.g. "1000.00".',
  serialize: (value) => formatMoney(value),
  parseValue: readMoney,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      return readMoney(ast.kind === Kind.STRING ? ast.value : Number(ast.value));
    }
    throw new GraphQLError('Money must be a string or a number');
  },
});
