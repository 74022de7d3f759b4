import { describe, expect, it } from 'vitest';
import { CachedPaymentTypes } from '../../../../../src/server/adapters/caching/cached-payment-types.adapter';
import { CachedPickupPoints } from '../../../../../src/server/adapters/caching/cached-pickup-points.adapter';
import { CachedStopList } from '../../../../../src/server/adapters/caching/cached-stop-list.adapter';
import { InMemoryPaymentTypes } from '../../../../doubles/server/in-memory-payment-types.adapter';
import { InMemoryPickupPoints } from '../../../../doubles/server/in-memory-pickup-points.adapter';
import { InMemoryStopList } from '../../../../doubles/server/in-memory-stop-list.adapter';
import type { CityStops, StopListPort } from '../../../../../src/server/application/ports/stop-list.port';

const MAX_AGE_MS = 2_000;

/** A monotonic clock the test moves by hand. */
const fakeClock = () => {
  let ms = 1_000;
  return { now: () => ms, advance: (by: number) => void (ms += by) };
};

const STOPPED: CityStops = {
  workingHours: [{ cityId: 1, isStoped: true, functionality: 'global', translation: {} }],
  disabledDeliveryTypes: [],
};
const OPEN: CityStops = { workingHours: [], disabledDeliveryTypes: [] };

/** Counts the reads that reach the source. */
const counting = (inner: StopListPort) => {
  const calls: number[] = [];
  return {
    calls,
    port: { findStops: (cityId: number) => (calls.push(cityId), inner.findStops(cityId)) } satisfies StopListPort,
  };
};

describe('CachedStopList', () => {
  it('answers from memory within the max age, and a staff stop shows once it has passed', async () => {
    const clock = fakeClock();
    const source = new InMemoryStopList();
    const reads = counting(source);
    const cached = new CachedStopList(reads.port, MAX_AGE_MS, clock.now);

    expect(await cached.findStops(1)).toEqual(OPEN);
    source.setStops(1, STOPPED);
    clock.advance(MAX_AGE_MS - 1);
    expect(await cached.findStops(1)).toEqual(OPEN);
    expect(reads.calls).toEqual([1]);

    clock.advance(1);
    expect(await cached.findStops(1)).toEqual(STOPPED);
    expect(reads.calls).toEqual([1, 1]);
  });

  it('reads again at once after invalidate, for that city or for all', async () => {
    const clock = fakeClock();
    const source = new InMemoryStopList();
    const reads = counting(source);
    const cached = new CachedStopList(reads.port, MAX_AGE_MS, clock.now);
    await cached.findStops(1);
    await cached.findStops(2);

    source.setStops(1, STOPPED);
    cached.invalidate(1);
    expect(await cached.findStops(1)).toEqual(STOPPED);
    await cached.findStops(2);
    expect(reads.calls).toEqual([1, 2, 1]);

    cached.invalidate();
    await cached.findStops(2);
    expect(reads.calls).toEqual([1, 2, 1, 2]);
  });

  it('shares one read between concurrent misses, keeps cities apart', async () => {
    const reads = counting(new InMemoryStopList({ 2: STOPPED }));
    const cached = new CachedStopList(reads.port, MAX_AGE_MS, fakeClock().now);
    const [a, b, c] = await Promise.all([cached.findStops(1), cached.findStops(1), cached.findStops(2)]);
    expect(a).toBe(b);
    expect(c).toEqual(STOPPED);
    expect(reads.calls).toEqual([1, 2]);
  });

  it('forgets a failed read, so the next order retries instead of failing for the whole max age', async () => {
    let fail = true;
    const cached = new CachedStopList(
      { findStops: async () => (fail ? Promise.reject(new Error('connection lost')) : OPEN) },
      MAX_AGE_MS,
      fakeClock().now,
    );
    await expect(cached.findStops(1)).rejects.toThrow('connection lost');
    fail = false;
    expect(await cached.findStops(1)).toEqual(OPEN);
  });
});

describe('CachedPaymentTypes and CachedPickupPoints', () => {
  it('serve the source copy until the max age passes or invalidate is called', async () => {
    const clock = fakeClock();
    const payments = new InMemoryPaymentTypes([{ id: 1, name: 'cash', isAllowed: true, cityId: 1 }]);
    const points = new InMemoryPickupPoints([
      { cityId: 1, point: { id: '1', deliveryCityName: 'Львів', streetName: 'Городоцька', house: '28' } },
    ]);
    const cachedPayments = new CachedPaymentTypes(payments, MAX_AGE_MS, clock.now);
    const cachedPoints = new CachedPickupPoints(points, MAX_AGE_MS, clock.now);
    const firstPayments = await cachedPayments.listPaymentTypes(1);
    const firstPoints = await cachedPoints.listPickupPoints(1);

    clock.advance(MAX_AGE_MS - 1);
    expect(await cachedPayments.listPaymentTypes(1)).toBe(firstPayments);
    expect(await cachedPoints.listPickupPoints(1)).toBe(firstPoints);

    cachedPayments.invalidate(1);
    expect(await cachedPayments.listPaymentTypes(1)).not.toBe(firstPayments);
    clock.advance(1);
    expect(await cachedPoints.listPickupPoints(1)).not.toBe(firstPoints);
  });
});
