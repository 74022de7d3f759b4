import type { ZoneColor } from './zone-color';
import { ZONE_MINUTES } from './zone-color';
import { MAX_ZONE_POSITIONS, positionCountOf, zoneGeometryOf } from './zone-geometry.check';
import type { ZoneGeometry } from './prepared-geometry.geometry';
import { ZONE_COLOR_PROBLEM_MESSAGES, zoneColorOfProperties } from './zone-properties.rule';

/** A zone a file would store, in file order. */
export interface ImportedZone {
  readonly position: number;
  readonly name: string;
  readonly color: ZoneColor;
  readonly minutes: number;
  readonly geometry: ZoneGeometry;
}

export interface FeatureProblem {
  /** 1-based, in file order. */
  readonly feature: number;
  readonly name: string;
  readonly message: string;
}

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
    const raw = typeof feature === 'object' && feature !== null ? (feature as { properties?: unknown; geometry?: unknown }) : {};
    const properties = typeof raw.properties === 'object' && raw.properties !== null ? (raw.properties as Record<string, unknown>) : {};
    const name = nameOf(properties);
    const geometry = zoneGeometryOf(raw.geometry);
    if (geometry === 'not-an-area') {
      skipped.push({ feature: number, name, message: 'not an area (a point or a line): left out' });
      return;
    }
    if (typeof geometry === 'string') {
      errors.push({ feature: number, name, message: geometry });
      return;
    }
    const color = zoneColorOfProperties(properties);
    if (!color.ok) {
      errors.push({ feature: number, name, message: ZONE_COLOR_PROBLEM_MESSAGES[color.problem] });
      return;
    }
    positions += positionCountOf(geometry);
    zones.push({ position: zones.length, name, color: color.color, minutes: ZONE_MINUTES[color.color], geometry });
  });
  if (positions > MAX_ZONE_POSITIONS) {
    errors.push({ feature: 0, name: '', message: `the file has ${positions} points; at most ${MAX_ZONE_POSITIONS} are taken` });
  }
  if (zones.length === 0 && errors.length === 0) errors.push({ feature: 0, name: '', message: 'the file has no polygon to import' });
  return { zones, errors, skipped };
};
