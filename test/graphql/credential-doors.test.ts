import { isInputObjectType, isObjectType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

// Every GraphQL door that takes a secret (issue 24, "one credential door"): the schema is read
// for every argument, and every input field under one, whose name says it carries a secret;
// each must have a row below sending wrong secrets from one address until the credential
// guard refuses it. A new door (a new argument named like a secret) fails this test until it
// is given a row, and the row fails unless its resolver checks the secret through the guard.

const secretName = /password|token|secret|passphrase|otp/i;

function inputFieldsCarryingSecrets(type: GraphQLInputType, path: string, seen = new Set<string>()): string[] {
  const named = 'ofType' in type ? inputFieldsCarryingSecrets(type.ofType as GraphQLInputType, path, seen) : null;
  if (named) return named;
  if (!isInputObjectType(type) || seen.has(type.name)) return [];
  seen.add(type.name);
  return Object.values(type.getFields()).flatMap((field) => [
    ...(secretName.test(field.name) ? [`${path}.${field.name}`] : []),
    ...inputFieldsCarryingSecrets(field.type, `${path}.${field.name}`, seen),
  ]);
}

/** `Type.field(argument)` for every argument (or input field under one) named like a secret. */
function secretArguments(): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      for (const argument of field.args) {
        if (secretName.test(argument.name)) found.push(`${type.name}.${field.name}(${argument.name})`);
        for (const nested of inputFieldsCarryingSecrets(argument.type, argument.name)) found.push(`${type.name}.${field.name}(${nested})`);
      }
    }
  }
  return found.sort();
}

let harness: Harness;
let caller: TestAccount;
beforeAll(async () => {
  harness = await createHarness({ trustProxy: true, trustProxyHops: 1, authFailuresPerMinute: 3 });
  caller = await createTestAccount(harness);
});
afterAll(() => harness.close());

const wrongToken = 'A'.repeat(43);

/** Each door, and a mutation that sends it a wrong secret. */
const doors: Record<string, { covers: string[]; wrong: (account: TestAccount) => string }> = {
  signIn: { covers: ['Mutation.signIn(password)'], wrong: (account) => `signIn(email: "${account.email}", password: "not the password") { __typename }` },
  changePassword: {
    covers: ['Mutation.changePassword(currentPassword)', 'Mutation.changePassword(newPassword)'],
    wrong: () => `changePassword(currentPassword: "not the password", newPassword: "a new long password") { __typename }`,
  },
  setPassword: {
    covers: ['Mutation.setPassword(password)', 'Mutation.setPassword(token)'],
    wrong: (account) => `setPassword(email: "${account.email}", token: "${wrongToken}", password: "a new long password") { __typename }`,
  },
  redeemWebLink: { covers: ['Mutation.redeemWebLink(token)'], wrong: () => `redeemWebLink(transactionDatabaseId: 1, token: "${wrongToken}") { __typename }` },
};

describe('GraphQL doors that take a secret', () => {
  it('are all listed here: every argument named like a secret belongs to a door with a row', () => {
    expect(secretArguments()).toEqual(
      Object.values(doors)
        .flatMap((door) => door.covers)
        .sort(),
    );
  });

  it.each(Object.keys(doors))('%s counts wrong secrets per address and refuses past the limit (rate_limited), while the API key keeps working', async (name) => {
    const address = `198.51.100.${Object.keys(doors).indexOf(name) + 10}`;
    const send = async () => {
      const response = await harness.fetch('/graphql', {
        method: 'POST',
        headers: { authorization: caller.auth, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: `mutation { ${doors[name]!.wrong(caller)} }` }),
      });
      return (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    };
    for (let i = 0; i < 3; i += 1) expect((await send()).errors).toBeUndefined();
    const refused = await send();
    expect(refused.errors?.[0]?.extensions?.code).toBe('rate_limited');
    // The valid key that carried the requests is never refused by these limits.
    expect((await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: caller.auth, 'x-forwarded-for': address } })).status).toBe(200);
  });
});
