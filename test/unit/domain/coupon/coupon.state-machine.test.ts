import { describe, expect, it } from 'vitest';
import { COUPON_ERROR_RESET_MS } from '../../../../src/domain/coupon/coupon.constants';
import { couponReducer, initialCouponState } from '../../../../src/domain/coupon/coupon.state-machine';
import type {
  CouponEvent,
  CouponMachineState,
  CouponTransition,
} from '../../../../src/domain/coupon/coupon-machine.types';
import type { PayMethod } from '../../../../src/domain/order/order-form';
import { action, answer, burgerWithPattyPick, discountOnly, giftItem, notFound } from './coupon.fixtures';

const run = (events: readonly CouponEvent[], from: CouponMachineState = initialCouponState()): CouponTransition =>
  events.reduce<CouponTransition>((last, event) => couponReducer(last.state, event), { state: from, effects: [] });

/** Types a code and applies it: the state is loading, the check effect carries the seq to answer with. */
const loadingWith = (value = 'promo', payMethod: PayMethod = 'online'): CouponMachineState =>
  run([{ type: 'payMethodChanged', payMethod }, { type: 'typed', value }, { type: 'apply' }]).state;

const answeredWith = (reply = discountOnly, payMethod: PayMethod = 'online'): CouponMachineState => {
  const loading = loadingWith('promo', payMethod);
  return couponReducer(loading, { type: 'answered', seq: loading.seq, answer: reply }).state;
};

const errored = (): CouponTransition => {
  const loading = loadingWith();
  return couponReducer(loading, { type: 'failed', seq: loading.seq });
};

describe('coupon state machine: default', () => {
  it('starts empty, in default, for online payment', () => {
    const state = initialCouponState();
    expect(state).toMatchObject({ status: 'default', value: '', payMethod: 'online', discount: 0, selectedItems: [] });
  });

  it('typing stores the value in upper case and stays in default', () => {
    const { state, effects } = run([{ type: 'typed', value: 'summer-25 знижка' }]);
    expect(state).toMatchObject({ status: 'default', value: 'SUMMER-25 ЗНИЖКА' });
    expect(effects).toEqual([]);
  });

  it('apply with a value goes to loading and asks for a check with the code and pay method', () => {
    const { state, effects } = run([{ type: 'typed', value: '  promo ' }, { type: 'apply' }]);
    expect(state.status).toBe('loading');
    expect(state.value).toBe('PROMO');
    expect(effects).toEqual([{ type: 'check', seq: state.seq, coupon: 'PROMO', payMethod: 'online' }]);
  });

  it.each(['', '   '])('apply with a blank field (%j) is ignored: the button is disabled', (value) => {
    const before = run([{ type: 'typed', value }]).state;
    const after = couponReducer(before, { type: 'apply' });
    expect(after.state).toBe(before);
    expect(after.effects).toEqual([]);
  });

  it('answers and timer events in default are ignored', () => {
    const state = run([{ type: 'typed', value: 'a' }]).state;
    for (const event of [
      { type: 'answered', seq: state.seq, answer: discountOnly },
      { type: 'failed', seq: state.seq },
      { type: 'errorTimeoutElapsed', seq: state.seq },
      { type: 'itemChosen', actionIndex: 0, iikoId: 'x' },
      { type: 'reselect' },
    ] satisfies CouponEvent[]) {
      expect(couponReducer(state, event).state).toBe(state);
    }
  });
});

describe('coupon state machine: loading', () => {
  it('is read-only: typing is ignored', () => {
    const loading = loadingWith();
    expect(couponReducer(loading, { type: 'typed', value: 'other' }).state).toBe(loading);
  });

  it('a discount answer lands in applied with the discount', () => {
    const state = answeredWith(discountOnly);
    expect(state).toMatchObject({ status: 'applied', discount: 10.4, selectedItems: [] });
  });

  it('a single-item action is taken automatically and lands in applied', () => {
    const state = answeredWith(answer(0, action(giftItem('cola', 'Кола'))));
    expect(state.status).toBe('applied');
    expect(state.selectedItems).toEqual([
      expect.objectContaining({ actionIndex: 0, iikoId: 'cola', name: 'Кола', imgLink: 'cola.webp' }),
    ]);
  });

  it('an action with several items lands in readyToChoose, single items already taken', () => {
    const state = answeredWith(burgerWithPattyPick);
    expect(state.status).toBe('readyToChoose');
    expect(state.choices).toEqual(['burger', null]);
    expect(state.selectedItems.map((item) => item.iikoId)).toEqual(['burger']);
  });

  it('"discount 0 and no actions" counts as not existing: error, with a 5 s reset scheduled', () => {
    const loading = loadingWith();
    const { state, effects } = couponReducer(loading, { type: 'answered', seq: loading.seq, answer: notFound });
    expect(state).toMatchObject({ status: 'error', value: 'PROMO', discount: 0, answer: null });
    expect(effects).toEqual([
      { type: 'schedule', afterMs: COUPON_ERROR_RESET_MS, event: { type: 'errorTimeoutElapsed', seq: state.seq } },
    ]);
  });

  it('actions that offer no items count as nothing: error', () => {
    const loading = loadingWith();
    const { state } = couponReducer(loading, { type: 'answered', seq: loading.seq, answer: answer(0, action()) });
    expect(state.status).toBe('error');
  });

  it('a failed check goes to error and keeps the value for correction', () => {
    const { state, effects } = errored();
    expect(state).toMatchObject({ status: 'error', value: 'PROMO' });
    expect(effects).toHaveLength(1);
    expect(COUPON_ERROR_RESET_MS).toBe(5000);
  });

  it('an answer to an older check is ignored', () => {
    const loading = loadingWith();
    expect(couponReducer(loading, { type: 'answered', seq: loading.seq - 1, answer: discountOnly }).state).toBe(
      loading,
    );
    expect(couponReducer(loading, { type: 'failed', seq: loading.seq + 1 }).state).toBe(loading);
  });

  it('cancel while loading returns to an empty default and the late answer is ignored', () => {
    const loading = loadingWith();
    const cancelled = couponReducer(loading, { type: 'cancel' }).state;
    expect(cancelled).toMatchObject({ status: 'default', value: '' });
    expect(couponReducer(cancelled, { type: 'answered', seq: loading.seq, answer: discountOnly }).state).toBe(
      cancelled,
    );
  });

  it('a late answer of a cancelled check cannot complete the next check', () => {
    const first = loadingWith('first');
    const second = run([{ type: 'cancel' }, { type: 'typed', value: 'second' }, { type: 'apply' }], first).state;
    expect(couponReducer(second, { type: 'answered', seq: first.seq, answer: discountOnly }).state).toBe(second);
  });

  it('crossing cash while loading supersedes the check with the new method', () => {
    const loading = loadingWith();
    const { state, effects } = couponReducer(loading, { type: 'payMethodChanged', payMethod: 'cash' });
    expect(state).toMatchObject({ status: 'loading', payMethod: 'cash', purpose: 'apply' });
    expect(effects).toEqual([{ type: 'check', seq: state.seq, coupon: 'PROMO', payMethod: 'cash' }]);
    // The superseded check's answer no longer counts.
    expect(couponReducer(state, { type: 'answered', seq: loading.seq, answer: discountOnly }).state).toBe(state);
  });
});

describe('coupon state machine: readyToChoose', () => {
  it('is read-only', () => {
    const ready = answeredWith(burgerWithPattyPick);
    expect(couponReducer(ready, { type: 'typed', value: 'x' }).state).toBe(ready);
  });

  it('choosing an offered item completes the pick: applied with both items', () => {
    const ready = answeredWith(burgerWithPattyPick);
    const { state } = couponReducer(ready, { type: 'itemChosen', actionIndex: 1, iikoId: 'beef' });
    expect(state.status).toBe('applied');
    expect(state.selectedItems.map((item) => [item.actionIndex, item.iikoId])).toEqual([
      [0, 'burger'],
      [1, 'beef'],
    ]);
  });

  it('with two actions to pick, stays in readyToChoose until both are picked', () => {
    const twoPicks = answer(
      0,
      action(giftItem('a1'), giftItem('a2')),
      action(giftItem('b1'), giftItem('b2'), giftItem('b3')),
    );
    const ready = answeredWith(twoPicks);
    const once = couponReducer(ready, { type: 'itemChosen', actionIndex: 0, iikoId: 'a2' }).state;
    expect(once.status).toBe('readyToChoose');
    const twice = couponReducer(once, { type: 'itemChosen', actionIndex: 1, iikoId: 'b3' }).state;
    expect(twice.status).toBe('applied');
    expect(twice.selectedItems.map((item) => item.iikoId)).toEqual(['a2', 'b3']);
  });

  it.each([
    ['an item the action does not offer', 1, 'salmon'],
    ['an item of another action', 1, 'burger'],
    ['an action that does not exist', 7, 'beef'],
  ])('choosing %s is ignored', (_, actionIndex, iikoId) => {
    const ready = answeredWith(burgerWithPattyPick);
    expect(couponReducer(ready, { type: 'itemChosen', actionIndex, iikoId }).state).toBe(ready);
  });

  it('cancel returns to an empty default', () => {
    const ready = answeredWith(burgerWithPattyPick);
    expect(couponReducer(ready, { type: 'cancel' }).state).toMatchObject({
      status: 'default',
      value: '',
      selectedItems: [],
      answer: null,
    });
  });
});

describe('coupon state machine: applied', () => {
  const applied = (): CouponMachineState => {
    const ready = answeredWith(burgerWithPattyPick);
    return couponReducer(ready, { type: 'itemChosen', actionIndex: 1, iikoId: 'chicken' }).state;
  };

  it('is read-only', () => {
    const state = applied();
    expect(couponReducer(state, { type: 'typed', value: 'x' }).state).toBe(state);
    expect(couponReducer(state, { type: 'apply' }).state).toBe(state);
  });

  it('reselect goes back to readyToChoose, forgetting only the picks, then choosing applies again', () => {
    const back = couponReducer(applied(), { type: 'reselect' }).state;
    expect(back.status).toBe('readyToChoose');
    expect(back.choices).toEqual(['burger', null]);
    const again = couponReducer(back, { type: 'itemChosen', actionIndex: 1, iikoId: 'beef' }).state;
    expect(again.status).toBe('applied');
    expect(again.selectedItems.map((item) => item.iikoId)).toEqual(['burger', 'beef']);
  });

  it('reselect is ignored when there is nothing to pick', () => {
    const state = answeredWith(answer(5, action(giftItem('cola'))));
    expect(couponReducer(state, { type: 'reselect' }).state).toBe(state);
  });

  it('cancel clears the coupon: empty default', () => {
    const { state, effects } = couponReducer(applied(), { type: 'cancel' });
    expect(state).toMatchObject({ status: 'default', value: '', discount: 0, selectedItems: [], choices: [] });
    expect(effects).toEqual([]);
  });

  it('cleared (the shop drops the coupon after an order) resets it, keeping the pay method', () => {
    const cash = answeredWith(discountOnly, 'cash');
    const { state } = couponReducer(cash, { type: 'cleared' });
    expect(state).toMatchObject({ status: 'default', value: '', payMethod: 'cash' });
  });

  it('switching online -> card (both non-cash) keeps the coupon without a recheck', () => {
    const { state, effects } = couponReducer(applied(), { type: 'payMethodChanged', payMethod: 'card' });
    expect(state).toMatchObject({ status: 'applied', payMethod: 'card' });
    expect(effects).toEqual([]);
  });

  it('switching to cash rechecks; the answer re-rounds the discount up and keeps the pick', () => {
    const before = answeredWith(answer(10.2, ...burgerWithPattyPick.actions));
    const picked = couponReducer(before, { type: 'itemChosen', actionIndex: 1, iikoId: 'beef' }).state;
    const { state: loading, effects } = couponReducer(picked, { type: 'payMethodChanged', payMethod: 'cash' });
    expect(loading).toMatchObject({ status: 'loading', purpose: 'recalculate', payMethod: 'cash' });
    expect(effects).toEqual([{ type: 'check', seq: loading.seq, coupon: 'PROMO', payMethod: 'cash' }]);

    const after = couponReducer(loading, {
      type: 'answered',
      seq: loading.seq,
      answer: answer(10.2, ...burgerWithPattyPick.actions),
    }).state;
    expect(after).toMatchObject({ status: 'applied', discount: 11 });
    expect(after.selectedItems.map((item) => item.iikoId)).toEqual(['burger', 'beef']);
  });

  it('a recalculation whose pick is no longer offered asks to pick again', () => {
    const { state: loading } = couponReducer(applied(), { type: 'payMethodChanged', payMethod: 'cash' });
    const changed = answer(0, action(giftItem('burger')), action(giftItem('beef'), giftItem('salmon')));
    const after = couponReducer(loading, { type: 'answered', seq: loading.seq, answer: changed }).state;
    expect(after.status).toBe('readyToChoose');
    expect(after.choices).toEqual(['burger', null]);
  });

  it('switching from cash back to card rechecks as well', () => {
    const cash = answeredWith(discountOnly, 'cash');
    expect(cash.discount).toBe(11);
    const { state } = couponReducer(cash, { type: 'payMethodChanged', payMethod: 'card' });
    const after = couponReducer(state, { type: 'answered', seq: state.seq, answer: discountOnly }).state;
    expect(after).toMatchObject({ status: 'applied', discount: 10.4, payMethod: 'card' });
  });

  it('a failed recalculation clears the coupon: default with an empty value, no error', () => {
    const { state: loading } = couponReducer(applied(), { type: 'payMethodChanged', payMethod: 'cash' });
    const { state, effects } = couponReducer(loading, { type: 'failed', seq: loading.seq });
    expect(state).toMatchObject({ status: 'default', value: '', selectedItems: [], payMethod: 'cash' });
    expect(effects).toEqual([]);
  });

  it('a recalculation answering "not found" clears the coupon too', () => {
    const { state: loading } = couponReducer(applied(), { type: 'payMethodChanged', payMethod: 'cash' });
    const { state } = couponReducer(loading, { type: 'answered', seq: loading.seq, answer: notFound });
    expect(state).toMatchObject({ status: 'default', value: '' });
  });

  it('readyToChoose is rechecked on a cash switch as well', () => {
    const ready = answeredWith(burgerWithPattyPick);
    const { state } = couponReducer(ready, { type: 'payMethodChanged', payMethod: 'cash' });
    expect(state).toMatchObject({ status: 'loading', purpose: 'recalculate' });
  });
});

describe('coupon state machine: error', () => {
  it('after the scheduled 5 s it returns to default, keeping the value', () => {
    const { state, effects } = errored();
    const [schedule] = effects;
    if (schedule?.type !== 'schedule') throw new Error('expected a schedule effect');
    const back = couponReducer(state, schedule.event).state;
    expect(back).toMatchObject({ status: 'default', value: 'PROMO' });
  });

  it('typing resets to default at once, and the earlier timer no longer counts', () => {
    const { state: error, effects } = errored();
    const typed = couponReducer(error, { type: 'typed', value: 'promo2' }).state;
    expect(typed).toMatchObject({ status: 'default', value: 'PROMO2' });
    // A new failed attempt: the first error's timer must not cut the new hint short.
    const again = run([{ type: 'apply' }], typed).state;
    const failedAgain = couponReducer(again, { type: 'failed', seq: again.seq }).state;
    const [schedule] = effects;
    if (schedule?.type !== 'schedule') throw new Error('expected a schedule effect');
    expect(couponReducer(failedAgain, schedule.event).state).toBe(failedAgain);
  });

  it('is editable and apply is ignored until the hint is gone', () => {
    const { state } = errored();
    expect(couponReducer(state, { type: 'apply' }).state).toBe(state);
  });

  it('cancel clears the field', () => {
    expect(couponReducer(errored().state, { type: 'cancel' }).state).toMatchObject({ status: 'default', value: '' });
  });

  it('a pay method change only records the method', () => {
    const { state, effects } = couponReducer(errored().state, { type: 'payMethodChanged', payMethod: 'cash' });
    expect(state).toMatchObject({ status: 'error', payMethod: 'cash' });
    expect(effects).toEqual([]);
  });
});

describe('coupon state machine: pay method', () => {
  it('records the method in default without a check, and checks later with it', () => {
    const { state, effects } = couponReducer(initialCouponState(), { type: 'payMethodChanged', payMethod: 'cash' });
    expect(state.payMethod).toBe('cash');
    expect(effects).toEqual([]);
    expect(run([{ type: 'typed', value: 'x' }, { type: 'apply' }], state).effects).toEqual([
      { type: 'check', seq: expect.any(Number), coupon: 'X', payMethod: 'cash' },
    ]);
  });

  it('a not yet chosen method (null) counts as online', () => {
    const cash = couponReducer(initialCouponState(), { type: 'payMethodChanged', payMethod: 'cash' }).state;
    expect(couponReducer(cash, { type: 'payMethodChanged', payMethod: null }).state.payMethod).toBe('online');
  });

  it('the same method again changes nothing', () => {
    const state = answeredWith(discountOnly);
    expect(couponReducer(state, { type: 'payMethodChanged', payMethod: 'online' }).state).toBe(state);
  });
});
