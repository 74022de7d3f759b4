import { isCityId } from '../../../domain/city/city';
import { ZONE_COLORS } from '../../../domain/delivery-zone/zone-color';
import { PAY_METHODS } from '../../../domain/order/order-form';
import { LOCALES, type Translated } from '../../../domain/shared/locale';
import type {
  AddressCheckAnswerDto,
  AdminLocalityDto,
  AdminPaymentMethodDto,
  AdminPickupPointDto,
  AdminStreetDto,
  AdminZoneDto,
  FeatureProblemDto,
  StreetImportResultDto,
  ZoneImportPreviewDto,
} from '../../../domain/shop-api/admin-delivery.contract';

/* Shape checks at the edge: an answer that is not what the contract promises reads as null. */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTranslated = (value: unknown): value is Translated =>
  isObject(value) && LOCALES.every((locale) => isString(value[locale]));

export const isPickupPoint = (value: unknown): value is AdminPickupPointDto =>
  isObject(value) &&
  isString(value.id) &&
  isCityId(value.cityId) &&
  isTranslated(value.locality) &&
  isTranslated(value.street) &&
  isString(value.house) &&
  isString(value.hours) &&
  typeof value.isOpen === 'boolean';

export const isPaymentMethod = (value: unknown): value is AdminPaymentMethodDto =>
  isObject(value) && (PAY_METHODS as readonly unknown[]).includes(value.name) && typeof value.isAllowed === 'boolean';

const isGeometry = (value: unknown): boolean =>
  isObject(value) && (value.type === 'Polygon' || value.type === 'MultiPolygon') && Array.isArray(value.coordinates);

export const isZone = (value: unknown): value is AdminZoneDto =>
  isObject(value) &&
  isCount(value.position) &&
  isString(value.name) &&
  (ZONE_COLORS as readonly unknown[]).includes(value.color) &&
  isCount(value.minutes) &&
  isGeometry(value.geometry);

const isProblem = (value: unknown): value is FeatureProblemDto =>
  isObject(value) &&
  isCount(value.feature) &&
  isString(value.name) &&
  isString(value.message) &&
  isString(value.problem) &&
  isObject(value.params);

export const isZonePreview = (value: unknown): value is ZoneImportPreviewDto =>
  isObject(value) &&
  Array.isArray(value.zones) &&
  value.zones.every(isZone) &&
  Array.isArray(value.errors) &&
  value.errors.every(isProblem) &&
  Array.isArray(value.skipped) &&
  value.skipped.every(isProblem) &&
  typeof value.canImport === 'boolean';

const isLngLat = (value: unknown): boolean =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');

export const isAddressCheck = (value: unknown): value is AddressCheckAnswerDto =>
  isObject(value) &&
  isString(value.streetName) &&
  isString(value.house) &&
  (value.color === null || (ZONE_COLORS as readonly unknown[]).includes(value.color)) &&
  isCount(value.minutes) &&
  (value.point === null || isLngLat(value.point));

export const isLocality = (value: unknown): value is AdminLocalityDto =>
  isObject(value) &&
  isCount(value.id) &&
  isCityId(value.cityId) &&
  isTranslated(value.translation) &&
  isCount(value.streetCount);

export const isStreet = (value: unknown): value is AdminStreetDto =>
  isObject(value) &&
  isString(value.id) &&
  isCount(value.localityId) &&
  isTranslated(value.translation) &&
  isCount(value.firstHouse) &&
  isCount(value.lastHouse);

export const isStreetImportResult = (value: unknown): value is StreetImportResultDto =>
  isObject(value) && isCount(value.added) && isCount(value.updated) && isCount(value.unchanged);

export const listOf =
  <T>(isItem: (value: unknown) => value is T) =>
  (value: unknown): value is readonly T[] =>
    Array.isArray(value) && value.every(isItem);

/** The field a refusal names: the server starts its sentence with it in quotes ("'street.en' must not be empty."). */
export const fieldOfMessage = (message: string | undefined): string | undefined =>
  /^'([A-Za-z.]+)'/.exec(message ?? '')?.[1];
