import { PRE_ORDER_SLOT_STEP_MINUTES } from './pre-order.constants';
import { roundUpToSlot } from './slot-window.rule';

/**
 * First pre-order slot for today, in minutes from today's Kyiv midnight (may pass 24:00, which
 * means no slot today), for a current wall time given as minutes of the day.
 *
 * Reading of the product's rule ("slots start at the next half hour at least 30 to 60 minutes ahead:
 * minutes 1-30 go to :30 of the next hour; 31-59 go to the hour after; 0 goes to the next hour"):
 * "next hour" is the hour after the current one and "the hour after" is the one after that:
 *
 *   12:00       → 13:00  (minute 0: :00 of the next hour, 60 min ahead)
 *   12:01       → 13:30  (minutes 1-30: :30 of the next hour, 89 min ahead)
 *   12:30       → 13:30  (60 min ahead)
 *   12:31       → 14:00  (minutes 31-59: :00 of the hour after the next, 89 min ahead)
 *   12:59       → 14:00  (61 min ahead)
 *
 * This is the only reading that keeps every bucket literal AND "at least 30 minutes ahead":
 * taking ":30 of the current hour" for 12:10 would leave 20 minutes, and ":00 of the next hour"
 * for 12:45 would leave 15. The kitchen thus always gets between 60 and 89 minutes.
 */
export const earliestSlotMinutesToday = (nowMinutesOfDay: number): number => {
  const hour = Math.floor(nowMinutesOfDay / 60);
  const minute = nowMinutesOfDay % 60;
  if (minute === 0) return (hour + 1) * 60;
  if (minute <= PRE_ORDER_SLOT_STEP_MINUTES) return (hour + 1) * 60 + PRE_ORDER_SLOT_STEP_MINUTES;
  return (hour + 2) * 60;
};

/**
 * Busy mode moves today's first slot by its minutes: the first grid time at or after the usual
 * first slot plus them (exactly that many minutes later when they are a multiple of the 30-minute step).
 */
export const earliestSlotMinutesTodayWhenBusy = (nowMinutesOfDay: number, busyMinutes: number): number =>
  roundUpToSlot(earliestSlotMinutesToday(nowMinutesOfDay) + busyMinutes);
