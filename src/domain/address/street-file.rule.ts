import { equirectangularDistanceMetres } from '../delivery-zone/equirectangular.geometry';
import type { LngLat } from '../delivery-zone/lng-lat';
import type { Translated } from '../shared/locale';
import { parseCsv } from './csv-table.parser';

/** A street a file would add or update. */
export interface ImportedStreet {
  readonly translation: Translated;
  readonly firstHouse: number;
  readonly lastHouse: number;
  readonly line: readonly LngLat[];
}

/** What is wrong with one row (CSV line number) or feature (1-based). */
export interface StreetFileProblem {
  readonly row: number;
  readonly message: string;
}

export type StreetFileReading =
  | { readonly ok: true; readonly streets: readonly ImportedStreet[] }
  | { readonly ok: false; readonly problems: readonly StreetFileProblem[] };

export const MAX_STREET_NAME_LENGTH = 200;
export const MAX_HOUSE_NUMBER = 10_000;
const MAX_STREETS = 5_000;
/** A house about every 10 m of street, counting both sides: a guess the first import makes when the map says nothing. */
const METRES_PER_HOUSE = 10;

const isLngLat = (value: unknown): value is LngLat =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]) &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;

const lengthOf = (line: readonly LngLat[]): number =>
  line.slice(1).reduce((sum, point, index) => sum + equirectangularDistanceMetres(line[index] as LngLat, point), 0);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** The street's names; en and ru fall back to the Ukrainian one, as the storefront does. */
const translationOf = (uk: string, en: string, ru: string): Translated => ({ uk, en: en || uk, ru: ru || uk });

const nameProblem = (translation: Translated): string | null => {
  if (translation.uk === '') return 'the Ukrainian name is empty';
  const tooLong = Object.values(translation).some((name) => name.length > MAX_STREET_NAME_LENGTH);
  return tooLong ? `a name is longer than ${MAX_STREET_NAME_LENGTH} characters` : null;
};

/** Problem with a house range, or null. */
export const houseRangeProblem = (first: number, last: number): string | null => {
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0 || last > MAX_HOUSE_NUMBER) {
    return `houses must be whole numbers from 0 to ${MAX_HOUSE_NUMBER}`;
  }
  return first > last ? 'the first house is after the last house' : null;
};

const finish = (streets: ImportedStreet[], problems: StreetFileProblem[]): StreetFileReading => {
  if (problems.length === 0 && streets.length === 0) problems.push({ row: 0, message: 'the file has no street' });
  if (streets.length > MAX_STREETS)
    problems.push({
      row: 0,
      message: `the file has ${streets.length} streets; at most ${MAX_STREETS} are taken at once`,
    });
  return problems.length === 0 ? { ok: true, streets } : { ok: false, problems };
};

const CSV_COLUMNS = ['name_uk', 'name_en', 'name_ru', 'first_house', 'last_house', 'line'] as const;

/** 'lng lat; lng lat; ...' as CSV files and the admin's street form write a line; null when it is not one. */
export const lineOfText = (cell: string): LngLat[] | null => {
  const points = cell
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => pair.split(/\s+/).map(Number));
  return points.every(isLngLat) ? points.map((point): LngLat => [point[0] as number, point[1] as number]) : null;
};

/**
 * Streets from CSV with the header name_uk,name_en,name_ru,first_house,last_house,line (the line
 * is 'lng lat; lng lat; ...' from the first to the last house). Every bad row is reported with
 * its line number; one bad row refuses the file.
 */
export const readStreetCsv = (content: string): StreetFileReading => {
  const parsed = parseCsv(content);
  if ('unclosedQuoteAt' in parsed)
    return { ok: false, problems: [{ row: parsed.unclosedQuoteAt, message: 'a quote is never closed' }] };
  const [header, ...rows] = parsed;
  const columns = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (header === undefined || missing.length > 0) {
    return {
      ok: false,
      problems: [
        {
          row: 1,
          message: `the header must name the columns ${CSV_COLUMNS.join(',')}; missing: ${missing.join(', ')}`,
        },
      ],
    };
  }
  const cell = (cells: readonly string[], column: (typeof CSV_COLUMNS)[number]): string =>
    text(cells[columns.indexOf(column)] ?? '');
  const streets: ImportedStreet[] = [];
  const problems: StreetFileProblem[] = [];
  for (const { line: row, cells } of rows) {
    const translation = translationOf(cell(cells, 'name_uk'), cell(cells, 'name_en'), cell(cells, 'name_ru'));
    const firstHouse = Number(cell(cells, 'first_house'));
    const lastHouse = Number(cell(cells, 'last_house'));
    const line = lineOfText(cell(cells, 'line'));
    const problem =
      nameProblem(translation) ??
      houseRangeProblem(firstHouse, lastHouse) ??
      (line === null || line.length < 2
        ? "'line' must be at least two 'longitude latitude' points separated by ';'"
        : null);
    const repeated = streets.some((street) => street.translation.uk === translation.uk);
    if (problem !== null) problems.push({ row, message: problem });
    else if (repeated) problems.push({ row, message: `the street '${translation.uk}' is already on an earlier line` });
    else streets.push({ translation, firstHouse, lastHouse, line: line as LngLat[] });
  }
  return finish(streets, problems);
};

const linesOf = (geometry: unknown): LngLat[][] | null => {
  if (typeof geometry !== 'object' || geometry === null) return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  const lineOf = (value: unknown): LngLat[] | null =>
    Array.isArray(value) && value.length >= 2 && value.every(isLngLat)
      ? value.map((point) => [point[0], point[1]] as const)
      : null;
  if (type === 'LineString') {
    const line = lineOf(coordinates);
    return line === null ? null : [line];
  }
  if (type === 'MultiLineString' && Array.isArray(coordinates)) {
    const lines = coordinates.map(lineOf);
    return lines.every((line) => line !== null) ? (lines as LngLat[][]) : null;
  }
  return null;
};

/**
 * Streets from a GeoJSON of street lines as OpenStreetMap exports them (tags name, name:uk,
 * name:en, name:ru). OSM cuts a street into many ways: the ways of one name become one street,
 * the longest of them its line (the gazetteer places houses along a single polyline). Houses run
 * from 'first_house' to 'last_house' when the feature says so, else from 1 to about one per 10 m.
 * Features that are not lines (squares, points) and unnamed ways are reported, not guessed.
 */
export const readStreetGeoJson = (collection: unknown): StreetFileReading => {
  const features =
    (collection as { type?: unknown; features?: unknown } | null)?.type === 'FeatureCollection'
      ? (collection as { features: unknown }).features
      : null;
  if (!Array.isArray(features))
    return { ok: false, problems: [{ row: 0, message: 'the file is not a GeoJSON FeatureCollection' }] };
  const byName = new Map<string, { street: ImportedStreet; length: number }>();
  const problems: StreetFileProblem[] = [];
  features.forEach((feature: unknown, index) => {
    const row = index + 1;
    const properties = ((feature as { properties?: unknown } | null)?.properties ?? {}) as Record<string, unknown>;
    const translation = translationOf(
      text(properties['name:uk']) || text(properties.name),
      text(properties['name:en']),
      text(properties['name:ru']),
    );
    const lines = linesOf((feature as { geometry?: unknown } | null)?.geometry);
    const problem =
      nameProblem(translation) ??
      (lines === null ? 'its geometry is not a LineString or MultiLineString of [longitude, latitude]' : null);
    if (problem !== null) {
      problems.push({ row, message: problem });
      return;
    }
    const longest = (lines as LngLat[][])
      .map((line) => ({ line, length: lengthOf(line) }))
      .sort((a, b) => b.length - a.length)[0];
    if (longest === undefined) return;
    const firstHouse = properties.first_house === undefined ? 1 : Number(properties.first_house);
    const lastHouse =
      properties.last_house === undefined
        ? Math.max(firstHouse + 1, Math.round(longest.length / METRES_PER_HOUSE))
        : Number(properties.last_house);
    const range = houseRangeProblem(firstHouse, lastHouse);
    if (range !== null) {
      problems.push({ row, message: range });
      return;
    }
    const known = byName.get(translation.uk);
    if (known === undefined || known.length < longest.length) {
      byName.set(translation.uk, {
        street: { translation, firstHouse, lastHouse, line: longest.line },
        length: longest.length,
      });
    }
  });
  return finish(
    [...byName.values()].map((entry) => entry.street),
    problems,
  );
};
