import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/adapters/database/database';
import { pgRateLimitStore } from '../../../src/server/adapters/rate-limit/pg-rate-limit.store';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';

const MINUTE = 60_000;
let keys = 0;
const freshKey = (name: string) => `${name}:${Date.now()}:${(keys += 1)}`;

/** A store as @fastify/rate-limit makes one: the global store, or a route's child. */
const storeOn = (database: Database): FastifyRateLimitStore => {
  const Store = pgRateLimitStore(database);
  return new Store({} as never);
};

const hit = (store: FastifyRateLimitStore, key: string, windowMs = MINUTE) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      key,
      (error, result) =>
        error !== null || result === undefined ? reject(error ?? new Error('no result')) : resolve(result),
      windowMs,
      1_000,
    ),
  );

describe.each(databaseTargets())('the PostgreSQL rate-limit store on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);

  it('gives racing hits on one key the counts one by one, in the order they came', async () => {
    const store = storeOn(database());
    const key = freshKey('address');
    const answers = await Promise.all(Array.from({ length: 25 }, () => hit(store, key)));
    expect(answers.map((answer) => answer.current)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    for (const answer of answers) {
      expect(answer.ttl).toBeGreaterThan(0);
      expect(answer.ttl).toBeLessThanOrEqual(MINUTE);
    }
    expect((await hit(store, key)).current).toBe(26);
  });

  it('counts each key on its own within one batch', async () => {
    const store = storeOn(database());
    const [a, b] = [freshKey('a'), freshKey('b')];
    const answers = await Promise.all([a, b, a, b, a].map((key) => hit(store, key)));
    expect(answers.map((answer) => answer.current)).toEqual([1, 1, 2, 2, 3]);
  });

  it('counts the hits of several instances racing on one key against one counter', async () => {
    const stores = [storeOn(database()), storeOn(database()), storeOn(database())];
    const [key, other] = [freshKey('shared'), freshKey('other')];
    // Each instance also counts another key in its batches, in a different order, as a deadlock would need.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        hit(stores[index % 3] as FastifyRateLimitStore, index % 2 === 0 ? key : other),
      ),
    );
    const counts = (parity: number) =>
      answers
        .filter((_, index) => index % 2 === parity)
        .map((answer) => answer.current)
        .sort((x, y) => x - y);
    expect(counts(0)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(counts(1)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('starts a counter again once its window has passed', async () => {
    const store = storeOn(database());
    const key = freshKey('window');
    expect((await hit(store, key, 40)).current).toBe(1);
    expect((await hit(store, key, 40)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const [first, second] = await Promise.all([hit(store, key, 40), hit(store, key, 40)]);
    expect([first.current, second.current]).toEqual([1, 2]);
  });

  it("counts a route's hits apart from the global counter of the same client", async () => {
    const store = storeOn(database());
    const route = store.child({ method: 'POST', url: '/api/auth' } as never);
    const key = freshKey('client');
    const [global, routed] = await Promise.all([hit(store, key), hit(route, key)]);
    expect([global.current, routed.current]).toEqual([1, 1]);
  });
});
