import { describe, expect, it } from 'vitest';
import { couponReducer, initialCouponState } from '../../../../src/domain/coupon/coupon.state-machine';
import type {
  CouponEvent,
  CouponMachineState,
  CouponTransition,
} from '../../../../src/domain/coupon/coupon-machine.types';
import type { PayMethod } from '../../../../src/domain/order/order-form';
import { answer, burgerWithPattyPick, discountOnly, notFound } from './coupon.fixtures';

const run = (events: readonly CouponEvent[], from: CouponMachineState = initialCouponState()): CouponTransition =>
  events.reduce<CouponTransition>((last, event) => couponReducer(last.state, event), { state: from, effects: [] });

const loadingWith = (value = 'promo', payMethod: PayMethod = 'online'): CouponMachineState =>
  run([{ type: 'payMethodChanged', payMethod }, { type: 'typed', value }, { type: 'apply' }]).state;

const answeredWith = (reply = discountOnly, payMethod: PayMethod = 'online'): CouponMachineState => {
  const loading = loadingWith('promo', payMethod);
  return couponReducer(loading, { type: 'answered', seq: loading.seq, answer: reply }).state;
};

const applied = (): CouponMachineState =>
  couponReducer(answeredWith(burgerWithPattyPick), { type: 'itemChosen', actionIndex: 1, iikoId: 'chicken' }).state;

describe('coupon state machine: cartChanged', () => {
  it('rechecks an applied coupon for the new cart, with the current pay method', () => {
    const before = answeredWith(discountOnly, 'cash');
    const { state, effects } = couponReducer(before, { type: 'cartChanged' });
    expect(state).toMatchObject({
      status: 'loading',
      purpose: 'recalculate',
      value: 'PROMO',
      payMethod: 'cash',
      seq: before.seq + 1,
    });
    expect(effects).toEqual([{ type: 'check', seq: state.seq, coupon: 'PROMO', payMethod: 'cash' }]);
  });

  it('rechecks readyToChoose as well', () => {
    const { state, effects } = couponReducer(answeredWith(burgerWithPattyPick), { type: 'cartChanged' });
    expect(state).toMatchObject({ status: 'loading', purpose: 'recalculate' });
    expect(effects).toHaveLength(1);
  });

  it('the recalculation keeps the picks still on offer and takes the new discount', () => {
    const { state: loading } = couponReducer(applied(), { type: 'cartChanged' });
    const after = couponReducer(loading, {
      type: 'answered',
      seq: loading.seq,
      answer: answer(15, ...burgerWithPattyPick.actions),
    }).state;
    expect(after).toMatchObject({ status: 'applied', discount: 15 });
    expect(after.selectedItems.map((item) => item.iikoId)).toEqual(['burger', 'chicken']);
  });

  it('a failed recalculation clears the coupon without an error', () => {
    const { state: loading } = couponReducer(applied(), { type: 'cartChanged' });
    const { state, effects } = couponReducer(loading, { type: 'failed', seq: loading.seq });
    expect(state).toMatchObject({ status: 'default', value: '', discount: 0, selectedItems: [] });
    expect(effects).toEqual([]);
  });

  it('a recalculation answering "not found" (the cart no longer qualifies) clears it too', () => {
    const { state: loading } = couponReducer(applied(), { type: 'cartChanged' });
    expect(couponReducer(loading, { type: 'answered', seq: loading.seq, answer: notFound }).state).toMatchObject({
      status: 'default',
      value: '',
    });
  });

  it('supersedes a running check (sent the old cart), keeping its purpose; the old answer is stale', () => {
    const loading = loadingWith();
    const { state, effects } = couponReducer(loading, { type: 'cartChanged' });
    expect(state).toMatchObject({ status: 'loading', purpose: 'apply', seq: loading.seq + 1 });
    expect(effects).toEqual([{ type: 'check', seq: state.seq, coupon: 'PROMO', payMethod: 'online' }]);
    expect(couponReducer(state, { type: 'answered', seq: loading.seq, answer: discountOnly }).state).toBe(state);
    // A first check that fails still shows the error, as an apply does.
    expect(couponReducer(state, { type: 'failed', seq: state.seq }).state.status).toBe('error');
  });

  it('changes nothing in default or error (no coupon to recheck)', () => {
    const typed = run([{ type: 'typed', value: 'promo' }]).state;
    expect(couponReducer(typed, { type: 'cartChanged' })).toEqual({ state: typed, effects: [] });
    const loading = loadingWith();
    const errored = couponReducer(loading, { type: 'failed', seq: loading.seq }).state;
    expect(couponReducer(errored, { type: 'cartChanged' })).toEqual({ state: errored, effects: [] });
    expect(couponReducer(errored, { type: 'cartChanged' }).state).toBe(errored);
  });
});
