import { normalizeStreetText } from './street-text.normalizer';

/** FNV-1a over UTF-16 units: short, stable, and the same in the browser and on the server. */
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

/**
 * The id of a street staff add or import: made from its locality and its Ukrainian name, so
 * importing the same file twice updates the streets instead of doubling them.
 */
export const streetIdOf = (localityId: number, ukrainianName: string): string =>
  `s${localityId}-${fnv1a(normalizeStreetText(ukrainianName))}`;
