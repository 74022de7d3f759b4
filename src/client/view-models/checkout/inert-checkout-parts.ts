import type { PayMethod } from '../../../domain/order/order-form';
import type { AddressZoneReading, CouponReading } from './checkout-parts.contract';

/**
 * Stand-ins used only while the map/zone part or the coupon part is not bound: no zone known, no
 * coupon applied. The form stays fully usable; the server still decides zone and discount.
 */
export class InertAddressZone implements AddressZoneReading {
  readonly zoneColor = null;
  readonly zoneMinutes = null;
  readonly outOfZone = false;
  readonly zoneWord = '';
  readonly lookingUp = false;
  addressChanged(): void {}
  reset(): void {}
}

export class InertCoupon implements CouponReading {
  readonly state = 'default' as const;
  readonly appliedValue = '';
  readonly discount = 0;
  readonly selectedItems = [];
  payMethodChanged(_payMethod: PayMethod | null): void {}
  cartChanged(): void {}
  clear(): void {}
}
