import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { Street } from '../../../domain/order/order-form';
import { GEOCODING_CITY_NAMES } from './geocoding-city-names';
import type { GeocoderContract } from './geocoder.contract';
import { GoogleGeocodingError } from './google-geocoding.error';
import {
  GOOGLE_GEOCODING_BASE_URL,
  googleAddressQuery,
  googleGeocodingUrl,
  parseGoogleGeocodingResponse,
} from './google-geocoding.serialization';
import { houseToGeocode } from './house-query';

export interface GoogleGeocoderOptions {
  /** GOOGLE_API_KEY. */
  readonly apiKey: string;
  /** Injectable so tests can point it at a local fake server. */
  readonly baseUrl?: string;
  /** The zone answer waits for this call; after the timeout the gazetteer answers instead. */
  readonly timeoutMs?: number;
  readonly cityNames?: Record<CityId, string>;
}

export const DEFAULT_GOOGLE_TIMEOUT_MS = 3_000;

/** Google's Geocoding API, used when GOOGLE_API_KEY is set. */
export class GoogleGeocoder implements GeocoderContract {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly cityNames: Record<CityId, string>;

  constructor(private readonly options: GoogleGeocoderOptions) {
    this.baseUrl = options.baseUrl ?? GOOGLE_GEOCODING_BASE_URL;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_GOOGLE_TIMEOUT_MS;
    this.cityNames = options.cityNames ?? GEOCODING_CITY_NAMES;
  }

  async geocode(cityId: CityId, street: Street, house: string): Promise<LngLat | null> {
    const address = googleAddressQuery(street.name, houseToGeocode(house), this.cityNames[cityId]);
    const url = googleGeocodingUrl(this.baseUrl, address, this.options.apiKey);
    return parseGoogleGeocodingResponse(await this.fetchJson(url));
  }

  private async fetchJson(url: string): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
      const text = await response.text();
      if (!response.ok) {
        throw new GoogleGeocodingError('bad-response', `Google geocoding answered HTTP ${response.status}`);
      }
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new GoogleGeocodingError('bad-response', 'Google geocoding answered with a body that is not JSON', null, {
          cause: error,
        });
      }
    } catch (error) {
      if (error instanceof GoogleGeocodingError) throw error;
      if (controller.signal.aborted) {
        throw new GoogleGeocodingError('timeout', `Google geocoding gave no answer within ${this.timeoutMs} ms`);
      }
      // fetch's own message never includes the URL, but the cause is dropped anyway to be sure the key stays out of logs.
      throw new GoogleGeocodingError('network', `Google geocoding unreachable: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
