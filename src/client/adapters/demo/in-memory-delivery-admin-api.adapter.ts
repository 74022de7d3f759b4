import type { CityId } from '../../../domain/city/city';
import { streetIdOf } from '../../../domain/address/street-id.rule';
import { readStreetCsv, readStreetGeoJson, type StreetFileReading } from '../../../domain/address/street-file.rule';
import { findZone } from '../../../domain/delivery-zone/find-zone.rule';
import { locateHouse } from '../../../domain/delivery-zone/house-location.geometry';
import { readZoneFile } from '../../../domain/delivery-zone/zone-file.rule';
import { ZONE_MINUTES } from '../../../domain/delivery-zone/zone-color';
import type { PayMethod } from '../../../domain/order/order-form';
import { LOCALES, type Translated } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type {
  AdminLocalityDto,
  AdminPickupPointDto,
  AdminPickupPointInput,
  AdminStreetDto,
  AdminStreetInput,
  StreetFileFormat,
  ZoneFileFormat,
  ZoneImportPreviewDto,
} from '../../../domain/shop-api/admin-delivery.contract';
import type {
  DeliveryAdminApiPort,
  DeliveryAdminFailure,
  DeliveryAdminResult,
} from '../../application/ports/delivery-admin-api.port';
import { fakeDeliveryData, type FakeDeliveryData, type FakeStreet } from './fake-delivery-admin-data';

type Call = 'list' | 'change';

const refuse = (
  reason: DeliveryAdminFailure['reason'],
  message?: string,
  field?: string,
  code?: string,
): DeliveryAdminFailure => ({
  ok: false,
  reason,
  ...(message === undefined ? {} : { message }),
  ...(field === undefined ? {} : { field }),
  ...(code === undefined ? {} : { code }),
});

/** The server's check of a text field, with its wording. */
const emptyField = (fields: Readonly<Record<string, string>>): DeliveryAdminFailure | null => {
  for (const [field, value] of Object.entries(fields)) {
    if (value.trim() === '') return refuse('invalid', `'${field}' must not be empty.`, field, 'empty-field');
    if (value.trim().length > 200)
      return refuse('invalid', `'${field}' must be at most 200 characters.`, field, 'too-long-field');
  }
  return null;
};
const translatedFields = (name: string, value: Translated) =>
  Object.fromEntries(LOCALES.map((locale) => [`${name}.${locale}`, value[locale]]));
const trimmed = (value: Translated): Translated => ({ uk: value.uk.trim(), en: value.en.trim(), ru: value.ru.trim() });

/**
 * The Delivery section without a server: every list lives in memory per city, zone and street
 * files are read by the same domain rules as on the server (zone files as GeoJSON; KML needs the
 * server's reader), and refusals carry the server's sentences. Tests can fail calls and expire the token.
 */
export class InMemoryDeliveryAdminApi implements DeliveryAdminApiPort {
  readonly calls: string[] = [];
  readonly failing = new Set<Call>();
  unauthorized = false;
  private nextId = 1000;

  constructor(private readonly data: FakeDeliveryData = fakeDeliveryData()) {}

  async listPickupPoints(cityId: CityId) {
    return this.answer('list', `pickup:${cityId}`, () =>
      ok(this.data.pickupPoints.filter((point) => point.cityId === cityId)),
    );
  }

  async addPickupPoint(point: AdminPickupPointInput) {
    return this.answer('change', 'add-pickup', () => {
      const problem = this.pointProblem(point);
      if (problem !== null) return problem;
      const added: AdminPickupPointDto = { ...this.cleanPoint(point), id: `p${(this.nextId += 1)}` };
      this.data.pickupPoints.push(added);
      return ok(added);
    });
  }

  async editPickupPoint(id: string, point: AdminPickupPointInput) {
    return this.answer('change', `edit-pickup:${id}`, () => {
      const problem = this.pointProblem(point);
      if (problem !== null) return problem;
      const index = this.data.pickupPoints.findIndex(
        (candidate) => candidate.id === id && candidate.cityId === point.cityId,
      );
      if (index < 0) return refuse('not-found', 'This city has no pickup point with this id.');
      const edited: AdminPickupPointDto = { ...this.cleanPoint(point), id };
      this.data.pickupPoints[index] = edited;
      return ok(edited);
    });
  }

  async deletePickupPoint(cityId: CityId, id: string) {
    return this.answer('change', `delete-pickup:${id}`, () => {
      const before = this.data.pickupPoints.length;
      this.data.pickupPoints = this.data.pickupPoints.filter((point) => !(point.id === id && point.cityId === cityId));
      return this.data.pickupPoints.length === before
        ? refuse('not-found', 'This city has no pickup point with this id.')
        : ok(null);
    });
  }

  async listPaymentMethods(cityId: CityId) {
    return this.answer('list', `payment:${cityId}`, () => ok([...(this.data.paymentMethods.get(cityId) ?? [])]));
  }

  async setPaymentMethod(cityId: CityId, method: PayMethod, isAllowed: boolean) {
    return this.answer('change', `payment:${cityId}:${method}:${isAllowed}`, () => {
      const methods = (this.data.paymentMethods.get(cityId) ?? []).filter((candidate) => candidate.name !== method);
      const changed = { name: method, isAllowed };
      this.data.paymentMethods.set(
        cityId,
        [...methods, changed].sort((a, b) => order(a.name) - order(b.name)),
      );
      return ok(changed);
    });
  }

  async listZones(cityId: CityId) {
    return this.answer('list', `zones:${cityId}`, () => ok([...(this.data.zones.get(cityId) ?? [])]));
  }

  async previewZones(cityId: CityId, format: ZoneFileFormat, content: string) {
    return this.answer('list', `preview:${cityId}`, () => this.preview(format, content));
  }

  async importZones(cityId: CityId, format: ZoneFileFormat, content: string) {
    return this.answer('change', `import-zones:${cityId}`, () => {
      const preview = this.preview(format, content);
      if (!preview.ok) return preview;
      const first = preview.value.errors[0];
      if (first !== undefined) {
        return refuse(
          'invalid',
          `'content': feature ${first.feature}: ${first.message} (${preview.value.errors.length} problems in all; the zones were not changed).`,
          'content',
          'invalid-zone-file',
        );
      }
      this.data.zones.set(cityId, [...preview.value.zones]);
      return ok(preview.value.zones);
    });
  }

  async checkAddress(cityId: CityId, streetId: string, house: string) {
    return this.answer('list', `check:${cityId}:${streetId}:${house}`, () => {
      const empty = emptyField({ house });
      if (empty !== null) return empty;
      const street = this.data.streets.find((candidate) => candidate.cityId === cityId && candidate.id === streetId);
      if (street === undefined)
        return refuse('not-found', "'streetId': this city has no street with this id.", 'streetId');
      const point = locateHouse(street, house.trim());
      const zone = point === null ? null : findZone(point, this.data.zones.get(cityId) ?? []);
      return ok({
        streetName: street.translation.uk,
        house: house.trim(),
        color: zone?.color ?? null,
        minutes: zone === null ? 0 : ZONE_MINUTES[zone.color],
        point,
      });
    });
  }

  async listLocalities(cityId: CityId) {
    return this.answer('list', `localities:${cityId}`, () =>
      ok(
        this.data.localities
          .filter((locality) => locality.cityId === cityId)
          .map((locality) => this.withCount(locality)),
      ),
    );
  }

  async addLocality(cityId: CityId, translation: Translated) {
    return this.answer('change', `add-locality:${cityId}`, () => {
      const problem = emptyField(translatedFields('translation', translation));
      if (problem !== null) return problem;
      if (this.localityNamed(cityId, translation.uk.trim()) !== undefined) return this.nameTaken();
      const added = { id: (this.nextId += 1), cityId, translation: trimmed(translation) };
      this.data.localities.push(added);
      return ok(this.withCount(added));
    });
  }

  async renameLocality(cityId: CityId, id: number, translation: Translated) {
    return this.answer('change', `rename-locality:${id}`, () => {
      const problem = emptyField(translatedFields('translation', translation));
      if (problem !== null) return problem;
      const locality = this.data.localities.find((candidate) => candidate.id === id && candidate.cityId === cityId);
      if (locality === undefined) return refuse('not-found', "'localityId': this city has no locality with this id.");
      const other = this.localityNamed(cityId, translation.uk.trim());
      if (other !== undefined && other.id !== id) return this.nameTaken();
      const renamed = { ...locality, translation: trimmed(translation) };
      this.data.localities = this.data.localities.map((candidate) => (candidate === locality ? renamed : candidate));
      return ok(this.withCount(renamed));
    });
  }

  async deleteLocality(cityId: CityId, id: number) {
    return this.answer('change', `delete-locality:${id}`, () => {
      const locality = this.data.localities.find((candidate) => candidate.id === id && candidate.cityId === cityId);
      if (locality === undefined) return refuse('not-found', "'localityId': this city has no locality with this id.");
      if (this.data.streets.some((street) => street.localityId === id))
        return refuse('conflict', 'The locality still has streets: delete them first.');
      this.data.localities = this.data.localities.filter((candidate) => candidate !== locality);
      return ok(null);
    });
  }

  async listStreets(cityId: CityId, localityId: number) {
    return this.answer('list', `streets:${localityId}`, () => {
      if (!this.hasLocality(cityId, localityId))
        return refuse('not-found', "'localityId': this city has no locality with this id.");
      const streets = this.data.streets
        .filter((street) => street.localityId === localityId)
        .sort((a, b) => a.translation.uk.localeCompare(b.translation.uk, 'uk'));
      return ok(streets.map(dtoOfStreet));
    });
  }

  async addStreet(input: AdminStreetInput) {
    return this.answer('change', `add-street:${input.localityId}`, () => {
      const problem = emptyField(translatedFields('translation', input.translation));
      if (problem !== null) return problem;
      if (!this.hasLocality(input.cityId, input.localityId))
        return refuse('not-found', "'localityId': this city has no locality with this id.");
      if (input.firstHouse > input.lastHouse)
        return refuse('invalid', "'firstHouse', 'lastHouse': the first house is after the last house.", 'firstHouse');
      const id = streetIdOf(input.localityId, input.translation.uk);
      if (this.data.streets.some((street) => street.id === id))
        return refuse(
          'conflict',
          "'translation.uk': the locality already has a street of this name.",
          'translation.uk',
        );
      const street: FakeStreet = {
        id,
        cityId: input.cityId,
        localityId: input.localityId,
        translation: trimmed(input.translation),
        firstHouse: input.firstHouse,
        lastHouse: input.lastHouse,
        line: input.line,
      };
      this.data.streets.push(street);
      return ok(dtoOfStreet(street));
    });
  }

  async renameStreet(cityId: CityId, id: string, translation: Translated) {
    return this.answer('change', `rename-street:${id}`, () => {
      const problem = emptyField(translatedFields('translation', translation));
      if (problem !== null) return problem;
      const index = this.data.streets.findIndex((street) => street.id === id && street.cityId === cityId);
      const street = this.data.streets[index];
      if (street === undefined) return refuse('not-found', "'streetId': this city has no street with this id.");
      const renamed = { ...street, translation: trimmed(translation) };
      this.data.streets[index] = renamed;
      return ok(dtoOfStreet(renamed));
    });
  }

  async deleteStreet(cityId: CityId, id: string) {
    return this.answer('change', `delete-street:${id}`, () => {
      const before = this.data.streets.length;
      this.data.streets = this.data.streets.filter((street) => !(street.id === id && street.cityId === cityId));
      return before === this.data.streets.length
        ? refuse('not-found', "'streetId': this city has no street with this id.")
        : ok(null);
    });
  }

  async importStreets(cityId: CityId, localityId: number, format: StreetFileFormat, content: string) {
    return this.answer('change', `import-streets:${localityId}`, () => {
      if (!this.hasLocality(cityId, localityId))
        return refuse('not-found', "'localityId': this city has no locality with this id.");
      let reading: StreetFileReading;
      if (format === 'csv') reading = readStreetCsv(content);
      else {
        const parsed = parseJson(content);
        if (parsed === undefined) return refuse('invalid', "'content': the file is not valid JSON.", 'content');
        reading = readStreetGeoJson(parsed);
      }
      if (!reading.ok) {
        const first = reading.problems[0];
        return refuse(
          'invalid',
          `'content': row ${first?.row ?? 0}: ${first?.message ?? ''} (${reading.problems.length} problems in all; nothing was imported).`,
          'content',
        );
      }
      const outcome = { added: 0, updated: 0, unchanged: 0 };
      for (const street of reading.streets) {
        const stored: FakeStreet = { ...street, id: streetIdOf(localityId, street.translation.uk), cityId, localityId };
        const index = this.data.streets.findIndex((candidate) => candidate.id === stored.id);
        if (index < 0) {
          this.data.streets.push(stored);
          outcome.added += 1;
        } else if (JSON.stringify(this.data.streets[index]) === JSON.stringify(stored)) outcome.unchanged += 1;
        else {
          this.data.streets[index] = stored;
          outcome.updated += 1;
        }
      }
      return ok(outcome);
    });
  }

  private preview(format: ZoneFileFormat, content: string): DeliveryAdminResult<ZoneImportPreviewDto> {
    if (format === 'kml')
      return refuse('invalid', "'content': this demo reads GeoJSON only; KML is read by the shop's server.", 'content');
    const parsed = parseJson(content);
    if (parsed === undefined) return refuse('invalid', "'content': the file is not valid JSON.", 'content');
    const reading = readZoneFile(parsed);
    if (reading === 'not-a-feature-collection')
      return refuse('invalid', "'content': the file holds no GeoJSON FeatureCollection or KML placemarks.", 'content');
    return ok({ ...reading, canImport: reading.errors.length === 0 });
  }

  private pointProblem(point: AdminPickupPointInput): DeliveryAdminFailure | null {
    return emptyField({
      ...translatedFields('locality', point.locality),
      ...translatedFields('street', point.street),
      house: point.house,
    });
  }

  private cleanPoint(point: AdminPickupPointInput): Omit<AdminPickupPointDto, 'id'> {
    return {
      cityId: point.cityId,
      locality: trimmed(point.locality),
      street: trimmed(point.street),
      house: point.house.trim(),
      hours: point.hours.trim(),
      isOpen: point.isOpen,
    };
  }

  private withCount(locality: Omit<AdminLocalityDto, 'streetCount'>): AdminLocalityDto {
    return { ...locality, streetCount: this.data.streets.filter((street) => street.localityId === locality.id).length };
  }

  private localityNamed(cityId: CityId, name: string) {
    return this.data.localities.find((locality) => locality.cityId === cityId && locality.translation.uk === name);
  }

  private hasLocality(cityId: CityId, id: number): boolean {
    return this.data.localities.some((locality) => locality.id === id && locality.cityId === cityId);
  }

  private nameTaken(): DeliveryAdminFailure {
    return refuse('conflict', "'translation.uk': the city already has a locality of this name.", 'translation.uk');
  }

  private answer<T>(kind: Call, call: string, work: () => DeliveryAdminResult<T>): DeliveryAdminResult<T> {
    this.calls.push(call);
    if (this.unauthorized) return refuse('unauthorized');
    if (this.failing.has(kind)) return refuse('unavailable');
    return work();
  }
}

const order = (method: PayMethod): number => ['online', 'card', 'cash'].indexOf(method);

const dtoOfStreet = (street: FakeStreet): AdminStreetDto => ({
  id: street.id,
  localityId: street.localityId,
  translation: street.translation,
  firstHouse: street.firstHouse,
  lastHouse: street.lastHouse,
});

const parseJson = (content: string): unknown => {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
};
