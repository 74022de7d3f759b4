/**
 * Milliseconds from a monotonic source. Deliberately NOT the shop's ClockPort: that clock may be
 * fixed (SHOP_FIXED_TIME in demos and the bench) or jump with the wall clock, and a cache driven by
 * it would never expire, or expire all at once. Tests pass a fake.
 */
export type MonotonicMs = () => number;

export const monotonicMs: MonotonicMs = () => performance.now();

/** Far above the shop's two cities; a bound so no caller can grow the map without limit. */
const MAX_KEYS = 64;

interface Entry<V> {
  readonly value: Promise<V>;
  readonly loadedAt: number;
}

/**
 * One loaded value per key, trusted for `maxAgeMs` from the moment its load STARTED (so a slow
 * query never stretches the promised staleness). The promise is kept: concurrent misses share one
 * query. A failed load is forgotten at once, so the next call retries instead of repeating it.
 * invalidate() drops entries; a load already in flight then answers only its own waiters.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly maxAgeMs: number,
    private readonly now: MonotonicMs = monotonicMs,
  ) {}

  get(key: K): Promise<V> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached !== undefined && now - cached.loadedAt < this.maxAgeMs) return cached.value;
    if (cached === undefined && this.entries.size >= MAX_KEYS) this.entries.clear();
    const entry: Entry<V> = { value: this.load(key), loadedAt: now };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** The key's next read goes to the source (every key when none is named). */
  invalidate(key?: K): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
