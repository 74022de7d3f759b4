import { describe, expect, it } from 'vitest';
import { COUPON_DEBOUNCE_MS } from '../../../../src/domain/coupon/coupon.constants';
import {
  appliedCouponValue,
  canApplyCoupon,
  couponChoiceGroups,
  effectiveCouponDiscount,
  isCouponReadOnly,
} from '../../../../src/domain/coupon/coupon.selectors';
import { initialCouponState } from '../../../../src/domain/coupon/coupon.state-machine';
import type { CouponMachineState } from '../../../../src/domain/coupon/coupon-machine.types';
import { burgerWithPattyPick, discountOnly } from './coupon.fixtures';

const inState = (patch: Partial<CouponMachineState>): CouponMachineState => ({ ...initialCouponState(), ...patch });

describe('coupon selectors', () => {
  it('read-only exactly in loading, readyToChoose and applied', () => {
    expect(
      (['default', 'loading', 'readyToChoose', 'applied', 'error'] as const).map((status) =>
        isCouponReadOnly(inState({ status })),
      ),
    ).toEqual([false, true, true, true, false]);
  });

  it('apply is possible only in default with a non-blank value', () => {
    expect(canApplyCoupon(inState({ value: 'A' }))).toBe(true);
    expect(canApplyCoupon(inState({ value: '  ' }))).toBe(false);
    expect(canApplyCoupon(inState({ value: 'A', status: 'error' }))).toBe(false);
  });

  it('the discount and the code count only once applied', () => {
    const applied = inState({ status: 'applied', value: 'PROMO', discount: 20, answer: discountOnly });
    expect(effectiveCouponDiscount(applied)).toBe(20);
    expect(appliedCouponValue(applied)).toBe('PROMO');
    const choosing = { ...applied, status: 'readyToChoose' as const };
    expect(effectiveCouponDiscount(choosing)).toBe(0);
    expect(appliedCouponValue(choosing)).toBe('');
  });

  it('lists the actions to pick from with the current pick', () => {
    const state = inState({ status: 'readyToChoose', answer: burgerWithPattyPick, choices: ['burger', 'beef'] });
    expect(couponChoiceGroups(state)).toEqual([
      { actionIndex: 1, items: burgerWithPattyPick.actions[1]?.items, chosen: 'beef' },
    ]);
    expect(couponChoiceGroups(initialCouponState())).toEqual([]);
  });

  it('debounces typing by 300 ms', () => {
    expect(COUPON_DEBOUNCE_MS).toBe(300);
  });
});
