// Generated from openapi.json by clients/typescript/scripts/generate-rest.ts: do not edit.

export interface paths {
    "/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an account for someone (they get an email to set a password) */
        post: operations["postCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer: yourself (`me`), or a customer of your transactions as an approved partner */
        get: operations["getCustomerByCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a customer’s details */
        patch: operations["patchCustomerByCustomerId"];
        trace?: never;
    };
    "/customer/{customer_id}/identification-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s identification documents (their records, never their content) */
        get: operations["getCustomerByCustomerIdIdentificationDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/party/{party_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the details of the customer of a party (an approved partner of the transaction) */
        patch: operations["patchPartyByPartyId"];
        trace?: never;
    };
    "/customer/me/api_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an API key (the full key is shown only now) */
        post: operations["postCustomerMeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/api_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API keys */
        get: operations["getCustomerByCustomerIdApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/api_key/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename or deactivate an API key */
        patch: operations["patchCustomerByCustomerIdApiKeyByKeyId"];
        trace?: never;
    };
    "/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your transactions, a page at a time */
        get: operations["getTransaction"];
        put?: never;
        /** Create a transaction (the caller becomes its partner) */
        post: operations["postTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transaction, as its caller may see it (parties only) */
        get: operations["getTransactionByTransactionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Act on a transaction: agree, ship, receive, accept, reject, cancel, modify, batch, … */
        patch: operations["patchTransactionByTransactionId"];
        trace?: never;
    };
    "/transaction/reference/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transaction by its external reference (parties only) */
        get: operations["getTransactionReferenceByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Act on one item (a milestone): ship, receive, accept, reject and their returns */
        patch: operations["patchTransactionByTransactionIdItemByItemId"];
        trace?: never;
    };
    "/transaction/{transaction_id}/timeline-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The timeline of a transaction (parties only) */
        get: operations["getTransactionByTransactionIdTimelineEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/item/{item_id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release part of an item’s held money to the seller now (the buyer, before accepting)
         * @description An extension of the 2017-09-01 contract. The buyer pays the seller `amount` of a secured item at once (a deposit, a goodwill payment); the rest stays held under the same rules. The seller’s fees are deducted as for any payout. Refused with 409 while the item is in dispute, accepted, returned, not paid for, in a cancelled transaction, or while the seller has no payout method; never As-Customer (it pays the seller, as accept does). Event `funds_released`.
         */
        post: operations["postTransactionByTransactionIdItemByItemIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/transaction/{transaction_id}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox only: the whole outstanding balance arrives (404 in production) */
        post: operations["postSandboxTransactionByTransactionIdFund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/transaction/{transaction_id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox only: move the transaction’s clock on (inspection periods end, payouts run; 404 in production) */
        post: operations["postSandboxTransactionByTransactionIdAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/webhook/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deliveries of a webhook, newest first, with their attempts */
        get: operations["getCustomerByCustomerIdWebhookByWebhookIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery and its attempts */
        get: operations["getCustomerByCustomerIdWebhookByWebhookIdDeliveriesByDeliveryId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/webhook/{webhook_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again, now */
        post: operations["postCustomerByCustomerIdWebhookByWebhookIdDeliveriesByDeliveryIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{event_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deliveries of one event to your webhooks */
        get: operations["getEventByEventIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events of your transactions (as a party or their partner), newest first, by cursor */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event, by its id (the webhook-id of its deliveries) */
        get: operations["getEventsByEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/me/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a webhook (the signing secret is shown only now) */
        post: operations["postCustomerMeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your webhooks */
        get: operations["getCustomerByCustomerIdWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/webhook/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook: it is not called again */
        delete: operations["deleteCustomerByCustomerIdWebhookByWebhookId"];
        options?: never;
        head?: never;
        /** Change a webhook: its url, the events it receives, whether it is active */
        patch: operations["patchCustomerByCustomerIdWebhookByWebhookId"];
        trace?: never;
    };
    "/customer/{customer_id}/webhook/{webhook_id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret (shown only now); the old one signs too for WEBHOOK_SECRET_GRACE_HOURS */
        post: operations["postCustomerByCustomerIdWebhookByWebhookIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/webhook/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the webhook a signed `ping` now and answer what its receiver did */
        post: operations["postCustomerByCustomerIdWebhookByWebhookIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/webhook/{webhook_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the events of a window again, each as a new delivery, in event order */
        post: operations["postCustomerByCustomerIdWebhookByWebhookIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/disbursement_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved payout methods */
        get: operations["getCustomerByCustomerIdDisbursementMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/disbursement_methods/{disbursement_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One saved payout method */
        get: operations["getCustomerByCustomerIdDisbursementMethodsByDisbursementId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/disbursement_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What each payout method would pay (the seller or the broker) */
        get: operations["getTransactionByTransactionIdDisbursementMethods"];
        put?: never;
        /** Choose the payout method of a transaction: a saved one (`{"id": …}`) or new bank details */
        post: operations["postTransactionByTransactionIdDisbursementMethods"];
        delete?: never;
        options?: never;
        head?: never;
        /** Choose the payout method of a transaction: a saved one (`{"id": …}`) or new bank details */
        patch: operations["patchTransactionByTransactionIdDisbursementMethods"];
        trace?: never;
    };
    "/transaction/{transaction_id}/payment_methods/{payment_method_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to pay by one method, without choosing it: wire or check details, or a landing page */
        get: operations["getTransactionByTransactionIdPaymentMethodsByPaymentMethodName"];
        put?: never;
        /** Choose how to pay: wire instructions, or a landing page */
        post: operations["postTransactionByTransactionIdPaymentMethodsByPaymentMethodName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/payment_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the buyer can pay the outstanding balance, and what each method costs */
        get: operations["getTransactionByTransactionIdPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/buyer_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where the buyer's money comes from (BuyerPayment), shown to the operator who records the payment */
        post: operations["postTransactionByTransactionIdBuyerPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your transactions as partner, filtered, by cursor */
        get: operations["getPartnerTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customers of your transactions, filtered, by cursor */
        get: operations["getPartnerCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer of your transactions, by customer_id or party_id */
        get: operations["getPartnerCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/customer/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer of your transactions */
        get: operations["getPartnerCustomerByCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/statistics/transactions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transactions created (or closed) per interval, by status */
        get: operations["getPartnerStatisticsTransactionsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/statistics/customers/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers of your transactions per interval, by verification status */
        get: operations["getPartnerStatisticsCustomersCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/customer/{customer_id}/payments_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s saved cards, as a partner may see them (never the number) */
        get: operations["getPartnerCustomerByCustomerIdPaymentsIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/customer/{customer_id}/payments_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s saved payout methods, as a partner may see them (never an account number) */
        get: operations["getPartnerCustomerByCustomerIdPaymentsOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your reports, by cursor */
        get: operations["getPartnerReports"];
        put?: never;
        /** Ask for a report of your transactions (built in the background) */
        post: operations["postPartnerReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/reports/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many reports you have, by status */
        get: operations["getPartnerReportsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/reports/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report: poll until `status` is completed */
        get: operations["getPartnerReportsByTaskId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/reports/{task_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a completed report, as CSV or JSON (409 until it is ready) */
        get: operations["getPartnerReportsByTaskIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/web_link/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A URL where the party performs an action on the transaction in the browser
         * @description A signed one-time URL, bound to the party and the action, that expires after a day. An approved partner names the party with `As-Customer` or `as_customer`.
         */
        get: operations["getTransactionByTransactionIdWebLinkByAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/item/{item_id}/web_link/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A URL where the party performs an action on one item in the browser
         * @description A signed one-time URL, bound to the party and the action, that expires after a day. An approved partner names the party with `As-Customer` or `as_customer`.
         */
        get: operations["getTransactionByTransactionIdItemByItemIdWebLinkByAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer’s personal and company verification: status and newest submission (records, never files) */
        get: operations["getCustomerByCustomerIdVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/verification/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the personal verification (KYC) with its documents, for an operator to review
         * @description JSON with each file in base64. Account fields left out are taken from the customer profile. Files: PDF, PNG or JPEG, read from their first bytes; at most VERIFICATION_MAX_FILE_BYTES each (5 MiB by default), VERIFICATION_MAX_FILES (4) and VERIFICATION_MAX_TOTAL_BYTES (10 MiB) a submission.
         */
        post: operations["postCustomerByCustomerIdVerificationPersonal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customer_id}/verification/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the company verification (KYC) with its documents, for an operator to review
         * @description JSON with each file in base64. Account fields left out are taken from the customer profile. Files: PDF, PNG or JPEG, read from their first bytes; at most VERIFICATION_MAX_FILE_BYTES each (5 MiB by default), VERIFICATION_MAX_FILES (4) and VERIFICATION_MAX_TOTAL_BYTES (10 MiB) a submission.
         */
        post: operations["postCustomerByCustomerIdVerificationCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/{transaction_id}/item/{item_id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The item’s dispute: its open one, else its latest (parties, the partner and operators read it)
         * @description An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").
         */
        get: operations["getTransactionByTransactionIdItemByItemIdDispute"];
        put?: never;
        /**
         * The buyer or the seller opens a dispute on an item whose money is held: nothing of it is paid out or refunded until it ends
         * @description An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").
         */
        post: operations["postTransactionByTransactionIdItemByItemIdDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispute/{dispute_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer or the seller posts a message with evidence files to an open dispute
         * @description An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").
         */
        post: operations["postDisputeByDisputeIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispute/{dispute_id}/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An evidence file of the dispute, as an attachment (readers of the case; anyone else 404)
         * @description An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").
         */
        get: operations["getDisputeByDisputeIdFilesByFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispute/{dispute_id}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer or the seller proposes a split: seller_amount to the seller, the rest back to the buyer; supersedes earlier proposals
         * @description An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").
         */
        post: operations["postDisputeByDisputeIdProposals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispute/{dispute_id}/proposals/{proposal_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The party that did not make the pending proposal accepts it (never As-Customer): the buyer’s part is refunded now, the seller’s paid
         * @description An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").
         */
        post: operations["postDisputeByDisputeIdProposalsByProposalIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispute/{dispute_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The party that opened the dispute withdraws it: the item is as it was, its inspection period extended by the time the dispute was open
         * @description An extension of the 2017-09-01 API (docs/lifecycle.md, "Disputes over REST").
         */
        post: operations["postDisputeByDisputeIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        BuyerPayment: {
            /** @description ISO 3166-1 alpha-2 */
            bank_country?: string | null;
            bank_name?: string | null;
            account_name?: string | null;
            /** Format: email */
            third_party_email?: string | null;
            bank_state?: string | null;
        };
        WebLink: {
            action: string;
            /**
             * Format: uri
             * @description Opens the party's page at the action, signed in once; single use
             */
            web_link: string;
            /** Format: date-time */
            expires_at: string;
        };
        Address: {
            line1?: string | null;
            line2?: string | null;
            city?: string | null;
            state?: string | null;
            post_code?: string | null;
            /** @description ISO 3166-1 alpha-2 code */
            country?: string | null;
        };
        Customer: {
            id: number;
            /** Format: email */
            email: string;
            first_name?: string | null;
            middle_name?: string | null;
            last_name?: string | null;
            username?: string | null;
            display_name?: string | null;
            /** Format: date-time */
            date_of_birth?: string | null;
            phone_number?: string | null;
            address?: components["schemas"]["Address"];
            company?: {
                company_name?: string | null;
                address?: components["schemas"]["Address"] | null;
            } | null;
            /** @description The account holder only */
            tax_numbers?: {
                id?: number;
                type?: string;
                number?: string;
            }[];
            verification: {
                personal?: {
                    /** @enum {unknown} */
                    status?: "not_verified" | "pending" | "verified" | "rejected";
                };
                company?: {
                    /** @enum {unknown} */
                    status?: "not_verified" | "pending" | "verified" | "rejected";
                };
                /** @description False while an open transaction asks the customer to verify (see Party verification_required) */
                not_required?: boolean;
            };
            electronic_verification: {
                available?: boolean;
                documents_supported?: string[];
            };
            /** @description The account holder only */
            disbursement_methods?: components["schemas"]["DisbursementMethod"][];
            /** @description The account holder only */
            webhooks?: components["schemas"]["Webhook"][];
        };
        CustomerInput: {
            /** Format: email */
            email: string;
            first_name?: string | null;
            middle_name?: string | null;
            last_name?: string | null;
            username?: string | null;
            display_name?: string | null;
            /** @description A date (YYYY-MM-DD) or an ISO 8601 timestamp */
            date_of_birth?: string | null;
            phone_number?: string | null;
            address?: components["schemas"]["Address"] | null;
            shipping_address?: components["schemas"]["Address"] | null;
            company?: {
                company_name?: string;
                address?: components["schemas"]["Address"];
            } | null;
            tax_numbers?: {
                id?: number;
                /** @enum {string} */
                type?: "abn" | "acn" | "ein" | "gst" | "itin" | "ssn" | "tin" | "vat";
                number?: string;
            }[];
            disbursement_methods?: components["schemas"]["DisbursementMethodInput"][];
        };
        /** @description The fields to change. id, verification, electronic_verification and webhooks are read-only and ignored; email only when unchanged. */
        CustomerChanges: {
            /** @description Read-only; ignored */
            id?: unknown;
            /** @description Read-only: accepted only when unchanged */
            email?: string | null;
            /** @description Read-only; ignored */
            verification?: unknown;
            /** @description Read-only; ignored */
            electronic_verification?: unknown;
            /** @description Read-only; ignored */
            webhooks?: unknown;
            /** @description Read-only; ignored */
            customer_email_verification?: unknown;
            /** @description Read-only; ignored */
            account_type?: unknown;
            first_name?: string | null;
            middle_name?: string | null;
            last_name?: string | null;
            username?: string | null;
            display_name?: string | null;
            /** @description A date (YYYY-MM-DD) or an ISO 8601 timestamp */
            date_of_birth?: string | null;
            phone_number?: string | null;
            address?: components["schemas"]["Address"] | null;
            shipping_address?: components["schemas"]["Address"] | null;
            company?: {
                company_name?: string;
                address?: components["schemas"]["Address"];
            } | null;
            tax_numbers?: {
                id?: number;
                /** @enum {string} */
                type?: "abn" | "acn" | "ein" | "gst" | "itin" | "ssn" | "tin" | "vat";
                number?: string;
            }[];
            disbursement_methods?: components["schemas"]["DisbursementMethodInput"][];
        };
        IdentificationDocuments: {
            identification_documents: {
                id?: number;
                type?: string;
                status?: string;
                file_name?: string | null;
                /** Format: date-time */
                date_created?: string;
            }[];
        };
        ApiKey: {
            id: number;
            name: string;
            /** @description The full key: only in the answer to its creation */
            key?: string;
            /** Format: date-time */
            date_created: string;
            is_active: boolean;
            last_four_characters: string;
        };
        ApiKeys: {
            api_keys: components["schemas"]["ApiKey"][];
        };
        ApiKeyInput: {
            name: string;
        };
        ApiKeyChanges: {
            name?: string;
            is_active?: boolean;
            /** @description Read-only; ignored */
            id?: unknown;
            /** @description Read-only; ignored */
            key?: unknown;
            /** @description Read-only; ignored */
            date_created?: unknown;
            /** @description Read-only; ignored */
            last_four_characters?: unknown;
        };
        Webhook: {
            id: number;
            /** Format: uri */
            url: string;
            /** @description The events it receives; null: every event */
            events: ("create" | "agree" | "party_verification_submitted" | "party_verification_approved" | "party_verification_rejected" | "payment_approved" | "payment_rejected" | "payment_sent" | "payment_received" | "payment_refunded" | "payment_disbursed" | "ship" | "receive" | "accept" | "reject" | "ship_return" | "receive_return" | "accept_return" | "reject_return" | "complete" | "cancel" | "offer_accepted" | "refund_resolved" | "refund_rejected" | "dispute_opened" | "dispute_message" | "settlement_proposed" | "dispute_settled" | "dispute_withdrawn" | "funds_released" | "report_ready")[] | null;
            /** @description An inactive webhook gets no deliveries */
            is_active: boolean;
            /** @description The signing secret: only in the answer to its registration or rotation */
            secret?: string;
        };
        Webhooks: {
            webhooks: components["schemas"]["Webhook"][];
        };
        WebhookInput: {
            /** Format: uri */
            url: string;
            /** @description The events it receives; absent or null: every event */
            events?: ("create" | "agree" | "party_verification_submitted" | "party_verification_approved" | "party_verification_rejected" | "payment_approved" | "payment_rejected" | "payment_sent" | "payment_received" | "payment_refunded" | "payment_disbursed" | "ship" | "receive" | "accept" | "reject" | "ship_return" | "receive_return" | "accept_return" | "reject_return" | "complete" | "cancel" | "offer_accepted" | "refund_resolved" | "refund_rejected" | "dispute_opened" | "dispute_message" | "settlement_proposed" | "dispute_settled" | "dispute_withdrawn" | "funds_released" | "report_ready")[];
        };
        WebhookChanges: {
            /** Format: uri */
            url?: string;
            /** @description The events it receives; absent or null: every event */
            events?: ("create" | "agree" | "party_verification_submitted" | "party_verification_approved" | "party_verification_rejected" | "payment_approved" | "payment_rejected" | "payment_sent" | "payment_received" | "payment_refunded" | "payment_disbursed" | "ship" | "receive" | "accept" | "reject" | "ship_return" | "receive_return" | "accept_return" | "reject_return" | "complete" | "cancel" | "offer_accepted" | "refund_resolved" | "refund_rejected" | "dispute_opened" | "dispute_message" | "settlement_proposed" | "dispute_settled" | "dispute_withdrawn" | "funds_released" | "report_ready")[];
            is_active?: boolean;
            /** @description Read-only; ignored */
            id?: unknown;
        };
        RotatedWebhookSecret: components["schemas"]["Webhook"] & {
            secret: string;
            /**
             * Format: date-time
             * @description Until then, deliveries carry a signature with the old secret too
             */
            previous_secret_expires_at: string;
        };
        WebhookTestResult: {
            /** @description The ping's webhook-id and event_id */
            event_id: string;
            /** @description The receiver answered 2xx */
            succeeded: boolean;
            /** @description Null when no answer came */
            response_status: number | null;
            error: string | null;
            duration_ms: number;
        };
        WebhookReplay: {
            /**
             * Format: date-time
             * @description Events created at or after this instant
             */
            created_start_date: string;
            /**
             * Format: date-time
             * @description Events created at or before this instant; absent: up to now
             */
            created_end_date?: string;
            /** @description Only events of these names; absent: every name */
            types?: ("create" | "agree" | "party_verification_submitted" | "party_verification_approved" | "party_verification_rejected" | "payment_approved" | "payment_rejected" | "payment_sent" | "payment_received" | "payment_refunded" | "payment_disbursed" | "ship" | "receive" | "accept" | "reject" | "ship_return" | "receive_return" | "accept_return" | "reject_return" | "complete" | "cancel" | "offer_accepted" | "refund_resolved" | "refund_rejected" | "dispute_opened" | "dispute_message" | "settlement_proposed" | "dispute_settled" | "dispute_withdrawn" | "funds_released" | "report_ready")[];
        };
        WebhookReplayResult: {
            /** @description Deliveries queued */
            replayed: number;
        };
        Delivery: {
            id: number;
            webhook_id: number;
            /** Format: uuid */
            event_id: string;
            event: string;
            transaction_id?: number | null;
            /** @enum {unknown} */
            status: "pending" | "succeeded" | "failed" | "cancelled";
            attempt_count?: number;
            /** Format: date-time */
            next_attempt_at?: string | null;
            last_error?: string | null;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            completed_at?: string | null;
            attempts: {
                /** Format: date-time */
                started_at?: string;
                duration_ms?: number;
                response_status?: number | null;
                error?: string | null;
            }[];
        };
        Deliveries: {
            deliveries: components["schemas"]["Delivery"][];
            next_cursor?: number | null;
            limit?: number;
        };
        EventDeliveries: {
            deliveries: components["schemas"]["Delivery"][];
        };
        Event: {
            /**
             * Format: uuid
             * @description The webhook-id of its deliveries (also event_id)
             */
            id: string;
            /** @description Its place among its transaction's events: 1, 2, 3… in commit order; null for an event of no transaction */
            sequence: number | null;
            /** Format: date-time */
            created: string;
            /** @description create, agree, payment_received, ship, accept, complete, party_verification_approved, report_ready, … */
            event: string;
            /** @enum {unknown} */
            event_type: "transaction" | "report";
            transaction_id: number | null;
            /** @description A report_ready event only */
            report_id?: number;
            /** Format: uuid */
            event_id: string;
            /** Format: date-time */
            created_at: string;
        };
        Events: {
            limit: number;
            /** @description Pass as next_cursor for the next (older) page; null on the last page */
            next_cursor: string | null;
            events: components["schemas"]["Event"][];
        };
        IntermediaryBank: {
            bank_aba_routing_number?: string | null;
            bank_name?: string | null;
            member_id?: string | null;
            clearing_system_code?: string | null;
            bank_address?: components["schemas"]["Address"] | null;
            bank_swift_code?: string | null;
            bank_account_number?: string | null;
        };
        DisbursementMethod: {
            id: number;
            /** @enum {unknown} */
            type: "ach" | "wire" | "wire_transfer" | "wire_transfer_international";
            account_name?: string | null;
            /** @enum {unknown} */
            account_type?: "checking" | "savings" | null;
            bank_aba_routing_number?: string | null;
            bank_account_number?: string | null;
            bank_address?: components["schemas"]["Address"] | null;
            bank_branch_number?: string | null;
            bank_iban?: string | null;
            bank_name?: string | null;
            bank_swift_code?: string | null;
            bank_sort_code?: string | null;
            international_routing_code?: string | null;
            beneficiary_address?: components["schemas"]["Address"] | null;
            currency?: string | null;
            intermediary_bank?: components["schemas"]["IntermediaryBank"] | null;
            intermediary_banks?: components["schemas"]["IntermediaryBank"][];
            additional_information?: string | null;
            /** @enum {unknown} */
            clearing_system_code?: "ATBLZ" | "AUBSB" | "BRSTN" | "CACPA" | "CHBCC" | "DEBLZ" | "ESNCC" | "GBDSC" | "INFSC" | "ITNCC" | "NZNCC" | "USABA" | null;
            member_id?: string | null;
        };
        DisbursementMethodInput: {
            /** @description Alone: selects a saved method */
            id?: number;
            /** @enum {string} */
            type?: "ach" | "wire" | "wire_transfer" | "wire_transfer_international";
            account_name?: string;
            /** @enum {string} */
            account_type?: "checking" | "savings";
            bank_aba_routing_number?: string;
            bank_account_number?: string;
            bank_address?: components["schemas"]["Address"];
            bank_branch_number?: string;
            bank_iban?: string;
            bank_name?: string;
            bank_swift_code?: string;
            bank_sort_code?: string;
            international_routing_code?: string;
            beneficiary_address?: components["schemas"]["Address"];
            currency?: string;
            intermediary_bank?: components["schemas"]["IntermediaryBank"];
            intermediary_banks?: components["schemas"]["IntermediaryBank"][];
            additional_information?: string;
            /** @enum {string} */
            clearing_system_code?: "ATBLZ" | "AUBSB" | "BRSTN" | "CACPA" | "CHBCC" | "DEBLZ" | "ESNCC" | "GBDSC" | "INFSC" | "ITNCC" | "NZNCC" | "USABA";
            member_id?: string;
        };
        DisbursementMethods: {
            available_disbursement_methods: {
                /** @enum {unknown} */
                type?: "ach" | "wire" | "wire_transfer" | "wire_transfer_international";
                /**
                 * @description Decimal string with two fractional digits
                 * @example 1000.00
                 */
                total?: string;
            }[];
            saved_disbursement_methods: components["schemas"]["DisbursementMethod"][];
            selected_disbursement_method: components["schemas"]["DisbursementMethod"] | null;
            available_currencies?: string[];
        };
        Fee: {
            /** @enum {unknown} */
            type: "escrow" | "cheque_disbursement" | "paypal_deposit" | "creditcard_deposit" | "wire_disbursement";
            payer_customer: string;
            /**
             * @description Decimal string with two fractional digits
             * @example 1000.00
             */
            amount: string;
            /**
             * @description Decimal string with two fractional digits
             * @example 1000.00
             */
            amount_without_taxes?: string;
            taxes?: {
                type?: string;
                /**
                 * @description Decimal string with two fractional digits
                 * @example 1000.00
                 */
                amount?: string;
            }[];
        };
        Transaction: {
            id: number;
            /** @enum {unknown} */
            currency: "usd" | "aud" | "euro" | "gbp" | "cad";
            description: string;
            reference?: string | null;
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            close_date: string | null;
            is_cancelled: boolean;
            is_draft: boolean;
            auction_id?: number;
            privacy?: {
                hide_counterparties?: boolean;
                /** @enum {unknown} */
                broker_commission_visible_to?: "both" | "buyer" | "seller" | "neither";
            };
            parties: {
                id: number;
                /** @enum {unknown} */
                role: "buyer" | "seller" | "broker" | "partner";
                /** @description Email, or a placeholder when privacy hides the party */
                customer: string;
                agreed: boolean;
                initiator?: boolean;
                /** Format: uri */
                next_step?: string | null;
                verification_required?: boolean;
                disbursement_method_selected?: boolean;
            }[];
            items: {
                id: number;
                title: string;
                description?: string | null;
                /** @enum {unknown} */
                type: "domain_name" | "domain_name_holding" | "general_merchandise" | "milestone" | "motor_vehicle" | "broker_fee" | "partner_fee" | "shipping_fee";
                category?: string;
                quantity?: number;
                /** @description Seconds */
                inspection_period?: number;
                extra_attributes?: Record<string, never>;
                fees?: components["schemas"]["Fee"][];
                schedule: {
                    /**
                     * @description Decimal string with two fractional digits
                     * @example 1000.00
                     */
                    amount: string;
                    payer_customer?: string;
                    beneficiary_customer?: string;
                    /** Format: date-time */
                    due_date?: string;
                    status: {
                        secured: boolean;
                        disbursed_to_beneficiary: boolean;
                    };
                }[];
                status: {
                    accepted: boolean;
                    accepted_returned: boolean;
                    canceled: boolean;
                    in_dispute: boolean;
                    received: boolean;
                    received_returned: boolean;
                    rejected: boolean;
                    rejected_returned: boolean;
                    shipped: boolean;
                    shipped_returned: boolean;
                };
            }[];
        };
        /** @description Unknown fields are ignored (a client may send back a Transaction it read). */
        TransactionInput: {
            /** @enum {string} */
            currency: "usd" | "aud" | "euro" | "gbp" | "cad";
            description: string;
            reference?: string;
            /** @description An integer, or a string of digits */
            auction_id?: number | string;
            is_draft?: boolean;
            parties: {
                /** @enum {string} */
                role: "buyer" | "seller" | "broker" | "partner";
                /**
                 * @description An email address, or `me` for the caller
                 * @example me
                 * @example seller@example.com
                 */
                customer: string;
            }[];
            items: {
                title: string;
                description?: string;
                /** @enum {string} */
                type: "domain_name" | "domain_name_holding" | "general_merchandise" | "milestone" | "motor_vehicle" | "broker_fee" | "partner_fee" | "shipping_fee";
                category?: string;
                quantity?: number | string;
                /** @description Seconds */
                inspection_period?: number | string;
                extra_attributes?: {
                    with_content?: boolean;
                    concierge?: boolean;
                    /** Format: uri */
                    image_url?: string;
                    /** Format: uri */
                    merchant_url?: string;
                    make?: string;
                    model?: string;
                    /** @description An integer, or a string of digits */
                    year?: number | string;
                    lien_holder_payoff?: boolean;
                    title_collection?: boolean;
                };
                schedule: {
                    /**
                     * @description Decimal amount: a number or a decimal string
                     * @example 1000
                     * @example 1000.00
                     */
                    amount: number | string;
                    /**
                     * @description An email address, or `me` for the caller
                     * @example me
                     * @example seller@example.com
                     */
                    payer_customer: string;
                    /**
                     * @description An email address, or `me` for the caller
                     * @example me
                     * @example seller@example.com
                     */
                    beneficiary_customer?: string;
                    /** Format: date-time */
                    due_date?: string;
                }[];
                fees?: {
                    amount?: unknown;
                    /** @enum {string} */
                    type?: "escrow" | "cheque_disbursement" | "paypal_deposit" | "creditcard_deposit" | "wire_disbursement";
                    /** @enum {number|string} */
                    split?: 0.5 | 1 | "0.5" | "1";
                    /**
                     * @description An email address, or `me` for the caller
                     * @example me
                     * @example seller@example.com
                     */
                    payer_customer?: string;
                }[];
            }[];
            privacy?: {
                hide_counterparties?: boolean;
                /** @enum {string} */
                broker_commission_visible_to?: "both" | "buyer" | "seller" | "neither";
            };
        };
        TransactionAction: {
            /** @constant */
            action: "agree";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
        } | {
            /** @constant */
            action: "ship";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            shipping_information?: {
                tracking_information?: {
                    carrier?: string;
                    tracking_id?: string;
                    carrier_contact?: string;
                };
                /**
                 * @description Required to ship or return a domain name
                 * @enum {unknown}
                 */
                authorization_type?: "push" | "authorization_code" | "username_password" | null;
            };
        } | {
            /** @constant */
            action: "receive";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
        } | {
            /** @constant */
            action: "accept";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
        } | {
            /** @constant */
            action: "reject";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            rejection_information?: {
                rejection_reason?: string;
            };
        } | {
            /** @constant */
            action: "ship_return";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            shipping_information?: {
                tracking_information?: {
                    carrier?: string;
                    tracking_id?: string;
                    carrier_contact?: string;
                };
                /**
                 * @description Required to ship or return a domain name
                 * @enum {unknown}
                 */
                authorization_type?: "push" | "authorization_code" | "username_password" | null;
            };
        } | {
            /** @constant */
            action: "receive_return";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
        } | {
            /** @constant */
            action: "accept_return";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
        } | {
            /** @constant */
            action: "reject_return";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            reject_return_information?: {
                rejection_reason?: string;
            };
        } | {
            /** @constant */
            action: "cancel";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            cancel_information?: {
                cancellation_reason?: string;
            };
        } | {
            /** @constant */
            action: "update_tracking";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            shipping_information?: {
                tracking_information?: {
                    carrier?: string;
                    tracking_id?: string;
                    carrier_contact?: string;
                };
                /**
                 * @description Required to ship or return a domain name
                 * @enum {unknown}
                 */
                authorization_type?: "push" | "authorization_code" | "username_password" | null;
            };
        } | {
            /** @constant */
            action: "modify_party";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            modify_party_information?: {
                party: {
                    id: number;
                    /** Format: email */
                    customer: string;
                };
            };
        } | {
            /**
             * @description `modify` is the older name of modify_terms
             * @enum {string}
             */
            action: "modify_terms" | "modify";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            modify_terms_information?: {
                description?: string;
                items?: {
                    id: number;
                    title?: string;
                    description?: string;
                    inspection_period?: number;
                    schedule?: {
                        id: number;
                        /**
                         * @description Decimal amount: a number or a decimal string
                         * @example 1000
                         * @example 1000.00
                         */
                        amount?: number | string;
                    }[];
                }[];
            };
        } | {
            /** @constant */
            action: "upgrade_draft";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            upgrade_draft_information?: {
                /** @enum {string} */
                flow?: "create";
            };
        } | {
            /** @constant */
            action: "batch";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            batch_information?: {
                actions: ({
                    /** @constant */
                    action: "agree";
                    /** @description Not taken: this action applies to the whole transaction (null reads as absent) */
                    item_id?: null;
                } | {
                    /** @constant */
                    action: "ship";
                    item_id?: number;
                    shipping_information?: {
                        tracking_information?: {
                            carrier?: string;
                            tracking_id?: string;
                            carrier_contact?: string;
                        };
                        /**
                         * @description Required to ship or return a domain name
                         * @enum {unknown}
                         */
                        authorization_type?: "push" | "authorization_code" | "username_password" | null;
                    };
                } | {
                    /** @constant */
                    action: "receive";
                    item_id?: number;
                } | {
                    /** @constant */
                    action: "accept";
                    item_id?: number;
                } | {
                    /** @constant */
                    action: "reject";
                    item_id?: number;
                    rejection_information?: {
                        rejection_reason?: string;
                    };
                } | {
                    /** @constant */
                    action: "ship_return";
                    item_id?: number;
                    shipping_information?: {
                        tracking_information?: {
                            carrier?: string;
                            tracking_id?: string;
                            carrier_contact?: string;
                        };
                        /**
                         * @description Required to ship or return a domain name
                         * @enum {unknown}
                         */
                        authorization_type?: "push" | "authorization_code" | "username_password" | null;
                    };
                } | {
                    /** @constant */
                    action: "receive_return";
                    item_id?: number;
                } | {
                    /** @constant */
                    action: "accept_return";
                    item_id?: number;
                } | {
                    /** @constant */
                    action: "reject_return";
                    item_id?: number;
                    reject_return_information?: {
                        rejection_reason?: string;
                    };
                } | {
                    /** @constant */
                    action: "cancel";
                    /** @description Not taken: this action applies to the whole transaction (null reads as absent) */
                    item_id?: null;
                    cancel_information?: {
                        cancellation_reason?: string;
                    };
                } | {
                    /** @constant */
                    action: "update_tracking";
                    item_id?: number;
                    shipping_information?: {
                        tracking_information?: {
                            carrier?: string;
                            tracking_id?: string;
                            carrier_contact?: string;
                        };
                        /**
                         * @description Required to ship or return a domain name
                         * @enum {unknown}
                         */
                        authorization_type?: "push" | "authorization_code" | "username_password" | null;
                    };
                } | {
                    /**
                     * @description `modify` is the older name of modify_terms
                     * @enum {string}
                     */
                    action: "modify_terms" | "modify";
                    /** @description Not taken: this action applies to the whole transaction (null reads as absent) */
                    item_id?: null;
                    modify_terms_information?: {
                        description?: string;
                        items?: {
                            id: number;
                            title?: string;
                            description?: string;
                            inspection_period?: number;
                            schedule?: {
                                id: number;
                                /**
                                 * @description Decimal amount: a number or a decimal string
                                 * @example 1000
                                 * @example 1000.00
                                 */
                                amount?: number | string;
                            }[];
                        }[];
                    };
                } | {
                    /** @constant */
                    action: "upgrade_draft";
                    /** @description Not taken: this action applies to the whole transaction (null reads as absent) */
                    item_id?: null;
                    upgrade_draft_information?: {
                        /** @enum {string} */
                        flow?: "create";
                    };
                } | {
                    /** @constant */
                    action: "authenticator_rejects";
                    item_id?: number;
                    rejection_information?: {
                        rejection_reason?: string;
                    };
                } | {
                    /** @constant */
                    action: "float_release";
                    /** @description Not taken: this action applies to the whole transaction (null reads as absent) */
                    item_id?: null;
                } | {
                    /** @constant */
                    action: "float_cancel";
                    /** @description Not taken: this action applies to the whole transaction (null reads as absent) */
                    item_id?: null;
                    float_cancel_information?: {
                        reason?: string;
                    };
                })[];
            };
        } | {
            /** @constant */
            action: "authenticator_rejects";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            rejection_information?: {
                rejection_reason?: string;
            };
        } | {
            /** @constant */
            action: "float_release";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
        } | {
            /** @constant */
            action: "float_cancel";
            /** @enum {string} */
            action_to?: "buyer" | "seller";
            float_cancel_information?: {
                reason?: string;
            };
        };
        TransactionList: {
            page: number;
            per_page: number;
            page_count: number;
            transactions: components["schemas"]["Transaction"][];
        };
        TransactionCursoredList: {
            limit: number | null;
            /** @description Where the next page starts; null on the last page */
            next_cursor: number | null;
            /** @enum {unknown} */
            sort_by?: "id";
            /** @enum {unknown} */
            sort_direction?: "asc" | "desc";
            transactions: components["schemas"]["Transaction"][];
        };
        CustomerCursoredList: {
            limit: number | null;
            /** @description Where the next page starts; null on the last page */
            next_cursor: number | null;
            /** @enum {unknown} */
            sort_by?: "id";
            /** @enum {unknown} */
            sort_direction?: "asc" | "desc";
            customers: components["schemas"]["Customer"][];
        };
        TimelineEntries: {
            /** Format: date-time */
            date_added: string;
            notes: string;
        }[];
        PaymentMethod: {
            /** @enum {unknown} */
            type: "check" | "credit_card" | "direct_debit" | "paypal" | "poli" | "wire_transfer";
            /**
             * @description Decimal string with two fractional digits
             * @example 1000.00
             */
            total: string;
            payment_gateway?: string;
            conditions: string[];
            /**
             * @description Decimal string with two fractional digits
             * @example 1000.00
             */
            fee_for_outstanding_balance?: string;
            fees: components["schemas"]["Fee"][];
        };
        PaymentMethods: {
            available_payment_methods: components["schemas"]["PaymentMethod"][];
            conditionally_available_payment_methods: components["schemas"]["PaymentMethod"][];
            /**
             * @description Decimal string with two fractional digits
             * @example 1000.00
             */
            total_without_payment_fee: string;
            /** @enum {unknown} */
            selected_payment_method: "check" | "credit_card" | "direct_debit" | "paypal" | "poli" | "wire_transfer" | null;
        };
        PaymentMethodInput: {
            /**
             * @description Optional: the method named in the path
             * @enum {unknown}
             */
            payment_method_name?: "check" | "credit_card" | "direct_debit" | "paypal" | "poli" | "wire_transfer";
            wire_reference?: string;
            /**
             * Format: uri
             * @description paypal and credit_card only
             */
            return_url?: string;
        };
        PaymentInstructions: {
            bank_name: string;
            swift_code: string;
            additional_instructions: string;
            credit_account_name?: string;
            credit_account_number?: string;
            routing_number?: string;
            bank_iban?: string;
            bank_address?: string;
            wire_beneficiary_address?: string;
        } | {
            /** Format: uri */
            landing_page: string;
        };
        ClockAdvance: {
            seconds: number;
        };
        /** @description A partial release (an extension of the 2017-09-01 contract) */
        ReleaseFunds: {
            /**
             * @description What the seller is paid now: a decimal string, more than 0 and at most the money the item holds
             * @example 300.00
             */
            amount: string;
        };
        PartnerSavedCard: {
            id?: number;
            ext_cust_id?: number;
            /** @enum {unknown} */
            brand?: "visa" | "mastercard" | "amex" | "discover" | "jcb" | "diners" | "unionpay";
            last_four_digits?: string;
            expiration_month?: number;
            expiration_year?: number;
        };
        PartnerDisbursementInfo: {
            id?: number;
            bank_name?: string | null;
            account_name?: string | null;
            currency?: string | null;
            type?: string;
            bank_address?: {
                country?: string | null;
            };
        };
        TransactionCountStatistics: {
            config: {
                /** @enum {unknown} */
                filter_by?: "created" | "closed";
                /** Format: date */
                date_start?: string;
                /** Format: date */
                date_end?: string;
                /** @enum {unknown} */
                interval?: "day" | "week" | "month";
            };
            statistics: {
                transaction_count: {
                    total?: number;
                    by_status?: {
                        [key: string]: number;
                    };
                    intervals?: {
                        /** Format: date */
                        date_start?: string;
                        /** Format: date */
                        date_end?: string;
                        total?: number;
                        by_status?: {
                            [key: string]: number;
                        };
                    }[];
                };
            };
        };
        CustomerCountStatistics: {
            config: {
                /** @enum {unknown} */
                filter_by?: "created" | "closed";
                /** Format: date */
                date_start?: string;
                /** Format: date */
                date_end?: string;
                /** @enum {unknown} */
                interval?: "day" | "week" | "month";
            };
            statistics: {
                customer_count: {
                    total?: number;
                    by_status?: {
                        [key: string]: number;
                    };
                    intervals?: {
                        /** Format: date */
                        date_start?: string;
                        /** Format: date */
                        date_end?: string;
                        total?: number;
                        by_status?: {
                            [key: string]: number;
                        };
                    }[];
                };
            };
        };
        ReportRequest: {
            transaction_filters?: {
                /** @enum {unknown} */
                sort_by?: "id";
                /** @enum {unknown} */
                status?: "ongoing" | "completed" | "blocked";
                ids?: number[];
                customer_ids?: number[];
                /**
                 * @description Decimal amount: a number or a decimal string
                 * @example 1000
                 * @example 1000.00
                 */
                min_amount?: number | string;
                /**
                 * @description Decimal amount: a number or a decimal string
                 * @example 1000
                 * @example 1000.00
                 */
                max_amount?: number | string;
                initiation_start_date?: string;
                initiation_end_date?: string;
                closed_start_date?: string;
                closed_end_date?: string;
                exclude_draft?: boolean;
                show_cancelled?: boolean;
                first_time_buyer?: boolean;
                first_time_seller?: boolean;
                first_time_either?: boolean;
                days_taken?: number;
                status_code?: number;
                start_condition?: number;
                end_condition?: number;
                sources?: "api"[];
                /** @enum {unknown} */
                sort_direction?: "asc" | "desc";
                limit?: number;
                next_cursor?: number;
            };
            customer_filters?: {
                ids?: number[];
                country?: string;
                /** @enum {unknown} */
                verification_status?: "verified" | "not_verified" | "company_verified";
            };
        };
        Report: {
            id: number;
            customer_id?: number;
            /** @enum {unknown} */
            status: "pending" | "running" | "completed" | "failed";
            filename: string;
            /** Format: date-time */
            date_requested_utc?: string;
            /** Format: date-time */
            date_completed_utc?: string | null;
            row_count?: number | null;
            /**
             * Format: uri
             * @description The download link once completed
             */
            storage_object_url?: string | null;
        };
        ReportList: {
            reports: {
                id?: number;
                /** @enum {unknown} */
                status?: "pending" | "running" | "completed" | "failed";
                filename?: string;
                /** Format: date-time */
                date_requested?: string;
                /** Format: date-time */
                date_completed?: string | null;
                row_count?: number | null;
            }[];
            limit?: number | null;
            /** @description Where the next page starts; null on the last page */
            next_cursor?: number | null;
            /** @enum {unknown} */
            sort_by?: "id";
            /** @enum {unknown} */
            sort_direction?: "asc" | "desc";
        };
        ReportCount: {
            count: number;
            by_status: {
                [key: string]: number;
            };
        };
        /** @description Every error but field validation */
        SingleErrorResponse: {
            error: string;
        };
        ValidationErrorResponse: {
            /** @description Field → messages; nested objects for nested fields (lists by zero-based position, `all` for the whole field) */
            errors: {
                [key: string]: components["schemas"]["FieldErrors"];
            };
        };
        Verification: {
            id: number;
            /** @enum {unknown} */
            type: "personal" | "company";
            /** @enum {unknown} */
            status: "pending" | "verified" | "rejected";
            /** @description What was declared: first_name, middle_name, last_name, date_of_birth (personal); company_name, registration_number, country (company) */
            account: Record<string, never>;
            documents: {
                id: number;
                type: string;
                /** @enum {unknown} */
                status: "submitted" | "verified" | "rejected";
                file_name?: string | null;
                /** @enum {unknown} */
                content_type?: "application/pdf" | "image/png" | "image/jpeg";
                /** @description Bytes */
                size?: number;
                /** @description SHA-256 of the content, hex */
                sha256?: string;
                /** Format: date-time */
                date_created?: string;
            }[];
            rejection_reason?: string | null;
            /** Format: date-time */
            date_submitted: string;
            /** Format: date-time */
            date_reviewed?: string | null;
        };
        CustomerVerifications: {
            personal: {
                /** @enum {unknown} */
                status: "not_verified" | "pending" | "verified" | "rejected";
                latest: components["schemas"]["Verification"] | null;
            };
            company: {
                /** @enum {unknown} */
                status: "not_verified" | "pending" | "verified" | "rejected";
                latest: components["schemas"]["Verification"] | null;
            };
        };
        /** @description Fields of `account` left out are taken from the customer profile. */
        VerificationSubmission: {
            account?: {
                first_name?: string | null;
                middle_name?: string | null;
                last_name?: string | null;
                date_of_birth?: string | null;
                company_name?: string | null;
                registration_number?: string | null;
                country?: string | null;
            };
            documents: {
                /**
                 * @description Personal: passport, drivers_license, national_id, proof_of_address; company: certificate_of_incorporation, business_registration, proof_of_address, ownership_structure
                 * @enum {unknown}
                 */
                type: "passport" | "drivers_license" | "national_id" | "proof_of_address" | "certificate_of_incorporation" | "business_registration" | "ownership_structure";
                file_name?: string | null;
                /**
                 * @description Optional; it must match what the file is
                 * @enum {unknown}
                 */
                content_type?: "application/pdf" | "image/png" | "image/jpeg" | null;
                /** @description The file (PDF, PNG or JPEG, read from its first bytes), in base64 */
                content: string;
            }[];
        };
        V4CustomerKYCValidationResponse: {
            errors: {
                /** @description Messages starting with the field: "first_name: is required" */
                account?: string[];
                /** @description Messages starting with the document: "documents[0].content: …"; none for the list as a whole */
                documents?: string[];
            };
        };
        Dispute: {
            id: number;
            transaction_id: number;
            item_id: number;
            /** @enum {unknown} */
            opened_by: "buyer" | "seller" | "broker" | "partner";
            reason: string;
            /** @enum {unknown} */
            status: "open" | "settled" | "resolved" | "withdrawn";
            /** Format: date-time */
            date_opened: string;
            /**
             * Format: date-time
             * @description The opening plus DISPUTE_RESPONSE_DAYS: unsettled after it, the case is due for an operator
             */
            respond_by: string;
            /** Format: date-time */
            date_closed: string | null;
            resolution: {
                /**
                 * @description Decimal string with two fractional digits
                 * @example 700.00
                 */
                seller_amount: string;
                /**
                 * @description Decimal string with two fractional digits
                 * @example 700.00
                 */
                buyer_amount: string;
            } | null;
            /** @description Oldest first */
            messages: {
                id: number;
                /** @enum {unknown} */
                author_role: "buyer" | "seller" | "broker" | "partner";
                body: string;
                /** Format: date-time */
                date_created: string;
                files: {
                    id: number;
                    file_name: string | null;
                    /**
                     * @description Read from the file, not declared
                     * @enum {unknown}
                     */
                    content_type: "application/pdf" | "image/png" | "image/jpeg";
                    /** @description Bytes */
                    size: number;
                    /** @description SHA-256 of the content, hex */
                    sha256: string;
                    /** @description GET it (HTTP Basic) for the bytes, as an attachment */
                    download_path: string;
                }[];
            }[];
            /** @description Oldest first; at most one is pending */
            proposals: {
                id: number;
                /** @enum {unknown} */
                proposed_by: "buyer" | "seller" | "broker" | "partner";
                /** @enum {unknown} */
                status: "pending" | "superseded" | "accepted" | "closed";
                /**
                 * @description The seller’s part of the item’s held money, before its fees
                 * @example 700.00
                 */
                seller_amount: string;
                /**
                 * @description Refunded to the buyer, whole
                 * @example 700.00
                 */
                buyer_amount: string;
                /** @description Null while the seller has no payout method (its fee depends on it) and once the case has ended */
                seller_payout: string | null;
                seller_fees: string | null;
                /** Format: date-time */
                date_created: string;
            }[];
        };
        DisputeOpening: {
            /** @description What the dispute is about */
            reason: string;
            /** @description A first message */
            message?: string;
        };
        /** @description Evidence files: PDF, PNG or JPEG in base64, read from their first bytes; the limits of verification documents (VERIFICATION_MAX_FILE_BYTES each, VERIFICATION_MAX_FILES and VERIFICATION_MAX_TOTAL_BYTES a message). */
        DisputeMessageInput: {
            /** @description The message */
            body: string;
            files?: {
                file_name?: string | null;
                /**
                 * @description Optional; it must match what the file is
                 * @enum {unknown}
                 */
                content_type?: "application/pdf" | "image/png" | "image/jpeg" | null;
                /** @description The file (PDF, PNG or JPEG, read from its first bytes), in base64 */
                content: string;
            }[];
        };
        SettlementProposalInput: {
            /**
             * @description What the seller is paid of the item (0 up to its held money); the buyer is refunded the rest
             * @example 700.00
             */
            seller_amount: number | string;
        };
        FieldErrors: string[] | {
            [key: string]: components["schemas"]["FieldErrors"];
        };
        BatchActionValidationResponse: {
            actions: {
                action: string;
                /** @enum {unknown} */
                status: "failed" | "not_applied";
                error?: string;
                errors?: Record<string, never>;
            }[];
            transaction: components["schemas"]["Transaction"];
        };
    };
    responses: {
        /** @description The request cannot be read: a body that is not JSON, a query parameter of the wrong type */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
        /** @description Credentials missing or wrong */
        Unauthorized: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                /** @description Basic realm="heldfunds", charset="UTF-8" */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
        /** @description Not permitted to this caller */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
        /** @description No such resource, or not one this caller may see */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
        /** @description The path exists, with other methods */
        MethodNotAllowed: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                /** @description The methods the path takes */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
        /** @description Not possible in the current state */
        Conflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
        /** @description The request body is larger than the service reads (`MAX_BODY_BYTES`, 1 MiB by default) */
        PayloadTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
        /** @description The values break the rules: every problem at once, by field */
        ValidationFailed: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorResponse"];
            };
        };
        /** @description Over the rate limit of this endpoint (or too many failed logins from this address) */
        TooManyRequests: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SingleErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
        AsCustomer: string;
        /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests allowed per window on this endpoint */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description The request's id (the client's own, when it sent a well-formed one) */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerInput"];
            };
        };
        responses: {
            /** @description The new customer */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCustomerByCustomerId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerChanges"];
            };
        };
        responses: {
            /** @description The updated customer */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdIdentificationDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentificationDocuments"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchPartyByPartyId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                party_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerChanges"];
            };
        };
        responses: {
            /** @description The updated customer */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerMeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyInput"];
            };
        };
        responses: {
            /** @description The key, with `key` in full */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys (last four characters only) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeys"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCustomerByCustomerIdApiKeyByKeyId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
                key_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyChanges"];
            };
        };
        responses: {
            /** @description The key */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransaction: {
        parameters: {
            query?: {
                page?: number;
                /** @description At most 100 (larger values are capped) */
                per_page?: number;
                sort_by?: "id";
                sort_direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionInput"];
            };
        };
        responses: {
            /** @description The transaction */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchTransactionByTransactionId: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionAction"];
            };
        };
        responses: {
            /** @description The updated transaction */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Not possible in the current state: `{"error"}`, or for a batch, what became of each action */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SingleErrorResponse"] | components["schemas"]["ValidationErrorResponse"] | components["schemas"]["BatchActionValidationResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Field problems: `{"errors"}`, or for a batch, what became of each action */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SingleErrorResponse"] | components["schemas"]["ValidationErrorResponse"] | components["schemas"]["BatchActionValidationResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionReferenceByReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchTransactionByTransactionIdItemByItemId: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
                item_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionAction"];
            };
        };
        responses: {
            /** @description The updated transaction */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Not possible in the current state: `{"error"}`, or for a batch, what became of each action */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SingleErrorResponse"] | components["schemas"]["ValidationErrorResponse"] | components["schemas"]["BatchActionValidationResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Field problems: `{"errors"}`, or for a batch, what became of each action */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SingleErrorResponse"] | components["schemas"]["ValidationErrorResponse"] | components["schemas"]["BatchActionValidationResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionIdTimelineEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries, oldest first */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineEntries"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTransactionByTransactionIdItemByItemIdRelease: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
                item_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseFunds"];
            };
        };
        responses: {
            /** @description The updated transaction */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSandboxTransactionByTransactionIdFund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSandboxTransactionByTransactionIdAdvance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockAdvance"];
            };
        };
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdWebhookByWebhookIdDeliveries: {
        parameters: {
            query?: {
                /** @description At most 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page */
                next_cursor?: number;
            };
            header?: never;
            path: {
                customer_id: string;
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deliveries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdWebhookByWebhookIdDeliveriesByDeliveryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
                webhook_id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerByCustomerIdWebhookByWebhookIdDeliveriesByDeliveryIdRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
                webhook_id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, due again */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventByEventIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDeliveries"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEvents: {
        parameters: {
            query?: {
                types?: string;
                transaction_id?: number;
                /** @description Created at or after (inclusive) */
                created_start_date?: string;
                /** @description Created at or before (inclusive; a plain date covers the whole day, UTC) */
                created_end_date?: string;
                /** @description At most 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page (the id of the event it starts at) */
                next_cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Events"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventsByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerMeWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookInput"];
            };
        };
        responses: {
            /** @description The webhook, with its `secret` */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhooks"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteCustomerByCustomerIdWebhookByWebhookId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCustomerByCustomerIdWebhookByWebhookId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookChanges"];
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerByCustomerIdWebhookByWebhookIdRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook with its new `secret` */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerByCustomerIdWebhookByWebhookIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome (a receiver that failed is still a 200 here) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerByCustomerIdWebhookByWebhookIdReplay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
                webhook_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookReplay"];
            };
        };
        responses: {
            /** @description How many deliveries were queued */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReplayResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdDisbursementMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisbursementMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdDisbursementMethodsByDisbursementId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
                disbursement_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The method */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisbursementMethod"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionIdDisbursementMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods and totals */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisbursementMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTransactionByTransactionIdDisbursementMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisbursementMethodInput"];
            };
        };
        responses: {
            /** @description The methods, the chosen one selected */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisbursementMethods"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchTransactionByTransactionIdDisbursementMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisbursementMethodInput"];
            };
        };
        responses: {
            /** @description The methods, the chosen one selected */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisbursementMethods"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionIdPaymentMethodsByPaymentMethodName: {
        parameters: {
            query?: {
                /** @description paypal and credit_card: where the landing page sends the buyer back */
                return_url?: string;
                /** @description paypal and credit_card: how the buyer goes back */
                redirect_type?: "automatic" | "manual";
            };
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
            };
            path: {
                transaction_id: number;
                payment_method_name: "check" | "credit_card" | "direct_debit" | "paypal" | "poli" | "wire_transfer";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WireTransferDetails, CheckDetails or LandingPage */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInstructions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTransactionByTransactionIdPaymentMethodsByPaymentMethodName: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
                payment_method_name: "check" | "credit_card" | "direct_debit" | "paypal" | "poli" | "wire_transfer";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentMethodInput"];
            };
        };
        responses: {
            /** @description WireTransferDetails or LandingPage */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInstructions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionIdPaymentMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTransactionByTransactionIdBuyerPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyerPayment"];
            };
        };
        responses: {
            /** @description The stored buyer payment */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerTransactions: {
        parameters: {
            query?: {
                /** @description At most 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page */
                next_cursor?: number;
                sort_by?: "id";
                sort_direction?: "asc" | "desc";
                status?: "ongoing" | "completed" | "blocked";
                ids?: string;
                customer_ids?: string;
                min_amount?: string;
                max_amount?: string;
                initiation_start_date?: string;
                initiation_end_date?: string;
                closed_start_date?: string;
                closed_end_date?: string;
                exclude_draft?: boolean;
                show_cancelled?: boolean;
                first_time_buyer?: boolean;
                first_time_seller?: boolean;
                first_time_either?: boolean;
                days_taken?: number;
                status_code?: number;
                start_condition?: number;
                end_condition?: number;
                sources?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionCursoredList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerCustomers: {
        parameters: {
            query?: {
                /** @description At most 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page */
                next_cursor?: number;
                sort_by?: "id";
                sort_direction?: "asc" | "desc";
                ids?: string;
                country?: string;
                verification_status?: "verified" | "not_verified" | "company_verified";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCursoredList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerCustomer: {
        parameters: {
            query?: {
                customer_id?: number;
                /** @description A party of one of the partner’s transactions */
                party_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer as a partner sees it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerCustomerByCustomerId: {
        parameters: {
            query?: {
                customer_id?: number;
                /** @description A party of one of the partner’s transactions */
                party_id?: number;
            };
            header?: never;
            path: {
                customer_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer as a partner sees it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerStatisticsTransactionsCount: {
        parameters: {
            query?: {
                date_start?: string;
                date_end?: string;
                interval?: "day" | "week" | "month";
                filter_by?: "created" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionCountStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerStatisticsCustomersCount: {
        parameters: {
            query?: {
                date_start?: string;
                date_end?: string;
                interval?: "day" | "week" | "month";
                filter_by?: "created" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCountStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerCustomerByCustomerIdPaymentsIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments_in: components["schemas"]["PartnerSavedCard"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerCustomerByCustomerIdPaymentsOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout methods */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments_out: components["schemas"]["PartnerDisbursementInfo"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerReports: {
        parameters: {
            query?: {
                /** @description At most 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page */
                next_cursor?: number;
                sort_by?: "id";
                sort_direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postPartnerReports: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description The report, pending */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerReportsCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerReportsByTaskId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                task_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPartnerReportsByTaskIdDownload: {
        parameters: {
            query?: {
                /** @description JSON instead of CSV */
                as_json?: boolean;
            };
            header?: never;
            path: {
                task_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report file (an attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": Record<string, never>[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionIdWebLinkByAction: {
        parameters: {
            query?: {
                /** @description The party an approved partner acts for (instead of the As-Customer header) */
                as_customer?: string;
            };
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
            };
            path: {
                transaction_id: number;
                action: "view" | "agree" | "pay" | "ship" | "receive" | "accept" | "reject" | "ship_return" | "receive_return" | "accept_return" | "reject_return" | "cancel" | "select_disbursement_method";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionIdItemByItemIdWebLinkByAction: {
        parameters: {
            query?: {
                /** @description The party an approved partner acts for (instead of the As-Customer header) */
                as_customer?: string;
            };
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
            };
            path: {
                transaction_id: number;
                item_id: number;
                action: "view" | "ship" | "receive" | "accept" | "reject" | "ship_return" | "receive_return" | "accept_return" | "reject_return";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerByCustomerIdVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both verifications */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerVerifications"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerByCustomerIdVerificationPersonal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationSubmission"];
            };
        };
        responses: {
            /** @description The submission, pending review */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description V4CustomerKYCValidationResponse: errors.account and errors.documents */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V4CustomerKYCValidationResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCustomerByCustomerIdVerificationCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationSubmission"];
            };
        };
        responses: {
            /** @description The submission, pending review */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description V4CustomerKYCValidationResponse: errors.account and errors.documents */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V4CustomerKYCValidationResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTransactionByTransactionIdItemByItemIdDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transaction_id: number;
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dispute, with its messages, files and proposals */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTransactionByTransactionIdItemByItemIdDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                transaction_id: number;
                item_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeOpening"];
            };
        };
        responses: {
            /** @description The dispute opened */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDisputeByDisputeIdMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dispute_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeMessageInput"];
            };
        };
        responses: {
            /** @description The dispute, with the message */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDisputeByDisputeIdFilesByFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dispute_id: number;
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes, with its content type (read from the file when it was taken) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDisputeByDisputeIdProposals: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dispute_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementProposalInput"];
            };
        };
        responses: {
            /** @description The dispute, with the proposal pending */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDisputeByDisputeIdProposalsByProposalIdAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dispute_id: number;
                proposal_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dispute, settled */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDisputeByDisputeIdWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description An approved partner acts for a party of the transaction, named by email (agree, ship, receive, reject, ship_return, receive_return, reject_return; payment methods). */
                "As-Customer"?: components["parameters"]["AsCustomer"];
                /** @description Makes the write safe to retry: kept 24 hours per account; a replay of the same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with another request answers 422, and while the first is still running 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dispute_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dispute, withdrawn */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
