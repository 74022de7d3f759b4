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
import { earliestSlotMinutesToday } from './earliest-slot.rule';
import {
  PRE_ORDER_ALCOHOL_WINDOW,
  PRE_ORDER_MAX_DAYS_AHEAD,
  PRE_ORDER_SLOT_STEP_MINUTES,
  PRE_ORDER_WINDOW,
  type SlotWindow,
} from './pre-order.constants';

export const slotWindowFor = (hasAlcohol: boolean): SlotWindow =>
  hasAlcohol ? PRE_ORDER_ALCOHOL_WINDOW : PRE_ORDER_WINDOW;

/** Every slot of a whole day, in minutes of the day, ascending. */
export const slotGridMinutes = (hasAlcohol: boolean): readonly number[] => {
  const { first, last } = slotWindowFor(hasAlcohol);
  const grid: number[] = [];
  for (let minutes = first; minutes <= last; minutes += PRE_ORDER_SLOT_STEP_MINUTES) grid.push(minutes);
  return grid;
};

/**
 * Slots of a Kyiv calendar date in minutes of the day: the whole grid on a future date, the slots
 * from the rounded earliest one today, none before today or past the booking horizon.
 */
export const preOrderSlotMinutes = (date: CalendarDate, hasAlcohol: boolean, nowMs: number): readonly number[] => {
  const now = kyivWallTime(nowMs);
  const daysAhead = daysBetween(now, date);
  if (daysAhead < 0 || daysAhead > PRE_ORDER_MAX_DAYS_AHEAD) return [];
  const grid = slotGridMinutes(hasAlcohol);
  if (daysAhead > 0) return grid;
  const earliest = earliestSlotMinutesToday(now.minutesOfDay);
  return grid.filter((minutes) => minutes >= earliest);
};

/** The time picker's options ('HH:mm') for a 'DD.MM.YYYY' date; empty when none remain or the date is invalid. */
export const preOrderSlots = (date: string, hasAlcohol: boolean, nowMs: number): readonly string[] => {
  const parsed = parseDate(date);
  if (!parsed.ok) return [];
  return preOrderSlotMinutes(parsed.value, hasAlcohol, nowMs).map(formatTimeOfDay);
};

/** The date picker's first day: today, or tomorrow once today's last slot can no longer be booked. */
export const minPreOrderDate = (hasAlcohol: boolean, nowMs: number): string => {
  const today = kyivDate(nowMs);
  const todayHasSlots = preOrderSlotMinutes(today, hasAlcohol, nowMs).length > 0;
  return formatDate(todayHasSlots ? today : addDays(today, 1));
};

/** The date picker's last day: today + PRE_ORDER_MAX_DAYS_AHEAD. */
export const maxPreOrderDate = (nowMs: number): string =>
  formatDate(addDays(kyivDate(nowMs), PRE_ORDER_MAX_DAYS_AHEAD));
