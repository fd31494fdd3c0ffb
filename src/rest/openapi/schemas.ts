/**
 * The contract's objects as JSON Schema (OpenAPI 3.1), shared by every route's description.
 * Closed sets come from the domain and the parsers (currencies, item types, actions, the field
 * lists a parser accepts), so a value added there is documented here without a second list.
 */
import { cardBrands } from '../../domain/partners/payment-info.js';
import { statisticsDateFields, statisticsIntervals } from '../../domain/partners/statistics.js';
import { accountTypes, clearingSystemCodes } from '../../domain/disbursement-methods/types.js';
import { disbursementMethodTypes } from '../../domain/fees/fee-table.js';
import { feeTypes } from '../../domain/fees/compute.js';
import { paymentMethodTypes } from '../../domain/payment-methods/catalog.js';
import { itemTypes } from '../../domain/shared/item-types.js';
import { currencies } from '../../domain/shared/money.js';
import { commissionAudiences } from '../../domain/transactions/privacy.js';
import { addressWireFields } from '../parse/address.js';
import { apiKeyChangesBody, newApiKeyBody } from '../parse/api-key.js';
import { buyerPaymentBody } from '../parse/buyer-payment.js';
import { createTransactionBody } from '../parse/create-transaction.js';
import { customerChangesBody, newCustomerBody } from '../parse/customer.js';
import { disbursementMethodBody, disbursementMethodWireFields, intermediaryBankWireFields } from '../parse/disbursement-method.js';
import { paymentMethodChoiceBody } from '../parse/payment-method.js';
import { clockAdvanceBody } from '../parse/sandbox.js';
import { releaseFundsBody } from '../parse/release-funds.js';
import { toJsonSchema } from '../parse/shape.js';
import { newWebhookBody, webhookChangesBody, webhookReplayBody } from '../parse/webhook.js';
import { webhookEventNames } from '../../domain/webhooks/event-names.js';
import { reportRequestBody } from '../parse/partner-reports.js';
import { transactionActionBody } from '../parse/transaction-action.js';
import { verificationSchemas } from './verification-schemas.js';
import { disputeSchemas } from './dispute-schemas.js';

export type Schema = Record<string, unknown>;

/** A reference to a shared schema (the validator in the tests checks that every $ref resolves). */
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });
const string: Schema = { type: 'string' };
const nullableString: Schema = { type: ['string', 'null'] };
const integer: Schema = { type: 'integer' };
const boolean: Schema = { type: 'boolean' };
const timestamp: Schema = { type: 'string', format: 'date-time' };
const nullableTimestamp: Schema = { type: ['string', 'null'], format: 'date-time' };
const day: Schema = { type: 'string', format: 'date' };
const enumOf = (values: readonly (string | number | null)[], description?: string): Schema => ({ enum: [...values], ...(description ? { description } : {}) });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const object = (properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
  ...extra,
});
/** An object read from a field list of a parser: only those fields, each typed here. */
const closedObject = (fields: readonly string[], types: Record<string, Schema>, extra: Schema = {}): Schema => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((name) => [name, types[name] ?? string])),
  additionalProperties: false,
  ...extra,
});

/** Money on the wire: a two-decimal string in answers. */
const money: Schema = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', examples: ['1000.00'], description: 'Decimal string with two fractional digits' };

// GET answers an address of nulls for "no address", and such an address may be sent back: every field may be null.
const address = closedObject(addressWireFields, {
  ...Object.fromEntries(addressWireFields.map((name) => [name, nullableString])),
  country: { type: ['string', 'null'], description: 'ISO 3166-1 alpha-2 code' },
});
const nullableStrings = (fields: readonly string[]) => Object.fromEntries(fields.map((name) => [name, nullableString]));

const intermediaryBank = object({ ...nullableStrings(intermediaryBankWireFields), bank_address: nullable(ref('Address')) });

const disbursementMethod = object(
  {
    ...nullableStrings(disbursementMethodWireFields),
    id: integer,
    type: enumOf(disbursementMethodTypes),
    account_type: { ...enumOf([...accountTypes, null]) },
    clearing_system_code: enumOf([...clearingSystemCodes, null]),
    bank_address: nullable(ref('Address')),
    beneficiary_address: nullable(ref('Address')),
    intermediary_bank: nullable(ref('IntermediaryBank')),
    intermediary_banks: arrayOf(ref('IntermediaryBank')),
  },
  ['id', 'type'],
);

const customer = object(
  {
    id: integer,
    email: { type: 'string', format: 'email' },
    first_name: nullableString,
    middle_name: nullableString,
    last_name: nullableString,
    username: nullableString,
    display_name: nullableString,
    date_of_birth: nullableTimestamp,
    phone_number: nullableString,
    address: ref('Address'),
    company: nullable(object({ company_name: nullableString, address: nullable(ref('Address')) })),
    tax_numbers: { ...arrayOf(object({ id: integer, type: string, number: string })), description: 'The account holder only' },
    verification: object({
      personal: object({ status: enumOf(['not_verified', 'pending', 'verified', 'rejected']) }),
      company: object({ status: enumOf(['not_verified', 'pending', 'verified', 'rejected']) }),
      not_required: { type: 'boolean', description: 'False while an open transaction asks the customer to verify (see Party verification_required)' },
    }),
    electronic_verification: object({ available: boolean, documents_supported: arrayOf(string) }),
    disbursement_methods: { ...arrayOf(ref('DisbursementMethod')), description: 'The account holder only' },
    webhooks: { ...arrayOf(ref('Webhook')), description: 'The account holder only' },
  },
  ['id', 'email', 'verification', 'electronic_verification'],
);

const fee = object(
  {
    type: enumOf(feeTypes),
    payer_customer: string,
    amount: money,
    amount_without_taxes: money,
    taxes: arrayOf(object({ type: string, amount: money })),
  },
  ['type', 'payer_customer', 'amount'],
);

const itemStatusFlags = [
  'accepted',
  'accepted_returned',
  'canceled',
  'in_dispute',
  'received',
  'received_returned',
  'rejected',
  'rejected_returned',
  'shipped',
  'shipped_returned',
];

const transaction = object(
  {
    id: integer,
    currency: enumOf(currencies),
    description: string,
    reference: nullableString,
    creation_date: timestamp,
    close_date: nullableTimestamp,
    is_cancelled: boolean,
    is_draft: boolean,
    auction_id: integer,
    privacy: object({ hide_counterparties: boolean, broker_commission_visible_to: enumOf(commissionAudiences) }),
    parties: arrayOf(
      object(
        {
          id: integer,
          role: enumOf(['buyer', 'seller', 'broker', 'partner']),
          customer: { type: 'string', description: 'Email, or a placeholder when privacy hides the party' },
          agreed: boolean,
          initiator: boolean,
          next_step: { type: ['string', 'null'], format: 'uri' },
          verification_required: boolean,
          disbursement_method_selected: boolean,
        },
        ['id', 'role', 'customer', 'agreed'],
      ),
    ),
    items: arrayOf(
      object(
        {
          id: integer,
          title: string,
          description: nullableString,
          type: enumOf(itemTypes),
          category: string,
          quantity: integer,
          inspection_period: { type: 'integer', description: 'Seconds' },
          extra_attributes: { type: 'object' },
          fees: arrayOf(ref('Fee')),
          schedule: arrayOf(
            object(
              {
                amount: money,
                payer_customer: string,
                beneficiary_customer: string,
                due_date: timestamp,
                status: object({ secured: boolean, disbursed_to_beneficiary: boolean }, ['secured', 'disbursed_to_beneficiary']),
              },
              ['amount', 'status'],
            ),
          ),
          status: object(Object.fromEntries(itemStatusFlags.map((flag) => [flag, boolean])), itemStatusFlags),
        },
        ['id', 'title', 'type', 'schedule', 'status'],
      ),
    ),
  },
  ['id', 'currency', 'description', 'creation_date', 'close_date', 'is_cancelled', 'is_draft', 'parties', 'items'],
);

const paymentMethod = object(
  {
    type: enumOf(paymentMethodTypes),
    total: money,
    payment_gateway: string,
    conditions: arrayOf(string),
    fee_for_outstanding_balance: money,
    fees: arrayOf(ref('Fee')),
  },
  ['type', 'total', 'conditions', 'fees'],
);

const wireTransferDetails = object(
  {
    bank_name: string,
    swift_code: string,
    additional_instructions: string,
    credit_account_name: string,
    credit_account_number: string,
    routing_number: string,
    bank_iban: string,
    bank_address: string,
    wire_beneficiary_address: string,
  },
  ['bank_name', 'swift_code', 'additional_instructions'],
);

const cursorFields = {
  limit: { type: ['integer', 'null'] },
  next_cursor: { type: ['integer', 'null'], description: 'Where the next page starts; null on the last page' },
  sort_by: enumOf(['id']),
  sort_direction: enumOf(['asc', 'desc']),
};

const delivery = object(
  {
    id: integer,
    webhook_id: integer,
    event_id: { type: 'string', format: 'uuid' },
    event: string,
    transaction_id: { type: ['integer', 'null'] },
    status: enumOf(['pending', 'succeeded', 'failed', 'cancelled']),
    attempt_count: integer,
    next_attempt_at: nullableTimestamp,
    last_error: nullableString,
    created_at: timestamp,
    completed_at: nullableTimestamp,
    attempts: arrayOf(object({ started_at: timestamp, duration_ms: integer, response_status: { type: ['integer', 'null'] }, error: nullableString })),
  },
  ['id', 'webhook_id', 'event_id', 'event', 'status', 'attempts'],
);

const countCategory = object({
  total: integer,
  by_status: { type: 'object', additionalProperties: { type: 'integer' } },
  intervals: arrayOf(object({ date_start: day, date_end: day, total: integer, by_status: { type: 'object', additionalProperties: { type: 'integer' } } })),
});
const statistics = (name: string) =>
  object(
    {
      config: object({ filter_by: enumOf(statisticsDateFields), date_start: day, date_end: day, interval: enumOf(statisticsIntervals) }),
      statistics: object({ [name]: countCategory }, [name]),
    },
    ['config', 'statistics'],
  );

const reportStatus = enumOf(['pending', 'running', 'completed', 'failed']);

/** Every shared schema, by its component name. */
export const schemas = {
  BuyerPayment: toJsonSchema(buyerPaymentBody),
  WebLink: object(
    {
      action: string,
      web_link: { type: 'string', format: 'uri', description: "Opens the party's page at the action, signed in once; single use" },
      expires_at: { type: 'string', format: 'date-time' },
    },
    ['action', 'web_link', 'expires_at'],
  ),
  Address: address,
  Customer: customer,
  CustomerInput: toJsonSchema(newCustomerBody),
  CustomerChanges: toJsonSchema(customerChangesBody),
  IdentificationDocuments: object(
    { identification_documents: arrayOf(object({ id: integer, type: string, status: string, file_name: nullableString, date_created: timestamp })) },
    ['identification_documents'],
  ),
  ApiKey: object(
    {
      id: integer,
      name: string,
      key: { type: 'string', description: 'The full key: only in the answer to its creation' },
      date_created: timestamp,
      is_active: boolean,
      last_four_characters: string,
    },
    ['id', 'name', 'date_created', 'is_active', 'last_four_characters'],
  ),
  ApiKeys: object({ api_keys: arrayOf(ref('ApiKey')) }, ['api_keys']),
  ApiKeyInput: toJsonSchema(newApiKeyBody),
  ApiKeyChanges: toJsonSchema(apiKeyChangesBody),
  Webhook: object(
    {
      id: integer,
      url: { type: 'string', format: 'uri' },
      events: { type: ['array', 'null'], items: { type: 'string', enum: [...webhookEventNames] }, description: 'The events it receives; null: every event' },
      is_active: { ...boolean, description: 'An inactive webhook gets no deliveries' },
      secret: { type: 'string', description: 'The signing secret: only in the answer to its registration or rotation' },
    },
    ['id', 'url', 'events', 'is_active'],
  ),
  Webhooks: object({ webhooks: arrayOf(ref('Webhook')) }, ['webhooks']),
  WebhookInput: toJsonSchema(newWebhookBody),
  WebhookChanges: toJsonSchema(webhookChangesBody),
  RotatedWebhookSecret: {
    allOf: [
      ref('Webhook'),
      object({ secret: string, previous_secret_expires_at: { ...timestamp, description: 'Until then, deliveries carry a signature with the old secret too' } }, [
        'secret',
        'previous_secret_expires_at',
      ]),
    ],
  },
  WebhookTestResult: object(
    {
      event_id: { ...string, description: "The ping's webhook-id and event_id" },
      succeeded: { ...boolean, description: 'The receiver answered 2xx' },
      response_status: { type: ['integer', 'null'], description: 'Null when no answer came' },
      error: nullableString,
      duration_ms: integer,
    },
    ['event_id', 'succeeded', 'response_status', 'error', 'duration_ms'],
  ),
  WebhookReplay: toJsonSchema(webhookReplayBody),
  WebhookReplayResult: object({ replayed: { ...integer, description: 'Deliveries queued' } }, ['replayed']),
  Delivery: delivery,
  Deliveries: object({ deliveries: arrayOf(ref('Delivery')), next_cursor: { type: ['integer', 'null'] }, limit: integer }, ['deliveries']),
  EventDeliveries: object({ deliveries: arrayOf(ref('Delivery')) }, ['deliveries']),
  Event: object(
    {
      id: { type: 'string', format: 'uuid', description: 'The webhook-id of its deliveries (also event_id)' },
      sequence: {
        type: ['integer', 'null'],
        minimum: 1,
        description: "Its place among its transaction's events: 1, 2, 3… in commit order; null for an event of no transaction",
      },
      created: timestamp,
      event: { type: 'string', description: 'create, agree, payment_received, ship, accept, complete, party_verification_approved, report_ready, …' },
      event_type: { enum: ['transaction', 'report'] },
      transaction_id: { type: ['integer', 'null'] },
      report_id: { ...integer, description: 'A report_ready event only' },
      event_id: { type: 'string', format: 'uuid' },
      created_at: timestamp,
    },
    ['id', 'sequence', 'created', 'event', 'event_type', 'transaction_id', 'event_id', 'created_at'],
  ),
  Events: object(
    {
      limit: integer,
      next_cursor: { type: ['string', 'null'], description: 'Pass as next_cursor for the next (older) page; null on the last page' },
      events: arrayOf(ref('Event')),
    },
    ['limit', 'next_cursor', 'events'],
  ),
  IntermediaryBank: intermediaryBank,
  DisbursementMethod: disbursementMethod,
  DisbursementMethodInput: toJsonSchema(disbursementMethodBody),
  DisbursementMethods: object(
    {
      available_disbursement_methods: arrayOf(object({ type: enumOf(disbursementMethodTypes), total: money })),
      saved_disbursement_methods: arrayOf(ref('DisbursementMethod')),
      selected_disbursement_method: nullable(ref('DisbursementMethod')),
      available_currencies: arrayOf(string),
    },
    ['available_disbursement_methods', 'saved_disbursement_methods', 'selected_disbursement_method'],
  ),
  Fee: fee,
  Transaction: transaction,
  TransactionInput: toJsonSchema(createTransactionBody),
  TransactionAction: toJsonSchema(transactionActionBody),
  TransactionList: object({ page: integer, per_page: integer, page_count: integer, transactions: arrayOf(ref('Transaction')) }, [
    'page',
    'per_page',
    'page_count',
    'transactions',
  ]),
  TransactionCursoredList: object({ ...cursorFields, transactions: arrayOf(ref('Transaction')) }, ['limit', 'next_cursor', 'transactions']),
  CustomerCursoredList: object({ ...cursorFields, customers: arrayOf(ref('Customer')) }, ['limit', 'next_cursor', 'customers']),
  TimelineEntries: arrayOf(object({ date_added: timestamp, notes: string }, ['date_added', 'notes'])),
  PaymentMethod: paymentMethod,
  PaymentMethods: object(
    {
      available_payment_methods: arrayOf(ref('PaymentMethod')),
      conditionally_available_payment_methods: arrayOf(ref('PaymentMethod')),
      total_without_payment_fee: money,
      selected_payment_method: { ...enumOf([...paymentMethodTypes, null]) },
    },
    ['available_payment_methods', 'conditionally_available_payment_methods', 'total_without_payment_fee', 'selected_payment_method'],
  ),
  PaymentMethodInput: toJsonSchema(paymentMethodChoiceBody),
  PaymentInstructions: { oneOf: [wireTransferDetails, object({ landing_page: { type: 'string', format: 'uri' } }, ['landing_page'])] },
  ClockAdvance: toJsonSchema(clockAdvanceBody),
  ReleaseFunds: toJsonSchema(releaseFundsBody),
  PartnerSavedCard: object({
    id: integer,
    ext_cust_id: integer,
    brand: enumOf(cardBrands),
    last_four_digits: string,
    expiration_month: integer,
    expiration_year: integer,
  }),
  PartnerDisbursementInfo: object({
    id: integer,
    bank_name: nullableString,
    account_name: nullableString,
    currency: nullableString,
    type: string,
    bank_address: object({ country: nullableString }),
  }),
  TransactionCountStatistics: statistics('transaction_count'),
  CustomerCountStatistics: statistics('customer_count'),
  ReportRequest: toJsonSchema(reportRequestBody),
  Report: object(
    {
      id: integer,
      customer_id: integer,
      status: reportStatus,
      filename: string,
      date_requested_utc: timestamp,
      date_completed_utc: nullableTimestamp,
      row_count: { type: ['integer', 'null'] },
      storage_object_url: { type: ['string', 'null'], format: 'uri', description: 'The download link once completed' },
    },
    ['id', 'status', 'filename'],
  ),
  ReportList: object(
    {
      reports: arrayOf(
        object({
          id: integer,
          status: reportStatus,
          filename: string,
          date_requested: timestamp,
          date_completed: nullableTimestamp,
          row_count: { type: ['integer', 'null'] },
        }),
      ),
      ...cursorFields,
    },
    ['reports'],
  ),
  ReportCount: object({ count: integer, by_status: { type: 'object', additionalProperties: { type: 'integer' } } }, ['count', 'by_status']),
  SingleErrorResponse: object({ error: string }, ['error'], { description: 'Every error but field validation' }),
  ValidationErrorResponse: object(
    {
      errors: {
        type: 'object',
        description: 'Field → messages; nested objects for nested fields (lists by zero-based position, `all` for the whole field)',
        additionalProperties: { $ref: '#/components/schemas/FieldErrors' },
      },
    },
    ['errors'],
  ),
  ...verificationSchemas,
  ...disputeSchemas,
  FieldErrors: { oneOf: [arrayOf(string), { type: 'object', additionalProperties: { $ref: '#/components/schemas/FieldErrors' } }] },
  BatchActionValidationResponse: object(
    {
      actions: arrayOf(object({ action: string, status: enumOf(['failed', 'not_applied']), error: string, errors: { type: 'object' } }, ['action', 'status'])),
      transaction: ref('Transaction'),
    },
    ['actions', 'transaction'],
  ),
} satisfies Record<string, Schema>;
