import type { CityId } from '../../../domain/city/city';
import { compareDates, formatTimeOfDay, kyivDate, kyivWallTime, parseDate } from '../../../domain/shared/kyiv-time';
import type {
  AdminSiteChangeDto,
  AdminSiteDto,
  ScheduleExceptionDto,
  SiteStopChangeDto,
  StopMessageDto,
} from '../../../domain/shop-api/admin-site.contract';
import { dayHoursDtoOf, dayHoursOf, exceptionDtoOf } from '../../../domain/site-schedule/schedule-dto.mapper';
import { parseKyivDateTime } from '../../../domain/site-schedule/site-change.validator';
import { busyMinutesAt } from '../../../domain/site-schedule/shop-schedule.rule';
import type { ScheduleException, ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';
import type { SiteAdminChange, SiteAdminRecord } from '../ports/site-admin.port';

/** Exceptions from today on: past ones are history, not something staff can still change. */
export const upcomingExceptions = (schedule: ShopSchedule, nowMs: number): ScheduleExceptionDto[] => {
  const today = kyivDate(nowMs);
  return schedule.exceptions
    .filter((exception) => {
      const date = parseDate(exception.date);
      return date.ok && compareDates(date.value, today) >= 0;
    })
    .map(exceptionDtoOf);
};

const kyivDateTimeText = (instantMs: number): string => {
  const wall = kyivWallTime(instantMs);
  return `${wall.dateString} ${formatTimeOfDay(wall.minutesOfDay)}`;
};

export const adminSiteDtoOf = (cityId: CityId, record: SiteAdminRecord, nowMs: number): AdminSiteDto => {
  const { schedule } = record;
  const busy = schedule.busy;
  return {
    cityId,
    weekly: schedule.weekly.map(dayHoursDtoOf),
    exceptions: upcomingExceptions(schedule, nowMs),
    stops: record.stops,
    sushiEnabled: record.sushiEnabled,
    phone: record.phone,
    // A busy mode whose end has passed is over, whatever is still stored.
    busy:
      busy === null || busyMinutesAt(busy, nowMs) === 0
        ? null
        : { minutes: busy.minutes, until: busy.untilMs === null ? null : kyivDateTimeText(busy.untilMs) },
    slotCapacity: schedule.slotCapacity,
  };
};

const exceptionsOf = (dtos: readonly ScheduleExceptionDto[]): ScheduleException[] =>
  dtos.map((dto) => ({ date: dto.date, hours: dayHoursOf(dto.hours) }));

const trimmed = (message: StopMessageDto): StopMessageDto => ({
  title: message.title.trim(),
  description: message.description.trim(),
});

const trimmedStop = (stop: SiteStopChangeDto): SiteStopChangeDto => ({
  ...stop,
  ...trimmed(stop),
  ...(stop.translations === undefined
    ? {}
    : { translations: { en: trimmed(stop.translations.en), ru: trimmed(stop.translations.ru) } }),
});

/** A validated change in the domain's units (minutes, instants). */
export const siteAdminChangeOf = (dto: AdminSiteChangeDto): SiteAdminChange => ({
  ...(dto.weekly === undefined ? {} : { weekly: dto.weekly.map(dayHoursOf) }),
  ...(dto.exceptions === undefined ? {} : { exceptions: exceptionsOf(dto.exceptions) }),
  ...(dto.stops === undefined ? {} : { stops: dto.stops.map(trimmedStop) }),
  ...(dto.sushiEnabled === undefined ? {} : { sushiEnabled: dto.sushiEnabled }),
  ...(dto.phone === undefined ? {} : { phone: dto.phone.trim() }),
  ...(dto.busy === undefined
    ? {}
    : {
        busy:
          dto.busy === null
            ? null
            : {
                minutes: dto.busy.minutes,
                untilMs: dto.busy.until === null ? null : parseKyivDateTime(dto.busy.until),
              },
      }),
  ...(dto.slotCapacity === undefined ? {} : { slotCapacity: dto.slotCapacity }),
});

/** The change log's view of a record: only the parts a change sent, as staff read them. */
export const describeParts =
  (cityId: CityId, parts: readonly (keyof AdminSiteChangeDto)[], nowMs: number) =>
  (record: SiteAdminRecord): Partial<AdminSiteDto> => {
    const dto = adminSiteDtoOf(cityId, record, nowMs);
    return Object.fromEntries(parts.map((part) => [part, dto[part]]));
  };
