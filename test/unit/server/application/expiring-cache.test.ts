import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../../../../src/server/application/catalogue/support/expiring-cache';

const cacheWithClock = () => {
  const clock = { now: 0 };
  const loads: string[] = [];
  const cache = new ExpiringCache<string, { key: string; load: number }>(
    async (key) => {
      loads.push(key);
      return { key, load: loads.length };
    },
    { maxAgeMs: 1_000, now: () => clock.now },
  );
  return { cache, clock, loads };
};

describe('ExpiringCache', () => {
  it('answers the same value object until it expires or is invalidated', async () => {
    const { cache, clock, loads } = cacheWithClock();
    const first = await cache.get('lviv');
    expect(await cache.get('lviv')).toBe(first);
    clock.now = 999;
    expect(await cache.get('lviv')).toBe(first);
    clock.now = 1_000;
    expect(await cache.get('lviv')).not.toBe(first);
    cache.invalidate('lviv');
    await cache.get('lviv');
    expect(loads).toEqual(['lviv', 'lviv', 'lviv']);
  });

  it('fresh() gives the loaded value only while it is fresh, and never loads', async () => {
    const { cache, clock, loads } = cacheWithClock();
    expect(cache.fresh('lviv')).toBeNull();
    const value = await cache.get('lviv');
    expect(cache.fresh('lviv')).toBe(value);
    clock.now = 1_000;
    expect(cache.fresh('lviv')).toBeNull();
    clock.now = 0;
    cache.invalidate();
    expect(cache.fresh('lviv')).toBeNull();
    expect(loads).toEqual(['lviv']);
  });

  it('fresh() is null while a reload is still on its way', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.get('lviv');
    clock.now = 1_000;
    const reloading = cache.get('lviv');
    expect(cache.fresh('lviv')).toBeNull();
    expect(cache.peek('lviv')).toEqual({ key: 'lviv', load: 1 });
    const reloaded = await reloading;
    expect(reloaded).toEqual({ key: 'lviv', load: 2 });
    expect(cache.fresh('lviv')).toBe(reloaded);
  });
});
