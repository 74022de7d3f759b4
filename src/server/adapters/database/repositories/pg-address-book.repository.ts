import type { CityId } from '../../../../domain/city/city';
import type { DeliveryCityDto } from '../../../../domain/shop-api/ordering.contract';
import type { AddressBookPort, StreetEntry } from '../../../application/catalogue/ports/address-book.port';
import type { Queryable } from '../database';
import { PerCityCache } from './per-city-cache';
import type { PgStreetSource } from './pg-street-source.repository';
import { translatedText } from './translations.mapper';

interface DeliveryCityRow {
  id: number;
  name: string;
  translations: unknown;
}

/**
 * Localities and streets for the address fields. Streets come from the geocoder's cached
 * gazetteer (one copy in memory, one invalidation), localities from their own per-city cache:
 * every street-list request checks its locality against them.
 */
export class PgAddressBookRepository implements AddressBookPort {
  private readonly deliveryCities: PerCityCache<readonly DeliveryCityDto[]>;

  constructor(
    private readonly db: Queryable,
    private readonly streets: PgStreetSource,
  ) {
    this.deliveryCities = new PerCityCache((cityId) => this.loadDeliveryCities(cityId));
  }

  listDeliveryCities(cityId: CityId): Promise<readonly DeliveryCityDto[]> {
    return this.deliveryCities.get(cityId);
  }

  async listStreets(cityId: CityId): Promise<readonly StreetEntry[]> {
    return this.streets.streetsOf(cityId);
  }

  invalidate(cityId?: CityId): void {
    this.deliveryCities.invalidate(cityId);
    this.streets.invalidate(cityId);
  }

  private async loadDeliveryCities(cityId: CityId): Promise<readonly DeliveryCityDto[]> {
    const result = await this.db.query<DeliveryCityRow>(
      'SELECT id, name, translations FROM delivery_cities WHERE city_id = $1 ORDER BY position, id',
      [cityId],
    );
    return Object.freeze(
      // The stored name is the locality's own (Ukrainian) name: it stands in for a missing translation.
      result.rows.map((row) => ({
        id: row.id,
        name: row.name,
        translation: fillBlank(translatedText(row.translations, 'name'), row.name),
      })),
    );
  }
}

const fillBlank = (translation: DeliveryCityDto['translation'], name: string): DeliveryCityDto['translation'] => ({
  uk: translation.uk || name,
  en: translation.en || name,
  ru: translation.ru || name,
});
