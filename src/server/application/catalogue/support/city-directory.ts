import type { CityDto } from '../../../../domain/shop-api/catalog.contract';
import type { ClockPort } from '../../ports/clock.port';
import type { CitiesReadPort } from '../ports/cities-read.port';
import { ExpiringCache } from './expiring-cache';

const ALL = 'all';

/**
 * The cities the shop serves, from memory: every city-scoped call first asks whether its cityId
 * names one, and the page-status resolver needs the sushi switch synchronously.
 */
export class CityDirectory {
  private readonly cache: ExpiringCache<typeof ALL, readonly CityDto[]>;

  constructor(deps: { cities: CitiesReadPort; clock: ClockPort; maxAgeMs: number }) {
    this.cache = new ExpiringCache(() => deps.cities.listCities(), {
      maxAgeMs: deps.maxAgeMs,
      now: () => deps.clock.now().getTime(),
    });
  }

  list(): Promise<readonly CityDto[]> {
    return this.cache.get(ALL);
  }

  /** The city with this id, or null when the shop serves no such city. */
  async find(cityId: number): Promise<CityDto | null> {
    return (await this.list()).find((city) => city.id === cityId) ?? null;
  }

  /** Synchronous: the last loaded list, or null while nothing has been loaded yet. */
  peek(): readonly CityDto[] | null {
    return this.cache.peek(ALL);
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}
