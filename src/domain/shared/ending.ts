const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * The end of long-lived streams (a connection's credential revoked, the service shutting down),
 * raced against each of their reads by `until`. Not a promise raced with `Promise.race`: a
 * promise that stays pending for a stream's life would be given a reaction at every read, and
 * each reaction keeps its read's result until the promise settles, so a subscription would hold
 * every event it ever delivered. Here a read waits in a set it leaves as soon as it settles.
 */
export class Ending {
  private waiting: Set<() => void> | null = null;
  private ended = false;

  /** Every read waiting now, and every later one, answers done. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    const waiting = this.waiting;
    this.waiting = null;
    for (const wake of waiting ?? []) wake();
  }

  /** The read's result, or done once ended, whichever comes first. */
  until<T>(read: Promise<IteratorResult<T>>): Promise<IteratorResult<T>> {
    return new Promise((resolve, reject) => {
      const wake = () => resolve(done);
      if (this.ended) wake();
      else (this.waiting ??= new Set()).add(wake);
      read.then(
        (result) => {
          this.waiting?.delete(wake);
          resolve(result);
        },
        // The read's own rejection, passed on as it came.
        (error: Error) => {
          this.waiting?.delete(wake);
          reject(error);
        },
      );
    });
  }
}
