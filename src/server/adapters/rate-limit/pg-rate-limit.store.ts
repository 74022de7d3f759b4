import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { BatchCoalescer, type BatchCoalescerOptions } from '../database/batch-coalescer';
import type { NamedStatement, Queryable } from '../database/database';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One request's hit: its counter's key and window. */
interface Hit {
  readonly key: string;
  readonly windowMs: number;
}

/** What the plugin needs back for one hit: the count it makes in its window, and the window's rest. */
interface Counted {
  readonly current: number;
  readonly ttl: number;
}

/*
 * The hits of one event-loop turn in one statement: each counter is created, restarted after its
 * window, or counted up by all of its hits at once, atomically, with the database's clock, so
 * instances with skewed clocks still share one window. The hits on one key get consecutive counts
 * in the order they came, exactly as one statement per hit would give them. Counters are upserted
 * in key order, so two batches (two instances) that share keys lock them in the same order and
 * never deadlock.
 */
const COUNT_HITS: NamedStatement = {
  name: 'rate-limit-hits',
  text: `
WITH asked AS (
  SELECT key, window_ms, position
  FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS a(key, window_ms, position)
), grouped AS (
  SELECT key, count(*)::int AS n, min(window_ms) AS window_ms FROM asked GROUP BY key
), counted AS (
  INSERT INTO rate_limit_hits AS r (key, hits, window_ends_at)
  SELECT key, n, clock_timestamp() + make_interval(secs => window_ms / 1000.0) FROM grouped ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
    window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
  RETURNING r.key, r.hits, greatest(0, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000))::bigint AS ttl
)
SELECT counted.hits - grouped.n + row_number() OVER (PARTITION BY asked.key ORDER BY asked.position)::int AS hits,
       counted.ttl
FROM asked
JOIN counted ON counted.key = asked.key
JOIN grouped ON grouped.key = asked.key
ORDER BY asked.position`,
};

/**
 * Measured on the order path at 50 clients: one statement per POST was the only per-request round
 * trip to PostgreSQL left (architecture/performance.md). A batch is a few hundred microseconds (the
 * table is unlogged, so its commit never waits for the disk); one in flight keeps the counters'
 * row locks uncontended within an instance. A failed batch fails its requests' counting, which the
 * plugin's skipOnError lets through, as it did for one failed statement.
 */
export const RATE_LIMIT_BATCHING: BatchCoalescerOptions = { maxBatch: 256, maxInFlight: 1 };

const SWEEP_EVERY_MS = 10 * 60_000;

const countHits = async (db: Queryable, hits: readonly Hit[]): Promise<readonly Counted[]> => {
  const result = await db.query<{ hits: number; ttl: string }>(COUNT_HITS, [
    hits.map((hit) => hit.key),
    hits.map((hit) => hit.windowMs),
  ]);
  return result.rows.map((row) => ({ current: row.hits, ttl: Number(row.ttl) }));
};

/**
 * @fastify/rate-limit's store on PostgreSQL (migration 0020): every instance on the database counts
 * into the same rows, so a limit holds however the requests are spread. Counters whose window has
 * passed are swept now and then. `continueExceeding` and `exponentialBackoff` are not supported
 * (the shop uses neither).
 */
export const pgRateLimitStore = (
  db: Queryable,
  now: () => number = Date.now,
  batching: BatchCoalescerOptions = RATE_LIMIT_BATCHING,
): FastifyRateLimitStoreCtor => {
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  const sweepNowAndThen = (): void => {
    if (now() - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now();
    // Not awaited by the request: a failed sweep only leaves old rows for the next one.
    db.query('DELETE FROM rate_limit_hits WHERE window_ends_at < clock_timestamp()').catch(() => undefined);
  };
  // One coalescer for the global store and every route's child: they share the table.
  const hits = new BatchCoalescer<Hit, Counted>((batch) => countHits(db, batch), batching);

  class PgRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the global store with its options; children get their route's prefix.
    constructor(
      _pluginOptions?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      sweepNowAndThen();
      hits.submit({ key: this.prefix + key, windowMs: timeWindow }).then(
        (counted) => done(null, counted),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: {
      readonly method?: unknown;
      readonly url?: unknown;
      readonly routeInfo?: { readonly method?: unknown; readonly url?: unknown };
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new PgRateLimitStore(undefined, `${this.prefix}${String(route.method)}${String(route.url)}-`);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
};
