import { GraphQLError, Kind } from 'graphql';
import { MAX_AMOUNT_TEXT_LENGTH } from '../../domain/shared/limits.js';
import { formatMoney, parseMoney } from '../../domain/shared/money.js';
import { builder } from '../builder.js';

/** An amount sent by a client, in minor units as the domain counts money. */
function readMoney(value: unknown): bigint {
  const parsed = parseMoney(value);
  if (!parsed.ok) throw new GraphQLError(`Money ${parsed.message}`);
  return parsed.minor;
}

/**
 * An amount of money as a decimal string with two fractional digits ("1000.00"), exact:
 * never a float. Inputs may be strings or numbers with at most two decimals; resolvers get
 * them as bigint minor units.
 */
builder.scalarType('Money', {
  description: 'An exact amount as a decimal string with two fractional digits, e.g. "1000.00".',
  serialize: (value) => formatMoney(value),
  parseValue: readMoney,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      // A numeral too long to be an amount is refused by its length, before Number() reads it.
      const long = ast.value.length > MAX_AMOUNT_TEXT_LENGTH;
      return readMoney(ast.kind === Kind.STRING || long ? ast.value : Number(ast.value));
    }
    throw new GraphQLError('Money must be a string or a number');
  },
});
