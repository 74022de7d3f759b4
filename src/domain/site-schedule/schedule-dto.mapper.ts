import { formatTimeOfDay } from '../shared/kyiv-time';
import type { DayHoursDto, PublicScheduleDto, ScheduleExceptionDto } from '../shop-api/admin-site.contract';
import { parseDayHours } from './day-hours.rule';
import type { DayHours, ShopSchedule } from './shop-schedule.types';

export const dayHoursDtoOf = (hours: DayHours | null): DayHoursDto | null =>
  hours === null ? null : { open: formatTimeOfDay(hours.open), close: formatTimeOfDay(hours.close) };

/** Validated 'HH:mm' hours to minutes; hours that do not parse count as closed (they never pass validation). */
export const dayHoursOf = (dto: DayHoursDto | null): DayHours | null => {
  if (dto === null) return null;
  const parsed = parseDayHours(dto, '');
  return Array.isArray(parsed) ? null : parsed;
};

export const exceptionDtoOf = (exception: ShopSchedule['exceptions'][number]): ScheduleExceptionDto => ({
  date: exception.date,
  hours: dayHoursDtoOf(exception.hours),
});

/** The storefront's copy of a city's schedule, back to the shape the domain rules read. */
export const scheduleOfPublicDto = (dto: PublicScheduleDto): ShopSchedule => ({
  weekly: dto.weekly.map(dayHoursOf),
  exceptions: dto.exceptions.map((exception) => ({ date: exception.date, hours: dayHoursOf(exception.hours) })),
  busy: dto.busy,
  slotCapacity: dto.slotCapacity,
});
