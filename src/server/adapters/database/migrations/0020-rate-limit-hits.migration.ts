import type { Migration } from './migration.types';

/**
 * The request counters of the rate limits (logins, POSTs, order reads per client address), shared
 * by every instance on the database. A fixed window per key: `hits` counts requests until
 * `window_ends_at`, then starts again at 1. UNLOGGED: a counter is not worth a disk flush, and a
 * crash that forgets the current minute's counts only makes the limits start afresh.
 */
export const rateLimitHitsMigration: Migration = {
  id: '0020_rate_limit_hits',
  sql: `
CREATE UNLOGGED TABLE rate_limit_hits (
  key            text PRIMARY KEY,
  hits           integer NOT NULL CHECK (hits > 0),
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_ends_at);
`,
};
