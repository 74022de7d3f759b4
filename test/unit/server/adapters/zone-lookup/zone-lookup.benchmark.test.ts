import { describe, expect, it } from 'vitest';
import { benchmarkZoneLookups } from '../../../../bench/zone-lookup.benchmark';
import { streetsLviv } from '../../../../../src/server/adapters/database/seed/streets-lviv.seed';
import { streetsKyiv } from '../../../../../src/server/adapters/database/seed/streets-kyiv.seed';
import { zones } from '../../../../../src/server/adapters/database/seed/zones.seed';

// Only the shape of the report is checked: timing depends on the machine, so it is never asserted.
describe('benchmarkZoneLookups', () => {
  it('runs the requested lookups over the seed and reports rates and percentiles', async () => {
    const result = await benchmarkZoneLookups({
      streets: [...streetsLviv, ...streetsKyiv],
      zones,
      iterations: 300,
      warmup: 20,
    });
    expect(result.iterations).toBe(300);
    expect(result.inZone).toBeGreaterThan(0);
    expect(result.inZone).toBeLessThanOrEqual(300);
    for (const value of [
      result.totalMs,
      result.lookupsPerSecond,
      result.meanMicros,
      result.p50Micros,
      result.p99Micros,
    ]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    expect(result.p99Micros).toBeGreaterThanOrEqual(result.p50Micros);
  });

  it('reports zeros when there is nothing to look up', async () => {
    const result = await benchmarkZoneLookups({ streets: [], zones, iterations: 10 });
    expect(result).toMatchObject({ iterations: 0, inZone: 0 });
  });
});
