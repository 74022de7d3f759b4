import { isCityId, type CityId } from '../city/city';

/** The city cookie holds a JSON object with an id, e.g. {"id":2}. */
export const CITY_COOKIE_NAME = 'city';
/** A year, like the language: the city is a lasting preference, not a session detail. */
export const CITY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const decodeSafely = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** Cookies are user-editable: anything that is not {id: 1|2} (encoded or not) reads as "no city". */
export const parseCityCookie = (raw: string | null | undefined): CityId | null => {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const value: unknown = JSON.parse(decodeSafely(raw));
    if (typeof value !== 'object' || value === null) return null;
    const id = (value as { id?: unknown }).id;
    return isCityId(id) ? id : null;
  } catch {
    return null;
  }
};

/** The cookie's plain JSON value; the cookie adapter percent-encodes it for the header. */
export const serializeCityCookie = (id: CityId): string => JSON.stringify({ id });
