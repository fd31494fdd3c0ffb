/** GET /partner/statistics/…/count: date_start, date_end, interval, filter_by (docs/decisions.md "Partners"), declared once (statisticsQuery in the OpenAPI document). */
import { statisticsDateFields, statisticsIntervals, type StatisticsRequest } from '../../domain/partners/statistics.js';
import { parameter, partnerQuery } from './partner-query.js';

export const statisticsParameters = partnerQuery({
  date_start: parameter.date(),
  date_end: parameter.date(),
  interval: parameter.oneOf(statisticsIntervals),
  filter_by: parameter.oneOf(statisticsDateFields, { default: 'created' }),
});

export function readStatisticsQuery(query: URLSearchParams): StatisticsRequest {
  return statisticsParameters.read(query);
}
