/**
 * GraphQL is a superset of REST: every route of the REST table names the GraphQL field or
 * mutation that does the same, and that field exists in the printed schema. A route added
 * without its GraphQL twin fails here until it is mapped (or exempted, with the reason).
 * Beyond the name, the twin must take what the route takes: each documented query parameter
 * is an argument of the twin (or a field of one of its input arguments), paging is Relay
 * paging, and a route that honours As-Customer has a twin with an `asCustomer` argument.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isInputObjectType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/rest/index.js';
import type { Route } from '../../src/rest/router.js';

/** `METHOD /path` of the route table → `Type.field` of the schema. */
const twins: Record<string, string> = {
  'POST /customer': 'Mutation.createCustomer',
  // Another customer's profile (an approved partner acting for it) is Query.node of its Customer id.
  'GET /customer/{customer_id}': 'Query.viewer',
  'PATCH /customer/{customer_id}': 'Mutation.updateCustomer',
  'GET /customer/{customer_id}/identification-documents': 'Customer.identificationDocuments',
  'PATCH /party/{party_id}': 'UpdateCustomerInput.partyId',
  'POST /customer/me/api_key': 'Mutation.createApiKey',
  'GET /customer/{customer_id}/api_key': 'Customer.apiKeys',
  'PATCH /customer/{customer_id}/api_key/{key_id}': 'Mutation.updateApiKey',
  'POST /transaction': 'Mutation.createTransaction',
  'GET /transaction': 'Customer.transactions',
  'GET /transaction/{transaction_id}': 'Query.transaction',
  'GET /transaction/reference/{reference}': 'Query.transactionByReference',
  // Each action of the TransactionAction body has its own mutation (agreeTransaction, shipItems, …, batchActions).
  'PATCH /transaction/{transaction_id}': 'Mutation.batchActions',
  // ship names items with itemIds; ship_return is Mutation.shipReturn, with itemIds too.
  'PATCH /transaction/{transaction_id}/item/{item_id}': 'Mutation.shipItems',
  // A partial release: the item names the transaction on the GraphQL side.
  'POST /transaction/{transaction_id}/item/{item_id}/release': 'Mutation.releaseFunds',
  'GET /transaction/{transaction_id}/timeline-entries': 'Transaction.timeline',
  'POST /sandbox/transaction/{transaction_id}/fund': 'Mutation.fundTransactionInSandbox',
  'POST /sandbox/transaction/{transaction_id}/advance': 'Mutation.advanceTransactionClock',
  'GET /customer/{customer_id}/webhook/{webhook_id}/deliveries': 'Webhook.deliveries',
  'GET /customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}': 'Query.node',
  'POST /customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}/redeliver': 'Mutation.redeliverWebhookDelivery',
  'GET /event/{event_id}/deliveries': 'Query.eventDeliveries',
  'GET /events': 'Query.events',
  'GET /events/{event_id}': 'Query.node',
  'POST /customer/me/webhook': 'Mutation.createWebhook',
  'GET /customer/{customer_id}/webhook': 'Customer.webhooks',
  'DELETE /customer/{customer_id}/webhook/{webhook_id}': 'Mutation.deleteWebhook',
  'PATCH /customer/{customer_id}/webhook/{webhook_id}': 'Mutation.updateWebhook',
  'POST /customer/{customer_id}/webhook/{webhook_id}/rotate_secret': 'Mutation.rotateWebhookSecret',
  'POST /customer/{customer_id}/webhook/{webhook_id}/test': 'Mutation.testWebhook',
  'POST /customer/{customer_id}/webhook/{webhook_id}/replay': 'Mutation.replayWebhookEvents',
  'GET /customer/{customer_id}/disbursement_methods': 'Customer.disbursementOptions',
  'GET /customer/{customer_id}/disbursement_methods/{disbursement_id}': 'Query.node',
  'GET /transaction/{transaction_id}/disbursement_methods': 'Transaction.disbursementMethods',
  'POST /transaction/{transaction_id}/disbursement_methods': 'Mutation.selectDisbursementMethod',
  'PATCH /transaction/{transaction_id}/disbursement_methods': 'Mutation.selectDisbursementMethod',
  'GET /transaction/{transaction_id}/payment_methods': 'Transaction.paymentMethods',
  'GET /transaction/{transaction_id}/payment_methods/{payment_method_name}': 'Transaction.paymentMethodDetails',
  'POST /transaction/{transaction_id}/payment_methods/{payment_method_name}': 'Mutation.selectPaymentMethod',
  'POST /transaction/{transaction_id}/buyer_payment': 'Mutation.submitBuyerPayment',
  'GET /customer/{customer_id}/verification': 'Customer.verifications',
  'POST /customer/{customer_id}/verification/personal': 'Mutation.submitVerification',
  'POST /customer/{customer_id}/verification/company': 'Mutation.submitVerification',
  'GET /partner/transactions': 'Partner.transactions',
  'GET /partner/customers': 'Partner.customers',
  'GET /partner/customer': 'Partner.customer',
  'GET /partner/customer/{customer_id}': 'Partner.customer',
  'GET /partner/statistics/transactions/count': 'Partner.transactionCountStatistics',
  'GET /partner/statistics/customers/count': 'Partner.customerCountStatistics',
  'GET /partner/customer/{customer_id}/payments_in': 'Partner.paymentsIn',
  'GET /partner/customer/{customer_id}/payments_out': 'Partner.paymentsOut',
  'POST /partner/reports': 'Mutation.requestPartnerReport',
  'GET /partner/reports': 'Partner.reports',
  'GET /partner/reports/count': 'Partner.reportCount',
  'GET /partner/reports/{task_id}': 'Partner.report',
  'GET /partner/reports/{task_id}/download': 'PartnerReport.downloadUrl',
  'GET /transaction/{transaction_id}/web_link/{action}': 'Mutation.createWebLink',
  'GET /transaction/{transaction_id}/item/{item_id}/web_link/{action}': 'Mutation.createWebLink',
  // Disputes (an extension): the item's case, and one mutation per route.
  'GET /transaction/{transaction_id}/item/{item_id}/dispute': 'Item.dispute',
  'POST /transaction/{transaction_id}/item/{item_id}/dispute': 'Mutation.openDispute',
  'POST /dispute/{dispute_id}/messages': 'Mutation.postDisputeMessage',
  'GET /dispute/{dispute_id}/files/{file_id}': 'DisputeFile.downloadPath',
  'POST /dispute/{dispute_id}/proposals': 'Mutation.proposeSettlement',
  'POST /dispute/{dispute_id}/proposals/{proposal_id}/accept': 'Mutation.acceptSettlement',
  'POST /dispute/{dispute_id}/withdraw': 'Mutation.withdrawDispute',
};

/** Routes with no GraphQL twin, each with the reason. */
const exemptions: Record<string, string> = {};

/** Query parameters whose twin argument is not the camelCased name. */
const parameterRenames: Record<string, string> = {
  initiation_start_date: 'initiatedFrom',
  initiation_end_date: 'initiatedTo',
  closed_start_date: 'closedFrom',
  closed_end_date: 'closedTo',
  // The events filter (GET /events): the names the issue gives the GraphQL twin.
  created_start_date: 'createdAfter',
  created_end_date: 'createdBefore',
};

/** REST paging (page numbers or a next_cursor) is Relay paging on the twin. */
const pagingParameters = new Set(['page', 'per_page', 'limit', 'next_cursor']);

/** Twins whose route's query parameters are exempt, with the reason. */
const parameterExemptions: Record<string, string> = {
  // The download address is a field; its query string is the REST route's own.
  'GET /partner/reports/{task_id}/download': 'PartnerReport.downloadUrl is the REST download address itself',
};

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

function fieldOf(target: GraphQLSchema, coordinate: string): GraphQLField<unknown, unknown> | { args: readonly { name: string }[]; inputField: true } | null {
  const [typeName, fieldName] = coordinate.split('.');
  const type = target.getType(typeName!);
  if (isObjectType(type)) return type.getFields()[fieldName!] ?? null;
  if (isInputObjectType(type) && fieldName! in type.getFields()) return { args: [], inputField: true };
  return null;
}

function fieldExists(coordinate: string): boolean {
  return fieldOf(schema, coordinate) !== null;
}

/** The names a twin takes: its arguments and, one level down, the fields of its input arguments. */
function acceptedNames(target: GraphQLSchema, coordinate: string): Set<string> {
  const field = fieldOf(target, coordinate);
  const names = new Set<string>();
  if (field === null) return names;
  if ('inputField' in field) {
    const [typeName] = coordinate.split('.');
    const type = target.getType(typeName!);
    if (isInputObjectType(type)) for (const name of Object.keys(type.getFields())) names.add(name);
    return names;
  }
  for (const arg of field.args) {
    names.add(arg.name);
    const type = getNamedType(arg.type);
    if (isInputObjectType(type)) for (const name of Object.keys(type.getFields())) names.add(name);
  }
  return names;
}

function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** What a twin lacks of what its route takes: `route: what` lines. */
function twinGaps(routes: Route[], target: GraphQLSchema, twinOf: Record<string, string>): string[] {
  const gaps: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const coordinate = twinOf[key];
    if (coordinate === undefined) {
      if (!(key in exemptions)) gaps.push(`${key}: no GraphQL twin`);
      continue;
    }
    if (fieldOf(target, coordinate) === null) {
      gaps.push(`${key}: ${coordinate} is not in the schema`);
      continue;
    }
    const names = acceptedNames(target, coordinate);
    if (route.doc?.asCustomer && !names.has('asCustomer')) gaps.push(`${key}: ${coordinate} takes no asCustomer`);
    if (key in parameterExemptions) continue;
    for (const { name, schema: parameterSchema } of route.doc?.query ?? []) {
      // A sort_by whose only value is id: GraphQL listings are ordered by id unless told otherwise.
      if (name === 'sort_by' && JSON.stringify((parameterSchema as { enum?: unknown }).enum) === '["id"]') continue;
      if (pagingParameters.has(name)) {
        if (!names.has('first') || !names.has('after')) gaps.push(`${key}: ${coordinate} is not a Relay connection (for ${name})`);
        continue;
      }
      const wanted = parameterRenames[name] ?? camelCase(name);
      if (!names.has(wanted) && fieldOf(target, `${coordinate.split('.')[0]}.${wanted}`) === null)
        gaps.push(`${key}: ${coordinate} takes no ${wanted} (for ${name})`);
    }
  }
  return gaps;
}

describe('GraphQL covers every REST route', () => {
  it('names, for each route of the table, the GraphQL field or mutation that does the same', () => {
    const unmapped = restRoutes.map((route) => `${route.method} ${route.path}`).filter((key) => !(key in twins) && !(key in exemptions));
    expect(unmapped).toEqual([]);
  });

  it('gives each twin the route’s query parameters, Relay paging and As-Customer', () => {
    expect(twinGaps(restRoutes, schema, twins)).toEqual([]);
  });

  it('fails for a route without a twin, and for a twin lacking a parameter of its route', () => {
    const transactionsRoute = restRoutes.find((route) => route.method === 'GET' && route.path === '/transaction')!;
    const doc = transactionsRoute.doc!;
    const added: Route = { ...transactionsRoute, path: '/transaction/archive' };
    expect(twinGaps([added], schema, twins)).toEqual(['GET /transaction/archive: no GraphQL twin']);
    const withFilter: Route = { ...transactionsRoute, doc: { ...doc, query: [...(doc.query ?? []), { name: 'colour', schema: {} }] } };
    expect(twinGaps([withFilter], schema, twins)).toEqual(['GET /transaction: Customer.transactions takes no colour (for colour)']);
    const asCustomer: Route = { ...transactionsRoute, doc: { ...doc, asCustomer: true } };
    expect(twinGaps([asCustomer], schema, twins)).toEqual(['GET /transaction: Customer.transactions takes no asCustomer']);
  });

  it('names only fields the printed schema has', () => {
    const missing = Object.entries(twins).filter(([, coordinate]) => !fieldExists(coordinate));
    expect(missing).toEqual([]);
  });

  it('maps no route that the table no longer has', () => {
    const routes = new Set(restRoutes.map((route) => `${route.method} ${route.path}`));
    expect([...Object.keys(twins), ...Object.keys(exemptions)].filter((key) => !routes.has(key))).toEqual([]);
  });
});
