interface Entry<V> {
  readonly promise: Promise<V>;
  readonly startedAt: number;
  /** The last value this key resolved to, kept through a reload so peek() always has an answer. */
  settled: { readonly value: V } | null;
  /** This entry's own load has resolved: `settled` is no longer the previous entry's value. */
  loaded: boolean;
}

export interface ExpiringCacheOptions {
  /**
   * How long a loaded value is trusted. invalidate() is immediate but reaches only this process;
   * the age bound is what makes other instances behind a load balancer pick up an admin's edit.
   */
  readonly maxAgeMs: number;
  /** Milliseconds; the shop's clock port, so a fixed clock (tests, demos) never expires anything. */
  readonly now: () => number;
}

/**
 * Read models that change only when staff edit them (the menu, the cities) are read on every page
 * view: they are loaded once per key and answered from memory. The promise is kept, so concurrent
 * first requests share one load, and the same value object is answered until it is reloaded (the
 * HTTP layer caches its serialized form by identity). A failed load is forgotten and retried.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly options: ExpiringCacheOptions,
  ) {}

  get(key: K): Promise<V> {
    const entry = this.entries.get(key);
    if (entry !== undefined && !this.isStale(entry)) return entry.promise;
    return this.reload(key, entry).promise;
  }

  /**
   * The last loaded value without waiting (null before the first load), for callers that must
   * answer synchronously. A stale or missing value starts a reload in the background.
   */
  peek(key: K): V | null {
    const entry = this.entries.get(key);
    if (entry === undefined || this.isStale(entry)) return this.reload(key, entry).settled?.value ?? null;
    return entry.settled?.value ?? null;
  }

  /**
   * The value get() would answer right now without waiting: loaded, fresh and not being replaced;
   * else null. Never starts a load. For callers that only ask "is what I hold still current?".
   */
  fresh(key: K): V | null {
    const entry = this.entries.get(key);
    return entry === undefined || !entry.loaded || this.isStale(entry) ? null : (entry.settled?.value ?? null);
  }

  /** After an edit: the next read loads afresh (every key when none is given). */
  invalidate(key?: K): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  private isStale(entry: Entry<V>): boolean {
    return this.options.now() - entry.startedAt >= this.options.maxAgeMs;
  }

  private reload(key: K, previous: Entry<V> | undefined): Entry<V> {
    const entry: Entry<V> = {
      promise: this.load(key),
      startedAt: this.options.now(),
      settled: previous?.settled ?? null,
      loaded: false,
    };
    this.entries.set(key, entry);
    entry.promise.then(
      (value) => {
        entry.settled = { value };
        entry.loaded = true;
      },
      () => {
        // Handled here so a background reload never becomes an unhandled rejection; callers of
        // get() still see the error through their own await.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }
}
