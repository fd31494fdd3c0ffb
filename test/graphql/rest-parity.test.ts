/**
 * GraphQL is a superset of REST: every route of the REST table names the GraphQL field or
 * mutation that does the same, and that field exists in the printed schema. A route added
 * without its GraphQL twin fails here until it is mapped (or exempted, with the reason).
 */
import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/rest/index.js';

/** `METHOD /path` of the route table → `Type.field` of the schema. */
const twins: Record<string, string> = {
  'POST /customer': 'Mutation.createCustomer',
  'GET /customer/{customer_id}': 'Query.viewer',
  'PATCH /customer/{customer_id}': 'Mutation.updateCustomer',
  'GET /customer/{customer_id}/identification-documents': 'Customer.identificationDocuments',
  'PATCH /party/{party_id}': 'Mutation.updateCustomer',
  'POST /customer/me/api_key': 'Mutation.createApiKey',
  'GET /customer/{customer_id}/api_key': 'Customer.apiKeys',
  'PATCH /customer/{customer_id}/api_key/{key_id}': 'Mutation.updateApiKey',
  'POST /transaction': 'Mutation.createTransaction',
  'GET /transaction': 'Customer.transactions',
  'GET /transaction/{transaction_id}': 'Query.transaction',
  'GET /transaction/reference/{reference}': 'Query.transactionByReference',
  // Each action of the TransactionAction body has its own mutation (agreeTransaction, shipItems, …, batchActions).
  'PATCH /transaction/{transaction_id}': 'Mutation.batchActions',
  'PATCH /transaction/{transaction_id}/item/{item_id}': 'Mutation.shipItems',
  'GET /transaction/{transaction_id}/timeline-entries': 'Transaction.timeline',
  'POST /sandbox/transaction/{transaction_id}/fund': 'Mutation.fundTransactionInSandbox',
  'POST /sandbox/transaction/{transaction_id}/advance': 'Mutation.advanceTransactionClock',
  'GET /customer/{customer_id}/webhook/{webhook_id}/deliveries': 'Webhook.deliveries',
  'GET /customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}': 'Query.node',
  'POST /customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}/redeliver': 'Mutation.redeliverWebhookDelivery',
  // The deliveries of one event are the webhook's deliveries that name it (WebhookDelivery.event).
  'GET /event/{event_id}/deliveries': 'Webhook.deliveries',
  'POST /customer/me/webhook': 'Mutation.createWebhook',
  'GET /customer/{customer_id}/webhook': 'Customer.webhooks',
  'DELETE /customer/{customer_id}/webhook/{webhook_id}': 'Mutation.deleteWebhook',
  'GET /customer/{customer_id}/disbursement_methods': 'Customer.disbursementMethods',
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
};

/** Routes with no GraphQL twin, each with the reason. */
const exemptions: Record<string, string> = {};

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

function fieldExists(coordinate: string): boolean {
  const [typeName, fieldName] = coordinate.split('.');
  const type = schema.getType(typeName!);
  return isObjectType(type) && fieldName! in type.getFields();
}

describe('GraphQL covers every REST route', () => {
  it('names, for each route of the table, the GraphQL field or mutation that does the same', () => {
    const unmapped = restRoutes.map((route) => `${route.method} ${route.path}`).filter((key) => !(key in twins) && !(key in exemptions));
    expect(unmapped).toEqual([]);
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
