/**
 * The seam between the order form and its two self-contained parts, so they can be built and
 * tested apart: the address/zone/map part and the coupon part. The order form view-model reads
 * these; it never reaches into their internals.
 */
import type { CouponSelectedItem, CouponState } from '../../../domain/coupon/coupon.types';
import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';
import type { PayMethod } from '../../../domain/order/order-form';

/** What the order form needs to know about the address's delivery zone. */
export interface AddressZoneReading {
  /** null until a zone was looked up for the current street and house. */
  readonly zoneColor: ZoneColor | null;
  /** 29 / 59 / 89, 0 out of zones, null not looked up yet (the delivery message's input). */
  readonly zoneMinutes: 0 | 29 | 59 | 89 | null;
  readonly outOfZone: boolean;
  /** The Ukrainian colour word the server answered ('' out of zones) for the checkout summary. */
  readonly zoneWord: string;
  readonly lookingUp: boolean;
  /** Called by the form whenever street or house change (debounced inside, 300 ms, from 4 characters). */
  addressChanged(input: { cityId: number; street: { id: string; name: string }; house: string }): void;
  /** Clearing the street resets the zone and the marker. */
  reset(): void;
}

/** What the order form needs to know about the promo code. */
export interface CouponReading {
  readonly state: CouponState;
  /** The applied code, '' unless applied. */
  readonly appliedValue: string;
  /** Hryvnias, already rounded up for cash; 0 unless applied. */
  readonly discount: number;
  /** Gift items the customer chose (sent as coupon lines). */
  readonly selectedItems: readonly CouponSelectedItem[];
  /** Switching between cash and non-cash recalculates the discount. */
  payMethodChanged(payMethod: PayMethod | null): void;
  /** The cart changed: an applied coupon is re-checked. */
  cartChanged(): void;
  clear(): void;
}
