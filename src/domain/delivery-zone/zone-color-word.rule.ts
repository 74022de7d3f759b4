import { ZONE_COLORS, ZONE_COLOR_WORDS, ZONE_MINUTES, type ZoneColor } from './zone-color';

/** Minutes shown when the address is in no zone: 0 is "out of zones" (architecture/product-rules.md#delivery-zones). */
export const OUT_OF_ZONE_MINUTES = 0;

/**
 * Reads the zone answer of the API. The API speaks Ukrainian colour words, but stored data,
 * admin imports and tests use the English keys, so both are accepted. Case and surrounding spaces
 * are ignored because the words come from hand-edited settings. Anything else is "out of zones".
 */
export const zoneColorFromWord = (word: string | null | undefined): ZoneColor | null => {
  if (typeof word !== 'string') return null;
  const normalized = word.trim().toLowerCase();
  if (normalized === '') return null;
  return ZONE_COLORS.find((color) => color === normalized || ZONE_COLOR_WORDS[color] === normalized) ?? null;
};

/** Delivery promise in minutes for a zone; 0 means "out of zones" (the operator calls back). */
export const zoneMinutes = (color: ZoneColor | null | undefined): number =>
  color ? ZONE_MINUTES[color] : OUT_OF_ZONE_MINUTES;

export const zoneMinutesFromWord = (word: string | null | undefined): number => zoneMinutes(zoneColorFromWord(word));

/** Lower is faster; used to pick the best of several overlapping zones. */
export const zoneRank = (color: ZoneColor): number => ZONE_COLORS.indexOf(color);
