import { SHOP_CITY_ID } from '../catalogue.schemas';

/** JSON-schema pieces of the Delivery section: shapes and sizes; meaning is the use cases'. */
export const TEXT = { type: 'string', maxLength: 1000 } as const;
export const TRANSLATED_TEXT = {
  type: 'object',
  required: ['uk', 'en', 'ru'],
  additionalProperties: false,
  properties: { uk: TEXT, en: TEXT, ru: TEXT },
} as const;
export const CITY_ONLY_QUERY = { type: 'object', required: ['cityId'], properties: { cityId: SHOP_CITY_ID } } as const;
/** Ids the shop makes: UUIDs for pickup points, 's<locality>-<hash>' or seed slugs for streets. */
export const TEXT_ID = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._~:-]+$' } as const;
export const ROW_ID_PARAM = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** Zone and street files travel as text inside JSON; a city's zones drawn by hand are far below this. */
export const FILE_BODY_LIMIT = 4 * 1024 * 1024;
export const FILE_CONTENT = { type: 'string', minLength: 1, maxLength: FILE_BODY_LIMIT } as const;
