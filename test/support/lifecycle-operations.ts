import { graphql } from '../graphql/generated/gql.js';

// The lifecycle mutations as a client sends them: each selects the transaction after the
// change, or the typed error (with the field paths of a ValidationError).

export const LifecycleTransactionFields = graphql(`
  fragment LifecycleTransaction on Transaction {
    databaseId statusCode isDraft isCancelled cancellationReason closeDate
    parties { databaseId role customer agreed }
    items {
      databaseId type
      status { accepted acceptedReturned canceled inDispute received receivedReturned rejected rejectedReturned shipped shippedReturned }
      schedule { amount secured disbursedToBeneficiary }
    }
  }
`);

export const ActionErrorFields = graphql(`
  fragment ActionError on Error {
    __typename code message
    ... on ValidationError { fields { path messages } }
  }
`);

export const CreateLifecycleTransaction = graphql(`
  mutation CreateLifecycleTransaction($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      __typename
      ... on CreateTransactionPayload { transaction { id ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const AgreeTransaction = graphql(`
  mutation AgreeTransaction($id: ID!, $as: String) {
    agreeTransaction(transactionId: $id, asCustomer: $as) {
      __typename
      ... on AgreeTransactionPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const ShipItems = graphql(`
  mutation ShipItems($id: ID!, $itemId: Int, $shipping: ShippingInformationInput, $as: String) {
    shipItems(transactionId: $id, itemId: $itemId, shippingInformation: $shipping, asCustomer: $as) {
      __typename
      ... on ShipItemsPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const ReceiveItems = graphql(`
  mutation ReceiveItems($id: ID!, $itemId: Int, $as: String) {
    receiveItems(transactionId: $id, itemId: $itemId, asCustomer: $as) {
      __typename
      ... on ReceiveItemsPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const AcceptItems = graphql(`
  mutation AcceptItems($id: ID!, $itemId: Int, $as: String) {
    acceptItems(transactionId: $id, itemId: $itemId, asCustomer: $as) {
      __typename
      ... on AcceptItemsPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const RejectItems = graphql(`
  mutation RejectItems($id: ID!, $itemId: Int, $reason: String) {
    rejectItems(transactionId: $id, itemId: $itemId, rejectionReason: $reason) {
      __typename
      ... on RejectItemsPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const ShipReturn = graphql(`
  mutation ShipReturn($id: ID!, $itemId: Int, $shipping: ShippingInformationInput) {
    shipReturn(transactionId: $id, itemId: $itemId, shippingInformation: $shipping) {
      __typename
      ... on ShipReturnPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const ReceiveReturn = graphql(`
  mutation ReceiveReturn($id: ID!, $itemId: Int) {
    receiveReturn(transactionId: $id, itemId: $itemId) {
      __typename
      ... on ReceiveReturnPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const AcceptReturn = graphql(`
  mutation AcceptReturn($id: ID!, $itemId: Int) {
    acceptReturn(transactionId: $id, itemId: $itemId) {
      __typename
      ... on AcceptReturnPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const RejectReturn = graphql(`
  mutation RejectReturn($id: ID!, $itemId: Int, $reason: String) {
    rejectReturn(transactionId: $id, itemId: $itemId, rejectionReason: $reason) {
      __typename
      ... on RejectReturnPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const ResolveDispute = graphql(`
  mutation ResolveDispute($id: ID!, $itemId: Int!, $outcome: DisputeOutcome!, $note: String) {
    resolveDispute(transactionId: $id, itemId: $itemId, outcome: $outcome, note: $note) {
      __typename
      ... on ResolveDisputePayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const CancelTransaction = graphql(`
  mutation CancelTransaction($id: ID!, $reason: String) {
    cancelTransaction(transactionId: $id, cancellationReason: $reason) {
      __typename
      ... on CancelTransactionPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const UpdateTracking = graphql(`
  mutation UpdateTracking($id: ID!, $shipping: ShippingInformationInput!) {
    updateTracking(transactionId: $id, shippingInformation: $shipping) {
      __typename
      ... on UpdateTrackingPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const ModifyParty = graphql(`
  mutation ModifyParty($id: ID!, $partyId: Int!, $customer: String!) {
    modifyParty(transactionId: $id, partyId: $partyId, customer: $customer) {
      __typename
      ... on ModifyPartyPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const ModifyTerms = graphql(`
  mutation ModifyTerms($id: ID!, $terms: ModifyTermsInput!) {
    modifyTerms(transactionId: $id, terms: $terms) {
      __typename
      ... on ModifyTermsPayload { transaction { ...LifecycleTransaction items { title inspectionPeriod } } }
      ...ActionError
    }
  }
`);

export const UpgradeDraft = graphql(`
  mutation UpgradeDraft($id: ID!) {
    upgradeDraft(transactionId: $id) {
      __typename
      ... on UpgradeDraftPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const BatchActions = graphql(`
  mutation BatchActions($id: ID!, $actions: [BatchActionInput!]!) {
    batchActions(transactionId: $id, actions: $actions) {
      __typename
      ... on BatchActionsPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const AuthenticatorRejects = graphql(`
  mutation AuthenticatorRejects($id: ID!, $reason: String) {
    authenticatorRejects(transactionId: $id, rejectionReason: $reason) {
      __typename
      ... on AuthenticatorRejectsPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const RecordPayment = graphql(`
  mutation RecordPayment($id: ID!, $amount: Money, $method: String, $reference: String, $float: Boolean, $itemIds: [Int!]) {
    recordPayment(transactionId: $id, amount: $amount, method: $method, externalReference: $reference, float: $float, itemIds: $itemIds) {
      __typename
      ... on RecordPaymentPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const FloatRelease = graphql(`
  mutation FloatRelease($id: ID!) {
    floatRelease(transactionId: $id) {
      __typename
      ... on FloatReleasePayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const FloatCancel = graphql(`
  mutation FloatCancel($id: ID!, $reason: String) {
    floatCancel(transactionId: $id, reason: $reason) {
      __typename
      ... on FloatCancelPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const FundInSandbox = graphql(`
  mutation FundInSandbox($id: ID!) {
    fundTransactionInSandbox(transactionId: $id) {
      __typename
      ... on FundTransactionInSandboxPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);

export const AdvanceClock = graphql(`
  mutation AdvanceClock($id: ID!, $seconds: Int!) {
    advanceTransactionClock(transactionId: $id, seconds: $seconds) {
      __typename
      ... on AdvanceTransactionClockPayload { transaction { ...LifecycleTransaction } }
      ...ActionError
    }
  }
`);
