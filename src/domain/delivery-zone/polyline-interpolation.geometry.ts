import { equirectangularLengthDeg } from './equirectangular.geometry';
import type { LngLat } from './lng-lat';

const clampFraction = (t: number): number => (Number.isNaN(t) ? 0 : Math.min(1, Math.max(0, t)));

/**
 * The point at fraction t (0 = first vertex, 1 = last) of the polyline's length, measured with the
 * equirectangular approximation (see equirectangular.geometry.ts); within a segment the point moves
 * linearly in lng/lat, which is consistent with that approximation. t outside [0, 1] is clamped and
 * NaN reads as 0, because a geocoder guess at the street's end beats no answer. An empty line gives
 * null; a line of zero length gives its first vertex.
 */
export const interpolateAlongPolyline = (line: readonly LngLat[], t: number): LngLat | null => {
  const first = line[0];
  const last = line[line.length - 1];
  if (!first || !last) return null;
  const fraction = clampFraction(t);
  // The ends are returned as given, not recomputed, so they survive float rounding exactly.
  if (fraction === 0) return first;
  if (fraction === 1) return last;

  const lengths = line.slice(1).map((point, index) => equirectangularLengthDeg(line[index] as LngLat, point));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  if (total === 0) return first;

  const target = fraction * total;
  let travelled = 0;
  for (let index = 0; index < lengths.length; index += 1) {
    const length = lengths[index] as number;
    if (length > 0 && travelled + length >= target) {
      const start = line[index] as LngLat;
      const end = line[index + 1] as LngLat;
      const along = (target - travelled) / length;
      return [start[0] + (end[0] - start[0]) * along, start[1] + (end[1] - start[1]) * along];
    }
    travelled += length;
  }
  // Only reachable through rounding in the running sum when t is a hair below 1.
  return last;
};
