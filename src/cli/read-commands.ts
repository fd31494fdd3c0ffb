import { canonicalEmail } from '../domain/shared/email.js';
import type { Prisma } from '../db/generated/client.js';
import { deliveryInclude } from '../domain/deliveries/delivery-log.js';
import type { Services } from '../domain/services.js';
import { NotFoundError } from '../domain/shared/errors.js';
import { formatMoney } from '../domain/shared/money.js';
import { transactionInclude } from '../domain/transactions/record.js';
import { viewTransaction } from '../domain/transactions/view.js';
import { serializeCustomer } from '../rest/serializers/customer.js';
import { serializeDelivery } from '../rest/serializers/delivery.js';
import { serializeTransaction } from '../rest/serializers/transaction.js';
import type { ListOptions, ReadCommandLine, ShowOptions } from './read-command-line.js';

// What an operator reads: lists are newest first, `limit` rows a page; `next_before` (or null
// on the last page) is the --before of the next page. Shows print one row in full.

function page<T extends { id: number | bigint }>(rows: T[], options: ListOptions, shape: (row: T) => unknown) {
  const more = rows.length > options.limit;
  const shown = rows.slice(0, options.limit);
  return { data: shown.map(shape), next_before: more ? Number(shown.at(-1)!.id) : null };
}

const window = (options: ListOptions) => ({ take: options.limit + 1, orderBy: { id: 'desc' as const } });
const beforeId = (options: ListOptions) => (options.before === undefined ? {} : { id: { lt: options.before } });

async function listTransactions(services: Services, options: ListOptions) {
  const where: Prisma.TransactionWhereInput = { ...beforeId(options) };
  if (options.email !== undefined) {
    const email = canonicalEmail(options.email);
    where.OR = [{ creator: { email } }, { parties: { some: { customer: { email } } } }];
  }
  const rows = await services.prisma.transaction.findMany({ where, ...window(options), include: { creator: { select: { email: true } } } });
  return page(rows, options, (t) => ({
    id: t.id,
    description: t.description,
    currency: t.currency,
    total_amount: formatMoney(t.totalAmount),
    status_code: t.statusCode,
    is_draft: t.isDraft,
    is_cancelled: t.isCancelled,
    creator: t.creator.email,
    created_at: t.createdAt.toISOString(),
  }));
}

async function showTransaction(services: Services, options: ShowOptions) {
  const record = await services.prisma.transaction.findUnique({ where: { id: Number(options.id) }, include: transactionInclude });
  if (!record) throw new NotFoundError('Transaction not found');
  return serializeTransaction(viewTransaction(record, record.creatorId, services.config));
}

const customerRow = (c: { id: number; email: string; isPartner: boolean; isOperator: boolean; passwordHash: string | null; createdAt: Date }) => ({
  id: c.id,
  email: c.email,
  is_partner: c.isPartner,
  is_operator: c.isOperator,
  has_password: c.passwordHash !== null,
  created_at: c.createdAt.toISOString(),
});

async function listCustomers(services: Services, options: ListOptions) {
  const rows = await services.prisma.customer.findMany({ where: beforeId(options), ...window(options) });
  return page(rows, options, customerRow);
}

async function showCustomer(services: Services, options: ShowOptions) {
  const where = options.id !== undefined ? { id: Number(options.id) } : { email: canonicalEmail(options.email!) };
  const customer = await services.prisma.customer.findUnique({ where });
  if (!customer) throw new NotFoundError('Customer not found');
  return { ...serializeCustomer(customer), ...customerRow(customer) };
}

async function listEvents(services: Services, options: ListOptions) {
  const where: Prisma.EventWhereInput = { ...beforeId(options) };
  if (options.transactionId !== undefined) where.transactionId = options.transactionId;
  if (options.pending) where.dispatchedAt = null;
  const rows = await services.prisma.event.findMany({ where, ...window(options), include: { _count: { select: { deliveries: true } } } });
  return page(rows, options, (e) => ({
    id: e.publicId,
    sequence: Number(e.id),
    name: e.name,
    transaction_id: e.transactionId,
    created_at: e.createdAt.toISOString(),
    dispatched_at: e.dispatchedAt?.toISOString() ?? null,
    deliveries: e._count.deliveries,
  }));
}

async function showEvent(services: Services, options: ShowOptions) {
  const event = await services.prisma.event.findUnique({
    where: { publicId: options.id!.toLowerCase() },
    include: { deliveries: { orderBy: { id: 'asc' }, include: { attempts: { orderBy: { id: 'asc' } }, event: true } } },
  });
  if (!event) throw new NotFoundError('Event not found');
  return {
    id: event.publicId,
    sequence: Number(event.id),
    name: event.name,
    transaction_id: event.transactionId,
    partner_id: event.partnerId,
    actor_id: event.actorId,
    payload: event.payload,
    created_at: event.createdAt.toISOString(),
    dispatched_at: event.dispatchedAt?.toISOString() ?? null,
    deliveries: event.deliveries.map(serializeDelivery),
  };
}

async function listDeliveries(services: Services, options: ListOptions) {
  const where: Prisma.WebhookDeliveryWhereInput = { ...beforeId(options) };
  if (options.status !== undefined) where.status = options.status;
  const rows = await services.prisma.webhookDelivery.findMany({ where, ...window(options), include: { event: true, webhook: { select: { url: true } } } });
  return page(rows, options, (d) => ({
    id: d.id,
    webhook_id: d.webhookId,
    url: d.webhook.url,
    event_id: d.event.publicId,
    event: d.event.name,
    status: d.status,
    attempt_count: d.attemptCount,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
  }));
}

async function showDelivery(services: Services, options: ShowOptions) {
  const delivery = await services.prisma.webhookDelivery.findUnique({ where: { id: Number(options.id) }, include: deliveryInclude });
  if (!delivery) throw new NotFoundError('Delivery not found');
  return serializeDelivery(delivery);
}

const mailRow = (m: { id: number; to: string; kind: string; subject: string; createdAt: Date; sentAt: Date | null; error: string | null }) => ({
  id: m.id,
  to: m.to,
  kind: m.kind,
  subject: m.subject,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
  error: m.error,
});

async function listMail(services: Services, options: ListOptions) {
  const where: Prisma.MailMessageWhereInput = { ...beforeId(options) };
  if (options.email !== undefined) where.to = canonicalEmail(options.email);
  const rows = await services.prisma.mailMessage.findMany({ where, ...window(options) });
  return page(rows, options, mailRow);
}

async function showMail(services: Services, options: ShowOptions) {
  const mail = await services.prisma.mailMessage.findUnique({ where: { id: Number(options.id) } });
  if (!mail) throw new NotFoundError('Mail not found');
  return { ...mailRow(mail), body: mail.body, links: mail.body.match(/https?:\/\/[^\s<>"']+/g) ?? [] };
}

export function runReadCommand(services: Services, line: ReadCommandLine): Promise<unknown> {
  switch (line.command) {
    case 'transaction list':
      return listTransactions(services, line.options);
    case 'transaction show':
      return showTransaction(services, line.options);
    case 'customer list':
      return listCustomers(services, line.options);
    case 'customer show':
      return showCustomer(services, line.options);
    case 'event list':
      return listEvents(services, line.options);
    case 'event show':
      return showEvent(services, line.options);
    case 'delivery list':
      return listDeliveries(services, line.options);
    case 'delivery show':
      return showDelivery(services, line.options);
    case 'mail list':
      return listMail(services, line.options);
    case 'mail show':
      return showMail(services, line.options);
  }
}
