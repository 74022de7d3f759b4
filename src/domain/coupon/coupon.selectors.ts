import type { CouponActionItem } from './coupon.types';
import type { CouponMachineState } from './coupon-machine.types';
import { needsPick } from './coupon-choice.rule';

/** The field cannot be edited while a coupon is checked, offered or accepted. */
export const isCouponReadOnly = (state: CouponMachineState): boolean =>
  state.status === 'loading' || state.status === 'readyToChoose' || state.status === 'applied';

/** The apply button is disabled while the field is blank. */
export const canApplyCoupon = (state: CouponMachineState): boolean =>
  state.status === 'default' && state.value.trim() !== '';

/** Only a fully applied coupon lowers the total; while the customer still picks, nothing counts yet. */
export const effectiveCouponDiscount = (state: CouponMachineState): number =>
  state.status === 'applied' ? state.discount : 0;

/** The code the order carries: the applied one, or none. */
export const appliedCouponValue = (state: CouponMachineState): string =>
  state.status === 'applied' ? state.value : '';

/** One offer list per action that asks the customer to pick ("itemsForChoice" of the coupon answer). */
export interface CouponChoiceGroup {
  readonly actionIndex: number;
  readonly items: readonly CouponActionItem[];
  /** The iikoId picked so far, or null. */
  readonly chosen: string | null;
}

export const couponChoiceGroups = (state: CouponMachineState): readonly CouponChoiceGroup[] =>
  (state.answer?.actions ?? []).flatMap((action, actionIndex) =>
    needsPick(action) ? [{ actionIndex, items: action.items, chosen: state.choices[actionIndex] ?? null }] : [],
  );
