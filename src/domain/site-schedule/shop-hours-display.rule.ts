import { kyivWallTime } from '../shared/kyiv-time';
import { formatDayHours, hoursOn } from './shop-schedule.rule';
import type { DayHours, ShopSchedule } from './shop-schedule.types';

/**
 * What the header, footer and delivery page say about opening hours:
 * - 'daily': every weekday has today's hours (the usual '10:30 - 22:30' every day);
 * - 'today': today's hours, which some other weekday does not share (or today is an exception);
 * - 'closed-today': a weekday off or a holiday.
 */
export type ShopHoursDisplay =
  | { readonly kind: 'daily'; readonly hours: string }
  | { readonly kind: 'today'; readonly hours: string }
  | { readonly kind: 'closed-today' };

const sameHours = (a: DayHours | null, b: DayHours | null): boolean =>
  a === null || b === null ? a === b : a.open === b.open && a.close === b.close;

/** The hours customers are shown at an instant, from the city's schedule of that Kyiv day. */
export const shopHoursDisplayAt = (schedule: ShopSchedule, nowMs: number): ShopHoursDisplay => {
  const today = hoursOn(schedule, kyivWallTime(nowMs));
  if (today === null) return { kind: 'closed-today' };
  const hours = formatDayHours(today);
  const everyDayAlike = schedule.weekly.length === 7 && schedule.weekly.every((day) => sameHours(day, today));
  return { kind: everyDayAlike ? 'daily' : 'today', hours };
};
