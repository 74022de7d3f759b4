import type { Position } from './geojson.types';
import type { LngLat } from './lng-lat';

/**
 * How close (in degrees) a point must be to an edge to count as lying on it: about 0.1 mm on the
 * ground. Exact float equality would make "on the edge" depend on how the point was computed
 * (an interpolated point is rarely bit-exact on the segment), so a tiny tolerance keeps boundary
 * behaviour stable. Far below any geocoder's precision, so it never changes a real answer.
 */
export const BOUNDARY_TOLERANCE_DEG = 1e-9;

export type RingLocation = 'inside' | 'outside' | 'boundary';

const isOnSegment = (
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  tolerance: number,
): boolean => {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) {
    return Math.abs(px - ax) <= tolerance && Math.abs(py - ay) <= tolerance;
  }
  // |cross| / length is the distance to the infinite line; compare squared values to avoid a sqrt.
  const cross = dx * (py - ay) - dy * (px - ax);
  if (cross * cross > tolerance * tolerance * lengthSquared) return false;
  // The projection must fall between the ends (with the same tolerance past each end).
  const dot = (px - ax) * dx + (py - ay) * dy;
  const slack = tolerance * Math.sqrt(lengthSquared);
  return dot >= -slack && dot <= lengthSquared + slack;
};

/**
 * Crossing-number test of one linear ring (closed as in GeoJSON or not; the last edge back to the
 * first vertex is always considered). Orientation does not matter, so rings drawn clockwise by an
 * editor or a KML import behave the same as RFC 7946's counter-clockwise ones.
 */
export const locatePointInRing = (
  point: LngLat,
  ring: readonly Position[],
  tolerance: number = BOUNDARY_TOLERANCE_DEG,
): RingLocation => {
  const [px, py] = point;
  if (!Number.isFinite(px) || !Number.isFinite(py)) return 'outside';
  const count = ring.length;
  if (count === 0) return 'outside';
  let inside = false;
  let previous = ring[count - 1] as Position;
  for (let index = 0; index < count; index += 1) {
    const current = ring[index] as Position;
    const ax = previous[0] as number;
    const ay = previous[1] as number;
    const bx = current[0] as number;
    const by = current[1] as number;
    // Only edges that reach the point's latitude can touch it: skips most of the boundary maths.
    const low = ay < by ? ay : by;
    const high = ay < by ? by : ay;
    if (py >= low - tolerance && py <= high + tolerance && isOnSegment(px, py, ax, ay, bx, by, tolerance)) {
      return 'boundary';
    }
    // Half-open rule (one end above, the other not) counts a vertex on the ray exactly once.
    if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
    previous = current;
  }
  return inside ? 'inside' : 'outside';
};
