import type { Migration } from './migration.types';

/**
 * One row per use of a limited thing (an SMS to a phone, from an address, from the shop; a code
 * guessed for a phone), so limits hold exactly over a sliding window and across instances. A key
 * never holds more rows in its window than its limit, and older rows go as new uses are taken.
 *
 * quota_take does the whole taking in one call: each key locked (advisory, in the order given,
 * which the caller sorts so overlapping takers never deadlock), counted, and, only when every key
 * has a use left, one use recorded for each. It answers the first used-up key, or NULL. A use is
 * not worth waiting for the disk: the commit does not wait for the WAL flush, so the locks are
 * held for microseconds (a crash may forget the last few uses, never count one twice).
 */
export const quotaUsesMigration: Migration = {
  id: '0018_quota_uses',
  sql: `
CREATE TABLE quota_uses (
  key     text NOT NULL CHECK (key <> ''),
  used_at timestamptz NOT NULL
);
CREATE INDEX quota_uses_key_idx ON quota_uses (key, used_at);
-- For the sweep of uses no window reaches any more (keys never taken again, e.g. a one-off phone).
CREATE INDEX quota_uses_used_at_idx ON quota_uses (used_at);

CREATE FUNCTION quota_take(keys text[], limits integer[], windows_ms bigint[], at timestamptz) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  used integer;
  since timestamptz;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR i IN 1 .. coalesce(array_length(keys, 1), 0) LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(keys[i], 7349));
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(keys, 1), 0) LOOP
    since := at - make_interval(secs => windows_ms[i] / 1000.0);
    DELETE FROM quota_uses WHERE key = keys[i] AND used_at < since;
    SELECT count(*) INTO used FROM quota_uses WHERE key = keys[i];
    IF used >= limits[i] THEN
      RETURN keys[i];
    END IF;
  END LOOP;
  INSERT INTO quota_uses (key, used_at) SELECT unnest(keys), at;
  RETURN NULL;
END
$$;
`,
};
