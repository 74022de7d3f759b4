import {
  compareDates,
  formatTimeOfDay,
  kyivDate,
  parseDate,
  type CalendarDate,
} from '../../../domain/shared/kyiv-time';
import type { DayHours, ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';
import type { StructuredData } from './page-head';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');
const isoDate = (date: CalendarDate): string => `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;

/** schema.org times are HH:MM; a day that runs to midnight closes at 23:59 rather than '24:00'. */
const hoursOf = (hours: DayHours): { opens: string; closes: string } => ({
  opens: formatTimeOfDay(hours.open),
  closes: formatTimeOfDay(Math.min(hours.close, 24 * 60 - 1)),
});

/**
 * The city's weekly hours as schema.org OpeningHoursSpecification, weekdays with the same hours
 * in one entry (the usual shop: one entry for the whole week). Days off are simply not listed.
 */
export const openingHoursOf = (schedule: ShopSchedule): StructuredData[] => {
  const groups = new Map<string, { hours: DayHours; days: string[] }>();
  schedule.weekly.forEach((hours, index) => {
    const day = WEEKDAYS[index];
    if (hours === null || day === undefined) return;
    const key = `${hours.open}-${hours.close}`;
    const group = groups.get(key) ?? { hours, days: [] };
    group.days.push(day);
    groups.set(key, group);
  });
  return [...groups.values()].map(({ hours, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    ...hoursOf(hours),
  }));
};

/**
 * Holidays and other hours from today on, as special opening hours of single days; a closed day
 * opens and closes at 00:00, as schema.org spells "closed".
 */
export const specialOpeningHoursOf = (schedule: ShopSchedule, nowMs: number): StructuredData[] => {
  const today = kyivDate(nowMs);
  return schedule.exceptions.flatMap((exception) => {
    const date = parseDate(exception.date);
    if (!date.ok || compareDates(date.value, today) < 0) return [];
    const day = isoDate(date.value);
    const hours = exception.hours === null ? { opens: '00:00', closes: '00:00' } : hoursOf(exception.hours);
    return [{ '@type': 'OpeningHoursSpecification', validFrom: day, validThrough: day, ...hours }];
  });
};
