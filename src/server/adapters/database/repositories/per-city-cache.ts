import type { CityId } from '../../../../domain/city/city';

/**
 * Remembers one loaded value per city. The promise itself is kept, so concurrent first requests
 * share one query and every later call answers the very same value (the geocoder's street index
 * and the zone geometry preparation are cached by identity, so a new array each time would defeat
 * them). A failed load is forgotten, so the next call retries instead of repeating the error.
 */
export class PerCityCache<T> {
  private readonly entries = new Map<CityId, Promise<T>>();

  constructor(private readonly load: (cityId: CityId) => Promise<T>) {}

  get(cityId: CityId): Promise<T> {
    const cached = this.entries.get(cityId);
    if (cached !== undefined) return cached;
    const loading = this.load(cityId);
    this.entries.set(cityId, loading);
    loading.catch(() => {
      if (this.entries.get(cityId) === loading) this.entries.delete(cityId);
    });
    return loading;
  }

  /** After an edit: the city's next read goes to the database (all cities when none is named). */
  invalidate(cityId?: CityId): void {
    if (cityId === undefined) this.entries.clear();
    else this.entries.delete(cityId);
  }
}
