import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { ImportedZone } from '../../../domain/delivery-zone/zone-file.rule';
import type { PayMethod } from '../../../domain/order/order-form';
import type { Translated } from '../../../domain/shared/locale';
import type {
  AdminLocalityDto,
  AdminPaymentMethodDto,
  AdminPickupPointDto,
  AdminPickupPointInput,
  AdminStreetDto,
  AdminZoneDto,
  StreetImportResultDto,
} from '../../../domain/shop-api/admin-delivery.contract';
import type { AdminIdentity } from './admin-repository.port';

/** Who makes a change and when: each adapter logs it in the change's own transaction. */
export interface DeliveryChangeBy {
  readonly by: AdminIdentity;
  readonly at: Date;
}

export interface AdminPickupPointsPort {
  list(cityId: CityId): Promise<readonly AdminPickupPointDto[]>;
  add(point: AdminPickupPointInput, change: DeliveryChangeBy): Promise<AdminPickupPointDto>;
  /** null when the city has no point with this id (nothing changed, nothing logged). */
  update(id: string, point: AdminPickupPointInput, change: DeliveryChangeBy): Promise<AdminPickupPointDto | null>;
  remove(cityId: CityId, id: string, change: DeliveryChangeBy): Promise<boolean>;
}

export interface AdminPaymentMethodsPort {
  /** Every method the shop knows, with whether the city takes it (a method never set up: not taken). */
  list(cityId: CityId): Promise<readonly AdminPaymentMethodDto[]>;
  set(cityId: CityId, method: PayMethod, isAllowed: boolean, change: DeliveryChangeBy): Promise<AdminPaymentMethodDto>;
}

export interface AdminZonesPort {
  list(cityId: CityId): Promise<readonly AdminZoneDto[]>;
  /** The city's zones become exactly these, in one transaction. */
  replace(cityId: CityId, zones: readonly ImportedZone[], change: DeliveryChangeBy): Promise<readonly AdminZoneDto[]>;
}

export interface StreetRecord {
  readonly translation: Translated;
  readonly firstHouse: number;
  readonly lastHouse: number;
  readonly line: readonly LngLat[];
}

export type LocalityRemoval = 'removed' | 'not-found' | 'has-streets';

export interface AdminAddressBookPort {
  listLocalities(cityId: CityId): Promise<readonly AdminLocalityDto[]>;
  /** null when the city already has a locality of this Ukrainian name. */
  addLocality(cityId: CityId, translation: Translated, change: DeliveryChangeBy): Promise<AdminLocalityDto | null>;
  /** 'not-found' / 'taken' (another locality of the city has the Ukrainian name). */
  renameLocality(
    cityId: CityId,
    id: number,
    translation: Translated,
    change: DeliveryChangeBy,
  ): Promise<AdminLocalityDto | 'not-found' | 'taken'>;
  removeLocality(cityId: CityId, id: number, change: DeliveryChangeBy): Promise<LocalityRemoval>;
  /** null when the city has no such locality. */
  listStreets(cityId: CityId, localityId: number): Promise<readonly AdminStreetDto[] | null>;
  findStreet(cityId: CityId, id: string): Promise<AdminStreetDto | null>;
  /** 'taken' when the locality already has a street of this id (its Ukrainian name). */
  addStreet(
    cityId: CityId,
    localityId: number,
    id: string,
    street: StreetRecord,
    change: DeliveryChangeBy,
  ): Promise<AdminStreetDto | 'taken' | 'no-locality'>;
  renameStreet(
    cityId: CityId,
    id: string,
    translation: Translated,
    change: DeliveryChangeBy,
  ): Promise<AdminStreetDto | null>;
  removeStreet(cityId: CityId, id: string, change: DeliveryChangeBy): Promise<boolean>;
  /** Adds or updates every street, all or nothing; ids are given. */
  importStreets(
    cityId: CityId,
    localityId: number,
    streets: readonly (StreetRecord & { readonly id: string })[],
    change: DeliveryChangeBy,
  ): Promise<StreetImportResultDto | 'no-locality'>;
}

export type ZoneFileRead =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: string };

/** Turns an uploaded file into GeoJSON (unchecked: the domain checks it), or says in words why it cannot be read. */
export interface GeoFileReaderPort {
  read(format: 'geojson' | 'kml', content: string): ZoneFileRead;
}
