import { addDays, formatDate, formatTimeOfDay, isoWeekday, kyivWallTime, type CalendarDate } from '../shared/kyiv-time';
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

/** Hours as customers read them: '10:30 - 22:30'. */
export const formatDayHours = (hours: DayHours): string =>
  `${formatTimeOfDay(hours.open)} - ${formatTimeOfDay(hours.close)}`;

/** Today's hours as customers read them ('10:30 - 22:30'); null when the shop is closed today. */
export const hoursTextAt = (schedule: ShopSchedule, nowMs: number): string | null => {
  const { hours } = todayHours(schedule, nowMs);
  return hours === null ? null : formatDayHours(hours);
};

/** The hours of the next Kyiv day the shop opens after an instant's date; null when none is near. */
export const nextOpenHoursAfter = (schedule: ShopSchedule, nowMs: number): DayHours | null =>
  nextHoursAfter(schedule, kyivWallTime(nowMs));

/** How far the pause around now is looked for: a week covers any run of closed weekdays. */
const PAUSE_SEARCH_DAYS = 14;

/**
 * The pause of orders for now around an instant, as wall times for the refusal message: from the
 * last closing before now until half an hour before the next opening (22:30 to 10:00 by default).
 * Null while orders for now are taken, or when no open day is near.
 */
export const ordersForNowPauseAt = (
  schedule: ShopSchedule,
  nowMs: number,
): { readonly from: number; readonly until: number } | null => {
  if (takesOrdersForNowAt(schedule, nowMs)) return null;
  const now = kyivWallTime(nowMs);
  const today = hoursOn(schedule, now);
  const before = today !== null && now.minutesOfDay >= today.close ? today : lastHoursBefore(schedule, now);
  const after =
    today !== null && now.minutesOfDay < today.open - ORDERS_BEFORE_OPENING_MINUTES
      ? today
      : nextHoursAfter(schedule, now);
  return before === null || after === null
    ? null
    : { from: before.close, until: after.open - ORDERS_BEFORE_OPENING_MINUTES };
};

const lastHoursBefore = (schedule: ShopSchedule, date: CalendarDate): DayHours | null => {
  for (let days = 1; days <= PAUSE_SEARCH_DAYS; days += 1) {
    const hours = hoursOn(schedule, addDays(date, -days));
    if (hours !== null) return hours;
  }
  return null;
};

const nextHoursAfter = (schedule: ShopSchedule, date: CalendarDate): DayHours | null => {
  for (let days = 1; days <= PAUSE_SEARCH_DAYS; days += 1) {
    const hours = hoursOn(schedule, addDays(date, days));
    if (hours !== null) return hours;
  }
  return null;
};
