import { kyivInstant, parseDate } from '../shared/kyiv-time';
import {
  BUSY_MAX_MINUTES,
  EXCEPTIONS_MAX,
  SITE_STOP_SWITCHES,
  SLOT_CAPACITY_MAX,
  STOP_MESSAGE_LOCALES,
  STOP_TEXT_MAX,
  type AdminSiteChangeDto,
  type StopMessageDto,
  type DayHoursDto,
} from '../shop-api/admin-site.contract';
import { parseDayHours } from './day-hours.rule';
import type { SiteFieldError } from './site-field-error';

const PHONE = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;

const problemsOfHours = (hours: DayHoursDto | null, field: string): SiteFieldError[] => {
  if (hours === null) return [];
  const parsed = parseDayHours(hours, field);
  return Array.isArray(parsed) ? parsed : [];
};

const weeklyProblems = (weekly: NonNullable<AdminSiteChangeDto['weekly']>): SiteFieldError[] =>
  weekly.length !== 7
    ? [{ field: 'weekly', problem: 'weekly-not-seven-days' }]
    : weekly.flatMap((hours, index) => problemsOfHours(hours, `weekly.${index}`));

const exceptionProblems = (exceptions: NonNullable<AdminSiteChangeDto['exceptions']>): SiteFieldError[] => {
  if (exceptions.length > EXCEPTIONS_MAX) return [{ field: 'exceptions', problem: 'too-many-exceptions' }];
  const seen = new Set<string>();
  return exceptions.flatMap((exception, index) => {
    const field = `exceptions.${index}`;
    if (!parseDate(exception.date).ok) return [{ field: `${field}.date`, problem: 'invalid-date' as const }];
    if (seen.has(exception.date)) return [{ field: `${field}.date`, problem: 'duplicate-date' as const }];
    seen.add(exception.date);
    return problemsOfHours(exception.hours, `${field}.hours`);
  });
};

const messageProblems = (message: StopMessageDto, prefix: string): SiteFieldError[] =>
  (['title', 'description'] as const).flatMap((part) =>
    message[part].trim().length > STOP_TEXT_MAX
      ? [{ field: `${prefix}.${part}`, problem: 'text-too-long' as const }]
      : [],
  );

const stopProblems = (stops: NonNullable<AdminSiteChangeDto['stops']>): SiteFieldError[] => {
  const seen = new Set<string>();
  return stops.flatMap((stop, index) => {
    const field = `stops.${index}`;
    if (!(SITE_STOP_SWITCHES as readonly string[]).includes(stop.switch))
      return [{ field: `${field}.switch`, problem: 'unknown-switch' as const }];
    if (seen.has(stop.switch)) return [{ field: `${field}.switch`, problem: 'duplicate-switch' as const }];
    seen.add(stop.switch);
    const messages: [string, StopMessageDto | undefined][] = [
      [field, stop],
      ...STOP_MESSAGE_LOCALES.map((locale): [string, StopMessageDto | undefined] => [
        `${field}.translations.${locale}`,
        stop.translations?.[locale],
      ]),
    ];
    return messages.flatMap(([prefix, message]) => (message === undefined ? [] : messageProblems(message, prefix)));
  });
};

/** 'DD.MM.YYYY HH:mm' Kyiv wall time to an instant. */
export const parseKyivDateTime = (text: string): number | null => {
  const [date = '', time = '', ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0) return null;
  const instant = kyivInstant(date, time);
  return instant.ok ? instant.value : null;
};

const busyProblems = (busy: NonNullable<AdminSiteChangeDto['busy']>, nowMs: number): SiteFieldError[] => {
  const errors: SiteFieldError[] = [];
  if (!Number.isInteger(busy.minutes) || busy.minutes < 1 || busy.minutes > BUSY_MAX_MINUTES) {
    errors.push({ field: 'busy.minutes', problem: 'invalid-minutes' });
  }
  if (busy.until !== null) {
    const until = parseKyivDateTime(busy.until);
    if (until === null) errors.push({ field: 'busy.until', problem: 'invalid-until' });
    else if (until <= nowMs) errors.push({ field: 'busy.until', problem: 'until-in-past' });
  }
  return errors;
};

/**
 * Every problem of a change, each at its field, so a form can show them all beside their inputs;
 * empty when it may be saved. Shapes (types, required keys) are the API schema's business.
 */
export const siteChangeProblems = (change: AdminSiteChangeDto, nowMs: number): readonly SiteFieldError[] => [
  ...(change.weekly === undefined ? [] : weeklyProblems(change.weekly)),
  ...(change.exceptions === undefined ? [] : exceptionProblems(change.exceptions)),
  ...(change.stops === undefined ? [] : stopProblems(change.stops)),
  ...(change.phone === undefined || PHONE.test(change.phone.trim())
    ? []
    : [{ field: 'phone', problem: 'invalid-phone' as const }]),
  ...(change.busy === undefined || change.busy === null ? [] : busyProblems(change.busy, nowMs)),
  ...(change.slotCapacity === undefined ||
  change.slotCapacity === null ||
  (Number.isInteger(change.slotCapacity) && change.slotCapacity >= 1 && change.slotCapacity <= SLOT_CAPACITY_MAX)
    ? []
    : [{ field: 'slotCapacity', problem: 'invalid-capacity' as const }]),
];
