import type { LngLat } from './lng-lat';

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const DEG_TO_RAD = Math.PI / 180;

/*
 * Equirectangular approximation: near a point, a degree of longitude is cos(latitude) times a
 * degree of latitude. Over a city street (at most a few km, at Lviv/Kyiv latitudes ~50°) the error
 * against the great-circle distance is far below a metre, and it costs one cosine instead of the
 * haversine's trigonometry. It is wrong across the antimeridian and near the poles, neither of which
 * a Ukrainian street reaches.
 */

/** Segment length in degrees of latitude: enough wherever only ratios of lengths matter. */
export const equirectangularLengthDeg = (a: LngLat, b: LngLat): number => {
  const meanLatRad = ((a[1] + b[1]) / 2) * DEG_TO_RAD;
  const dx = (b[0] - a[0]) * Math.cos(meanLatRad);
  const dy = b[1] - a[1];
  return Math.sqrt(dx * dx + dy * dy);
};

export const equirectangularDistanceMetres = (a: LngLat, b: LngLat): number =>
  equirectangularLengthDeg(a, b) * DEG_TO_RAD * EARTH_RADIUS_M;
