/** Every partner path of the contract (spec 4.3), for the route table. */
import type { Route } from '../router.js';
import { partnerCustomerRoutes } from './partner-customers.js';
import { partnerPaymentInfoRoutes } from './partner-payment-info.js';
import { partnerReportRoutes } from './partner-reports.js';
import { partnerStatisticsRoutes } from './partner-statistics.js';
import { partnerTransactionRoutes } from './partner-transactions.js';

export const partnerRoutes: Route[] = [
  ...partnerTransactionRoutes,
  ...partnerCustomerRoutes,
  ...partnerStatisticsRoutes,
  ...partnerPaymentInfoRoutes,
  ...partnerReportRoutes,
];
