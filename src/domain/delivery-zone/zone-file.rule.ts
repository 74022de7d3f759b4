import type { ZoneColor } from './zone-color';
import { ZONE_MINUTES } from './zone-color';
import {
  isGeometryProblem,
  MAX_ZONE_POSITIONS,
  positionCountOf,
  zoneGeometryOf,
  type ZoneGeometryProblem,
} from './zone-geometry.check';
import type { ZoneGeometry } from './prepared-geometry.geometry';
import { ZONE_COLOR_PROBLEM_MESSAGES, zoneColorOfProperties, type ZoneColorProblem } from './zone-properties.rule';

/** A zone a file would store, in file order. */
export interface ImportedZone {
  readonly position: number;
  readonly name: string;
  readonly color: ZoneColor;
  readonly minutes: number;
  readonly geometry: ZoneGeometry;
}

/** What is wrong with a feature or with the file as a whole (feature 0). */
export type ZoneFileProblem = ZoneGeometryProblem | ZoneColorProblem | 'not-an-area' | 'too-many-points' | 'no-polygon';

export interface FeatureProblem {
  /** 1-based, in file order. */
  readonly feature: number;
  readonly name: string;
  /** The machine word a screen words in its own language. */
  readonly problem: ZoneFileProblem;
  /** The numbers or names the wording needs (points, limit, type). */
  readonly params: Readonly<Record<string, string | number>>;
  /** The same in English, for API callers. */
  readonly message: string;
}

// English for API callers; the admin screen words each problem itself.
const MESSAGES: Readonly<Record<ZoneFileProblem, (params: Readonly<Record<string, string | number>>) => string>> = {
  'bad-position': () => 'a ring has a point that is not [longitude, latitude]',
  'too-few-corners': () => 'a ring has fewer than 3 corners',
  'no-rings': () => 'a polygon has no rings',
  'no-geometry': () => 'it has no geometry',
  'no-polygons': () => 'the MultiPolygon has no polygons',
  'nested-collection': () => 'a GeometryCollection inside another is not taken',
  'no-geometries': () => 'the GeometryCollection has no geometries',
  'not-a-polygon': (p) =>
    `its geometry type ${p.type === '' ? '' : `'${String(p.type)}' `}is not a Polygon or MultiPolygon`,
  'no-color': () => ZONE_COLOR_PROBLEM_MESSAGES['no-color'],
  'unknown-color': () => ZONE_COLOR_PROBLEM_MESSAGES['unknown-color'],
  'minutes-too-long': () => ZONE_COLOR_PROBLEM_MESSAGES['minutes-too-long'],
  'not-an-area': () => 'not an area (a point or a line): left out',
  'too-many-points': (p) => `the file has ${String(p.points)} points; at most ${String(p.limit)} are taken`,
  'no-polygon': () => 'the file has no polygon to import',
};

const problemOf = (
  feature: number,
  name: string,
  problem: ZoneFileProblem,
  params: Readonly<Record<string, string | number>> = {},
): FeatureProblem => ({
  feature,
  name,
  problem,
  params,
  message: MESSAGES[problem](params),
});

export interface ZoneFileReading {
  readonly zones: readonly ImportedZone[];
  readonly errors: readonly FeatureProblem[];
  readonly skipped: readonly FeatureProblem[];
}

const MAX_NAME_LENGTH = 200;

const nameOf = (properties: Readonly<Record<string, unknown>>): string => {
  for (const key of ['name:uk', 'name', 'title']) {
    const value = properties[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, MAX_NAME_LENGTH);
  }
  return '';
};

const featuresOf = (collection: unknown): readonly unknown[] | null => {
  if (typeof collection !== 'object' || collection === null) return null;
  const { type, features } = collection as { type?: unknown; features?: unknown };
  if (type === 'Feature') return [collection];
  return type === 'FeatureCollection' && Array.isArray(features) ? features : null;
};

/**
 * Reads a city's zones out of a GeoJSON FeatureCollection (KML arrives converted): every area
 * feature becomes one zone, its colour from its properties; points and lines are left out (maps
 * exported from OpenStreetMap carry them); each broken feature is named with what is wrong, so
 * staff can fix the file. The whole file is refused when any area feature is broken or none is
 * left: a half-imported zone set would silently leave streets out of delivery.
 */
export const readZoneFile = (collection: unknown): ZoneFileReading | 'not-a-feature-collection' => {
  const features = featuresOf(collection);
  if (features === null) return 'not-a-feature-collection';
  const zones: ImportedZone[] = [];
  const errors: FeatureProblem[] = [];
  const skipped: FeatureProblem[] = [];
  let positions = 0;
  features.forEach((feature, index) => {
    const number = index + 1;
    const raw =
      typeof feature === 'object' && feature !== null ? (feature as { properties?: unknown; geometry?: unknown }) : {};
    const properties =
      typeof raw.properties === 'object' && raw.properties !== null ? (raw.properties as Record<string, unknown>) : {};
    const name = nameOf(properties);
    const geometry = zoneGeometryOf(raw.geometry);
    if (geometry === 'not-an-area') {
      skipped.push(problemOf(number, name, 'not-an-area'));
      return;
    }
    if (isGeometryProblem(geometry)) {
      errors.push(
        problemOf(number, name, geometry.problem, geometry.type === undefined ? {} : { type: geometry.type }),
      );
      return;
    }
    const color = zoneColorOfProperties(properties);
    if (!color.ok) {
      errors.push(problemOf(number, name, color.problem));
      return;
    }
    positions += positionCountOf(geometry);
    zones.push({ position: zones.length, name, color: color.color, minutes: ZONE_MINUTES[color.color], geometry });
  });
  if (positions > MAX_ZONE_POSITIONS) {
    errors.push(problemOf(0, '', 'too-many-points', { points: positions, limit: MAX_ZONE_POSITIONS }));
  }
  if (zones.length === 0 && errors.length === 0) errors.push(problemOf(0, '', 'no-polygon'));
  return { zones, errors, skipped };
};
