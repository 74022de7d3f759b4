import { isCityId, type CityId } from '../../../domain/city/city';
import type { AdminCityPreferencePort } from '../../application/ports/admin-city-preference.port';
import type { StoragePort } from '../../application/ports/storage.port';

export const ADMIN_CITY_KEY = 'shop:admin-city:v1';

/** The admin's chosen city as one key of this browser's storage: staff of one city open on their own. */
export class KeyValueAdminCity implements AdminCityPreferencePort {
  constructor(private readonly storage: StoragePort) {}

  load(): CityId | null {
    const stored = Number(this.storage.getItem(ADMIN_CITY_KEY));
    return isCityId(stored) ? stored : null;
  }

  save(cityId: CityId): void {
    // A browser that cannot store it (private mode, quota) simply opens on Lviv next time.
    this.storage.setItem(ADMIN_CITY_KEY, String(cityId));
  }
}
