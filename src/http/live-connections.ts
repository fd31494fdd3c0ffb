import { credentialHolds, TooManyConnectionsError, type HeldCredential, type LiveCredential } from '../domain/auth/live-credential.js';
import type { Services } from '../domain/services.js';
import { Ending } from '../domain/shared/ending.js';

export interface LiveConnectionLimits {
  /** Live connections one account may hold open on this instance. */
  perAccount: number;
  /** Live connections one client address may hold open on this instance. */
  perAddress: number;
}

/** What a registered connection is told when its credential is found revoked: it ends itself (a socket closes). */
export interface LiveTransport {
  credentialRevoked(): void;
}

/** One registered connection: a graphql-ws socket, or one server-sent event stream. */
export interface LiveConnection {
  /** What the operations and streams of the connection are handed (the GraphQL context's `openLive`). */
  readonly credential: LiveCredential;
  /** Checks the credential against the database now (each operation on a socket): false once revoked. */
  verify(): Promise<boolean>;
  /** The connection closed: it no longer counts against the caps. */
  release(): void;
}

/**
 * One registered connection, with its own methods and the credential's fields (no closures, no
 * object of its own for the credential): an idle connection costs this object; what a stream
 * waits on for revocation is made when a stream first asks.
 */
class Entry implements LiveConnection, HeldCredential {
  revoked = false;
  released = false;
  pending: Promise<boolean> | null = null;
  private revocation: Ending | null = null;

  constructor(
    private readonly registry: LiveConnections,
    readonly viewer: HeldCredential['viewer'],
    readonly sessionId: number | null,
    readonly address: string,
    /** The revision of the account last seen holding. */
    public checkedAt: number,
    /** When (the service's clock, ms) the database last said the credential holds. */
    public checkedTime: number,
    readonly transport: LiveTransport | undefined,
    readonly releaseWithStream: boolean,
  ) {}

  get credential(): LiveCredential {
    return new StreamCredential(this, this.registry);
  }

  verify(): Promise<boolean> {
    return this.registry.check(this);
  }

  release(): void {
    this.registry.release(this);
  }

  /** Ends once the credential is found revoked (at once if it was). */
  whenRevoked(): Ending {
    if (!this.revocation) {
      this.revocation = new Ending();
      if (this.revoked) this.revocation.end();
    }
    return this.revocation;
  }

  settleRevoked(): void {
    this.revocation?.end();
  }
}

/** What the operations and streams of a connection are handed. */
class StreamCredential implements LiveCredential {
  constructor(
    private readonly entry: Entry,
    private readonly registry: LiveConnections,
  ) {}

  holds(): Promise<boolean> {
    return this.registry.holds(this.entry);
  }

  get revoked(): Ending {
    return this.entry.whenRevoked();
  }

  release(): void {
    if (this.entry.releaseWithStream) this.entry.release();
  }
}

/**
 * A credential is asked of the database again before an event is delivered once this long has
 * passed since its last check, notice or not: revocation reaches every delivery within a
 * second even when the notice is lost (the event bus's Redis down, another instance's notice
 * still on its way).
 */
const recheckAfterMs = 1000;

/** Accounts whose last change is remembered (a bound on memory); a forgotten one is rechecked once. */
const maxRemembered = 100_000;

/**
 * The long-lived connections of this instance (graphql-ws sockets, GraphQL and console event
 * streams), by account and by address. Every door registers its connections here, so that:
 *
 * - a credentials_changed notice on the event bus (a key deactivated, a password changed, a
 *   sign-out, an operator's lock, on any instance) rechecks every connection of that account
 *   against the database at once and ends those whose credential no longer holds;
 * - each event a stream delivers first asks `holds()`: free while nothing of the account
 *   changed and the last check is under a second old, one query otherwise, so no event goes
 *   out on a credential revoked a second ago, even where the notice never arrived;
 * - the caps on connections per account and per address are counted in one place.
 */
export class LiveConnections {
  private readonly byAccount = new Map<number, Set<Entry>>();
  private readonly byAddress = new Map<string, number>();
  /** The sequence number of each account's last change notice. */
  private readonly changes = new Map<number, number>();
  private sequence = 0;
  /** The highest change forgotten (to bound memory): accounts not remembered count as changed then. */
  private forgottenUpTo = 0;
  private closed = false;

  private following = false;

  constructor(
    private readonly services: Services,
    private readonly limits: LiveConnectionLimits,
  ) {}

  /**
   * Follows the notices of every instance from the first connection on: an instance that never
   * holds one (a worker, a REST-only process) keeps no subscription to them.
   */
  private follow(): void {
    if (this.following || this.closed) return;
    this.following = true;
    const notices = this.services.events.notices()[Symbol.asyncIterator]();
    void (async () => {
      for (let next = await notices.next(); !next.done && !this.closed; next = await notices.next()) {
        if (next.value.type === 'credentials_changed') this.changed(next.value.customerId);
      }
    })().catch((error: unknown) =>
      this.services.log.error({ err: error }, 'live connections: lost the event bus; revocations reach this instance through each operation and event'),
    );
  }

  /** The cap this account (null: not known yet) or address has reached, or null when another connection may open. */
  refusal(customerId: number | null, address: string): TooManyConnectionsError | null {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return new TooManyConnectionsError('address', this.limits.perAddress);
    if (customerId !== null && (this.byAccount.get(customerId)?.size ?? 0) >= this.limits.perAccount) {
      return new TooManyConnectionsError('account', this.limits.perAccount);
    }
    return null;
  }

  /**
   * Registers a connection (TooManyConnectionsError past a cap). `transport` is told once the
   * credential is found revoked (a socket closes itself); streams using the credential end by themselves.
   */
  open(held: HeldCredential, address: string, options: { transport?: LiveTransport; releaseWithStream?: boolean } = {}): LiveConnection {
    const refused = this.refusal(held.viewer.customer.id, address);
    if (refused) throw refused;
    this.follow();
    const entry = new Entry(
      this,
      held.viewer,
      held.sessionId,
      address,
      this.sequence,
      this.services.clock.now().getTime(),
      options.transport,
      options.releaseWithStream ?? false,
    );
    const customerId = held.viewer.customer.id;
    let accountEntries = this.byAccount.get(customerId);
    if (!accountEntries) this.byAccount.set(customerId, (accountEntries = new Set()));
    accountEntries.add(entry);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    return entry;
  }

  counts(): { connections: number; accounts: number } {
    let connections = 0;
    for (const entries of this.byAccount.values()) connections += entries.size;
    return { connections, accounts: this.byAccount.size };
  }

  /**
   * Stops following notices. The subscription to them is left to the event bus's own close:
   * unsubscribing from Redis here would race the bus disconnecting right after (shutdown).
   */
  close(): void {
    this.closed = true;
  }

  private changed(customerId: number): void {
    this.sequence += 1;
    this.changes.delete(customerId);
    this.changes.set(customerId, this.sequence);
    if (this.changes.size > maxRemembered) {
      const [oldestId, oldestAt] = this.changes.entries().next().value!;
      this.changes.delete(oldestId);
      this.forgottenUpTo = Math.max(this.forgottenUpTo, oldestAt);
    }
    // A check already under way may have read the account before this change: check again after it.
    for (const entry of this.byAccount.get(customerId) ?? []) void (entry.pending ?? Promise.resolve()).then(() => this.holds(entry));
  }

  /** @internal Whether the entry's credential holds: without a query while its account did not change since the last check. */
  holds(entry: Entry): Promise<boolean> {
    if (entry.revoked) return Promise.resolve(false);
    const changedAt = this.changes.get(entry.viewer.customer.id) ?? this.forgottenUpTo;
    if (changedAt <= entry.checkedAt && this.services.clock.now().getTime() - entry.checkedTime < recheckAfterMs) return Promise.resolve(true);
    return this.check(entry);
  }

  /** @internal Asks the database (one check at a time per connection); a failed check counts as revoked: the client reconnects and signs in again. */
  check(entry: Entry): Promise<boolean> {
    if (entry.revoked) return Promise.resolve(false);
    if (entry.pending) return entry.pending;
    const startedAt = this.sequence;
    const startedTime = this.services.clock.now();
    const pending = credentialHolds(this.services.prisma, entry, startedTime)
      .catch((error: unknown) => {
        this.services.log.warn({ err: error }, 'live connections: credential check failed; ending the connection');
        return false;
      })
      .then((holds) => {
        entry.pending = null;
        if (!holds) this.revoke(entry);
        else {
          entry.checkedAt = Math.max(entry.checkedAt, startedAt);
          entry.checkedTime = Math.max(entry.checkedTime, startedTime.getTime());
        }
        return holds;
      });
    entry.pending = pending;
    return pending;
  }

  private revoke(entry: Entry): void {
    if (entry.revoked) return;
    entry.revoked = true;
    entry.settleRevoked();
    entry.transport?.credentialRevoked();
    this.release(entry);
  }

  /** @internal The connection closed: it no longer counts against the caps. */
  release(entry: Entry): void {
    if (entry.released) return;
    entry.released = true;
    const customerId = entry.viewer.customer.id;
    const accountEntries = this.byAccount.get(customerId);
    accountEntries?.delete(entry);
    if (accountEntries?.size === 0) this.byAccount.delete(customerId);
    const count = (this.byAddress.get(entry.address) ?? 1) - 1;
    if (count <= 0) this.byAddress.delete(entry.address);
    else this.byAddress.set(entry.address, count);
  }
}
