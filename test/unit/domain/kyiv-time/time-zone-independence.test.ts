import { afterEach, describe, expect, it } from 'vitest';
import { kyivInstant, kyivWallTime } from '../../../../src/domain/shared/kyiv-time';
import { isNightAt } from '../../../../src/domain/working-hours/shop-hours.rule';
import { preOrderSlots } from '../../../../src/domain/pre-order/pre-order-slots.rule';

const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles'];
const SUMMER_NOON = Date.UTC(2026, 6, 1, 9, 10);
const WINTER_NIGHT = Date.UTC(2026, 0, 15, 21, 0);
const originalTz = process.env.TZ;

const snapshot = () => ({
  summer: kyivWallTime(SUMMER_NOON),
  winter: kyivWallTime(WINTER_NIGHT),
  instant: kyivInstant('25.10.2026', '03:30'),
  night: [isNightAt(SUMMER_NOON), isNightAt(WINTER_NIGHT)],
  slots: preOrderSlots('01.07.2026', false, SUMMER_NOON),
});

describe('Kyiv time whatever the machine zone', () => {
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('gives the same answers under every process.env.TZ', () => {
    const results = ZONES.map((zone) => {
      process.env.TZ = zone;
      return { localOffset: new Date(SUMMER_NOON).getTimezoneOffset(), result: snapshot() };
    });
    // The machine zone really changed, otherwise the comparison below would prove nothing.
    expect(new Set(results.map((r) => r.localOffset)).size).toBe(ZONES.length);
    for (const { result } of results) expect(result).toEqual(results[0]?.result);
    expect(results[0]?.result.summer).toMatchObject({ hour: 12, minute: 10, dateString: '01.07.2026' });
    expect(results[0]?.result.winter).toMatchObject({ hour: 23, minute: 0, dateString: '15.01.2026' });
    expect(results[0]?.result.night).toEqual([false, true]);
  });
});
