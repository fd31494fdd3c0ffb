/**
 * An in-process cache of API-key authentications: a request authenticated by a key this
 * instance checked in the last few seconds costs no SQL statement. Only successful lookups of
 * active keys are kept (by the key's SHA-256, never the key), for `apiKeyCacheTtlMs` at most.
 * Deactivating a key, or changing its holder's profile, drops the holder's entries at once on
 * this instance and, through the event bus (Redis when configured), on every other.
 * Passwords are never cached: each one is checked with scrypt.
 *
 * The cache belongs to a database client (one per process or test harness); it is off until
 * `startApiKeyCache` turns it on (the server does).
 */
import type { PrismaClient } from '../../db/database.js';
import type { Services } from '../services.js';
import type { Viewer } from './viewer.js';

const apiKeyCacheTtlMs = 5_000;
/** Beyond this many keys the oldest entry makes room (a bound on memory, not a tuning knob). */
const apiKeyCacheMaxEntries = 10_000;

interface Entry {
  email: string;
  viewer: Viewer;
  expiresAt: number;
}

export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a lookup that started before one does not fill the cache. */
  private generation = 0;

  constructor(
    private readonly ttlMs = apiKeyCacheTtlMs,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The viewer of a cached key, when it was cached for this email and is still fresh. */
  get(keyHash: string, email: string): Viewer | undefined {
    const entry = this.entries.get(keyHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(keyHash);
      return undefined;
    }
    return entry.email === email ? entry.viewer : undefined;
  }

  /** Call before reading the key from the database; pass the answer to `set`. */
  begin(): number {
    return this.generation;
  }

  set(keyHash: string, email: string, viewer: Viewer, startedAt: number): void {
    if (startedAt !== this.generation) return;
    if (this.entries.size >= apiKeyCacheMaxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(keyHash, { email, viewer, expiresAt: this.now() + this.ttlMs });
  }

  forgetCustomer(customerId: number): void {
    this.generation += 1;
    for (const [keyHash, entry] of this.entries) if (entry.viewer.customer.id === customerId) this.entries.delete(keyHash);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<PrismaClient, ApiKeyCache>();

/** The cache of this database client, if it is on. */
export function apiKeyCacheOf(prisma: PrismaClient): ApiKeyCache | undefined {
  return caches.get(prisma);
}

/**
 * Turns the cache on for these services and follows the invalidations of every instance on the
 * event bus; the answer stops following and turns it off.
 */
export function startApiKeyCache(services: Services, cache = new ApiKeyCache()): { cache: ApiKeyCache; stop(): Promise<void> } {
  caches.set(services.prisma, cache);
  const notices = services.events.notices()[Symbol.asyncIterator]();
  const following = (async () => {
    for (let next = await notices.next(); !next.done; next = await notices.next()) {
      if (next.value.type === 'credentials_changed') cache.forgetCustomer(next.value.customerId);
      else if (next.value.type === 'notices_missed') cache.clear();
    }
  })().catch((error: unknown) => {
    // Without invalidations the cache could serve a deactivated key: stop using it.
    services.log.error({ err: error }, 'API-key cache: lost the event bus; caching stopped');
    caches.delete(services.prisma);
  });
  return {
    cache,
    stop: async () => {
      if (caches.get(services.prisma) === cache) caches.delete(services.prisma);
      cache.clear();
      await notices.return?.();
      await following;
    },
  };
}

/**
 * A customer's keys or profile changed (after the change committed): drops what any instance
 * cached of them, this one at once.
 */
export function credentialsChanged(services: Services, customerId: number): void {
  apiKeyCacheOf(services.prisma)?.forgetCustomer(customerId);
  services.events.notify({ type: 'credentials_changed', customerId });
}
