import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import { GoogleGeocodingError } from './google-geocoding.error';

export const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

/**
 * region/language bias the answer to Ukraine and Ukrainian names; components=country:UA restricts
 * it, so a street Google cannot find in Ukraine is ZERO_RESULTS (and the gazetteer gets its turn)
 * rather than a namesake abroad.
 */
export const googleGeocodingUrl = (baseUrl: string, address: string, apiKey: string): string => {
  const url = new URL(baseUrl);
  url.searchParams.set('address', address);
  url.searchParams.set('key', apiKey);
  url.searchParams.set('region', 'ua');
  url.searchParams.set('language', 'uk');
  url.searchParams.set('components', 'country:UA');
  return url.toString();
};

/** 'вулиця Городоцька, 28, Львів, Україна'; a street without a house is asked for as a street. */
export const googleAddressQuery = (streetName: string, house: string | null, cityName: string): string =>
  [streetName.trim(), house, cityName, 'Україна']
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');

interface GoogleResult {
  readonly geometry?: {
    readonly location?: { readonly lat?: unknown; readonly lng?: unknown };
    readonly location_type?: unknown;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads a Geocoding API answer: OK → results[0]'s point, ZERO_RESULTS → null, any other status → a
 * typed error (a denied key or a spent quota must be visible, not look like an unknown street).
 *
 * An APPROXIMATE result is treated as not found: for an unknown street Google answers with the
 * centroid of the city or district (partial_match), and the city centre is the fastest zone, so
 * taking it would promise 29 minutes to addresses nobody located.
 */
export const parseGoogleGeocodingResponse = (body: unknown): LngLat | null => {
  if (!isRecord(body) || typeof body.status !== 'string') {
    throw new GoogleGeocodingError('bad-response', 'Google geocoding answered without a status');
  }
  if (body.status === 'ZERO_RESULTS') return null;
  if (body.status !== 'OK') {
    const detail = typeof body.error_message === 'string' ? `: ${body.error_message}` : '';
    throw new GoogleGeocodingError(
      'status',
      `Google geocoding refused the request (${body.status})${detail}`,
      body.status,
    );
  }
  const first = Array.isArray(body.results) ? (body.results[0] as GoogleResult | undefined) : undefined;
  const lat = first?.geometry?.location?.lat;
  const lng = first?.geometry?.location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    throw new GoogleGeocodingError('bad-response', 'Google geocoding answered OK without a location');
  }
  if (first?.geometry?.location_type === 'APPROXIMATE') return null;
  return [lng, lat];
};
