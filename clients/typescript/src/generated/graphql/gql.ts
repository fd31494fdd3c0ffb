/* eslint-disable */
import * as types from './graphql.js';



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
    "\n  fragment TransactionFields on Transaction {\n    id\n    databaseId\n    currency\n    description\n    reference\n    isDraft\n    isCancelled\n    statusCode\n    statusName\n    creationDate\n    closeDate\n    viewerRoles\n    parties {\n      role\n      customer\n      agreed\n      initiator\n    }\n    items {\n      databaseId\n      title\n      type\n      inspectionPeriod\n      schedule {\n        amount\n        payerCustomer\n        beneficiaryCustomer\n        dueDate\n        secured\n        disbursedToBeneficiary\n      }\n      status {\n        accepted\n        canceled\n        inDispute\n        received\n        rejected\n        shipped\n      }\n    }\n  }\n": typeof types.TransactionFieldsFragmentDoc,
    "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        fields {\n          path\n          messages\n        }\n      }\n    }\n  }\n": typeof types.CreateTransactionDocument,
    "\n  query Transaction($id: ID!) {\n    transaction(id: $id) {\n      __typename\n      ... on Transaction {\n        ...TransactionFields\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.TransactionDocument,
    "\n  query Transactions($first: Int, $after: String, $filter: ViewerTransactionFilterInput, $sortBy: TransactionSortKey, $sortDirection: SortDirection) {\n    viewer {\n      transactions(first: $first, after: $after, filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            ...TransactionFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.TransactionsDocument,
    "\n  mutation AgreeTransaction($transactionId: ID!, $asCustomer: String) {\n    agreeTransaction(transactionId: $transactionId, asCustomer: $asCustomer) {\n      __typename\n      ... on AgreeTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AgreeTransactionDocument,
    "\n  mutation ShipItems($transactionId: ID!, $itemId: Int, $shippingInformation: ShippingInformationInput, $asCustomer: String) {\n    shipItems(transactionId: $transactionId, itemId: $itemId, shippingInformation: $shippingInformation, asCustomer: $asCustomer) {\n      __typename\n      ... on ShipItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ShipItemsDocument,
    "\n  mutation ReceiveItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {\n    receiveItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {\n      __typename\n      ... on ReceiveItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ReceiveItemsDocument,
    "\n  mutation AcceptItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {\n    acceptItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {\n      __typename\n      ... on AcceptItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AcceptItemsDocument,
    "\n  mutation RejectItems($transactionId: ID!, $itemId: Int, $rejectionReason: String, $asCustomer: String) {\n    rejectItems(transactionId: $transactionId, itemId: $itemId, rejectionReason: $rejectionReason, asCustomer: $asCustomer) {\n      __typename\n      ... on RejectItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RejectItemsDocument,
    "\n  mutation CancelTransaction($transactionId: ID!, $cancellationReason: String, $asCustomer: String) {\n    cancelTransaction(transactionId: $transactionId, cancellationReason: $cancellationReason, asCustomer: $asCustomer) {\n      __typename\n      ... on CancelTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelTransactionDocument,
};
const documents: Documents = {
    "\n  fragment TransactionFields on Transaction {\n    id\n    databaseId\n    currency\n    description\n    reference\n    isDraft\n    isCancelled\n    statusCode\n    statusName\n    creationDate\n    closeDate\n    viewerRoles\n    parties {\n      role\n      customer\n      agreed\n      initiator\n    }\n    items {\n      databaseId\n      title\n      type\n      inspectionPeriod\n      schedule {\n        amount\n        payerCustomer\n        beneficiaryCustomer\n        dueDate\n        secured\n        disbursedToBeneficiary\n      }\n      status {\n        accepted\n        canceled\n        inDispute\n        received\n        rejected\n        shipped\n      }\n    }\n  }\n": types.TransactionFieldsFragmentDoc,
    "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        fields {\n          path\n          messages\n        }\n      }\n    }\n  }\n": types.CreateTransactionDocument,
    "\n  query Transaction($id: ID!) {\n    transaction(id: $id) {\n      __typename\n      ... on Transaction {\n        ...TransactionFields\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.TransactionDocument,
    "\n  query Transactions($first: Int, $after: String, $filter: ViewerTransactionFilterInput, $sortBy: TransactionSortKey, $sortDirection: SortDirection) {\n    viewer {\n      transactions(first: $first, after: $after, filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            ...TransactionFields\n          }\n        }\n      }\n    }\n  }\n": types.TransactionsDocument,
    "\n  mutation AgreeTransaction($transactionId: ID!, $asCustomer: String) {\n    agreeTransaction(transactionId: $transactionId, asCustomer: $asCustomer) {\n      __typename\n      ... on AgreeTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.AgreeTransactionDocument,
    "\n  mutation ShipItems($transactionId: ID!, $itemId: Int, $shippingInformation: ShippingInformationInput, $asCustomer: String) {\n    shipItems(transactionId: $transactionId, itemId: $itemId, shippingInformation: $shippingInformation, asCustomer: $asCustomer) {\n      __typename\n      ... on ShipItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.ShipItemsDocument,
    "\n  mutation ReceiveItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {\n    receiveItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {\n      __typename\n      ... on ReceiveItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.ReceiveItemsDocument,
    "\n  mutation AcceptItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {\n    acceptItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {\n      __typename\n      ... on AcceptItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.AcceptItemsDocument,
    "\n  mutation RejectItems($transactionId: ID!, $itemId: Int, $rejectionReason: String, $asCustomer: String) {\n    rejectItems(transactionId: $transactionId, itemId: $itemId, rejectionReason: $rejectionReason, asCustomer: $asCustomer) {\n      __typename\n      ... on RejectItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.RejectItemsDocument,
    "\n  mutation CancelTransaction($transactionId: ID!, $cancellationReason: String, $asCustomer: String) {\n    cancelTransaction(transactionId: $transactionId, cancellationReason: $cancellationReason, asCustomer: $asCustomer) {\n      __typename\n      ... on CancelTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CancelTransactionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionFields on Transaction {\n    id\n    databaseId\n    currency\n    description\n    reference\n    isDraft\n    isCancelled\n    statusCode\n    statusName\n    creationDate\n    closeDate\n    viewerRoles\n    parties {\n      role\n      customer\n      agreed\n      initiator\n    }\n    items {\n      databaseId\n      title\n      type\n      inspectionPeriod\n      schedule {\n        amount\n        payerCustomer\n        beneficiaryCustomer\n        dueDate\n        secured\n        disbursedToBeneficiary\n      }\n      status {\n        accepted\n        canceled\n        inDispute\n        received\n        rejected\n        shipped\n      }\n    }\n  }\n"): typeof import('./graphql.js').TransactionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        fields {\n          path\n          messages\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').CreateTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transaction($id: ID!) {\n    transaction(id: $id) {\n      __typename\n      ... on Transaction {\n        ...TransactionFields\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').TransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transactions($first: Int, $after: String, $filter: ViewerTransactionFilterInput, $sortBy: TransactionSortKey, $sortDirection: SortDirection) {\n    viewer {\n      transactions(first: $first, after: $after, filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            ...TransactionFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').TransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgreeTransaction($transactionId: ID!, $asCustomer: String) {\n    agreeTransaction(transactionId: $transactionId, asCustomer: $asCustomer) {\n      __typename\n      ... on AgreeTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').AgreeTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipItems($transactionId: ID!, $itemId: Int, $shippingInformation: ShippingInformationInput, $asCustomer: String) {\n    shipItems(transactionId: $transactionId, itemId: $itemId, shippingInformation: $shippingInformation, asCustomer: $asCustomer) {\n      __typename\n      ... on ShipItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').ShipItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {\n    receiveItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {\n      __typename\n      ... on ReceiveItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').ReceiveItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {\n    acceptItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {\n      __typename\n      ... on AcceptItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').AcceptItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectItems($transactionId: ID!, $itemId: Int, $rejectionReason: String, $asCustomer: String) {\n    rejectItems(transactionId: $transactionId, itemId: $itemId, rejectionReason: $rejectionReason, asCustomer: $asCustomer) {\n      __typename\n      ... on RejectItemsPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').RejectItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTransaction($transactionId: ID!, $cancellationReason: String, $asCustomer: String) {\n    cancelTransaction(transactionId: $transactionId, cancellationReason: $cancellationReason, asCustomer: $asCustomer) {\n      __typename\n      ... on CancelTransactionPayload {\n        transaction {\n          ...TransactionFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').CancelTransactionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
