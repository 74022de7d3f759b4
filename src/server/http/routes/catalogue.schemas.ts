import { API_ERROR_SCHEMA } from '../errors/api-error';

/*
 * JSON-schema pieces shared by the catalogue routes. Requests: shapes and sizes only (meaning is the
 * use cases' job). Responses: fast-json-stringify serializes them, and leaves out any field the
 * contract (src/domain/shop-api) does not name.
 */

/** cities.id is a smallint: a bigger number could never name a city, and must not reach SQL. */
export const CITY_ID = { type: 'integer', minimum: 1, maximum: 32_767 } as const;
/**
 * One of the shop's cities (domain/city: Lviv 1, Kyiv 2), for the admin's calls. ('1e400', which
 * ajv coerces to Infinity past any limit, is refused by security/non-finite-numbers.guard.ts.)
 */
export const SHOP_CITY_ID = { type: 'integer', enum: [1, 2] } as const;
export const ROW_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** '1' in the query string; the storefront sends isAvailable=1 and isStoped=1. */
export const FLAG = { type: 'integer', enum: [0, 1] } as const;

export const CITY_QUERY = {
  type: 'object',
  required: ['cityId'],
  properties: { cityId: CITY_ID },
} as const;

export const OPTIONAL_CITY_QUERY = {
  type: 'object',
  properties: { cityId: CITY_ID },
} as const;

const LOCALE_KEYS = ['uk', 'en', 'ru'] as const;

/** A value in each of the shop's languages. */
export const translated = (value: object) =>
  ({
    type: 'object',
    required: LOCALE_KEYS,
    properties: Object.fromEntries(LOCALE_KEYS.map((locale) => [locale, value])),
  }) as const;

export const TRANSLATED_TEXT = translated({ type: 'string' });

const PHOTO_VARIANT = {
  type: 'object',
  required: ['url', 'width', 'height'],
  properties: { url: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } },
} as const;

/** An uploaded picture's sizes (ProductPhotoDto): WebP, and AVIF where smaller, narrowest first. */
export const PHOTO = {
  type: 'object',
  required: ['webp', 'avif'],
  properties: {
    webp: { type: 'array', items: PHOTO_VARIANT },
    avif: { type: 'array', items: PHOTO_VARIANT },
  },
} as const;

/** A value in some of the shop's languages. */
export const perLocale = (value: object) =>
  ({
    type: 'object',
    properties: Object.fromEntries(LOCALE_KEYS.map((locale) => [locale, value])),
  }) as const;

export const STOP_TEXTS = {
  type: 'object',
  properties: Object.fromEntries(
    LOCALE_KEYS.map((locale) => [
      locale,
      {
        type: 'object',
        required: ['title', 'description'],
        properties: { title: { type: 'string' }, description: { type: 'string' } },
      },
    ]),
  ),
} as const;

export const arrayOf = (items: object) => ({ type: 'array', items }) as const;

/** Every catalogue route can refuse with the API's error shape. */
export const ERROR_RESPONSES = { 400: API_ERROR_SCHEMA, 404: API_ERROR_SCHEMA } as const;
