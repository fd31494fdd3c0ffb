/**
 * Typed GraphQL operations: create a transaction, read one, list the viewer's, and the lifecycle
 * actions. Each is a typed document (its variables and result are types generated from
 * schema.graphql); send it with `createGraphQLClient(...).request(document, variables)`.
 */
import { graphql } from './generated/graphql/gql.js';

export const TransactionFieldsFragment = graphql(`
  fragment TransactionFields on Transaction {
    id
    databaseId
    currency
    description
    reference
    isDraft
    isCancelled
    statusCode
    statusName
    creationDate
    closeDate
    viewerRoles
    parties {
      role
      customer
      agreed
      initiator
    }
    items {
      databaseId
      title
      type
      inspectionPeriod
      schedule {
        amount
        payerCustomer
        beneficiaryCustomer
        dueDate
        secured
        disbursedToBeneficiary
      }
      status {
        accepted
        canceled
        inDispute
        received
        rejected
        shipped
      }
    }
  }
`);

export const CreateTransactionDocument = graphql(`
  mutation CreateTransaction($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      __typename
      ... on CreateTransactionPayload {
        transaction {
          ...TransactionFields
        }
      }
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        fields {
          path
          messages
        }
      }
    }
  }
`);

export const TransactionDocument = graphql(`
  query Transaction($id: ID!) {
    transaction(id: $id) {
      __typename
      ... on Transaction {
        ...TransactionFields
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const TransactionsDocument = graphql(`
  query Transactions($first: Int, $after: String, $filter: ViewerTransactionFilterInput, $sortBy: TransactionSortKey, $sortDirection: SortDirection) {
    viewer {
      transactions(first: $first, after: $after, filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            ...TransactionFields
          }
        }
      }
    }
  }
`);

export const AgreeTransactionDocument = graphql(`
  mutation AgreeTransaction($transactionId: ID!, $asCustomer: String) {
    agreeTransaction(transactionId: $transactionId, asCustomer: $asCustomer) {
      __typename
      ... on AgreeTransactionPayload {
        transaction {
          ...TransactionFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const ShipItemsDocument = graphql(`
  mutation ShipItems($transactionId: ID!, $itemId: Int, $shippingInformation: ShippingInformationInput, $asCustomer: String) {
    shipItems(transactionId: $transactionId, itemId: $itemId, shippingInformation: $shippingInformation, asCustomer: $asCustomer) {
      __typename
      ... on ShipItemsPayload {
        transaction {
          ...TransactionFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const ReceiveItemsDocument = graphql(`
  mutation ReceiveItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {
    receiveItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {
      __typename
      ... on ReceiveItemsPayload {
        transaction {
          ...TransactionFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const AcceptItemsDocument = graphql(`
  mutation AcceptItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {
    acceptItems(transactionId: $transactionId, itemId: $itemId, asCustomer: $asCustomer) {
      __typename
      ... on AcceptItemsPayload {
        transaction {
          ...TransactionFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const RejectItemsDocument = graphql(`
  mutation RejectItems($transactionId: ID!, $itemId: Int, $rejectionReason: String, $asCustomer: String) {
    rejectItems(transactionId: $transactionId, itemId: $itemId, rejectionReason: $rejectionReason, asCustomer: $asCustomer) {
      __typename
      ... on RejectItemsPayload {
        transaction {
          ...TransactionFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const CancelTransactionDocument = graphql(`
  mutation CancelTransaction($transactionId: ID!, $cancellationReason: String, $asCustomer: String) {
    cancelTransaction(transactionId: $transactionId, cancellationReason: $cancellationReason, asCustomer: $asCustomer) {
      __typename
      ... on CancelTransactionPayload {
        transaction {
          ...TransactionFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
