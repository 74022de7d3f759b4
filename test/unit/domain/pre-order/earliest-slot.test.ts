import { describe, expect, it } from 'vitest';
import { earliestSlotMinutesToday } from '../../../../src/domain/pre-order/earliest-slot.rule';

const hm = (h: number, m: number) => h * 60 + m;

/**
 * The reading documented in earliest-slot.rule.ts: minute 0 → :00 of the next hour;
 * minutes 1-30 → :30 of the next hour; minutes 31-59 → :00 of the hour after the next.
 */
describe('earliest pre-order slot today', () => {
  it.each([
    [hm(12, 0), hm(13, 0)],
    [hm(12, 1), hm(13, 30)],
    [hm(12, 10), hm(13, 30)],
    [hm(12, 30), hm(13, 30)],
    [hm(12, 31), hm(14, 0)],
    [hm(12, 45), hm(14, 0)],
    [hm(12, 59), hm(14, 0)],
    [hm(0, 0), hm(1, 0)],
    [hm(22, 0), hm(23, 0)],
    [hm(22, 1), hm(23, 30)],
    [hm(23, 59), hm(25, 0)],
  ])('at minute %i of the day the first slot is minute %i', (now, first) => {
    expect(earliestSlotMinutesToday(now)).toBe(first);
  });

  it('always leaves between 60 and 89 minutes, so "at least 30 minutes ahead" holds', () => {
    for (let now = 0; now < 24 * 60; now += 1) {
      const lead = earliestSlotMinutesToday(now) - now;
      expect(lead).toBeGreaterThanOrEqual(60);
      expect(lead).toBeLessThanOrEqual(89);
      expect(earliestSlotMinutesToday(now) % 30).toBe(0);
    }
  });
});
