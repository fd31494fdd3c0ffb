import { randomBytes } from 'node:crypto';
import { createApiKey } from '../domain/api-keys.js';
import { createAccount } from '../domain/customers/create-account.js';
import type { Services } from '../domain/services.js';
import { InvalidStateError } from '../domain/shared/errors.js';
import { createApp } from '../http/app.js';
import type { DemoOptions } from './command-line.js';
import { PlainText } from './output.js';

// `heldfunds demo`: one sandbox transaction from creation to payout, sent as REST requests to
// the app in this process (the running server's, beside one) and printed as the curl commands
// that repeat it. The README's lifecycle example is the same list (test/docs/readme.test.ts runs
// it, and runs the commands the demo prints).

type Actor = 'PARTNER' | 'BUYER' | 'SELLER';

interface DemoRequest {
  title: string;
  actor: Actor;
  method: 'GET' | 'POST' | 'PATCH';
  /** Under the API root; `$ID` stands for the transaction id. */
  path: string;
  body?: unknown;
  expectStatus: number;
}

/** The lifecycle of one camera sale: agree, fund, ship, receive, choose a payout method, accept, pay out. */
function lifecycleRequests(buyerEmail: string, sellerEmail: string): DemoRequest[] {
  return [
    {
      title: 'the partner creates the sale of a camera between the buyer and the seller',
      actor: 'PARTNER',
      method: 'POST',
      path: '/transaction',
      body: {
        parties: [
          { role: 'buyer', customer: buyerEmail },
          { role: 'seller', customer: sellerEmail },
        ],
        currency: 'usd',
        description: 'A vintage camera',
        items: [
          {
            title: 'Camera',
            type: 'general_merchandise',
            inspection_period: 259200,
            schedule: [{ amount: '1000.00', payer_customer: buyerEmail, beneficiary_customer: sellerEmail }],
          },
        ],
      },
      expectStatus: 201,
    },
    { title: 'the buyer agrees', actor: 'BUYER', method: 'PATCH', path: '/transaction/$ID', body: { action: 'agree' }, expectStatus: 200 },
    { title: 'the seller agrees', actor: 'SELLER', method: 'PATCH', path: '/transaction/$ID', body: { action: 'agree' }, expectStatus: 200 },
    { title: 'the buyer funds it (sandbox: the money arrives at once)', actor: 'BUYER', method: 'POST', path: '/sandbox/transaction/$ID/fund', expectStatus: 200 },
    {
      title: 'the seller ships',
      actor: 'SELLER',
      method: 'PATCH',
      path: '/transaction/$ID',
      body: { action: 'ship', shipping_information: { tracking_information: { carrier: 'UPS', tracking_id: '1Z999AA10123456784' } } },
      expectStatus: 200,
    },
    { title: 'the buyer receives', actor: 'BUYER', method: 'PATCH', path: '/transaction/$ID', body: { action: 'receive' }, expectStatus: 200 },
    {
      title: 'the seller chooses how to be paid (a wire transfer)',
      actor: 'SELLER',
      method: 'POST',
      path: '/transaction/$ID/disbursement_methods',
      body: {
        type: 'wire_transfer',
        account_name: 'Seller Ltd',
        bank_name: 'Example Bank',
        bank_swift_code: 'BANKUS33',
        bank_account_number: '123456789',
        currency: 'usd',
      },
      expectStatus: 200,
    },
    { title: 'the buyer accepts the camera', actor: 'BUYER', method: 'PATCH', path: '/transaction/$ID', body: { action: 'accept' }, expectStatus: 200 },
    {
      title: "the transaction's clock moves on a second: the due payout runs",
      actor: 'PARTNER',
      method: 'POST',
      path: '/sandbox/transaction/$ID/advance',
      body: { seconds: 1 },
      expectStatus: 200,
    },
    { title: 'the partner reads the closed transaction', actor: 'PARTNER', method: 'GET', path: '/transaction/$ID', expectStatus: 200 },
  ];
}

/** The shell line that sets ID from the create's answer (saved by tee), with Node alone. */
export const idFromAnswer = `ID=$(node -p 'JSON.parse(require("fs").readFileSync("transaction.json", "utf8")).id')`;

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The request as a curl command over the shell variables API, ID and the actors' credentials. */
function curlOf(request: DemoRequest): string {
  const parts = [`curl -u "$${request.actor}"`];
  if (request.method === 'PATCH') parts.push('-X PATCH');
  if (request.method === 'POST' && request.body === undefined) parts.push('-X POST');
  if (request.body !== undefined) parts.push(`-H 'content-type: application/json' -d ${quote(JSON.stringify(request.body))}`);
  parts.push(`"$API${request.path}"`);
  return parts.join(' ');
}

interface Party {
  actor: Actor;
  email: string;
  key: string;
}

/** A sandbox walk-through: accounts with keys, then each request, answered and printed as curl. */
export async function runDemo(services: Services, options: DemoOptions): Promise<PlainText> {
  if (services.config.environment !== 'sandbox') throw new InvalidStateError('the demo runs only in the sandbox (ENVIRONMENT=sandbox)');
  const api = `${options.url ?? services.config.publicUrl}/2017-09-01`;
  const run = randomBytes(3).toString('hex');
  const parties: Party[] = [];
  for (const actor of ['PARTNER', 'BUYER', 'SELLER'] as const) {
    const customer = await createAccount(services, { email: `demo-${run}-${actor.toLowerCase()}@example.com`, isPartner: actor === 'PARTNER' });
    parties.push({ actor, email: customer.email, key: (await createApiKey(services, customer.id, 'demo')).key });
  }
  const credentials = (actor: Actor) => parties.find((p) => p.actor === actor)!;
  const lines = [
    '# heldfunds demo: one sandbox transaction from creation to payout.',
    '# Accounts made for it (partner, buyer, seller), as shell variables for the curl commands below:',
    `API=${quote(api)}`,
    ...parties.map((p) => `${p.actor}=${quote(`${p.email}:${p.key}`)}`),
  ];
  const app = createApp(services);
  let id = '';
  try {
    const requests = lifecycleRequests(credentials('BUYER').email, credentials('SELLER').email);
    for (const [index, request] of requests.entries()) {
      const party = credentials(request.actor);
      const response = await app.handler.fetch(
        new Request(`${api}${request.path.replace('$ID', id)}`, {
          method: request.method,
          headers: {
            authorization: `Basic ${Buffer.from(`${party.email}:${party.key}`).toString('base64')}`,
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        }),
      );
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== request.expectStatus) {
        throw new InvalidStateError(`demo step ${index + 1} (${request.title}) answered ${response.status}: ${JSON.stringify(body)}`);
      }
      if (index === 0) id = String(body.id);
      lines.push('', `# ${index + 1}. ${request.title}: ${response.status} ${summary(body)}`);
      // The id is read from the answer, so the printed commands run as pasted against any server.
      if (index === 0) lines.push(`${curlOf(request)} | tee transaction.json`, idFromAnswer);
      else lines.push(curlOf(request));
    }
  } finally {
    await app.close();
  }
  lines.push('', `# Transaction ${id} is complete. The commands above run as pasted against the server at ${api}: they create a new one.`);
  return new PlainText(`${lines.join('\n')}\n`);
}

/** One line about the transaction a step answered: its status and where the money is. */
function summary(body: Record<string, unknown>): string {
  const items = body.items as { status: Record<string, boolean>; schedule: { status: Record<string, boolean> }[] }[] | undefined;
  if (!items) return '';
  const item = items[0]!;
  const flags = Object.entries(item.status)
    .filter(([, on]) => on)
    .map(([name]) => name);
  const money = Object.entries(item.schedule[0]!.status)
    .filter(([, on]) => on)
    .map(([name]) => name);
  const closed = typeof body.close_date === 'string' ? `, closed ${body.close_date}` : '';
  return `(item: ${flags.join(', ') || 'nothing yet'}; money: ${money.join(', ') || 'not secured'}${closed})`;
}
