import type { Modifier } from '../cart/cart-item';
import type { Translated } from '../shared/locale';

/** An item a coupon action gives (spec §3 "Action item"). */
export interface CouponActionItem {
  readonly iikoId: string;
  readonly iikoName: string;
  readonly translation: Partial<Translated>;
  readonly price: number;
  readonly weight?: number;
  readonly volume?: number;
  readonly photo?: string;
  readonly modifiers?: readonly Modifier[];
}

export interface CouponAction {
  readonly items: readonly CouponActionItem[];
}

/** The answer of POST /order/check-coupon. */
export interface CouponCheckAnswer {
  /** Hryvnias. */
  readonly discount: number;
  readonly actions: readonly CouponAction[];
}

export type CouponState = 'default' | 'loading' | 'readyToChoose' | 'applied' | 'error';
