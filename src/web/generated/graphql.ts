/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptSettlementInput = {
  /** The databaseId of the proposal (SettlementProposal.databaseId). */
  proposalId: number;
};

export type AddressInput = {
  city?: string | null | undefined;
  /** ISO 3166-1 alpha-2, e.g. US */
  country?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** How a domain name is handed over; required when shipping or returning one. */
export type AuthorizationType =
  | 'authorization_code'
  | 'push'
  | 'username_password';

/** A test card typed on the sandbox checkout page; only its brand, last four digits and expiry are kept. */
export type CheckoutCardInput = {
  cvc: string;
  expiryMonth: number;
  expiryYear: number;
  number: string;
};

/** The national clearing system that international_routing_code belongs to. */
export type ClearingSystemCode =
  | 'ATBLZ'
  | 'AUBSB'
  | 'BRSTN'
  | 'CACPA'
  | 'CHBCC'
  | 'DEBLZ'
  | 'ESNCC'
  | 'GBDSC'
  | 'INFSC'
  | 'ITNCC'
  | 'NZNCC'
  | 'USABA';

export type Currency =
  | 'aud'
  | 'cad'
  | 'euro'
  | 'gbp'
  | 'usd';

/** New bank details. ach needs bankAbaRoutingNumber and bankAccountNumber; wire and wireTransfer an account (number or IBAN) and a bank (routing number, SWIFT or sort code); wireTransferInternational bankSwiftCode, bankName, an account and beneficiaryAddress. */
export type DisbursementMethodInput = {
  /** The name on the account. */
  accountName: string;
  /** checking or savings */
  accountType?: string | null | undefined;
  additionalInformation?: string | null | undefined;
  bankAbaRoutingNumber?: string | null | undefined;
  bankAccountNumber?: string | null | undefined;
  bankAddress?: AddressInput | null | undefined;
  bankBranchNumber?: string | null | undefined;
  bankIban?: string | null | undefined;
  bankName?: string | null | undefined;
  bankSortCode?: string | null | undefined;
  bankSwiftCode?: string | null | undefined;
  beneficiaryAddress?: AddressInput | null | undefined;
  clearingSystemCode?: ClearingSystemCode | null | undefined;
  currency?: Currency | null | undefined;
  intermediaryBanks?: Array<IntermediaryBankInput> | null | undefined;
  internationalRoutingCode?: string | null | undefined;
  memberId?: string | null | undefined;
  type: DisbursementMethodType;
};

/** How a payout is made; the type sets the disbursement fee. */
export type DisbursementMethodType =
  | 'ach'
  | 'wire'
  | 'wire_transfer'
  | 'wire_transfer_international';

/** An evidence file, as verification documents are sent: PDF, PNG or JPEG, with their limits (VERIFICATION_MAX_FILE_BYTES, _FILES, _TOTAL_BYTES). */
export type DisputeFileInput = {
  /** The file, in base64: PDF, PNG or JPEG, read from its first bytes. */
  contentBase64: string;
  /** Optional; it must match what the file is (application/pdf, image/png, image/jpeg). */
  contentType?: string | null | undefined;
  fileName?: string | null | undefined;
};

/** OPEN until the parties settle it (SETTLED), an operator decides (RESOLVED) or its opener withdraws it (WITHDRAWN). */
export type DisputeStatus =
  | 'OPEN'
  | 'RESOLVED'
  | 'SETTLED'
  | 'WITHDRAWN';

export type FeeType =
  | 'cheque_disbursement'
  | 'creditcard_deposit'
  | 'escrow'
  | 'paypal_deposit'
  | 'wire_disbursement';

export type IntermediaryBankInput = {
  bankAbaRoutingNumber?: string | null | undefined;
  bankAccountNumber?: string | null | undefined;
  bankAddress?: AddressInput | null | undefined;
  bankName?: string | null | undefined;
  bankSwiftCode?: string | null | undefined;
  clearingSystemCode?: ClearingSystemCode | null | undefined;
  memberId?: string | null | undefined;
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

export type OpenDisputeInput = {
  /** The databaseId of the item. */
  itemId: number;
  /** A first message (at most 5000 characters). */
  message?: string | null | undefined;
  /** What the dispute is about (at most 1000 characters). */
  reason: string;
};

export type PartyRole =
  | 'broker'
  | 'buyer'
  | 'partner'
  | 'seller';

/** The payment methods of the contract; see Transaction.paymentMethods for those offered. */
export type PaymentMethodType =
  | 'check'
  | 'credit_card'
  | 'direct_debit'
  | 'paypal'
  | 'poli'
  | 'wire_transfer';

export type PostDisputeMessageInput = {
  /** The message (at most 5000 characters). */
  body: string;
  /** The dispute (its Relay id). */
  disputeId: string;
  /** Evidence files (none by default). */
  files?: Array<DisputeFileInput> | null | undefined;
};

export type ProposeSettlementInput = {
  /** The dispute (its Relay id). */
  disputeId: string;
  sellerAmount: string;
};

/** Either a saved method (disbursementMethod) or new bank details to save and select (newDisbursementMethod). */
export type SelectDisbursementMethodInput = {
  /** An approved partner chooses for the seller or broker with this email, among its saved methods. */
  asCustomer?: string | null | undefined;
  disbursementMethod?: string | null | undefined;
  newDisbursementMethod?: DisbursementMethodInput | null | undefined;
  transaction: string;
};

/** PENDING until the other party accepts it (ACCEPTED), a newer proposal supersedes it (SUPERSEDED) or the dispute ends otherwise (CLOSED). */
export type SettlementProposalStatus =
  | 'ACCEPTED'
  | 'CLOSED'
  | 'PENDING'
  | 'SUPERSEDED';

/** How goods were shipped (or returned): tracking for physical goods, the authorization type for domain names. */
export type ShippingInformationInput = {
  /** Required for domain name items. */
  authorizationType?: AuthorizationType | null | undefined;
  trackingInformation?: TrackingInformationInput | null | undefined;
};

/** Free-form tracking of a physical shipment (all optional). */
export type TrackingInformationInput = {
  carrier?: string | null | undefined;
  carrierContact?: string | null | undefined;
  trackingId?: string | null | undefined;
};

export type WithdrawDisputeInput = {
  /** The dispute (its Relay id). */
  disputeId: string;
};

export type WebCheckoutQueryVariables = Exact<{
  id: string;
}>;


export type WebCheckoutQuery = { node:
    | { __typename: 'ApiKey' }
    | { __typename: 'Customer' }
    | { __typename: 'DisbursementMethod' }
    | { __typename: 'Dispute' }
    | { __typename: 'Event' }
    | { __typename: 'IdentificationDocument' }
    | { __typename: 'TaxNumber' }
    | { __typename: 'Transaction', databaseId: number, description: string, currency: Currency, paymentMethods:
        | { __typename: 'ForbiddenError', message: string }
        | { __typename: 'NotFoundError', message: string }
        | { __typename: 'PaymentMethods', totalWithoutPaymentFee: string, available: Array<{ type: PaymentMethodType, total: string, fees: Array<{ type: FeeType, amountWithoutTaxes: string, taxes: Array<{ type: string, amount: string }> }> }>, conditionallyAvailable: Array<{ type: PaymentMethodType, total: string, fees: Array<{ type: FeeType, amountWithoutTaxes: string, taxes: Array<{ type: string, amount: string }> }> }> }
       }
    | { __typename: 'Verification' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type WebPayAtCheckoutMutationVariables = Exact<{
  transactionId: string;
  method: PaymentMethodType;
  card?: CheckoutCardInput | null | undefined;
}>;


export type WebPayAtCheckoutMutation = { payAtSandboxCheckout:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'PayAtSandboxCheckoutPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebOpenDisputeMutationVariables = Exact<{
  input: OpenDisputeInput;
}>;


export type WebOpenDisputeMutation = { openDispute:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'OpenDisputePayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebPostDisputeMessageMutationVariables = Exact<{
  input: PostDisputeMessageInput;
}>;


export type WebPostDisputeMessageMutation = { postDisputeMessage:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'PostDisputeMessagePayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebProposeSettlementMutationVariables = Exact<{
  input: ProposeSettlementInput;
}>;


export type WebProposeSettlementMutation = { proposeSettlement:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ProposeSettlementPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebAcceptSettlementMutationVariables = Exact<{
  input: AcceptSettlementInput;
}>;


export type WebAcceptSettlementMutation = { acceptSettlement:
    | { __typename: 'AcceptSettlementPayload' }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebWithdrawDisputeMutationVariables = Exact<{
  input: WithdrawDisputeInput;
}>;


export type WebWithdrawDisputeMutation = { withdrawDispute:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
    | { __typename: 'WithdrawDisputePayload' }
   };

export type PartyPageQueryVariables = Exact<{
  id: string;
}>;


export type PartyPageQuery = { node:
    | { __typename: 'ApiKey' }
    | { __typename: 'Customer' }
    | { __typename: 'DisbursementMethod' }
    | { __typename: 'Dispute' }
    | { __typename: 'Event' }
    | { __typename: 'IdentificationDocument' }
    | { __typename: 'TaxNumber' }
    | { __typename: 'Transaction', databaseId: number, description: string, currency: Currency, statusCode: number, statusName: string, isCancelled: boolean, cancellationReason: string | null, closeDate: string | Date | null, creationDate: string | Date, viewerRoles: Array<PartyRole>, parties: Array<{ role: PartyRole, customer: string | null, customerDatabaseId: number | null, agreed: boolean, verificationRequired: boolean }>, items: Array<{ databaseId: number, title: string, description: string, type: ItemType, quantity: number, inspectionPeriod: number, inspectionEndsAt: string | Date | null, status: { shipped: boolean, received: boolean, accepted: boolean, rejected: boolean, shippedReturned: boolean, receivedReturned: boolean, acceptedReturned: boolean, rejectedReturned: boolean, inDispute: boolean, canceled: boolean }, fees: Array<{ type: FeeType, payerCustomer: string | null, split: number | null, amountWithoutTaxes: string, taxes: Array<{ type: string, amount: string }> }>, schedule: Array<{ amount: string, payerCustomer: string | null, beneficiaryCustomer: string | null, secured: boolean, disbursedToBeneficiary: boolean }>, dispute: { id: string, databaseId: number, openedBy: PartyRole, reason: string, status: DisputeStatus, respondBy: string | Date, openedAt: string | Date, closedAt: string | Date | null, messages: { edges: Array<{ node: { databaseId: number, authorRole: PartyRole, body: string, createdAt: string | Date, files: Array<{ databaseId: number, fileName: string | null, contentType: string, size: number }> } }>, pageInfo: { hasPreviousPage: boolean } }, proposals: { edges: Array<{ node: { databaseId: number, proposedByRole: PartyRole, status: SettlementProposalStatus, sellerAmount: string, buyerAmount: string, sellerPayout: string | null, sellerFees: string | null, createdAt: string | Date } }> }, resolution: { sellerAmount: string, buyerAmount: string } | null } | null }>, timeline: Array<{ dateAdded: string | Date, event: string | null, notes: string }>, availableActions: Array<{ action: string, itemId: number | null, paymentMethods: Array<string> }>, paymentMethods:
        | { __typename: 'ForbiddenError' }
        | { __typename: 'NotFoundError' }
        | { __typename: 'PaymentMethods', totalWithoutPaymentFee: string, availablePaymentMethods: Array<{ type: PaymentMethodType, total: string, conditions: Array<string>, fees: Array<{ type: FeeType, amountWithoutTaxes: string, taxes: Array<{ type: string, amount: string }> }> }>, conditionallyAvailablePaymentMethods: Array<{ type: PaymentMethodType, total: string, conditions: Array<string>, fees: Array<{ type: FeeType, amountWithoutTaxes: string, taxes: Array<{ type: string, amount: string }> }> }> }
      , disbursementMethods:
        | { __typename: 'DisbursementMethods', availableDisbursementMethods: Array<{ type: DisbursementMethodType, total: string }>, savedDisbursementMethods: Array<{ id: string, type: DisbursementMethodType, accountName: string, bankName: string | null }>, selectedDisbursementMethod: { type: DisbursementMethodType } | null }
        | { __typename: 'ForbiddenError' }
       }
    | { __typename: 'Verification' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type WebAgreeMutationVariables = Exact<{
  transactionId: string;
}>;


export type WebAgreeMutation = { agreeTransaction:
    | { __typename: 'AgreeTransactionPayload' }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebReceiveMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
}>;


export type WebReceiveMutation = { receiveItems:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ReceiveItemsPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebAcceptMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
}>;


export type WebAcceptMutation = { acceptItems:
    | { __typename: 'AcceptItemsPayload' }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebReceiveReturnMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
}>;


export type WebReceiveReturnMutation = { receiveReturn:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ReceiveReturnPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebAcceptReturnMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
}>;


export type WebAcceptReturnMutation = { acceptReturn:
    | { __typename: 'AcceptReturnPayload' }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebShipMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  shipping?: ShippingInformationInput | null | undefined;
}>;


export type WebShipMutation = { shipItems:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ShipItemsPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebShipReturnMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  shipping?: ShippingInformationInput | null | undefined;
}>;


export type WebShipReturnMutation = { shipReturn:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ShipReturnPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebRejectMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  reason?: string | null | undefined;
}>;


export type WebRejectMutation = { rejectItems:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'RejectItemsPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebRejectReturnMutationVariables = Exact<{
  transactionId: string;
  itemId?: number | null | undefined;
  reason?: string | null | undefined;
}>;


export type WebRejectReturnMutation = { rejectReturn:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'RejectReturnPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebCancelMutationVariables = Exact<{
  transactionId: string;
  reason?: string | null | undefined;
}>;


export type WebCancelMutation = { cancelTransaction:
    | { __typename: 'CancelTransactionPayload' }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebSelectPayoutMutationVariables = Exact<{
  input: SelectDisbursementMethodInput;
}>;


export type WebSelectPayoutMutation = { selectDisbursementMethod:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'SelectDisbursementMethodPayload' }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type WebSelectPaymentMutationVariables = Exact<{
  transactionId: string;
  method: PaymentMethodType;
  returnUrl?: string | null | undefined;
}>;


export type WebSelectPaymentMutation = { selectPaymentMethod:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'InvalidStateError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'SelectPaymentMethodPayload', instructions:
        | { __typename: 'CheckDetails' }
        | { __typename: 'LandingPage', landingPage: string }
        | { __typename: 'WireTransferDetails', bankName: string, creditAccountName: string, creditAccountNumber: string, swiftCode: string, routingNumber: string | null, bankIban: string | null, additionalInstructions: string }
       }
    | { __typename: 'ValidationError', message: string, code: string, fields: Array<{ path: Array<string>, messages: Array<string> }> }
   };

export type MyTransactionsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyTransactionsQuery = { viewer: { transactions: { edges: Array<{ node: { databaseId: number, description: string, currency: Currency, amount: string, statusName: string, isCancelled: boolean, viewerRoles: Array<PartyRole>, availableActions: Array<{ action: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };


export const WebCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethods"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalWithoutPaymentFee"}},{"kind":"Field","alias":{"kind":"Name","value":"available"},"name":{"kind":"Name","value":"availablePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithoutTaxes"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"conditionallyAvailable"},"name":{"kind":"Name","value":"conditionallyAvailablePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithoutTaxes"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebCheckoutQuery, WebCheckoutQueryVariables>;
export const WebPayAtCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebPayAtCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutCardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAtSandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebPayAtCheckoutMutation, WebPayAtCheckoutMutationVariables>;
export const WebOpenDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebOpenDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenDisputeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebOpenDisputeMutation, WebOpenDisputeMutationVariables>;
export const WebPostDisputeMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebPostDisputeMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostDisputeMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postDisputeMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebPostDisputeMessageMutation, WebPostDisputeMessageMutationVariables>;
export const WebProposeSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebProposeSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposeSettlementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposeSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebProposeSettlementMutation, WebProposeSettlementMutationVariables>;
export const WebAcceptSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebAcceptSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptSettlementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebAcceptSettlementMutation, WebAcceptSettlementMutationVariables>;
export const WebWithdrawDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebWithdrawDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawDisputeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebWithdrawDisputeMutation, WebWithdrawDisputeMutationVariables>;
export const PartyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"isCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationReason"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRoles"}},{"kind":"Field","name":{"kind":"Name","value":"parties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"customerDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipped"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"shippedReturned"}},{"kind":"Field","name":{"kind":"Name","value":"receivedReturned"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedReturned"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedReturned"}},{"kind":"Field","name":{"kind":"Name","value":"inDispute"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"payerCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithoutTaxes"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payerCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"secured"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedToBeneficiary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondBy"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"proposedByRole"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sellerAmount"}},{"kind":"Field","name":{"kind":"Name","value":"buyerAmount"}},{"kind":"Field","name":{"kind":"Name","value":"sellerPayout"}},{"kind":"Field","name":{"kind":"Name","value":"sellerFees"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellerAmount"}},{"kind":"Field","name":{"kind":"Name","value":"buyerAmount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateAdded"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethods"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalWithoutPaymentFee"}},{"kind":"Field","name":{"kind":"Name","value":"availablePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithoutTaxes"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditionallyAvailablePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithoutTaxes"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"disbursementMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisbursementMethods"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableDisbursementMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedDisbursementMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedDisbursementMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartyPageQuery, PartyPageQueryVariables>;
export const WebAgreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebAgree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreeTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebAgreeMutation, WebAgreeMutationVariables>;
export const WebReceiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebReceive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebReceiveMutation, WebReceiveMutationVariables>;
export const WebAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebAcceptMutation, WebAcceptMutationVariables>;
export const WebReceiveReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebReceiveReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebReceiveReturnMutation, WebReceiveReturnMutationVariables>;
export const WebAcceptReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebAcceptReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebAcceptReturnMutation, WebAcceptReturnMutationVariables>;
export const WebShipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebShip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipping"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingInformationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shippingInformation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebShipMutation, WebShipMutationVariables>;
export const WebShipReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebShipReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipping"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingInformationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shippingInformation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebShipReturnMutation, WebShipReturnMutationVariables>;
export const WebRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rejectionReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebRejectMutation, WebRejectMutationVariables>;
export const WebRejectReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebRejectReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rejectionReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebRejectReturnMutation, WebRejectReturnMutationVariables>;
export const WebCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cancellationReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebCancelMutation, WebCancelMutationVariables>;
export const WebSelectPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebSelectPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectDisbursementMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectDisbursementMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebSelectPayoutMutation, WebSelectPayoutMutationVariables>;
export const WebSelectPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebSelectPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"returnUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelectPaymentMethodPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LandingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landingPage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WireTransferDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"creditAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"creditAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"swiftCode"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankIban"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInstructions"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebSelectPaymentMutation, WebSelectPaymentMutationVariables>;
export const MyTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"isCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRoles"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyTransactionsQuery, MyTransactionsQueryVariables>;