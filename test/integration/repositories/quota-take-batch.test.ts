import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/adapters/database/database';
import { quotaTakeBatchMigration } from '../../../src/server/adapters/database/migrations/0021-quota-take-batch.migration';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';

/*
 * quota_take_batch as it is now (it counts each key once per batch) against 0021's version (every
 * key of every taking counted in the table), which the database here also gets under another name:
 * for any uses already recorded and any batch, both answer the same and leave the same uses.
 */

const MINUTE = 60_000;
const T0 = Date.parse('2025-06-11T09:00:00Z');
const KEYS = ['a', 'b', 'shop'] as const;

interface Claim {
  readonly key: (typeof KEYS)[number];
  readonly limit: number;
  readonly windowMinutes: number;
}
interface Taking {
  readonly claims: readonly Claim[];
  readonly atMinute: number;
}

/** Whole minutes, so that uses often fall exactly on a window's edge. */
const claimArbitrary = fc.record({
  key: fc.constantFrom(...KEYS),
  limit: fc.integer({ min: 0, max: 3 }),
  windowMinutes: fc.constantFrom(30, 60),
});
const takingArbitrary = fc.record({
  claims: fc.array(claimArbitrary, { maxLength: 3 }),
  atMinute: fc.constantFrom(0, 0, 0, 1, 30, 31, 60, 61, -1),
});
const recordedArbitrary = fc.array(
  fc.record({ key: fc.constantFrom(...KEYS), minute: fc.integer({ min: -75, max: 5 }) }),
  {
    maxLength: 14,
  },
);

/**
 * Cases random batches seldom hit: a key first named by a taking that stops at an earlier key, then
 * counted over a longer window; a use granted in the batch that a later taking's window leaves; a
 * use granted in the batch older than the window of the key's first taking, written before a
 * recount of another key.
 */
const EDGE_CASES: [{ key: (typeof KEYS)[number]; minute: number }[], Taking[]][] = [
  [
    [{ key: 'b', minute: -45 }],
    [
      {
        claims: [
          { key: 'a', limit: 0, windowMinutes: 60 },
          { key: 'b', limit: 1, windowMinutes: 30 },
        ],
        atMinute: 0,
      },
      { claims: [{ key: 'b', limit: 1, windowMinutes: 60 }], atMinute: 0 },
    ],
  ],
  [
    [],
    [
      { claims: [{ key: 'a', limit: 1, windowMinutes: 30 }], atMinute: 0 },
      { claims: [{ key: 'a', limit: 1, windowMinutes: 30 }], atMinute: 31 },
    ],
  ],
  [
    [{ key: 'b', minute: 0 }],
    [
      { claims: [{ key: 'a', limit: 3, windowMinutes: 30 }], atMinute: 61 },
      { claims: [{ key: 'a', limit: 3, windowMinutes: 30 }], atMinute: 0 },
      { claims: [{ key: 'b', limit: 3, windowMinutes: 30 }], atMinute: 61 },
    ],
  ],
];

const REFERENCE = 'quota_take_batch_0021';

const installReference = async (database: Database): Promise<void> => {
  await database.query(
    quotaTakeBatchMigration.sql.replace('CREATE FUNCTION quota_take_batch', `CREATE OR REPLACE FUNCTION ${REFERENCE}`),
  );
};

let runs = 0;

/** Records the uses under the prefix, runs the batch with that function, answers what it said and left. */
const runBatch = async (
  database: Database,
  fn: string,
  prefix: string,
  recorded: readonly { key: string; minute: number }[],
  takings: readonly Taking[],
) => {
  await database.query('INSERT INTO quota_uses (key, used_at) SELECT * FROM unnest($1::text[], $2::timestamptz[])', [
    recorded.map((use) => prefix + use.key),
    recorded.map((use) => new Date(T0 + use.minute * MINUTE)),
  ]);
  const takes = takings.map((taking) => ({
    keys: taking.claims.map((claim) => prefix + claim.key),
    limits: taking.claims.map((claim) => claim.limit),
    windowsMs: taking.claims.map((claim) => claim.windowMinutes * MINUTE),
    at: new Date(T0 + taking.atMinute * MINUTE).toISOString(),
  }));
  const answers = (
    await database.query<{ answers: (string | null)[] }>(`SELECT ${fn}($1::jsonb) AS answers`, [JSON.stringify(takes)])
  ).rows[0]?.answers;
  const left = await database.query<{ key: string; used_at: Date }>(
    'SELECT key, used_at FROM quota_uses WHERE starts_with(key, $1) ORDER BY key, used_at',
    [prefix],
  );
  return {
    answers: answers?.map((answer) => (answer === null ? null : answer.slice(prefix.length))),
    left: left.rows.map((row) => `${row.key.slice(prefix.length)}@${(row.used_at.getTime() - T0) / MINUTE}`),
  };
};

describe.each(databaseTargets())('quota_take_batch on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);

  it("answers and records exactly what 0021's version did, for any uses recorded before and any batch", async () => {
    await installReference(database());
    await fc.assert(
      fc.asyncProperty(recordedArbitrary, fc.array(takingArbitrary, { maxLength: 12 }), async (recorded, takings) => {
        runs += 1;
        const reference = await runBatch(database(), REFERENCE, `ref${runs}:`, recorded, takings);
        const current = await runBatch(database(), 'quota_take_batch', `now${runs}:`, recorded, takings);
        expect(current).toEqual(reference);
        expect(current.answers).toHaveLength(takings.length);
      }),
      { numRuns: 200, examples: EDGE_CASES },
    );
  });

  it("never passes a limit while batches of this version and 0021's (an instance not yet upgraded) race", async () => {
    await installReference(database());
    const [phone, shop] = [`race${Date.now()}:phone`, `race${Date.now()}:shop`];
    const take = {
      keys: [phone, shop],
      limits: [100, 11],
      windowsMs: [60 * MINUTE, 60 * MINUTE],
      at: new Date(T0).toISOString(),
    };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        database().query<{ answers: (string | null)[] }>(
          `SELECT ${index % 2 === 0 ? REFERENCE : 'quota_take_batch'}($1::jsonb) AS answers`,
          [JSON.stringify([take, take, take])],
        ),
      ),
    );
    const all = answers.flatMap((answer) => answer.rows[0]?.answers ?? []);
    expect(all.filter((answer) => answer === null)).toHaveLength(11);
    expect(all.filter((answer) => answer === shop)).toHaveLength(72 - 11);
    const used = await database().query<{ key: string; n: number }>(
      'SELECT key, count(*)::int AS n FROM quota_uses WHERE key = ANY($1) GROUP BY key ORDER BY key',
      [[phone, shop]],
    );
    expect(used.rows).toEqual([
      { key: phone, n: 11 },
      { key: shop, n: 11 },
    ]);
  });
});
