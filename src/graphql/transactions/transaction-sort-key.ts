import { builder } from '../builder.js';

export const TransactionSortKeyEnum = builder.enumType('TransactionSortKey', {
  description: 'What a listing of transactions is ordered by; entries with the same value go by id, in the same direction.',
  values: {
    ID: { value: 'id', description: 'The transaction id (the REST sort_by=id).' },
    CREATED: { value: 'created', description: 'The creation time.' },
    AMOUNT: { value: 'amount', description: 'The transaction total.' },
  } as const,
});
