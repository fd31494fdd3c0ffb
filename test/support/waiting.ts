/**
 * Waits on what a test expects instead of sleeping: whoever makes a change calls `changed()`,
 * and every `until` whose predicate now holds resolves. A deadline turns a missing change into
 * a failure that says what was awaited.
 */
export class Changes {
  private readonly waiters = new Set<() => void>();

  changed(): void {
    for (const wake of [...this.waiters]) wake();
  }

  until(predicate: () => boolean, timeoutMs = 10_000, what = 'a condition'): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      const wake = () => {
        if (!predicate()) return;
        finish();
        resolve();
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }

  /** Resolves at the next change, or after `timeoutMs` with false. */
  next(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }
}

/** Polls where nothing announces the change (another process, the database), until a deadline. */
export async function until(predicate: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!(await predicate())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
