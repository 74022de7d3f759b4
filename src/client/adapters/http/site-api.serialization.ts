import { isCityId } from '../../../domain/city/city';
import { isHeadTextPage } from '../../../domain/seo/page-head-text.rule';
import { isLocale } from '../../../domain/shared/locale';
import type { PageHeadTextDto } from '../../../domain/shop-api/page-head-texts.contract';
import type { PublicScheduleDto } from '../../../domain/shop-api/admin-site.contract';
import type { CityDto, ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import type { SiteManagementDto } from '../../../domain/shop-api/ordering.contract';
import { FUNCTIONALITIES, type WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';

/*
 * Shape checks at the edge: an answer that does not look like the contract is treated as the
 * server being unavailable, so a half-deployed API never crashes a component deep inside React.
 * They check what the frame reads, not every field of the contract.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

const isCity = (value: unknown): value is CityDto =>
  isObject(value) && isCityId(value.id) && isString(value.slug) && isString(value.phone) && isObject(value.name);

const isHeadText = (value: unknown): value is PageHeadTextDto =>
  isObject(value) &&
  isHeadTextPage(value.page) &&
  isLocale(value.locale) &&
  isString(value.title) &&
  isString(value.description);

/** Staff's page titles and descriptions: an entry this browser cannot read is left out (its page keeps the default). */
const withHeadTexts = (city: CityDto): CityDto => {
  const written: unknown = city.headTexts;
  if (written === undefined) return city;
  return { ...city, headTexts: Array.isArray(written) ? written.filter(isHeadText) : [] };
};

export const readCities = (body: unknown): readonly CityDto[] | null =>
  Array.isArray(body) && body.every(isCity) ? body.map(withHeadTexts) : null;

const isPageText = (value: unknown): boolean => isObject(value) && isString(value.title) && isString(value.html);

export const readContentPage = (body: unknown): ContentPageDto | null =>
  isObject(body) &&
  isString(body.slug) &&
  isObject(body.translation) &&
  Object.values(body.translation).every(isPageText)
    ? (body as unknown as ContentPageDto)
    : null;

const isRecord = (value: unknown): value is WorkingHoursRecord =>
  isObject(value) &&
  typeof value.cityId === 'number' &&
  typeof value.isStoped === 'boolean' &&
  (FUNCTIONALITIES as readonly unknown[]).includes(value.functionality) &&
  isObject(value.translation);

/** A functionality this browser does not know yet (a newer server) is skipped, not fatal. */
export const readStoppedFunctionalities = (body: unknown): readonly WorkingHoursRecord[] | null =>
  Array.isArray(body) ? body.filter(isRecord) : null;

export const readSiteManagement = (body: unknown): SiteManagementDto | null =>
  isObject(body) && Array.isArray(body.disabledFunctionalities) && Array.isArray(body.disabledDeliveryTypes)
    ? (body as unknown as SiteManagementDto)
    : null;

const isHoursOrNull = (value: unknown): boolean =>
  value === null || (isObject(value) && typeof value.open === 'string' && typeof value.close === 'string');

/** The schedule the storefront's clock rules follow; null when the answer is not one. */
export const readSchedule = (body: unknown): PublicScheduleDto | null =>
  isObject(body) &&
  Array.isArray(body.weekly) &&
  body.weekly.length === 7 &&
  body.weekly.every(isHoursOrNull) &&
  Array.isArray(body.exceptions) &&
  body.exceptions.every(
    (exception) => isObject(exception) && typeof exception.date === 'string' && isHoursOrNull(exception.hours),
  ) &&
  (body.busy === null || (isObject(body.busy) && typeof body.busy.minutes === 'number')) &&
  (body.slotCapacity === null || typeof body.slotCapacity === 'number') &&
  Array.isArray(body.fullSlots) &&
  body.fullSlots.every((slot) => typeof slot === 'string')
    ? (body as unknown as PublicScheduleDto)
    : null;
