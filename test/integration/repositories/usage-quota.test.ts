import { describe, expect, it } from 'vitest';
import { PgUsageQuota } from '../../../src/server/adapters/database/repositories/pg-usage-quota.repository';
import { InMemoryUsageQuota } from '../../doubles/server/in-memory-usage-quota.adapter';
import type { UsageQuotaPort } from '../../../src/server/application/ports/usage-quota.port';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';

const MINUTE = 60_000;
const T0 = new Date('2025-06-11T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
let keys = 0;
const freshKey = (name: string) => `${name}:${Date.now()}:${(keys += 1)}`;

/** What every quota adapter promises: a sliding window per key, and all claims or none. */
const usageQuotaContract = (make: () => Promise<UsageQuotaPort>) => {
  it('allows `limit` uses in any window and frees a use when it leaves the window', async () => {
    const quota = await make();
    const key = freshKey('phone');
    const claim = { key, limit: 3, windowMs: 60 * MINUTE };
    const answers = [];
    for (const minute of [0, 10, 20, 30]) answers.push((await quota.take([claim], at(minute))).ok);
    expect(answers).toEqual([true, true, true, false]);
    expect(await quota.take([claim], at(59))).toEqual({ ok: false, exhausted: key });
    // The window includes its first instant: the use at minute 0 still counts at minute 60.
    expect((await quota.take([claim], at(60))).ok).toBe(false);
    expect((await quota.take([claim], at(61))).ok).toBe(true);
    expect(await quota.used(key, at(1))).toBe(3);
  });

  it('takes every claim or none, naming the one used up', async () => {
    const quota = await make();
    const [roomy, full] = [freshKey('address'), freshKey('shop')];
    expect((await quota.take([{ key: full, limit: 1, windowMs: MINUTE }], at(0))).ok).toBe(true);
    const answer = await quota.take(
      [
        { key: roomy, limit: 5, windowMs: MINUTE },
        { key: full, limit: 1, windowMs: MINUTE },
      ],
      at(0),
    );
    expect(answer).toEqual({ ok: false, exhausted: full });
    expect(await quota.used(roomy, at(-1))).toBe(0);
  });

  it('never passes a limit however many takers race, over overlapping keys in any order', async () => {
    const quota = await make();
    const [a, b] = [freshKey('a'), freshKey('b')];
    const claims = (index: number) => {
      const pair = [
        { key: a, limit: 7, windowMs: MINUTE },
        { key: b, limit: 100, windowMs: MINUTE },
      ];
      return index % 2 === 0 ? pair : pair.reverse();
    };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => quota.take(claims(index), at(0))));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(7);
    expect(await quota.used(b, at(-1))).toBe(7);
  });
};

describe('the in-memory usage quota', () => {
  usageQuotaContract(async () => new InMemoryUsageQuota());
});

describe.each(databaseTargets())('the PostgreSQL usage quota on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  usageQuotaContract(async () => new PgUsageQuota(database()));

  it('never passes a limit when several instances race, each sending its takers in batches', async () => {
    const instances = [new PgUsageQuota(database()), new PgUsageQuota(database()), new PgUsageQuota(database())];
    const [phone, shop] = [freshKey('phone'), freshKey('shop')];
    const claims = [
      { key: phone, limit: 100, windowMs: MINUTE },
      { key: shop, limit: 11, windowMs: MINUTE },
    ];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => instances[index % 3]!.take(claims, at(0))),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(11);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 49 }, () => ({ ok: false, exhausted: shop })),
    );
    expect(await instances[0]!.used(phone, at(-1))).toBe(11);
  });

  it('a taker the database refuses fails alone; the others of its batch are answered', async () => {
    const quota = new PgUsageQuota(database());
    const good = freshKey('good');
    const [refused, ...others] = await Promise.allSettled([
      quota.take([{ key: '', limit: 5, windowMs: MINUTE }], at(0)),
      quota.take([{ key: good, limit: 5, windowMs: MINUTE }], at(0)),
      quota.take([{ key: good, limit: 5, windowMs: MINUTE }], at(0)),
    ]);
    expect(refused?.status).toBe('rejected');
    expect(others).toEqual([
      { status: 'fulfilled', value: { ok: true } },
      { status: 'fulfilled', value: { ok: true } },
    ]);
    expect(await quota.used(good, at(-1))).toBe(2);
  });

  it('sweeps uses no window reaches any more, also of keys never taken again', async () => {
    const quota = new PgUsageQuota(database());
    const once = freshKey('one-off-phone');
    await quota.take([{ key: once, limit: 5, windowMs: 60 * MINUTE }], at(-24 * 60));
    const count = async () =>
      (await database().query<{ n: number }>('SELECT count(*)::int AS n FROM quota_uses WHERE key = $1', [once]))
        .rows[0]?.n;
    expect(await count()).toBe(1);
    await new PgUsageQuota(database()).take([{ key: freshKey('other'), limit: 5, windowMs: 60 * MINUTE }], at(0));
    expect(await count()).toBe(0);
  });
});
