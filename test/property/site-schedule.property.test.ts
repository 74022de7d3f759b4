import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earliestSlotMinutesToday } from '../../src/domain/pre-order/earliest-slot.rule';
import { validatePreOrderSlot } from '../../src/domain/pre-order/pre-order-slot.validator';
import { preOrderSlotMinutes, preOrderSlots } from '../../src/domain/pre-order/pre-order-slots.rule';
import { addDays, formatDate, formatTimeOfDay, kyivDate, kyivWallTime } from '../../src/domain/shared/kyiv-time';
import { DEFAULT_SCHEDULE } from '../../src/domain/site-schedule/shop-schedule.defaults';
import { busyMinutesAt, hoursOn, isOpenAt } from '../../src/domain/site-schedule/shop-schedule.rule';
import type { DayHours, ShopSchedule } from '../../src/domain/site-schedule/shop-schedule.types';
import { isNightAt } from '../../src/domain/working-hours/shop-hours.rule';
import { InMemoryOrderRepository } from '../doubles/server/in-memory-order-repository.adapter';
import { orderRecordOf } from '../integration/repositories/support/order-record.factory';
import { dayOffsetArb, MINUTE_MS, shopInstantArb } from '../arbitraries/time.arbitrary';

const dayHoursArb: fc.Arbitrary<DayHours | null> = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 1439 }))
    .filter(([open, close]) => close > open)
    .map(([open, close]) => ({ open, close })),
  { nil: null, freq: 4 },
);
const weeklyArb = fc.array(dayHoursArb, { minLength: 7, maxLength: 7 });

/** A schedule with some of the next days as exceptions (holidays or other hours). */
const scheduleArb = (now: number): fc.Arbitrary<ShopSchedule> =>
  fc.record({
    weekly: weeklyArb,
    exceptions: fc
      .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 14 }), dayHoursArb), {
        selector: ([offset]) => offset,
        maxLength: 5,
      })
      .map((list) => list.map(([offset, hours]) => ({ date: formatDate(addDays(kyivDate(now), offset)), hours }))),
    busy: fc.constant(null),
    slotCapacity: fc.constant(null),
  });

const caseArb = shopInstantArb().chain((now) =>
  fc.record({ now: fc.constant(now), schedule: scheduleArb(now), offset: dayOffsetArb(), hasAlcohol: fc.boolean() }),
);

describe('schedule and exception rules', () => {
  it('an exception wins over its weekday; a closed date offers no slot and the server refuses every time on it', () => {
    fc.assert(
      fc.property(caseArb, ({ now, schedule, offset, hasAlcohol }) => {
        const date = addDays(kyivDate(now), offset);
        const exception = schedule.exceptions.find((candidate) => candidate.date === formatDate(date));
        if (exception !== undefined) expect(hoursOn(schedule, date)).toEqual(exception.hours);
        if (hoursOn(schedule, date) !== null) return;
        expect(preOrderSlots(formatDate(date), hasAlcohol, now, schedule)).toEqual([]);
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const refused = validatePreOrderSlot(formatDate(date), formatTimeOfDay(minutes), hasAlcohol, now, schedule);
          expect(refused.ok).toBe(false);
        }
      }),
    );
  });

  it('the server accepts exactly the slots the storefront offers, under any schedule', () => {
    fc.assert(
      fc.property(caseArb, ({ now, schedule, offset, hasAlcohol }) => {
        const date = formatDate(addDays(kyivDate(now), offset));
        const offered = new Set(preOrderSlots(date, hasAlcohol, now, schedule));
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const time = formatTimeOfDay(minutes);
          expect(validatePreOrderSlot(date, time, hasAlcohol, now, schedule).ok).toBe(offered.has(time));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('slots lie between an hour after opening and half an hour after closing of their date', () => {
    fc.assert(
      fc.property(caseArb, ({ now, schedule, offset, hasAlcohol }) => {
        const date = addDays(kyivDate(now), offset);
        const hours = hoursOn(schedule, date);
        for (const minutes of preOrderSlotMinutes(date, hasAlcohol, now, schedule)) {
          expect(hours).not.toBeNull();
          expect(minutes).toBeGreaterThanOrEqual((hours?.open ?? 0) + 60);
          expect(minutes).toBeLessThanOrEqual((hours?.close ?? 0) + 30);
        }
      }),
    );
  });

  it('night mode is exactly "outside today\'s hours"', () => {
    fc.assert(
      fc.property(caseArb, ({ now, schedule }) => {
        const hours = hoursOn(schedule, kyivDate(now));
        const minutes = kyivWallTime(now).minutesOfDay;
        const open = hours !== null && minutes >= hours.open && minutes < hours.close;
        expect(isOpenAt(schedule, now)).toBe(open);
        expect(isNightAt(now, schedule)).toBe(!open);
      }),
    );
  });
});

describe('busy mode arithmetic', () => {
  const busyCaseArb = fc.record({
    now: shopInstantArb(),
    minutes: fc.integer({ min: 1, max: 240 }),
    untilOffsetMinutes: fc.option(fc.integer({ min: -600, max: 600 }), { nil: null }),
  });

  it('adds exactly N minutes before its end, nothing from its end on', () => {
    fc.assert(
      fc.property(busyCaseArb, ({ now, minutes, untilOffsetMinutes }) => {
        const untilMs = untilOffsetMinutes === null ? null : now + untilOffsetMinutes * MINUTE_MS;
        const active = untilMs === null || now < untilMs;
        expect(busyMinutesAt({ minutes, untilMs }, now)).toBe(active ? minutes : 0);
      }),
    );
  });

  it("moves today's first pre-order slot by N (to the next half hour) while busy, and not after", () => {
    fc.assert(
      fc.property(busyCaseArb, ({ now, minutes, untilOffsetMinutes }) => {
        const untilMs = untilOffsetMinutes === null ? null : now + untilOffsetMinutes * MINUTE_MS;
        const busy: ShopSchedule = { ...DEFAULT_SCHEDULE, busy: { minutes, untilMs } };
        const today = kyivDate(now);
        const usual = preOrderSlotMinutes(today, false, now, DEFAULT_SCHEDULE);
        const shifted = preOrderSlotMinutes(today, false, now, busy);
        if (untilMs !== null && now >= untilMs) {
          expect(shifted).toEqual(usual);
          return;
        }
        const earliest = earliestSlotMinutesToday(kyivWallTime(now).minutesOfDay);
        const first = Math.ceil((earliest + minutes) / 30) * 30;
        // Every usual slot from the shifted first one on is still offered, none before it.
        expect(shifted).toEqual(usual.filter((slot) => slot >= first));
        // A shift of whole half hours moves the first slot by exactly N.
        if (minutes % 30 === 0 && usual.length > 0 && shifted.length > 0 && usual[0] === earliest) {
          expect(shifted[0]).toBe(earliest + minutes);
        }
      }),
    );
  });
});

describe('slot capacity', () => {
  it('never stores more than K orders in one slot, whatever the sequence of attempts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.constantFrom('12:00', '12:30', '13:00'), { minLength: 1, maxLength: 25 }),
        async (capacity, times) => {
          const repository = new InMemoryOrderRepository();
          const written = new Map<string, number>();
          await Promise.all(
            times.map(async (time) => {
              const order = orderRecordOf(
                {},
                { deliveryType: 'pre-order', deliveryDate: '12.06.2025', deliveryTime: time },
              );
              const outcome = await repository.save(order, { slotCapacity: capacity });
              if (outcome.kind === 'created') written.set(time, (written.get(time) ?? 0) + 1);
              else expect(outcome.kind).toBe('slot-full');
            }),
          );
          for (const time of new Set(times)) {
            const attempts = times.filter((candidate) => candidate === time).length;
            expect(written.get(time) ?? 0).toBe(Math.min(attempts, capacity));
          }
        },
      ),
    );
  });
});
