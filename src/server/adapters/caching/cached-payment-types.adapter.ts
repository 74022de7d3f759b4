import type { PaymentType } from '../../../domain/payment/payment-type';
import type { PaymentTypesPort } from '../../application/ports/payment-types.port';
import { monotonicMs, TtlCache, type MonotonicMs } from './ttl-cache';

/** A city's payment types from memory for at most `maxAgeMs` (see CachedStopList for why and how). */
export class CachedPaymentTypes implements PaymentTypesPort {
  private readonly cache: TtlCache<number, readonly PaymentType[]>;

  constructor(inner: PaymentTypesPort, maxAgeMs: number, now: MonotonicMs = monotonicMs) {
    this.cache = new TtlCache((cityId) => inner.listPaymentTypes(cityId), maxAgeMs, now);
  }

  listPaymentTypes(cityId: number): Promise<readonly PaymentType[]> {
    return this.cache.get(cityId);
  }

  invalidate(cityId?: number): void {
    this.cache.invalidate(cityId);
  }
}
