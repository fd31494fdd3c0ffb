/**
 * The sleep of a worker loop between its passes (the event workers' loop, the webhook pump's):
 * over when its time is up, when woken (if it takes wakes), and always once stopped. A stop that
 * comes while the loop is busy between two sleeps, when there is no sleep to end, is kept: every
 * sleep after it is over at once, so the loop sees it is stopped instead of sleeping on (for a
 * loop that does not poll, for ever).
 */
export class LoopSleep {
  private stopped = false;
  private end: ((stopping: boolean) => void) | undefined;

  /** Waits `ms` (undefined: until woken or stopped); a wake ends the wait when `wakeable`, a stop always. */
  sleep(ms: number | undefined, wakeable = true): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(finish, Math.max(0, ms));
      const end = (stopping: boolean) => {
        if (wakeable || stopping) finish();
      };
      this.end = end;
      function finish() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  /** Ends the sleep under way, if it takes wakes. */
  wake(): void {
    this.end?.(false);
  }

  /** Ends the sleep under way and every later one, until `resume`. */
  stop(): void {
    this.stopped = true;
    this.end?.(true);
  }

  /** The loop starts again: its sleeps last again. */
  resume(): void {
    this.stopped = false;
  }
}
