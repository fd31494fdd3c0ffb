export { basicAuthorization, type Credentials } from './auth.js';
export {
  createRestClient,
  restPrefix,
  type RestClient,
  type WriteOptions,
  type SingleErrorResponse,
  type ValidationErrorResponse,
  type paths,
  type components,
  type operations,
} from './rest.js';
export { createGraphQLClient, GraphQLRequestError, type GraphQLClient, type GraphQLErrorEntry, type GraphQLRequestOptions } from './graphql.js';
// The typed documents of src/operations.ts (CreateTransactionDocument, …) and every type of the schema.
export * from './generated/graphql/graphql.js';
export {
  verifyWebhook,
  transactionEventNames,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookEvent,
  type TransactionWebhookEvent,
  type ReportWebhookEvent,
  type PingWebhookEvent,
  type TransactionEventName,
  type WebhookHeaders,
  type WebhookVerificationFailure,
} from './webhooks.js';
