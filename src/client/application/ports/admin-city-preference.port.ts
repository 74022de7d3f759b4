import type { CityId } from '../../../domain/city/city';

/** The city staff last chose in the admin area: the orders screen and the menu sections open on it. */
export interface AdminCityPreferencePort {
  /** null when staff never chose one here (or what is stored is unreadable). */
  load(): CityId | null;
  save(cityId: CityId): void;
}
