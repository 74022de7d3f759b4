import type { LoggerPort } from '../../application/ports/logger.port';
import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { Street } from '../../../domain/order/order-form';
import type { GeocoderContract } from './geocoder.contract';

/**
 * Asks each geocoder in turn (Google, then the gazetteer) until one places the house. A failing
 * geocoder is logged and skipped rather than failing the zone lookup: a customer should get the
 * gazetteer's answer when Google's quota runs out, and the operator a warning in the log. Only the
 * last geocoder's failure propagates, because then nobody can answer.
 */
export class FallbackGeocoder implements GeocoderContract {
  constructor(
    private readonly geocoders: readonly GeocoderContract[],
    private readonly logger: LoggerPort,
  ) {}

  async geocode(cityId: CityId, street: Street, house: string): Promise<LngLat | null> {
    for (const [index, geocoder] of this.geocoders.entries()) {
      const isLast = index === this.geocoders.length - 1;
      try {
        const point = await geocoder.geocode(cityId, street, house);
        if (point !== null) return point;
      } catch (error) {
        if (isLast) throw error;
        this.logger.warn('Geocoder failed; trying the next one', {
          geocoder: geocoder.constructor.name,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return null;
  }
}
