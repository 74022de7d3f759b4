import type { Position } from './geojson.types';
import type { LngLat } from './lng-lat';

/** Axis-aligned box in degrees. A cheap rejection test before the exact point-in-polygon walk. */
export interface BoundingBox {
  readonly minLng: number;
  readonly minLat: number;
  readonly maxLng: number;
  readonly maxLat: number;
}

/** The box of nothing: contains no point, and widening it by any point gives that point's box. */
export const EMPTY_BOUNDING_BOX: BoundingBox = {
  minLng: Infinity,
  minLat: Infinity,
  maxLng: -Infinity,
  maxLat: -Infinity,
};

export const boundingBoxOfPositions = (positions: readonly Position[]): BoundingBox => {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const position of positions) {
    const lng = position[0] ?? NaN;
    const lat = position[1] ?? NaN;
    // Broken vertices (NaN) must not poison the whole box.
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return { minLng, minLat, maxLng, maxLat };
};

export const unionBoundingBoxes = (boxes: readonly BoundingBox[]): BoundingBox =>
  boxes.reduce<BoundingBox>(
    (acc, box) => ({
      minLng: Math.min(acc.minLng, box.minLng),
      minLat: Math.min(acc.minLat, box.minLat),
      maxLng: Math.max(acc.maxLng, box.maxLng),
      maxLat: Math.max(acc.maxLat, box.maxLat),
    }),
    EMPTY_BOUNDING_BOX,
  );

/**
 * Inclusive, with a tolerance, because boundary points count as inside the polygon
 * (see point-in-polygon.geometry.ts): the precheck must never reject what the exact test accepts.
 */
export const boundingBoxContains = (box: BoundingBox, point: LngLat, tolerance = 0): boolean => {
  const [lng, lat] = point;
  return (
    lng >= box.minLng - tolerance &&
    lng <= box.maxLng + tolerance &&
    lat >= box.minLat - tolerance &&
    lat <= box.maxLat + tolerance
  );
};
