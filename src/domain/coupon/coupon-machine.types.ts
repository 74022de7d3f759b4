import type { PayMethod } from '../order/order-form';
import type { CouponChoices } from './coupon-choice.rule';
import type { CouponCheckAnswer, CouponSelectedItem, CouponState } from './coupon.types';

/** What a loading state waits for: a first check shows errors, a recalculation clears on failure. */
export type CouponCheckPurpose = 'apply' | 'recalculate';

/** The coupon widget's whole state, owned by the reducer only. */
export interface CouponMachineState {
  readonly status: CouponState;
  /** Always upper case: the field shows it so and the server compares codes so. */
  readonly value: string;
  /** The method the discount is computed for. */
  readonly payMethod: PayMethod;
  /** The server's answer while the coupon is accepted (readyToChoose, applied, recalculating). */
  readonly answer: CouponCheckAnswer | null;
  /** Hryvnias, already rounded for `payMethod`; 0 unless the answer is known. */
  readonly discount: number;
  readonly choices: CouponChoices;
  readonly selectedItems: readonly CouponSelectedItem[];
  /** Set only in loading. */
  readonly purpose: CouponCheckPurpose | null;
  /**
   * Grows with every check and every error. Answers and timer events carry the number they were
   * issued with, so a late answer to a cancelled check, or the timer of an earlier error, cannot
   * change the state of a newer attempt.
   */
  readonly seq: number;
}

export type CouponEvent =
  /** The customer typed (already debounced by COUPON_DEBOUNCE_MS). */
  | { readonly type: 'typed'; readonly value: string }
  | { readonly type: 'apply' }
  | { readonly type: 'answered'; readonly seq: number; readonly answer: CouponCheckAnswer }
  | { readonly type: 'failed'; readonly seq: number }
  | { readonly type: 'itemChosen'; readonly actionIndex: number; readonly iikoId: string }
  | { readonly type: 'reselect' }
  /** The customer cancels the coupon or clears the field. */
  | { readonly type: 'cancel' }
  /** The shop dropped the coupon (order placed, city changed). */
  | { readonly type: 'cleared' }
  | { readonly type: 'errorTimeoutElapsed'; readonly seq: number }
  /** null means "not chosen yet", which checks as online. */
  | { readonly type: 'payMethodChanged'; readonly payMethod: PayMethod | null }
  /** The cart's goods changed: the discount and the gifts were answered for the old cart. */
  | { readonly type: 'cartChanged' };

/** Work the reducer asks its host (a view-model with an API and a timer port) to do. */
export type CouponEffect =
  /** Call POST /order/check-coupon; answer with `answered` or `failed` carrying this `seq`. */
  | { readonly type: 'check'; readonly seq: number; readonly coupon: string; readonly payMethod: PayMethod }
  /** Dispatch `event` after `afterMs`. */
  | { readonly type: 'schedule'; readonly afterMs: number; readonly event: CouponEvent };

export interface CouponTransition {
  readonly state: CouponMachineState;
  readonly effects: readonly CouponEffect[];
}
