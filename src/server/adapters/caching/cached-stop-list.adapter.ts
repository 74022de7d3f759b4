import type { CityStops, StopListPort } from '../../application/ports/stop-list.port';
import { monotonicMs, TtlCache, type MonotonicMs } from './ttl-cache';

/**
 * The stop switches of a city from memory for at most `maxAgeMs`: every order reads them, and they
 * change a few times a day. A staff stop therefore takes effect within maxAgeMs on every instance,
 * at once on the instance whose invalidate() the edit calls. The answer is shared between callers:
 * read it, never change it (the port's types are readonly).
 */
export class CachedStopList implements StopListPort {
  private readonly cache: TtlCache<number, CityStops>;

  constructor(inner: StopListPort, maxAgeMs: number, now: MonotonicMs = monotonicMs) {
    this.cache = new TtlCache((cityId) => inner.findStops(cityId), maxAgeMs, now);
  }

  findStops(cityId: number): Promise<CityStops> {
    return this.cache.get(cityId);
  }

  invalidate(cityId?: number): void {
    this.cache.invalidate(cityId);
  }
}
