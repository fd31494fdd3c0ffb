/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionPayload {\n        transaction {\n          id databaseId currency description reference isDraft isCancelled statusCode creationDate closeDate viewerRoles\n          parties { role customer agreed initiator }\n          items {\n            title type inspectionPeriod extraAttributes\n            fees { type payerCustomer split amount amountWithoutTaxes taxes { type amount } }\n            schedule { amount payerCustomer beneficiaryCustomer dueDate secured disbursedToBeneficiary }\n            status { accepted canceled inDispute received rejected shipped }\n          }\n        }\n      }\n      ... on ValidationError { code message fields { path messages } }\n    }\n  }\n": typeof types.CreateTransactionDocument,
    "\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      __typename\n      ... on Transaction { databaseId description items { schedule { amount } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.TransactionByIdDocument,
    "\n  query ByReference($reference: String!) {\n    transactionByReference(reference: $reference) {\n      __typename\n      ... on Transaction { databaseId }\n      ... on Error { code }\n    }\n  }\n": typeof types.ByReferenceDocument,
    "\n  query MyTransactions($first: Int, $after: String, $last: Int, $before: String) {\n    viewer {\n      transactions(first: $first, after: $after, last: $last, before: $before) {\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges {\n          cursor\n          node {\n            databaseId\n            parties { role customer }\n            items { fees { amount taxes { amount } } schedule { amount payerCustomer } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyTransactionsDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      databaseId\n      email\n      personalVerification { status }\n      apiKeys { name isActive lastFourCharacters }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(input: { name: $name }) {\n      __typename\n      ... on CreateApiKeyPayload { key apiKey { name isActive lastFourCharacters } }\n      ... on ValidationError { message code fields { path messages } }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  query NodeLookup($id: ID!) {\n    node(id: $id) { id ... on Customer { email } }\n  }\n": typeof types.NodeLookupDocument,
};
const documents: Documents = {
    "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionPayload {\n        transaction {\n          id databaseId currency description reference isDraft isCancelled statusCode creationDate closeDate viewerRoles\n          parties { role customer agreed initiator }\n          items {\n            title type inspectionPeriod extraAttributes\n            fees { type payerCustomer split amount amountWithoutTaxes taxes { type amount } }\n            schedule { amount payerCustomer beneficiaryCustomer dueDate secured disbursedToBeneficiary }\n            status { accepted canceled inDispute received rejected shipped }\n          }\n        }\n      }\n      ... on ValidationError { code message fields { path messages } }\n    }\n  }\n": types.CreateTransactionDocument,
    "\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      __typename\n      ... on Transaction { databaseId description items { schedule { amount } } }\n      ... on Error { code message }\n    }\n  }\n": types.TransactionByIdDocument,
    "\n  query ByReference($reference: String!) {\n    transactionByReference(reference: $reference) {\n      __typename\n      ... on Transaction { databaseId }\n      ... on Error { code }\n    }\n  }\n": types.ByReferenceDocument,
    "\n  query MyTransactions($first: Int, $after: String, $last: Int, $before: String) {\n    viewer {\n      transactions(first: $first, after: $after, last: $last, before: $before) {\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges {\n          cursor\n          node {\n            databaseId\n            parties { role customer }\n            items { fees { amount taxes { amount } } schedule { amount payerCustomer } }\n          }\n        }\n      }\n    }\n  }\n": types.MyTransactionsDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      databaseId\n      email\n      personalVerification { status }\n      apiKeys { name isActive lastFourCharacters }\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(input: { name: $name }) {\n      __typename\n      ... on CreateApiKeyPayload { key apiKey { name isActive lastFourCharacters } }\n      ... on ValidationError { message code fields { path messages } }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  query NodeLookup($id: ID!) {\n    node(id: $id) { id ... on Customer { email } }\n  }\n": types.NodeLookupDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionPayload {\n        transaction {\n          id databaseId currency description reference isDraft isCancelled statusCode creationDate closeDate viewerRoles\n          parties { role customer agreed initiator }\n          items {\n            title type inspectionPeriod extraAttributes\n            fees { type payerCustomer split amount amountWithoutTaxes taxes { type amount } }\n            schedule { amount payerCustomer beneficiaryCustomer dueDate secured disbursedToBeneficiary }\n            status { accepted canceled inDispute received rejected shipped }\n          }\n        }\n      }\n      ... on ValidationError { code message fields { path messages } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionPayload {\n        transaction {\n          id databaseId currency description reference isDraft isCancelled statusCode creationDate closeDate viewerRoles\n          parties { role customer agreed initiator }\n          items {\n            title type inspectionPeriod extraAttributes\n            fees { type payerCustomer split amount amountWithoutTaxes taxes { type amount } }\n            schedule { amount payerCustomer beneficiaryCustomer dueDate secured disbursedToBeneficiary }\n            status { accepted canceled inDispute received rejected shipped }\n          }\n        }\n      }\n      ... on ValidationError { code message fields { path messages } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      __typename\n      ... on Transaction { databaseId description items { schedule { amount } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      __typename\n      ... on Transaction { databaseId description items { schedule { amount } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ByReference($reference: String!) {\n    transactionByReference(reference: $reference) {\n      __typename\n      ... on Transaction { databaseId }\n      ... on Error { code }\n    }\n  }\n"): (typeof documents)["\n  query ByReference($reference: String!) {\n    transactionByReference(reference: $reference) {\n      __typename\n      ... on Transaction { databaseId }\n      ... on Error { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTransactions($first: Int, $after: String, $last: Int, $before: String) {\n    viewer {\n      transactions(first: $first, after: $after, last: $last, before: $before) {\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges {\n          cursor\n          node {\n            databaseId\n            parties { role customer }\n            items { fees { amount taxes { amount } } schedule { amount payerCustomer } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTransactions($first: Int, $after: String, $last: Int, $before: String) {\n    viewer {\n      transactions(first: $first, after: $after, last: $last, before: $before) {\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges {\n          cursor\n          node {\n            databaseId\n            parties { role customer }\n            items { fees { amount taxes { amount } } schedule { amount payerCustomer } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      databaseId\n      email\n      personalVerification { status }\n      apiKeys { name isActive lastFourCharacters }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      databaseId\n      email\n      personalVerification { status }\n      apiKeys { name isActive lastFourCharacters }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(input: { name: $name }) {\n      __typename\n      ... on CreateApiKeyPayload { key apiKey { name isActive lastFourCharacters } }\n      ... on ValidationError { message code fields { path messages } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(input: { name: $name }) {\n      __typename\n      ... on CreateApiKeyPayload { key apiKey { name isActive lastFourCharacters } }\n      ... on ValidationError { message code fields { path messages } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NodeLookup($id: ID!) {\n    node(id: $id) { id ... on Customer { email } }\n  }\n"): (typeof documents)["\n  query NodeLookup($id: ID!) {\n    node(id: $id) { id ... on Customer { email } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;