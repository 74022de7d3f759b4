import type { SelfPickupPoint } from '../../../domain/order/order-form';
import type { PickupPointsPort } from '../../application/ports/pickup-points.port';
import { monotonicMs, TtlCache, type MonotonicMs } from './ttl-cache';

/** A city's self-pickup points from memory for at most `maxAgeMs` (see CachedStopList for why and how). */
export class CachedPickupPoints implements PickupPointsPort {
  private readonly cache: TtlCache<number, readonly SelfPickupPoint[]>;

  constructor(inner: PickupPointsPort, maxAgeMs: number, now: MonotonicMs = monotonicMs) {
    this.cache = new TtlCache((cityId) => inner.listPickupPoints(cityId), maxAgeMs, now);
  }

  listPickupPoints(cityId: number): Promise<readonly SelfPickupPoint[]> {
    return this.cache.get(cityId);
  }

  invalidate(cityId?: number): void {
    this.cache.invalidate(cityId);
  }
}
