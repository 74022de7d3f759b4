import type { CityId } from '../../../../domain/city/city';
import type { Translated } from '../../../../domain/shared/locale';
import type {
  AdminLocalityDto,
  AdminStreetDto,
  StreetImportResultDto,
} from '../../../../domain/shop-api/admin-delivery.contract';
import type {
  AdminAddressBookPort,
  DeliveryChangeBy,
  LocalityRemoval,
  StreetRecord,
} from '../../../application/ports/admin-delivery.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { translatedText } from './translations.mapper';

interface LocalityRow {
  id: number;
  city_id: CityId;
  name: string;
  translations: unknown;
  street_count: string;
}

interface StreetRow {
  id: string;
  delivery_city_id: number;
  name: string;
  translations: unknown;
  first_house: number;
  last_house: number;
  line: unknown;
}

const stored = (translation: Translated) =>
  JSON.stringify({ uk: { name: translation.uk }, en: { name: translation.en }, ru: { name: translation.ru } });

/** The column holds the Ukrainian name, which stands in for a language never filled in. */
const withName = (translations: unknown, name: string): Translated => {
  const text = translatedText(translations, 'name');
  return { uk: name, en: text.en || name, ru: text.ru || name };
};

const localityOf = (row: LocalityRow): AdminLocalityDto => ({
  id: row.id,
  cityId: row.city_id,
  translation: withName(row.translations, row.name),
  streetCount: Number(row.street_count),
});

const streetOf = (row: StreetRow): AdminStreetDto => ({
  id: row.id,
  localityId: row.delivery_city_id,
  translation: withName(row.translations, row.name),
  firstHouse: row.first_house,
  lastHouse: row.last_house,
});

const LOCALITY_SELECT = `SELECT d.id, d.city_id, d.name, d.translations,
       (SELECT count(*) FROM streets s WHERE s.delivery_city_id = d.id) AS street_count
  FROM delivery_cities d`;
const STREET_COLUMNS = 'id, delivery_city_id, name, translations, first_house, last_house, line';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

/** Localities and their streets as staff edit them; every change with its change-log line in one transaction. */
export class PgAdminAddressBook implements AdminAddressBookPort {
  constructor(private readonly db: Database) {}

  async listLocalities(cityId: CityId): Promise<readonly AdminLocalityDto[]> {
    const result = await this.db.query<LocalityRow>(
      `${LOCALITY_SELECT} WHERE d.city_id = $1 ORDER BY d.position, d.id`,
      [cityId],
    );
    return result.rows.map(localityOf);
  }

  async addLocality(
    cityId: CityId,
    translation: Translated,
    change: DeliveryChangeBy,
  ): Promise<AdminLocalityDto | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO delivery_cities (city_id, name, translations, position)
           SELECT $1, $2, $3::jsonb, COALESCE((SELECT max(position) + 1 FROM delivery_cities WHERE city_id = $1), 0)
           RETURNING id`,
          [cityId, translation.uk, stored(translation)],
        );
        const added = (await this.locality(tx, cityId, (inserted.rows[0] as { id: number }).id)) as AdminLocalityDto;
        await this.log(tx, change, cityId, 'add-locality', translation.uk, null, added.translation);
        return added;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async renameLocality(
    cityId: CityId,
    id: number,
    translation: Translated,
    change: DeliveryChangeBy,
  ): Promise<AdminLocalityDto | 'not-found' | 'taken'> {
    try {
      return await this.db.transaction(async (tx) => {
        const before = await this.locality(tx, cityId, id, true);
        if (before === null) return 'not-found' as const;
        await tx.query(
          'UPDATE delivery_cities SET name = $3, translations = $4::jsonb WHERE city_id = $1 AND id = $2',
          [cityId, id, translation.uk, stored(translation)],
        );
        const after = (await this.locality(tx, cityId, id)) as AdminLocalityDto;
        await this.log(tx, change, cityId, 'rename-locality', translation.uk, before.translation, after.translation);
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  removeLocality(cityId: CityId, id: number, change: DeliveryChangeBy): Promise<LocalityRemoval> {
    return this.db.transaction(async (tx) => {
      const before = await this.locality(tx, cityId, id, true);
      if (before === null) return 'not-found';
      // Deleting a locality would take its streets with it: staff delete or move those first.
      if (before.streetCount > 0) return 'has-streets';
      await tx.query('DELETE FROM delivery_cities WHERE city_id = $1 AND id = $2', [cityId, id]);
      await this.log(tx, change, cityId, 'delete-locality', before.translation.uk, before.translation, null);
      return 'removed';
    });
  }

  async listStreets(cityId: CityId, localityId: number): Promise<readonly AdminStreetDto[] | null> {
    if ((await this.locality(this.db, cityId, localityId)) === null) return null;
    const result = await this.db.query<StreetRow>(
      `SELECT ${STREET_COLUMNS} FROM streets WHERE city_id = $1 AND delivery_city_id = $2 ORDER BY name, id`,
      [cityId, localityId],
    );
    return result.rows.map(streetOf);
  }

  async findStreet(cityId: CityId, id: string): Promise<AdminStreetDto | null> {
    const result = await this.db.query<StreetRow>(
      `SELECT ${STREET_COLUMNS} FROM streets WHERE city_id = $1 AND id = $2`,
      [cityId, id],
    );
    const row = result.rows[0];
    return row === undefined ? null : streetOf(row);
  }

  addStreet(
    cityId: CityId,
    localityId: number,
    id: string,
    street: StreetRecord,
    change: DeliveryChangeBy,
  ): Promise<AdminStreetDto | 'taken' | 'no-locality'> {
    return this.db.transaction(async (tx) => {
      if ((await this.locality(tx, cityId, localityId, true)) === null) return 'no-locality' as const;
      const inserted = await tx.query<StreetRow>(
        `INSERT INTO streets (id, city_id, delivery_city_id, name, translations, first_house, last_house, line)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb)
         ON CONFLICT (id) DO NOTHING RETURNING ${STREET_COLUMNS}`,
        [
          id,
          cityId,
          localityId,
          street.translation.uk,
          stored(street.translation),
          street.firstHouse,
          street.lastHouse,
          JSON.stringify(street.line),
        ],
      );
      const row = inserted.rows[0];
      if (row === undefined) return 'taken' as const;
      const added = streetOf(row);
      await this.log(tx, change, cityId, 'add-street', added.translation.uk, null, added);
      return added;
    });
  }

  renameStreet(
    cityId: CityId,
    id: string,
    translation: Translated,
    change: DeliveryChangeBy,
  ): Promise<AdminStreetDto | null> {
    return this.db.transaction(async (tx) => {
      const before = await tx.query<StreetRow>(
        `SELECT ${STREET_COLUMNS} FROM streets WHERE city_id = $1 AND id = $2 FOR UPDATE`,
        [cityId, id],
      );
      const row = before.rows[0];
      if (row === undefined) return null;
      const updated = await tx.query<StreetRow>(
        `UPDATE streets SET name = $3, translations = $4::jsonb WHERE city_id = $1 AND id = $2 RETURNING ${STREET_COLUMNS}`,
        [cityId, id, translation.uk, stored(translation)],
      );
      const after = streetOf(updated.rows[0] as StreetRow);
      await this.log(tx, change, cityId, 'rename-street', translation.uk, streetOf(row).translation, after.translation);
      return after;
    });
  }

  removeStreet(cityId: CityId, id: string, change: DeliveryChangeBy): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx.query<StreetRow>(
        `DELETE FROM streets WHERE city_id = $1 AND id = $2 RETURNING ${STREET_COLUMNS}`,
        [cityId, id],
      );
      const row = removed.rows[0];
      if (row === undefined) return false;
      const before = streetOf(row);
      await this.log(tx, change, cityId, 'delete-street', before.translation.uk, before, null);
      return true;
    });
  }

  importStreets(
    cityId: CityId,
    localityId: number,
    streets: readonly (StreetRecord & { readonly id: string })[],
    change: DeliveryChangeBy,
  ): Promise<StreetImportResultDto | 'no-locality'> {
    return this.db.transaction(async (tx) => {
      const locality = await this.locality(tx, cityId, localityId, true);
      if (locality === null) return 'no-locality' as const;
      // One statement for the whole file; a row whose values are all the same is not touched, so a
      // second import of the same file reports every street unchanged.
      const result = await tx.query<{ inserted: boolean }>(
        `INSERT INTO streets AS s (id, city_id, delivery_city_id, name, translations, first_house, last_house, line)
         SELECT street->>'id', $1, $2, street->'translation'->>'uk',
                jsonb_build_object('uk', jsonb_build_object('name', street->'translation'->>'uk'),
                                   'en', jsonb_build_object('name', street->'translation'->>'en'),
                                   'ru', jsonb_build_object('name', street->'translation'->>'ru')),
                (street->>'firstHouse')::integer, (street->>'lastHouse')::integer, street->'line'
           FROM jsonb_array_elements($3::jsonb) AS street
         ON CONFLICT (id) DO UPDATE
            SET name = EXCLUDED.name, translations = EXCLUDED.translations, first_house = EXCLUDED.first_house,
                last_house = EXCLUDED.last_house, line = EXCLUDED.line
          WHERE s.city_id = EXCLUDED.city_id AND s.delivery_city_id = EXCLUDED.delivery_city_id
            AND (s.name, s.translations, s.first_house, s.last_house, s.line)
                IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.translations, EXCLUDED.first_house, EXCLUDED.last_house, EXCLUDED.line)
         RETURNING (xmax = 0) AS inserted`,
        [cityId, localityId, JSON.stringify(streets)],
      );
      const added = result.rows.filter((row) => row.inserted).length;
      const outcome = { added, updated: result.rows.length - added, unchanged: streets.length - result.rows.length };
      await this.log(tx, change, cityId, 'import-streets', locality.translation.uk, null, outcome);
      return outcome;
    });
  }

  private async locality(
    db: Queryable,
    cityId: CityId,
    id: number,
    forUpdate = false,
  ): Promise<AdminLocalityDto | null> {
    const result = await db.query<LocalityRow>(
      `${LOCALITY_SELECT} WHERE d.city_id = $1 AND d.id = $2${forUpdate ? ' FOR UPDATE OF d' : ''}`,
      [cityId, id],
    );
    const row = result.rows[0];
    return row === undefined ? null : localityOf(row);
  }

  private log(
    tx: Queryable,
    change: DeliveryChangeBy,
    cityId: CityId,
    action: string,
    target: string,
    before: unknown,
    after: unknown,
  ) {
    return recordAdminChange(tx, { ...change, cityId, section: 'delivery', action, target, before, after });
  }
}
