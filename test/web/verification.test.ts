/**
 * The verification page as a browser uses it, over plain HTTP: the party's transaction page
 * links to it while verification is required; the form posts a document as multipart/form-data
 * with the session's CSRF token; a file that is not a PDF, PNG or JPEG is refused with the core's
 * message and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/domain/auth/web-sessions.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';
import { exeBytes, pdfBytes, verificationRules } from '../support/verification.js';

let harness: Harness;
let buyer: TestAccount;
let session: { cookie: string; csrf: string };

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } }, verificationRules()));
  const started = await startSession(harness.services.prisma, buyer.id, harness.services.clock.now());
  session = { cookie: `heldfunds_session=${started.token}`, csrf: started.csrfToken };
});
afterAll(() => harness.close());

function upload(fields: Record<string, string>, file: { bytes: Buffer<ArrayBuffer>; name: string; type: string } | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('document', new Blob([file.bytes], { type: file.type }), file.name);
  return harness.fetch('/verification', { method: 'POST', headers: { cookie: session.cookie }, body: form, redirect: 'manual' });
}

const personal = { kind: 'personal', first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10', document_type: 'passport' };

describe('/verification', () => {
  it('is linked from the transaction page while the party must verify, and shows the form', async () => {
    // 1000.00 is above the rule's 500.00: the buyer must verify.
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
    const page = await harness.fetch(`/transactions/${created.body.id as number}`, { headers: { cookie: session.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<a href="/verification">verify now</a>');
    const form = await harness.fetch('/verification', { headers: { cookie: session.cookie } });
    const body = await form.text();
    expect(form.status).toBe(200);
    expect(body).toContain('A transaction of yours asks you to verify before it goes on.');
    expect(body).toContain('enctype="multipart/form-data"');
    expect(body).toContain(`name="csrf" value="${session.csrf}"`);
    expect((await harness.fetch('/verification', { redirect: 'manual' })).headers.get('location')).toBe('/sign-in?next=%2Fverification');
  });

  it('refuses a form without the CSRF token, and a file that is not a document, storing nothing', async () => {
    const forged = await upload(personal, { bytes: pdfBytes, name: 'passport.pdf', type: 'application/pdf' });
    expect(forged.status).toBe(403);
    const wrong = await upload({ ...personal, csrf: session.csrf }, { bytes: exeBytes, name: 'passport.pdf', type: 'application/pdf' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('documents.0.content: must be a PDF, PNG or JPEG file (read from the file itself, not its name)');
    const none = await upload({ ...personal, csrf: session.csrf }, null);
    expect(none.status).toBe(400);
    expect(await harness.services.prisma.verification.count()).toBe(0);
    expect(await harness.services.prisma.identificationDocument.count()).toBe(0);
  });

  it('submits the document for review and shows the status', async () => {
    const posted = await upload({ ...personal, csrf: session.csrf }, { bytes: pdfBytes, name: 'passport.pdf', type: 'application/pdf' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/verification');
    const stored = await harness.services.prisma.identificationDocument.findFirstOrThrow({ where: { customerId: buyer.id } });
    expect(stored).toMatchObject({ type: 'passport', fileName: 'passport.pdf', contentType: 'application/pdf', size: pdfBytes.length, status: 'submitted' });
    const page = await (await harness.fetch(posted.headers.get('location')!, { headers: { cookie: session.cookie } })).text();
    expect(page).toContain('Thank you: your documents are waiting for review.');
    expect(page).toMatch(/Personal verification<\/h2>\s*<p>Status: <strong>waiting for review<\/strong>/);
  });
});
