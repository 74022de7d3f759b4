import { err, ok, type Result } from '../shared/result';
import { daysBetween, kyivWallTime, parseDate, parseTimeOfDay } from '../shared/kyiv-time';
import { DEFAULT_SCHEDULE } from '../site-schedule/shop-schedule.defaults';
import { busyMinutesAt, hoursOn } from '../site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../site-schedule/shop-schedule.types';
import { earliestSlotMinutesTodayWhenBusy } from './earliest-slot.rule';
import { PRE_ORDER_MAX_DAYS_AHEAD, PRE_ORDER_SLOT_STEP_MINUTES, type SlotWindow } from './pre-order.constants';
import { slotWindowOf } from './slot-window.rule';

export type PreOrderSlotRejection =
  | 'invalid-date'
  | 'invalid-time'
  | 'off-grid'
  | 'closed-day'
  | 'outside-window'
  | 'outside-alcohol-window'
  | 'date-in-past'
  | 'too-far-ahead'
  | 'too-soon';

export interface PreOrderSlot {
  /** DD.MM.YYYY */
  readonly date: string;
  /** HH:mm */
  readonly time: string;
}

const inside = (window: SlotWindow | null, minutes: number): boolean =>
  window !== null && minutes >= window.first && minutes <= window.last;

/**
 * The server's check of a pre-order date and time (the browser only offers valid slots, but a
 * request can carry anything). Accepts exactly what preOrderSlots would offer for that date under
 * the same schedule, and says why not otherwise. A date before the minimum date is today with no
 * slot left: 'too-soon'. Whether the slot still has room is the order store's question.
 */
export const validatePreOrderSlot = (
  date: string,
  time: string,
  hasAlcohol: boolean,
  nowMs: number,
  schedule: ShopSchedule = DEFAULT_SCHEDULE,
): Result<PreOrderSlot, PreOrderSlotRejection> => {
  const parsedDate = parseDate(date);
  if (!parsedDate.ok) return err('invalid-date');
  const parsedTime = parseTimeOfDay(time);
  if (!parsedTime.ok) return err('invalid-time');
  const minutes = parsedTime.value;
  if (minutes % PRE_ORDER_SLOT_STEP_MINUTES !== 0) return err('off-grid');

  const now = kyivWallTime(nowMs);
  const daysAhead = daysBetween(now, parsedDate.value);
  if (daysAhead < 0) return err('date-in-past');
  if (daysAhead > PRE_ORDER_MAX_DAYS_AHEAD) return err('too-far-ahead');
  const hours = hoursOn(schedule, parsedDate.value);
  if (hours === null) return err('closed-day');
  if (!inside(slotWindowOf(hours, false), minutes)) return err('outside-window');
  if (hasAlcohol && !inside(slotWindowOf(hours, true), minutes)) return err('outside-alcohol-window');
  const earliest = earliestSlotMinutesTodayWhenBusy(now.minutesOfDay, busyMinutesAt(schedule.busy, nowMs));
  if (daysAhead === 0 && minutes < earliest) return err('too-soon');
  return ok({ date, time });
};

export const isValidPreOrderSlot = (
  date: string,
  time: string,
  hasAlcohol: boolean,
  nowMs: number,
  schedule: ShopSchedule = DEFAULT_SCHEDULE,
): boolean => validatePreOrderSlot(date, time, hasAlcohol, nowMs, schedule).ok;
