/**
 * When a failed webhook delivery is tried again: exponential backoff (5 s, 15 s, 45 s, …
 * tripling, at most 12 h apart) with ±20 % jitter so that a receiver coming back up is not hit
 * by every retry at once; no attempt is scheduled later than three days after the event.
 * That gives about 14 attempts.
 */
export const retryWindowSeconds = 3 * 24 * 60 * 60;
const firstDelaySeconds = 5;
const maxDelaySeconds = 12 * 60 * 60;
const jitter = 0.2;

/** Seconds to wait after failed attempt number `attempt` (1 = the first attempt failed). */
export function retryDelaySeconds(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(firstDelaySeconds * 3 ** (attempt - 1), maxDelaySeconds);
  return base * (1 - jitter + 2 * jitter * random());
}

/** The time of the next attempt, or null when the delivery has run out of time. */
export function nextAttemptAt(firstCreatedAt: Date, failedAt: Date, attempt: number, random: () => number = Math.random): Date | null {
  const next = new Date(failedAt.getTime() + retryDelaySeconds(attempt, random) * 1000);
  return next.getTime() - firstCreatedAt.getTime() > retryWindowSeconds * 1000 ? null : next;
}
