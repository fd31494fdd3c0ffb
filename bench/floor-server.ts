// The floor yardstick of `npm run bench` (bench/floor.ts starts it in a process of its own): what
// answering GET /2017-09-01/transaction/{id} costs with nothing but node:http and pg. It checks
// Basic auth against a key table read once (and each header, once verified, cached), runs one
// prepared statement on a pool of 10 and writes the row's JSON. FLOOR_DATABASE_URL names the
// service's database; the URL it listens on is sent to the parent over IPC.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const keys = new Map<string, number>();
for (const row of (
  await pool.query<{ email: string; keyHash: string; customerId: number }>(
    'SELECT c."email", k."keyHash", k."customerId" FROM "ApiKey" k JOIN "Customer" c ON c."id" = k."customerId" WHERE k."isActive"',
  )
).rows) {
  keys.set(`${row.email.toLowerCase()}:${row.keyHash}`, row.customerId);
}
/** Authorization headers already verified, to their customer. */
const verified = new Map<string, number>();

function caller(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const known = verified.get(header);
  if (known !== undefined) return known;
  if (!header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString();
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const hash = createHash('sha256')
    .update(decoded.slice(colon + 1))
    .digest('hex');
  const customerId = keys.get(`${decoded.slice(0, colon).toLowerCase()}:${hash}`);
  if (customerId !== undefined) verified.set(header, customerId);
  return customerId;
}

const byId = 'SELECT row_to_json(t)::text AS "json" FROM "Transaction" t WHERE t."id" = $1 AND t."creatorId" = $2';
const path = /^\/2017-09-01\/transaction\/(\d{1,9})$/;

const server = createServer((req, res) => {
  const customerId = caller(req.headers.authorization);
  if (customerId === undefined) return void res.writeHead(401).end();
  const id = req.method === 'GET' ? path.exec(req.url ?? '')?.[1] : undefined;
  if (id === undefined) return void res.writeHead(404).end();
  pool.query<{ json: string }>({ name: 'floor-transaction', text: byId, values: [Number(id), customerId] }).then(
    ({ rows }) => {
      if (rows[0] === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(rows[0].json);
    },
    () => res.writeHead(500).end(),
  );
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', () => {
  server.closeAllConnections();
  server.close(() => void pool.end().then(() => process.exit(0)));
});
process.on('disconnect', () => process.exit(0));
