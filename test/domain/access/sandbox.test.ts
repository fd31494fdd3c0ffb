import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOnlyMessage } from '../../../src/domain/access/sandbox.js';
import { NotFoundError } from '../../../src/domain/shared/errors.js';
import { sandboxFund } from '../../../src/domain/transactions/funding.js';
import { advanceClock } from '../../../src/domain/jobs/sandbox-clock.js';
import { createHarness, createTestAccount, type Harness } from '../../support/harness.js';

// The faces answer "no such path" in their own words before calling; the domain refuses on
// its own too, so no face (or CLI) can reach a sandbox helper in production.
describe('the sandbox gate in the domain', () => {
  let production: Harness;
  beforeAll(async () => {
    production = await createHarness({ environment: 'production' });
  });
  afterAll(() => production.close());

  it('refuses both helpers in production before looking at the transaction', async () => {
    const account = await createTestAccount(production, { email: 'buyer@example.com' });
    const customer = await production.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } });
    const viewer = { customer, method: 'password' as const, apiKeyId: null };
    await expect(sandboxFund(production.services, viewer, 1)).rejects.toEqual(new NotFoundError(sandboxOnlyMessage));
    await expect(advanceClock(production.services, viewer, 1, { seconds: 60 })).rejects.toEqual(new NotFoundError(sandboxOnlyMessage));
  });
});
