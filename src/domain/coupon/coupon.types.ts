import type { Modifier } from '../cart/cart-item';
import type { Translated } from '../shared/locale';

/** An item a coupon action gives. */
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

/**
 * A gift item the customer ended up with: picked by the customer when the
 * action offers several items, taken automatically when it offers one. `actionIndex` ties it to the
 * action that gave it, so a recalculation can keep the customer's pick.
 */
export interface CouponSelectedItem {
  readonly actionIndex: number;
  readonly iikoId: string;
  /** The kitchen (iiko) name: the patty rule and the operator read it. */
  readonly name: string;
  readonly translation: Partial<Translated>;
  readonly weight?: number;
  readonly volume?: number;
  readonly modifiers: readonly Modifier[];
  /** The photo file name, served at /api/uploads/{imgLink}. */
  readonly imgLink?: string;
}
