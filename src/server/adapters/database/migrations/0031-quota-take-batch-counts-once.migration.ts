import type { Migration } from './migration.types';

/**
 * quota_take_batch again: the same answers and the same uses left in the table as 0021's version,
 * for less work. 0021 cleaned and counted every key of every taking in the table, so the shop-wide
 * key, holding up to its budget of uses (300), was counted 300 rows deep for each order of a batch
 * (architecture/performance.md, session 13).
 *
 * Now a batch counts each of its distinct keys once, right after locking them (the same locks in
 * the same byte order as before, so batches, quota_take and instances still running 0021's version
 * never deadlock; nothing is read before the locks are held). The takings are then decided in
 * their order against those counts, kept up to date in memory as uses are granted, and the uses
 * granted are written in one statement at the end, still inside the locks.
 *
 * Each taking still cleans before counting, as in 0021: the uses older than its window go. The
 * first count covers the uses from the earliest window start of the batch. While no use counted
 * for a key is older than a taking's window start, its cleaning would delete nothing counted and
 * the count stands; the cleaning that a key's first taking does to older, uncounted uses is done
 * at the end, before the granted uses are written, so it never reaches one of them. Otherwise
 * (rare: a use leaving the window in the middle of a batch), what is owed and granted so far is
 * written, and that key is cleaned and counted again in the table.
 */
export const quotaTakeBatchCountsOnceMigration: Migration = {
  id: '0031_quota_take_batch_counts_once',
  sql: `
CREATE OR REPLACE FUNCTION quota_take_batch(takes jsonb) RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  take_count integer := jsonb_array_length(takes);
  -- Every claim of every taking, in the takings' order and then their keys' order.
  claim_take integer[];
  claim_key text[];
  claim_limit integer[];
  claim_since timestamptz[];
  claim_at timestamptz[];
  claim_key_no integer[];
  claim_count integer;
  -- The earliest window start of the batch: the first count of every key starts there.
  first_cut timestamptz;
  -- Every distinct key, in byte order (the order its lock is taken in): how many uses it holds
  -- (counted, plus those the batch granted, less those cleaned), the oldest of them, and whether a
  -- taking has reached (cleaned and counted) it yet.
  key_name text[];
  key_used integer[];
  key_oldest timestamptz[];
  key_reached boolean[];
  -- The cleaning each key's first taking did, not yet done in the table; the uses granted, not yet written.
  owed_cut timestamptz[];
  owing boolean := false;
  pending_key text[] := '{}';
  pending_at timestamptz[] := '{}';
  answers text[] := '{}';
  c integer := 1;
  first_claim integer;
  this_take integer;
  this_key integer;
  window_start timestamptz;
  exhausted text;
  recounted integer;
  recounted_oldest timestamptz;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT coalesce(array_agg(t.n::integer ORDER BY t.n, k.i), '{}'),
         coalesce(array_agg(k.key ORDER BY t.n, k.i), '{}'),
         coalesce(array_agg(k.lim ORDER BY t.n, k.i), '{}'),
         coalesce(array_agg(t.at - make_interval(secs => k.window_ms / 1000.0) ORDER BY t.n, k.i), '{}'),
         coalesce(array_agg(t.at ORDER BY t.n, k.i), '{}'),
         coalesce(array_agg(DISTINCT k.key COLLATE "C" ORDER BY k.key COLLATE "C"), '{}'),
         min(t.at - make_interval(secs => k.window_ms / 1000.0))
    INTO claim_take, claim_key, claim_limit, claim_since, claim_at, key_name, first_cut
    FROM ROWS FROM (jsonb_to_recordset(takes) AS (keys text[], limits integer[], "windowsMs" bigint[], at timestamptz))
           WITH ORDINALITY AS t(keys, limits, windows_ms, at, n),
         unnest(t.keys, t.limits, t.windows_ms) WITH ORDINALITY AS k(key, lim, window_ms, i)
   WHERE k.i <= cardinality(t.keys);
  claim_count := cardinality(claim_take);
  claim_key_no := array_fill(0, ARRAY[claim_count]);

  FOR this_key IN 1 .. cardinality(key_name) LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(key_name[this_key], 7349));
  END LOOP;

  SELECT coalesce(array_agg(s.n ORDER BY named.key_no), '{}'), coalesce(array_agg(s.oldest ORDER BY named.key_no), '{}')
    INTO key_used, key_oldest
    FROM unnest(key_name) WITH ORDINALITY AS named(key, key_no)
         CROSS JOIN LATERAL (
           SELECT count(*)::integer AS n, min(q.used_at) AS oldest
             FROM quota_uses q
            WHERE q.key = named.key AND q.used_at >= coalesce(first_cut, '-infinity')
         ) AS s;
  key_reached := array_fill(false, ARRAY[cardinality(key_name)]);
  owed_cut := array_fill(NULL::timestamptz, ARRAY[cardinality(key_name)]);

  FOR this_take IN 1 .. take_count LOOP
    exhausted := NULL;
    first_claim := c;
    WHILE c <= claim_count AND claim_take[c] = this_take LOOP
      IF exhausted IS NULL THEN
        this_key := array_position(key_name, claim_key[c]);
        claim_key_no[c] := this_key;
        window_start := claim_since[c];
        IF window_start >= first_cut
           AND (key_oldest[this_key] IS NULL OR key_oldest[this_key] >= window_start) THEN
          -- Cleaning would delete nothing counted: the count stands. (A claim without a window
          -- has no window start and is counted in the table, below.)
          IF NOT key_reached[this_key] THEN
            owed_cut[this_key] := window_start;
            owing := true;
          END IF;
        ELSE
          IF owing THEN
            DELETE FROM quota_uses q
             USING unnest(key_name, owed_cut) AS o(key, cut)
             WHERE o.cut IS NOT NULL AND q.key = o.key AND q.used_at < o.cut;
            owed_cut := array_fill(NULL::timestamptz, ARRAY[cardinality(key_name)]);
            owing := false;
          END IF;
          INSERT INTO quota_uses (key, used_at) SELECT * FROM unnest(pending_key, pending_at);
          pending_key := '{}';
          pending_at := '{}';
          DELETE FROM quota_uses WHERE key = claim_key[c] AND used_at < window_start;
          SELECT count(*)::integer, min(used_at) INTO recounted, recounted_oldest FROM quota_uses WHERE key = claim_key[c];
          key_used[this_key] := recounted;
          key_oldest[this_key] := recounted_oldest;
        END IF;
        key_reached[this_key] := true;
        IF key_used[this_key] >= claim_limit[c] THEN
          exhausted := claim_key[c];
        END IF;
      END IF;
      c := c + 1;
    END LOOP;
    IF exhausted IS NULL THEN
      FOR granted IN first_claim .. c - 1 LOOP
        this_key := claim_key_no[granted];
        key_used[this_key] := key_used[this_key] + 1;
        key_oldest[this_key] := least(key_oldest[this_key], claim_at[granted]);
        pending_key := array_append(pending_key, claim_key[granted]);
        pending_at := array_append(pending_at, claim_at[granted]);
      END LOOP;
    END IF;
    answers := array_append(answers, exhausted);
  END LOOP;

  -- One statement: its delete sees the table as it was before, never the uses its insert writes.
  WITH cleaned AS (
    DELETE FROM quota_uses q
     USING unnest(key_name, owed_cut) AS o(key, cut)
     WHERE owing AND o.cut IS NOT NULL AND q.key = o.key AND q.used_at < o.cut
  )
  INSERT INTO quota_uses (key, used_at) SELECT * FROM unnest(pending_key, pending_at);
  RETURN answers;
END
$$;
`,
};
