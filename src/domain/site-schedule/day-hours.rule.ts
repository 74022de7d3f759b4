import { parseTimeOfDay } from '../shared/kyiv-time';
import type { DayHoursDto } from '../shop-api/admin-site.contract';
import type { SiteFieldError } from './site-field-error';
import type { DayHours } from './shop-schedule.types';

/*
 * Apart from the rest of the site change's checks: the storefront reads every schedule through it
 * (schedule-dto.mapper.ts) and so carries it in its first load, the other checks only staff need.
 */

/** 'HH:mm'..'HH:mm' to minutes, or the problems, each at its own field. */
export const parseDayHours = (hours: DayHoursDto, field: string): DayHours | SiteFieldError[] => {
  const open = parseTimeOfDay(hours.open);
  const close = parseTimeOfDay(hours.close);
  const errors: SiteFieldError[] = [];
  if (!open.ok) errors.push({ field: `${field}.open`, problem: 'invalid-time' });
  if (!close.ok) errors.push({ field: `${field}.close`, problem: 'invalid-time' });
  if (!open.ok || !close.ok) return errors;
  if (close.value <= open.value) return [{ field: `${field}.close`, problem: 'close-not-after-open' }];
  return { open: open.value, close: close.value };
};
