/**
 * Housekeeping of the partner statistics' daily counts: the shards that concurrent writers of a
 * partner add to (migration 20261202160000_partner_daily_count_shards) are folded into one row
 * once their day is past, so a count over a year reads about as many rows as before the shards.
 * Run by the workers' sweep; the statistics are exact before and after a fold.
 */
import type { Services } from '../services.js';
import { foldDailyCountShards } from './store/daily-counts.js';

/** Rows folded by one statement: each statement's locks and its transaction stay short. */
const foldBatch = 5_000;

/** Folds every shard of the days before today (UTC, the service's clock); answers how many rows were folded. */
export async function foldPastDailyCounts(services: Pick<Services, 'prisma' | 'clock'>): Promise<number> {
  const today = services.clock.now();
  let folded = 0;
  for (;;) {
    const batch = await foldDailyCountShards(services.prisma, today, foldBatch);
    folded += batch;
    if (batch < foldBatch) return folded;
  }
}
