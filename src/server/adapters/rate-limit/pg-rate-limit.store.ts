import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../database/database';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

// One statement per request: the counter is created, restarted after its window, or counted up,
// atomically, with the database's clock, so instances with skewed clocks still share one window.
const COUNT_HIT = {
  name: 'rate-limit-hit',
  text: `
INSERT INTO rate_limit_hits AS r (key, hits, window_ends_at)
VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2 / 1000.0))
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
  window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
RETURNING hits, greatest(0, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000))::bigint AS ttl`,
};

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * @fastify/rate-limit's store on PostgreSQL (migration 0020): every instance on the database counts
 * into the same rows, so a limit holds however the requests are spread. Counters whose window has
 * passed are swept now and then. `continueExceeding` and `exponentialBackoff` are not supported
 * (the shop uses neither).
 */
export const pgRateLimitStore = (db: Queryable, now: () => number = Date.now): FastifyRateLimitStoreCtor => {
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  const sweepNowAndThen = (): void => {
    if (now() - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now();
    // Not awaited by the request: a failed sweep only leaves old rows for the next one.
    db.query('DELETE FROM rate_limit_hits WHERE window_ends_at < clock_timestamp()').catch(() => undefined);
  };

  class PgRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the global store with its options; children get their route's prefix.
    constructor(
      _pluginOptions?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      sweepNowAndThen();
      db.query<{ hits: number; ttl: string }>(COUNT_HIT, [this.prefix + key, timeWindow]).then(
        (result) => {
          const row = result.rows[0];
          if (row === undefined) return done(new Error('the rate limit counter answered no row'));
          done(null, { current: row.hits, ttl: Number(row.ttl) });
        },
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
