/**
 * What a response body must look like, as data: the load generator runs in its own process
 * (bench/load-worker.ts), so a scenario's check crosses the process boundary as a description,
 * and the same function applies it on both sides.
 */
export interface BodyCheck {
  /** The whole body. */
  equals?: string;
  startsWith?: string;
  /** Substrings the body must contain. */
  includes?: string[];
  /** Substrings the body must not contain. */
  excludes?: string[];
  /** Substrings the body must contain exactly this many times. */
  counts?: Array<[needle: string, times: number]>;
}

export function checkBody(check: BodyCheck, body: string): boolean {
  if (check.equals !== undefined && body !== check.equals) return false;
  if (check.startsWith !== undefined && !body.startsWith(check.startsWith)) return false;
  if (check.includes?.some((part) => !body.includes(part))) return false;
  if (check.excludes?.some((part) => body.includes(part))) return false;
  if (check.counts?.some(([needle, times]) => occurrences(body, needle) !== times)) return false;
  return true;
}

export function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/** Nearest-rank percentile of the samples (0 when there are none). */
export function percentile(samples: ArrayLike<number>, fraction: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
