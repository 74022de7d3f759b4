import { isCityId } from '../../../domain/city/city';
import {
  SITE_STOP_SWITCHES,
  STOP_MESSAGE_LOCALES,
  type AdminSiteDto,
} from '../../../domain/shop-api/admin-site.contract';
import type { SiteAdminFieldRefusal } from '../../application/ports/site-admin-api.port';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isHours = (value: unknown): boolean =>
  value === null || (isObject(value) && typeof value.open === 'string' && typeof value.close === 'string');
const isMessage = (value: unknown): boolean =>
  isObject(value) && typeof value.title === 'string' && typeof value.description === 'string';
const isStop = (value: unknown): boolean =>
  isMessage(value) &&
  isObject(value) &&
  (SITE_STOP_SWITCHES as readonly unknown[]).includes(value.switch) &&
  typeof value.stopped === 'boolean' &&
  isObject(value.translations) &&
  STOP_MESSAGE_LOCALES.every((locale) => isMessage((value.translations as Record<string, unknown>)[locale]));

/** A city's site settings as the screen reads them; null when the answer is not one. */
export const readAdminSite = (body: unknown): AdminSiteDto | null =>
  isObject(body) &&
  isCityId(body.cityId) &&
  Array.isArray(body.weekly) &&
  body.weekly.length === 7 &&
  body.weekly.every(isHours) &&
  Array.isArray(body.exceptions) &&
  body.exceptions.every(
    (exception) => isObject(exception) && typeof exception.date === 'string' && isHours(exception.hours),
  ) &&
  Array.isArray(body.stops) &&
  body.stops.every(isStop) &&
  typeof body.sushiEnabled === 'boolean' &&
  typeof body.phone === 'string' &&
  (body.busy === null ||
    (isObject(body.busy) &&
      typeof body.busy.minutes === 'number' &&
      (body.busy.until === null || typeof body.busy.until === 'string'))) &&
  (body.slotCapacity === null || typeof body.slotCapacity === 'number')
    ? (body as unknown as AdminSiteDto)
    : null;

/** The refused fields of a 400 body ({error, message, fields: [{field, problem}]}); empty when it names none. */
export const readFieldRefusals = (body: unknown): readonly SiteAdminFieldRefusal[] =>
  isObject(body) && Array.isArray(body.fields)
    ? body.fields.flatMap((entry) =>
        isObject(entry) && typeof entry.field === 'string' && typeof entry.problem === 'string'
          ? [{ field: entry.field, problem: entry.problem }]
          : [],
      )
    : [];
