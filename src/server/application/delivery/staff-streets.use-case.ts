import type { CityId } from '../../../domain/city/city';
import { streetIdOf } from '../../../domain/address/street-id.rule';
import {
  houseRangeProblem,
  readStreetCsv,
  readStreetGeoJson,
  type StreetFileProblem,
} from '../../../domain/address/street-file.rule';
import type { Translated } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type {
  AdminStreetDto,
  AdminStreetInput,
  StreetFileDto,
  StreetImportResultDto,
} from '../../../domain/shop-api/admin-delivery.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { AdminAddressBookPort, GeoFileReaderPort } from '../ports/admin-delivery.port';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { checkTranslated, isRefusal, type DeliveryInputRefusal } from './delivery-input.check';

export type StreetRefusal =
  | DeliveryInputRefusal
  | 'locality-not-found'
  | 'street-not-found'
  | 'street-taken'
  | 'invalid-houses'
  | 'unreadable-file'
  | 'invalid-street-file';

const problemDetails = (problems: readonly StreetFileProblem[]) => {
  const first = problems[0] as StreetFileProblem;
  return {
    row: first.row,
    problem: first.message,
    errors: problems.length,
    rows: problems.slice(0, 20).map((p) => `${p.row}: ${p.message}`),
  };
};

/**
 * Staff add, rename, delete and import the streets of a locality: the gazetteer customers' houses
 * are placed on. A street's id comes from its locality and Ukrainian name, so an import of the
 * same file again changes nothing, and an import is stored whole or not at all.
 */
export class StaffStreetsUseCase {
  constructor(
    private readonly deps: {
      readonly addresses: AdminAddressBookPort;
      readonly reader: GeoFileReaderPort;
      readonly clock: ClockPort;
      readonly addressesChanged: (cityId: CityId) => void;
    },
  ) {}

  async list(
    cityId: CityId,
    localityId: number,
  ): Promise<UseCaseResult<readonly AdminStreetDto[], 'locality-not-found'>> {
    const streets = await this.deps.addresses.listStreets(cityId, localityId);
    return streets === null ? refuse('locality-not-found') : ok(streets);
  }

  async add(input: AdminStreetInput, by: AdminIdentity): Promise<UseCaseResult<AdminStreetDto, StreetRefusal>> {
    const names = checkTranslated(input.translation, 'translation');
    if (isRefusal(names)) return names;
    const houses = houseRangeProblem(input.firstHouse, input.lastHouse);
    if (houses !== null) return refuse('invalid-houses', { problem: houses });
    const id = streetIdOf(input.localityId, names.uk);
    const street = { translation: names, firstHouse: input.firstHouse, lastHouse: input.lastHouse, line: input.line };
    const added = await this.deps.addresses.addStreet(input.cityId, input.localityId, id, street, this.change(by));
    if (added === 'no-locality') return refuse('locality-not-found');
    if (added === 'taken') return refuse('street-taken');
    this.deps.addressesChanged(input.cityId);
    return ok(added);
  }

  async rename(
    cityId: CityId,
    id: string,
    translation: Translated,
    by: AdminIdentity,
  ): Promise<UseCaseResult<AdminStreetDto, StreetRefusal>> {
    const names = checkTranslated(translation, 'translation');
    if (isRefusal(names)) return names;
    const renamed = await this.deps.addresses.renameStreet(cityId, id, names, this.change(by));
    if (renamed === null) return refuse('street-not-found');
    this.deps.addressesChanged(cityId);
    return ok(renamed);
  }

  async remove(cityId: CityId, id: string, by: AdminIdentity): Promise<UseCaseResult<null, StreetRefusal>> {
    if (!(await this.deps.addresses.removeStreet(cityId, id, this.change(by)))) return refuse('street-not-found');
    this.deps.addressesChanged(cityId);
    return ok(null);
  }

  async import(file: StreetFileDto, by: AdminIdentity): Promise<UseCaseResult<StreetImportResultDto, StreetRefusal>> {
    let reading;
    if (file.format === 'csv') reading = readStreetCsv(file.content);
    else {
      const read = this.deps.reader.read('geojson', file.content);
      if (!read.ok) return refuse('unreadable-file', { problem: read.problem });
      reading = readStreetGeoJson(read.value);
    }
    if (!reading.ok) return refuse('invalid-street-file', problemDetails(reading.problems));
    const streets = reading.streets.map((street) => ({
      ...street,
      id: streetIdOf(file.localityId, street.translation.uk),
    }));
    const outcome = await this.deps.addresses.importStreets(file.cityId, file.localityId, streets, this.change(by));
    if (outcome === 'no-locality') return refuse('locality-not-found');
    this.deps.addressesChanged(file.cityId);
    return ok(outcome);
  }

  private change(by: AdminIdentity) {
    return { by, at: this.deps.clock.now() };
  }
}
