import type { DayHours } from '../site-schedule/shop-schedule.types';
import {
  PRE_ORDER_ALCOHOL_WINDOW,
  PRE_ORDER_FIRST_AFTER_OPENING_MINUTES,
  PRE_ORDER_LAST_AFTER_CLOSING_MINUTES,
  PRE_ORDER_LAST_SLOT_OF_DAY,
  PRE_ORDER_SLOT_STEP_MINUTES,
  type SlotWindow,
} from './pre-order.constants';

/** The next grid time at or after `minutes`. */
export const roundUpToSlot = (minutes: number): number =>
  Math.ceil(minutes / PRE_ORDER_SLOT_STEP_MINUTES) * PRE_ORDER_SLOT_STEP_MINUTES;

/**
 * The slot window of a day with these hours: from an hour after opening to half an hour after
 * closing (10:30–22:30 gives 11:30..23:00), with alcohol also inside the alcohol hours. Null when
 * nothing is left (short hours, or alcohol on a day that closes early).
 */
export const slotWindowOf = (hours: DayHours, hasAlcohol: boolean): SlotWindow | null => {
  let first = roundUpToSlot(hours.open + PRE_ORDER_FIRST_AFTER_OPENING_MINUTES);
  let last = Math.min(hours.close + PRE_ORDER_LAST_AFTER_CLOSING_MINUTES, PRE_ORDER_LAST_SLOT_OF_DAY);
  last -= last % PRE_ORDER_SLOT_STEP_MINUTES;
  if (hasAlcohol) {
    first = Math.max(first, PRE_ORDER_ALCOHOL_WINDOW.first);
    last = Math.min(last, PRE_ORDER_ALCOHOL_WINDOW.last);
  }
  return first <= last ? { first, last } : null;
};

export const gridOf = (window: SlotWindow | null): readonly number[] => {
  const grid: number[] = [];
  if (window === null) return grid;
  for (let minutes = window.first; minutes <= window.last; minutes += PRE_ORDER_SLOT_STEP_MINUTES) grid.push(minutes);
  return grid;
};
