import { parseHouseNumber } from './house-number.parser';
import type { LngLat } from './lng-lat';
import { interpolateAlongPolyline } from './polyline-interpolation.geometry';

/** A gazetteer street: its drawn line and the house numbers at its two ends. */
export interface StreetGeometry {
  /** House number at line[0]. */
  readonly firstHouse: number;
  /** House number at the line's last vertex; may be lower than firstHouse (numbered the other way). */
  readonly lastHouse: number;
  readonly line: readonly LngLat[];
}

/** Where along the street (0..1) a house number sits, clamped to the street's range. */
export const houseFraction = (
  street: Pick<StreetGeometry, 'firstHouse' | 'lastHouse'>,
  houseNumber: number,
): number => {
  const span = street.lastHouse - street.firstHouse;
  if (span === 0) return 0;
  return Math.min(1, Math.max(0, (houseNumber - street.firstHouse) / span));
};

/** Fraction used when the house string holds no number: the middle is the least-wrong guess. */
export const UNKNOWN_HOUSE_FRACTION = 0.5;

/**
 * Linear house-number interpolation along the street, the fallback geocoder's answer. Odd and even
 * sides are not told apart: across a street is metres, far below zone-border precision. A number
 * beyond the street's range is clamped to its nearest end rather than refused, because the zone of
 * the street's end is a better answer than "unknown address". Null only for a street with no line.
 */
export const locateHouse = (street: StreetGeometry, house: string): LngLat | null => {
  const houseNumber = parseHouseNumber(house);
  const fraction = houseNumber === null ? UNKNOWN_HOUSE_FRACTION : houseFraction(street, houseNumber);
  return interpolateAlongPolyline(street.line, fraction);
};
