import { formatDate, formatTimeOfDay, isoWeekday, kyivWallTime, type CalendarDate } from '../shared/kyiv-time';
import type { BusyMode, DayHours, ShopSchedule } from './shop-schedule.types';

/**
 * How early before opening the kitchen takes orders for now: they are accepted from half an hour
 * before the doors open and cooked at opening (the default 10:00 for a 10:30 opening).
 */
export const ORDERS_BEFORE_OPENING_MINUTES = 30;

/** The hours of a Kyiv date: its exception if staff made one, else its weekday's; null when closed. */
export const hoursOn = (schedule: ShopSchedule, date: CalendarDate): DayHours | null => {
  const dateString = formatDate(date);
  const exception = schedule.exceptions.find((candidate) => candidate.date === dateString);
  if (exception !== undefined) return exception.hours;
  return schedule.weekly[isoWeekday(date) - 1] ?? null;
};

const todayHours = (schedule: ShopSchedule, nowMs: number): { hours: DayHours | null; minutes: number } => {
  const now = kyivWallTime(nowMs);
  return { hours: hoursOn(schedule, now), minutes: now.minutesOfDay };
};

/** Open now: inside today's [open, close). */
export const isOpenAt = (schedule: ShopSchedule, nowMs: number): boolean => {
  const { hours, minutes } = todayHours(schedule, nowMs);
  return hours !== null && minutes >= hours.open && minutes < hours.close;
};

/** Delivery and self-pickup are taken from half an hour before opening until closing. */
export const takesOrdersForNowAt = (schedule: ShopSchedule, nowMs: number): boolean => {
  const { hours, minutes } = todayHours(schedule, nowMs);
  return hours !== null && minutes >= hours.open - ORDERS_BEFORE_OPENING_MINUTES && minutes < hours.close;
};

/** The minutes busy mode adds at an instant: its minutes before its end, 0 after (or without it). */
export const busyMinutesAt = (busy: BusyMode | null, nowMs: number): number =>
  busy !== null && busy.minutes > 0 && (busy.untilMs === null || nowMs < busy.untilMs) ? busy.minutes : 0;

/** Today's hours as customers read them ('10:30 - 22:30'); null when the shop is closed today. */
export const hoursTextAt = (schedule: ShopSchedule, nowMs: number): string | null => {
  const { hours } = todayHours(schedule, nowMs);
  return hours === null ? null : `${formatTimeOfDay(hours.open)} - ${formatTimeOfDay(hours.close)}`;
};
