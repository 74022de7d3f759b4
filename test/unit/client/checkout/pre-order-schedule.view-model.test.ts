import { describe, expect, it } from 'vitest';
import { PreOrderViewModel, type PreOrderHost } from '../../../../src/client/view-models/checkout/pre-order.view-model';
import { DEFAULT_SCHEDULE } from '../../../../src/domain/site-schedule/shop-schedule.defaults';
import type { ShopSchedule } from '../../../../src/domain/site-schedule/shop-schedule.types';

// Wednesday 15.01.2025, noon in Kyiv.
const NOON = Date.UTC(2025, 0, 15, 10, 0);

const pickerFor = (date: string, schedule: ShopSchedule, fullSlots: readonly string[] = []) => {
  const host: PreOrderHost = {
    form: { deliveryDate: date, deliveryTime: '' },
    hasAlcohol: false,
    now: NOON,
    schedule,
    fullSlots,
    setDeliveryDate: () => undefined,
  };
  return new PreOrderViewModel(host);
};

describe('the pre-order pickers follow the city’s schedule', () => {
  it('offer no time on a holiday, and start the date picker after a closed today', () => {
    const holiday: ShopSchedule = { ...DEFAULT_SCHEDULE, exceptions: [{ date: '16.01.2025', hours: null }] };
    expect(pickerFor('16.01.2025', holiday).slots).toEqual([]);
    expect(pickerFor('17.01.2025', holiday).slots[0]).toBe('11:30');
    const closedToday: ShopSchedule = { ...DEFAULT_SCHEDULE, exceptions: [{ date: '15.01.2025', hours: null }] };
    expect(pickerFor('15.01.2025', closedToday).minDate).toBe('16.01.2025');
  });

  it('leave out the slots with no room left', () => {
    const slots = pickerFor('16.01.2025', DEFAULT_SCHEDULE, ['16.01.2025 12:00', '17.01.2025 12:30']).slots;
    expect(slots).not.toContain('12:00');
    expect(slots).toContain('12:30');
  });

  it("start today's slots later while staff are busy", () => {
    expect(pickerFor('15.01.2025', DEFAULT_SCHEDULE).slots[0]).toBe('13:00');
    expect(pickerFor('15.01.2025', { ...DEFAULT_SCHEDULE, busy: { minutes: 60, untilMs: null } }).slots[0]).toBe(
      '14:00',
    );
    expect(pickerFor('15.01.2025', { ...DEFAULT_SCHEDULE, busy: { minutes: 60, untilMs: NOON } }).slots[0]).toBe(
      '13:00',
    );
  });
});
