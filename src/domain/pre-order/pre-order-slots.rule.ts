import {
  addDays,
  daysBetween,
  formatDate,
  formatTimeOfDay,
  kyivDate,
  kyivWallTime,
  parseDate,
  type CalendarDate,
} from '../shared/kyiv-time';
import { DEFAULT_SCHEDULE } from '../site-schedule/shop-schedule.defaults';
import { busyMinutesAt, hoursOn } from '../site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../site-schedule/shop-schedule.types';
import { earliestSlotMinutesTodayWhenBusy } from './earliest-slot.rule';
import {
  PRE_ORDER_ALCOHOL_WINDOW,
  PRE_ORDER_MAX_DAYS_AHEAD,
  PRE_ORDER_WINDOW,
  type SlotWindow,
} from './pre-order.constants';
import { gridOf, slotWindowOf } from './slot-window.rule';

/** The window of a day with the default hours (10:30–22:30). */
export const slotWindowFor = (hasAlcohol: boolean): SlotWindow =>
  hasAlcohol ? PRE_ORDER_ALCOHOL_WINDOW : PRE_ORDER_WINDOW;

/** Every slot of a whole day with the default hours, in minutes of the day, ascending. */
export const slotGridMinutes = (hasAlcohol: boolean): readonly number[] => gridOf(slotWindowFor(hasAlcohol));

/**
 * Slots of a Kyiv calendar date in minutes of the day, following the city's schedule: the date's
 * grid (none on a closed day), from the rounded earliest one today (later while staff are busy),
 * none before today or past the booking horizon.
 */
export const preOrderSlotMinutes = (
  date: CalendarDate,
  hasAlcohol: boolean,
  nowMs: number,
  schedule: ShopSchedule = DEFAULT_SCHEDULE,
): readonly number[] => {
  const now = kyivWallTime(nowMs);
  const daysAhead = daysBetween(now, date);
  if (daysAhead < 0 || daysAhead > PRE_ORDER_MAX_DAYS_AHEAD) return [];
  const hours = hoursOn(schedule, date);
  if (hours === null) return [];
  const grid = gridOf(slotWindowOf(hours, hasAlcohol));
  if (daysAhead > 0) return grid;
  const earliest = earliestSlotMinutesTodayWhenBusy(now.minutesOfDay, busyMinutesAt(schedule.busy, nowMs));
  return grid.filter((minutes) => minutes >= earliest);
};

/** The time picker's options ('HH:mm') for a 'DD.MM.YYYY' date; empty when none remain or the date is invalid. */
export const preOrderSlots = (
  date: string,
  hasAlcohol: boolean,
  nowMs: number,
  schedule: ShopSchedule = DEFAULT_SCHEDULE,
): readonly string[] => {
  const parsed = parseDate(date);
  if (!parsed.ok) return [];
  return preOrderSlotMinutes(parsed.value, hasAlcohol, nowMs, schedule).map(formatTimeOfDay);
};

/**
 * The date picker's first day: the first day from today with a slot left (today once its last
 * slot has passed or it is closed rolls on; a run of closed days is skipped).
 */
export const minPreOrderDate = (
  hasAlcohol: boolean,
  nowMs: number,
  schedule: ShopSchedule = DEFAULT_SCHEDULE,
): string => {
  const today = kyivDate(nowMs);
  for (let days = 0; days <= PRE_ORDER_MAX_DAYS_AHEAD; days += 1) {
    const date = addDays(today, days);
    if (preOrderSlotMinutes(date, hasAlcohol, nowMs, schedule).length > 0) return formatDate(date);
  }
  return formatDate(addDays(today, 1));
};

/** The date picker's last day: today + PRE_ORDER_MAX_DAYS_AHEAD. */
export const maxPreOrderDate = (nowMs: number): string =>
  formatDate(addDays(kyivDate(nowMs), PRE_ORDER_MAX_DAYS_AHEAD));
