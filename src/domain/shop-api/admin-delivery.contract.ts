/** Shapes of the admin Delivery section, shared by the browser adapter and the server routes. */
import type { CityId } from '../city/city';
import type { ZoneGeometry } from '../delivery-zone/prepared-geometry.geometry';
import type { ZoneColor } from '../delivery-zone/zone-color';
import type { ZoneFileProblem } from '../delivery-zone/zone-file.rule';
import type { PayMethod } from '../order/order-form';
import type { Translated } from '../shared/locale';

/** A self-pickup point as staff edit it: the address in each language, opening hours, open or not. */
export interface AdminPickupPointDto {
  readonly id: string;
  readonly cityId: CityId;
  readonly locality: Translated;
  readonly street: Translated;
  readonly house: string;
  /** Free text, e.g. '10:00–22:00'. */
  readonly hours: string;
  readonly isOpen: boolean;
}

export interface AdminPickupPointInput {
  readonly cityId: CityId;
  readonly locality: Translated;
  readonly street: Translated;
  readonly house: string;
  readonly hours: string;
  readonly isOpen: boolean;
}

export interface AdminPaymentMethodDto {
  readonly name: PayMethod;
  readonly isAllowed: boolean;
}

export interface AdminZoneDto {
  readonly position: number;
  readonly name: string;
  readonly color: ZoneColor;
  readonly minutes: number;
  readonly geometry: ZoneGeometry;
}

export const ZONE_FILE_FORMATS = ['geojson', 'kml'] as const;
export type ZoneFileFormat = (typeof ZONE_FILE_FORMATS)[number];

export interface ZoneFileDto {
  readonly cityId: CityId;
  readonly format: ZoneFileFormat;
  /** The file's text as uploaded. */
  readonly content: string;
}

/** What is wrong with one feature of an imported file (1-based, in file order). */
export interface FeatureProblemDto {
  readonly feature: number;
  readonly name: string;
  /** The machine word ('too-few-corners', 'no-color', 'not-an-area'…) a screen words itself. */
  readonly problem: ZoneFileProblem;
  /** What the wording needs: `type` for 'not-a-polygon', `points` and `limit` for 'too-many-points'. */
  readonly params: Readonly<Record<string, string | number>>;
  /** The same in English. */
  readonly message: string;
}

/** The answer of a dry run: what an import of the file would store, and what stops it. */
export interface ZoneImportPreviewDto {
  readonly zones: readonly AdminZoneDto[];
  readonly errors: readonly FeatureProblemDto[];
  /** Features that are not areas (points, lines): left out, not an error. */
  readonly skipped: readonly FeatureProblemDto[];
  readonly canImport: boolean;
}

export interface AddressCheckDto {
  readonly cityId: CityId;
  readonly streetId: string;
  readonly house: string;
}

export interface AddressCheckAnswerDto {
  readonly streetName: string;
  readonly house: string;
  /** null: out of every zone, or the address could not be placed. */
  readonly color: ZoneColor | null;
  readonly minutes: number;
  readonly point: readonly [number, number] | null;
}

export interface AdminLocalityDto {
  readonly id: number;
  readonly cityId: CityId;
  readonly translation: Translated;
  readonly streetCount: number;
}

export interface AdminStreetDto {
  readonly id: string;
  readonly localityId: number;
  readonly translation: Translated;
  readonly firstHouse: number;
  readonly lastHouse: number;
}

export interface AdminStreetInput {
  readonly cityId: CityId;
  readonly localityId: number;
  readonly translation: Translated;
  readonly firstHouse: number;
  readonly lastHouse: number;
  /** [lng, lat] points from the first to the last house; at least two. */
  readonly line: readonly (readonly [number, number])[];
}

export const STREET_FILE_FORMATS = ['csv', 'geojson'] as const;
export type StreetFileFormat = (typeof STREET_FILE_FORMATS)[number];

export interface StreetFileDto {
  readonly cityId: CityId;
  readonly localityId: number;
  readonly format: StreetFileFormat;
  readonly content: string;
}

export interface StreetImportResultDto {
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
}
