import { err, ok, type Result } from '../shared/result';
import { daysBetween, kyivWallTime, parseDate, parseTimeOfDay } from '../shared/kyiv-time';
import { earliestSlotMinutesToday } from './earliest-slot.rule';
import {
  PRE_ORDER_ALCOHOL_WINDOW,
  PRE_ORDER_MAX_DAYS_AHEAD,
  PRE_ORDER_SLOT_STEP_MINUTES,
  PRE_ORDER_WINDOW,
  type SlotWindow,
} from './pre-order.constants';

export type PreOrderSlotRejection =
  | 'invalid-date'
  | 'invalid-time'
  | 'off-grid'
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

const inside = (window: SlotWindow, minutes: number): boolean => minutes >= window.first && minutes <= window.last;

/**
 * The server's check of a pre-order date and time (the browser only offers valid slots, but a
 * request can carry anything). Accepts exactly what preOrderSlots would offer for that date, and
 * says why not otherwise. A date before the minimum date is today with no slot left: 'too-soon'.
 */
export const validatePreOrderSlot = (
  date: string,
  time: string,
  hasAlcohol: boolean,
  nowMs: number,
): Result<PreOrderSlot, PreOrderSlotRejection> => {
  const parsedDate = parseDate(date);
  if (!parsedDate.ok) return err('invalid-date');
  const parsedTime = parseTimeOfDay(time);
  if (!parsedTime.ok) return err('invalid-time');
  const minutes = parsedTime.value;
  if (minutes % PRE_ORDER_SLOT_STEP_MINUTES !== 0) return err('off-grid');
  if (!inside(PRE_ORDER_WINDOW, minutes)) return err('outside-window');
  if (hasAlcohol && !inside(PRE_ORDER_ALCOHOL_WINDOW, minutes)) return err('outside-alcohol-window');

  const now = kyivWallTime(nowMs);
  const daysAhead = daysBetween(now, parsedDate.value);
  if (daysAhead < 0) return err('date-in-past');
  if (daysAhead > PRE_ORDER_MAX_DAYS_AHEAD) return err('too-far-ahead');
  if (daysAhead === 0 && minutes < earliestSlotMinutesToday(now.minutesOfDay)) return err('too-soon');
  return ok({ date, time });
};

export const isValidPreOrderSlot = (date: string, time: string, hasAlcohol: boolean, nowMs: number): boolean =>
  validatePreOrderSlot(date, time, hasAlcohol, nowMs).ok;
