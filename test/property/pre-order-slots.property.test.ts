import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDate,
  formatTimeOfDay,
  kyivDate,
  kyivInstant,
  parseTimeOfDay,
} from '../../src/domain/shared/kyiv-time';
import { minPreOrderDate, preOrderSlots, slotGridMinutes } from '../../src/domain/pre-order/pre-order-slots.rule';
import { isValidPreOrderSlot } from '../../src/domain/pre-order/pre-order-slot.validator';
import { PRE_ORDER_ALCOHOL_WINDOW, PRE_ORDER_WINDOW } from '../../src/domain/pre-order/pre-order.constants';
import { dayOffsetArb, MINUTE_MS, shopInstantArb } from '../arbitraries/time.arbitrary';

const minutesOf = (time: string): number => {
  const parsed = parseTimeOfDay(time);
  if (!parsed.ok) throw new Error(`slot off the HH:mm mask: ${time}`);
  return parsed.value;
};
const instantOf = (date: string, time: string): number => {
  const instant = kyivInstant(date, time);
  if (!instant.ok) throw new Error(instant.reason);
  return instant.value;
};

const caseArb = fc.record({ now: shopInstantArb(), offset: dayOffsetArb(), hasAlcohol: fc.boolean() });
const dateFor = (now: number, offset: number) => formatDate(addDays(kyivDate(now), offset));

describe('pre-order slot properties', () => {
  it('puts every slot on the half hour inside its window', () => {
    fc.assert(
      fc.property(caseArb, ({ now, offset, hasAlcohol }) => {
        const window = hasAlcohol ? PRE_ORDER_ALCOHOL_WINDOW : PRE_ORDER_WINDOW;
        for (const slot of preOrderSlots(dateFor(now, offset), hasAlcohol, now)) {
          const minutes = minutesOf(slot);
          expect(minutes % 30).toBe(0);
          expect(minutes).toBeGreaterThanOrEqual(window.first);
          expect(minutes).toBeLessThanOrEqual(window.last);
        }
      }),
    );
  });

  it('keeps every slot at least 30 minutes ahead of now, in real time', () => {
    fc.assert(
      fc.property(caseArb, ({ now, offset, hasAlcohol }) => {
        const date = dateFor(now, offset);
        for (const slot of preOrderSlots(date, hasAlcohol, now)) {
          expect(instantOf(date, slot) - now).toBeGreaterThanOrEqual(30 * MINUTE_MS);
        }
      }),
    );
  });

  it('starts today no later than 90 minutes ahead unless the window starts later', () => {
    fc.assert(
      fc.property(shopInstantArb(), fc.boolean(), (now, hasAlcohol) => {
        const today = dateFor(now, 0);
        const first = preOrderSlots(today, hasAlcohol, now)[0];
        const window = hasAlcohol ? PRE_ORDER_ALCOHOL_WINDOW : PRE_ORDER_WINDOW;
        if (first !== undefined && minutesOf(first) > window.first) {
          expect(instantOf(today, first) - now).toBeLessThan(90 * MINUTE_MS);
        }
      }),
    );
  });

  it('offers alcohol slots only among the plain ones', () => {
    fc.assert(
      fc.property(caseArb, ({ now, offset }) => {
        const date = dateFor(now, offset);
        const plain = preOrderSlots(date, false, now);
        for (const slot of preOrderSlots(date, true, now)) expect(plain).toContain(slot);
      }),
    );
  });

  it('lists slots sorted and without duplicates', () => {
    fc.assert(
      fc.property(caseArb, ({ now, offset, hasAlcohol }) => {
        const minutes = preOrderSlots(dateFor(now, offset), hasAlcohol, now).map(minutesOf);
        for (let i = 1; i < minutes.length; i += 1) expect(minutes[i]).toBeGreaterThan(minutes[i - 1] ?? -1);
      }),
    );
  });

  it('validates exactly the offered slots among all grid times', () => {
    fc.assert(
      fc.property(caseArb, ({ now, offset, hasAlcohol }) => {
        const date = dateFor(now, offset);
        const offered = new Set(preOrderSlots(date, hasAlcohol, now));
        for (const minutes of slotGridMinutes(false)) {
          const time = formatTimeOfDay(minutes);
          expect(isValidPreOrderSlot(date, time, hasAlcohol, now)).toBe(offered.has(time));
        }
      }),
    );
  });

  it('has slots on the minimum date, and none today when the minimum is tomorrow', () => {
    fc.assert(
      fc.property(shopInstantArb(), fc.boolean(), (now, hasAlcohol) => {
        const min = minPreOrderDate(hasAlcohol, now);
        expect(preOrderSlots(min, hasAlcohol, now).length).toBeGreaterThan(0);
        const today = dateFor(now, 0);
        if (min !== today) {
          expect(min).toBe(dateFor(now, 1));
          expect(preOrderSlots(today, hasAlcohol, now)).toEqual([]);
        }
      }),
    );
  });
});
