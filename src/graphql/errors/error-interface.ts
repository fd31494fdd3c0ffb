import { builder } from '../builder.js';

/**
 * Every typed error result implements Error, so a client can select `message` and `code`
 * on any failure and switch on __typename for the details.
 */
export const ErrorInterface = builder.interfaceRef<Error & { code: string }>('Error').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code', { description: 'Stable machine-readable code, e.g. forbidden, not_found.' }),
  }),
});
