/** GET /partner/statistics/…/count: date_start, date_end, interval, filter_by (docs/decisions.md "Partners"). */
import { statisticsDateFields, statisticsIntervals, type StatisticsRequest } from '../../domain/partners/statistics.js';
import { QueryReader } from './partner-query.js';

export function readStatisticsQuery(query: URLSearchParams): StatisticsRequest {
  const reader = new QueryReader(query);
  const request: StatisticsRequest = {
    dateStart: reader.date('date_start'),
    dateEnd: reader.date('date_end'),
    interval: reader.oneOf('interval', statisticsIntervals),
    filterBy: reader.oneOf('filter_by', statisticsDateFields),
  };
  reader.finish();
  return request;
}
