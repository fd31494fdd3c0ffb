/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How a domain name is handed over; required when shipping or returning one. */
export type AuthorizationType =
  | 'authorization_code'
  | 'push'
  | 'username_password';

/** Who may see the broker commission: both buyer and seller, one of them, or neither. */
export type CommissionAudience =
  | 'both'
  | 'buyer'
  | 'neither'
  | 'seller';

export type CreateTransactionInput = {
  auctionId?: number | null | undefined;
  currency: Currency;
  description: string;
  /** An offer, to be upgraded to a live transaction later. */
  isDraft?: boolean | null | undefined;
  items: Array<ItemInput>;
  parties: Array<PartyInput>;
  privacy?: PrivacyInput | null | undefined;
  /** Your own reference, up to 256 characters. */
  reference?: string | null | undefined;
};

export type Currency =
  | 'aud'
  | 'cad'
  | 'euro'
  | 'gbp'
  | 'usd';

export type ExtraAttributesInput = {
  concierge?: boolean | null | undefined;
  imageUrl?: string | null | undefined;
  /** motor_vehicle only. */
  lienHolderPayoff?: boolean | null | undefined;
  /** motor_vehicle only. */
  make?: string | null | undefined;
  merchantUrl?: string | null | undefined;
  /** motor_vehicle only. */
  model?: string | null | undefined;
  /** motor_vehicle only. */
  titleCollection?: boolean | null | undefined;
  /** domain_name only. */
  withContent?: boolean | null | undefined;
  /** motor_vehicle only, and required there. */
  year?: number | null | undefined;
};

export type FeeInput = {
  /** Email or "me". */
  payerCustomer: string;
  /** escrow only: 0.5 or 1; the escrow splits must sum to 1. */
  split?: number | null | undefined;
  type: FeeType;
};

export type FeeType =
  | 'cheque_disbursement'
  | 'creditcard_deposit'
  | 'escrow'
  | 'paypal_deposit'
  | 'wire_disbursement';

export type ItemInput = {
  category?: string | null | undefined;
  description?: string | null | undefined;
  extraAttributes?: ExtraAttributesInput | null | undefined;
  /** Identical on every item; absent means the buyer pays the escrow fee. */
  fees?: Array<FeeInput> | null | undefined;
  /** Seconds; equal on every item unless milestones. */
  inspectionPeriod?: number | null | undefined;
  quantity?: number | null | undefined;
  schedule: Array<ScheduleInput>;
  title: string;
  type: ItemType;
};

export type ItemType =
  | 'broker_fee'
  | 'domain_name'
  | 'domain_name_holding'
  | 'general_merchandise'
  | 'milestone'
  | 'motor_vehicle'
  | 'partner_fee'
  | 'shipping_fee';

/** ongoing: open (drafts included); completed: closed; blocked: open, waiting on a float, a dispute or a payout method. */
export type PartnerTransactionStatus =
  | 'blocked'
  | 'completed'
  | 'ongoing';

export type PartyInput = {
  /** An email address, or "me" for the caller. */
  customer: string;
  /** buyer, seller or broker; the caller is added as partner. */
  role: PartyRole;
};

export type PartyRole =
  | 'broker'
  | 'buyer'
  | 'partner'
  | 'seller';

/** Broker privacy; only with a broker party. */
export type PrivacyInput = {
  /** Default both. */
  brokerCommissionVisibleTo?: CommissionAudience | null | undefined;
  /** Hide buyer and seller from each other (default true). */
  hideCounterparties?: boolean | null | undefined;
};

export type ScheduleInput = {
  amount: string;
  /** Email or "me". */
  beneficiaryCustomer: string;
  /** Only on milestone and domain_name_holding items, where it is required. */
  dueDate?: string | null | undefined;
  /** Email or "me". */
  payerCustomer: string;
};

/** How goods were shipped (or returned): tracking for physical goods, the authorization type for domain names. */
export type ShippingInformationInput = {
  /** Required for domain name items. */
  authorizationType?: AuthorizationType | null | undefined;
  trackingInformation?: TrackingInformationInput | null | undefined;
};

/** ASC: smallest first (oldest, lowest); DESC: largest first (newest, highest). */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Free-form tracking of a physical shipment (all optional). */
export type TrackingInformationInput = {
  carrier?: string | null | undefined;
  carrierContact?: string | null | undefined;
  trackingId?: string | null | undefined;
};

/** What a listing of transactions is ordered by; entries with the same value go by id, in the same direction. */
export type TransactionSortKey =
  /** The transaction total. */
  | 'AMOUNT'
  /** The creation time. */
  | 'CREATED'
  /** The transaction id (the REST sort_by=id). */
  | 'ID';

/** Which of the viewer's transactions; every field narrows, bounds are inclusive (the partner filter's fields that mean the same for any caller). */
export type ViewerTransactionFilterInput = {
  closedFrom?: string | null | undefined;
  closedTo?: string | null | undefined;
  /** Closed at most this many days after creation. */
  daysTaken?: number | null | undefined;
  /** Status code at most this one. */
  endCondition?: number | null | undefined;
  excludeDraft?: boolean | null | undefined;
  /** Transaction databaseIds. */
  ids?: Array<number> | null | undefined;
  initiatedFrom?: string | null | undefined;
  initiatedTo?: string | null | undefined;
  maxAmount?: string | null | undefined;
  /** On the transaction total. */
  minAmount?: string | null | undefined;
  /** Transactions in which the viewer holds any of these roles. */
  roles?: Array<PartyRole> | null | undefined;
  /** false leaves cancelled transactions out; absent or true keeps them. */
  showCancelled?: boolean | null | undefined;
  /** Status code at least this one. */
  startCondition?: number | null | undefined;
  status?: PartnerTransactionStatus | null | undefined;
  statusCode?: number | null | undefined;
};

export type TransactionFieldsFragment = { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> };

export type CreateTransactionMutationVariables = Exact<{
  input: CreateTransactionInput;
}>;


export type CreateTransactionMutation = { createTransaction:
    | { __typename: 'CreateTransactionPayload', transaction: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type TransactionQueryVariables = Exact<{
  id: string;
}>;


export type TransactionQuery = { transaction:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'Transaction', id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> }
   };

export type TransactionsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ViewerTransactionFilterInput | null | undefined;
  sortBy?: TransactionSortKey | null | undefined;
  sortDirection?: SortDirection | null | undefined;
}>;


export type TransactionsQuery = { viewer: { transactions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }> } } };

export type AgreeTransactionMutationVariables = Exact<{
  transactionId: string;
  asCustomer?: string | null | undefined;
}>;


export type AgreeTransactionMutation = { agreeTransaction:
    | { __typename: 'AgreeTransactionPayload', transaction: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'InvalidStateError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ShipItemsMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  shippingInformation?: ShippingInformationInput | null | undefined;
  asCustomer?: string | null | undefined;
}>;


export type ShipItemsMutation = { shipItems:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'InvalidStateError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ShipItemsPayload', transaction: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ReceiveItemsMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  asCustomer?: string | null | undefined;
}>;


export type ReceiveItemsMutation = { receiveItems:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'InvalidStateError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ReceiveItemsPayload', transaction: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AcceptItemsMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  asCustomer?: string | null | undefined;
}>;


export type AcceptItemsMutation = { acceptItems:
    | { __typename: 'AcceptItemsPayload', transaction: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'InvalidStateError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RejectItemsMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  rejectionReason?: string | null | undefined;
  asCustomer?: string | null | undefined;
}>;


export type RejectItemsMutation = { rejectItems:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'InvalidStateError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'RejectItemsPayload', transaction: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type CancelTransactionMutationVariables = Exact<{
  transactionId: string;
  cancellationReason?: string | null | undefined;
  asCustomer?: string | null | undefined;
}>;


export type CancelTransactionMutation = { cancelTransaction:
    | { __typename: 'CancelTransactionPayload', transaction: { id: string, databaseId: number, currency: Currency, description: string, reference: string | null, isDraft: boolean, isCancelled: boolean, statusCode: number, statusName: string, creationDate: string, closeDate: string | null, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, agreed: boolean, initiator: boolean }>, items: Array<{ databaseId: number, title: string, type: ItemType, inspectionPeriod: number, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, dueDate: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, status: { accepted: boolean, canceled: boolean, inDispute: boolean, received: boolean, rejected: boolean, shipped: boolean } }> } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'InvalidStateError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const TransactionFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"TransactionFields"}) as unknown as TypedDocumentString<TransactionFieldsFragment, unknown>;
export const CreateTransactionDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<CreateTransactionMutation, CreateTransactionMutationVariables>;
export const TransactionDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<TransactionQuery, TransactionQueryVariables>;
export const TransactionsDocument = new TypedDocumentString(`
    query Transactions($first: Int, $after: String, $filter: ViewerTransactionFilterInput, $sortBy: TransactionSortKey, $sortDirection: SortDirection) {
  viewer {
    transactions(
      first: $first
      after: $after
      filter: $filter
      sortBy: $sortBy
      sortDirection: $sortDirection
    ) {
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
}`) as unknown as TypedDocumentString<TransactionsQuery, TransactionsQueryVariables>;
export const AgreeTransactionDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<AgreeTransactionMutation, AgreeTransactionMutationVariables>;
export const ShipItemsDocument = new TypedDocumentString(`
    mutation ShipItems($transactionId: ID!, $itemId: Int, $shippingInformation: ShippingInformationInput, $asCustomer: String) {
  shipItems(
    transactionId: $transactionId
    itemId: $itemId
    shippingInformation: $shippingInformation
    asCustomer: $asCustomer
  ) {
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
}`) as unknown as TypedDocumentString<ShipItemsMutation, ShipItemsMutationVariables>;
export const ReceiveItemsDocument = new TypedDocumentString(`
    mutation ReceiveItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {
  receiveItems(
    transactionId: $transactionId
    itemId: $itemId
    asCustomer: $asCustomer
  ) {
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
}`) as unknown as TypedDocumentString<ReceiveItemsMutation, ReceiveItemsMutationVariables>;
export const AcceptItemsDocument = new TypedDocumentString(`
    mutation AcceptItems($transactionId: ID!, $itemId: Int, $asCustomer: String) {
  acceptItems(
    transactionId: $transactionId
    itemId: $itemId
    asCustomer: $asCustomer
  ) {
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
}`) as unknown as TypedDocumentString<AcceptItemsMutation, AcceptItemsMutationVariables>;
export const RejectItemsDocument = new TypedDocumentString(`
    mutation RejectItems($transactionId: ID!, $itemId: Int, $rejectionReason: String, $asCustomer: String) {
  rejectItems(
    transactionId: $transactionId
    itemId: $itemId
    rejectionReason: $rejectionReason
    asCustomer: $asCustomer
  ) {
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
}`) as unknown as TypedDocumentString<RejectItemsMutation, RejectItemsMutationVariables>;
export const CancelTransactionDocument = new TypedDocumentString(`
    mutation CancelTransaction($transactionId: ID!, $cancellationReason: String, $asCustomer: String) {
  cancelTransaction(
    transactionId: $transactionId
    cancellationReason: $cancellationReason
    asCustomer: $asCustomer
  ) {
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
}`) as unknown as TypedDocumentString<CancelTransactionMutation, CancelTransactionMutationVariables>;