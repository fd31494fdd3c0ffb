import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { send } from '../support/accounts.js';
import { Receiver } from '../support/receiver.js';
import { formsOf, WebClient } from '../support/web.js';

let harness: Harness;
let partner: TestAccount;
let receiver: Receiver;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner },
  } = await createHarnessWithAccounts({ partner: { isPartner: true } }, { webhookAllowPrivateUrls: true }));
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await receiver.stop();
  await harness.close();
});

async function buttons(client: WebClient, webhookId: number) {
  const page = await client.get('/console/webhooks');
  expect(page.status).toBe(200);
  const forms = formsOf(page.body).filter((form) => form.fields.webhook !== undefined);
  const mine = forms.filter((form) => Buffer.from(form.fields.webhook!, 'base64').toString() === `Webhook:${webhookId}`);
  return Object.fromEntries(mine.map((form) => [form.fields.intent!, form]));
}

describe('the console’s webhook buttons', () => {
  it('send a test event, rotate the secret and delete, through the GraphQL mutations; each form needs its CSRF token', async () => {
    const created = (await send(harness, partner, 'POST', '/2017-09-01/customer/me/webhook', { url: receiver.url, events: ['complete'] })).body;
    const client = new WebClient(harness);
    expect((await client.signIn(partner.email, partner.password)).status).toBe(303);
    const page = await client.get('/console/webhooks');
    expect(page.body).toContain('complete');

    const forms = await buttons(client, created.id);
    expect(Object.keys(forms).sort()).toEqual(['delete', 'rotate', 'test']);
    for (const form of Object.values(forms)) expect((await client.post(form.action, { ...form.fields, csrf: null })).status).toBe(403);
    expect(receiver.received).toHaveLength(0);

    const tested = await client.post(forms.test!.action, forms.test!.fields);
    expect(tested.status).toBe(200);
    expect(tested.body).toContain('Test event delivered: the receiver answered 200.');
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ event: 'ping', webhook_id: created.id });

    receiver.answer({ status: 500 });
    const failed = await client.post(forms.test!.action, forms.test!.fields);
    expect(failed.status).toBe(400);
    expect(failed.body).toContain('the receiver answered 500');

    const rotated = await client.post(forms.rotate!.action, forms.rotate!.fields);
    expect(rotated.status).toBe(200);
    const stored = await harness.services.prisma.webhook.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.previousSecret).toBe(created.secret);
    expect(rotated.body).toContain(`New signing secret, shown only now: ${stored.secret}`);

    const deleted = await client.post(forms.delete!.action, forms.delete!.fields);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toContain('Webhook deleted');
    expect((await harness.services.prisma.webhook.findUniqueOrThrow({ where: { id: created.id } })).deletedAt).not.toBeNull();
    expect(await buttons(client, created.id)).toEqual({});
  });
});
