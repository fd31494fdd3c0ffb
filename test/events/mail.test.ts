import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let smtp: SMTPServer;
let smtpUrl: string;
const delivered: { to: string[]; data: string }[] = [];
let refuse = false;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await harness.close();
});

describe('outgoing mail over SMTP', () => {
  it('sends the invitation recorded for a person named in a transaction, once', async () => {
    await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('invitee@example.com'));
    const workers = harness.workers({ smtpUrl });
    await workers.drain();
    expect(delivered.map((mail) => mail.to)).toEqual([['invitee@example.com']]);
    expect(delivered[0]!.data).toMatch(/Subject: You have been invited to a held-funds transaction/);
    expect(delivered[0]!.data).toMatch(/From: heldfunds <test@heldfunds.invalid>/);
    const record = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: 'invitee@example.com' } });
    expect(record.sentAt).not.toBeNull();
    await workers.drain();
    expect(delivered).toHaveLength(1);
  });

  it('sends the HTML part and the text part together (multipart/alternative), the same link in both', async () => {
    await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('two-parts@example.com'));
    const workers = harness.workers({ smtpUrl });
    await workers.drain();
    const sent = delivered.find((mail) => mail.to.includes('two-parts@example.com'))!.data;
    expect(sent).toMatch(/Content-Type: multipart\/alternative;\s+boundary=/);
    expect(sent).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(sent).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const record = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: 'two-parts@example.com' } });
    expect(record.html).toContain('<!doctype html>');
    const unfolded = sent.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /token=([\w-]+)/.exec(record.body)![1]!;
    // The text part's link, and the HTML part's button and address: the same token three times.
    expect(unfolded.split(token).length - 1).toBeGreaterThanOrEqual(3);
  });

  it('keeps a refused message with its error and tries it again later', async () => {
    refuse = true;
    await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('bounce@example.com'));
    const workers = harness.workers({ smtpUrl });
    await workers.runOnce();
    const failed = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: 'bounce@example.com' } });
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.error).toMatch(/mailbox unavailable/);
    refuse = false;
    await workers.drain();
    expect((await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: 'bounce@example.com' } })).sentAt).toBeNull();
    harness.clock.advance(61);
    await workers.drain();
    expect((await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: 'bounce@example.com' } })).sentAt).not.toBeNull();
  });
});
