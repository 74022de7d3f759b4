import { MIN_STREET_LENGTH } from './address.constants';

export interface ZoneRequestInput {
  readonly streetName: string;
  readonly mapReady: boolean;
}

/**
 * Ask for the zone only with at least 4 characters of street name and a ready map (the
 * answer moves the map's marker). Surrounding spaces do not count, and characters are counted as
 * code points so that a name is never measured in UTF-16 halves.
 */
export const shouldRequestZone = ({ streetName, mapReady }: ZoneRequestInput): boolean =>
  mapReady && [...streetName.trim()].length >= MIN_STREET_LENGTH;
