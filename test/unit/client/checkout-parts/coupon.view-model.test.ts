import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { CouponCheckAnswer } from '../../../../src/domain/coupon/coupon.types';
import { ok } from '../../../../src/domain/shared/result';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';
import { couponAt, DeferredCouponApi, settle } from './checkout-parts-fixtures';

const item = (iikoId: string, uk: string, en = uk) => ({
  iikoId,
  iikoName: uk,
  translation: { uk, en },
  price: 0,
  weight: 150,
  photo: `${iikoId}.svg`,
});
const SINGLE: CouponCheckAnswer = {
  discount: 0,
  actions: [{ items: [item('side-fries', 'Картопля фрі', 'French fries')] }],
};
const CHOICE: CouponCheckAnswer = {
  discount: 0,
  actions: [
    {
      items: [
        item('side-fries', 'Картопля фрі', 'French fries'),
        item('drink-cola', 'Кола'),
        item('side-nuggets', 'Нагетси'),
      ],
    },
  ],
};

/** A coupon field whose API the test answers by hand, with 400 ₴ in the cart. */
const deferred = () => {
  const api = new DeferredCouponApi();
  const parts = couponAt('/', api);
  runInAction(() => {
    parts.cart.items = [cartItemOf({ price: 200, count: 2 }), cartItemOf({ id: 'gift', price: 0, isCoupon: true })];
  });
  return { ...parts, api };
};

const typeAndApply = (parts: ReturnType<typeof deferred>, code: string) => {
  parts.vm.input(code);
  parts.timer.advance(300);
  parts.vm.apply();
};

describe('CouponViewModel', () => {
  it('shows the field upper case and keeps apply disabled while blank', () => {
    const { vm, timer } = deferred();
    expect(vm.state).toBe('default');
    expect(vm.canApply).toBe(false);
    vm.input('   ');
    expect(vm.canApply).toBe(false);
    vm.input('gift');
    expect(vm.fieldValue).toBe('GIFT');
    // The button follows the field at once, before the 300 ms debounce passes it to the machine.
    expect(vm.canApply).toBe(true);
    timer.advance(300);
    expect(vm.canApply).toBe(true);
    expect(vm.readOnly).toBe(false);
  });

  it('debounces typing by 300 ms; applying right after typing uses what was typed', async () => {
    const parts = deferred();
    parts.vm.input('bur');
    parts.vm.input('burger10');
    expect(parts.vm.machine.value).toBe('');
    parts.vm.apply();
    expect(parts.api.calls[0]?.request.coupon).toBe('BURGER10');
  });

  it('loading: read-only, sends cart (without gift lines), name, phone, city and pay method', () => {
    const parts = deferred();
    parts.who.customer = { name: ' Olha ', phone: '+38 (067) 123 45 67' };
    typeAndApply(parts, 'burger10');
    expect(parts.vm.state).toBe('loading');
    expect(parts.vm.readOnly).toBe(true);
    expect(parts.vm.canApply).toBe(false);
    const request = parts.api.calls[0]?.request;
    expect(request).toMatchObject({
      coupon: 'BURGER10',
      phone: '+38 (067) 123 45 67',
      customerName: 'Olha',
      cityId: 1,
      payMethod: 'online',
    });
    expect(request?.items.map((line) => line.id)).toEqual(['line-1']);
    parts.vm.input('other');
    expect(parts.vm.fieldValue).toBe('BURGER10');
  });

  it('sends the unknown-customer name while no name is typed', () => {
    const parts = deferred();
    typeAndApply(parts, 'x');
    expect(parts.api.calls[0]?.request.customerName).toBe('Невідомий');
  });

  it('applied with a discount: read-only, discount and applied value readable by the form', async () => {
    const parts = deferred();
    typeAndApply(parts, 'burger10');
    parts.api.calls[0]?.resolve(ok({ discount: 40, actions: [] }));
    await settle();
    expect(parts.vm.state).toBe('applied');
    expect(parts.vm.readOnly).toBe(true);
    expect(parts.vm.discount).toBe(40);
    expect(parts.vm.appliedValue).toBe('BURGER10');
    expect(parts.vm.selectedItems).toEqual([]);
    expect(parts.vm.canReselect).toBe(false);
  });

  it('a single gift item is taken automatically', async () => {
    const parts = deferred();
    typeAndApply(parts, 'fries');
    parts.api.calls[0]?.resolve(ok(SINGLE));
    await settle();
    expect(parts.vm.state).toBe('applied');
    expect(parts.vm.selectedItems.map((selected) => selected.iikoId)).toEqual(['side-fries']);
    expect(parts.vm.chosenItems[0]).toMatchObject({
      name: 'Картопля фрі',
      photoUrl: '/api/uploads/side-fries.svg',
      measure: { unit: 'weight', value: '150' },
    });
  });

  it('several items: readyToChoose → choose → applied; reselect → readyToChoose → applied again', async () => {
    const parts = deferred();
    typeAndApply(parts, 'gift');
    parts.api.calls[0]?.resolve(ok(CHOICE));
    await settle();
    expect(parts.vm.state).toBe('readyToChoose');
    expect(parts.vm.readOnly).toBe(true);
    expect(parts.vm.discount).toBe(0);
    expect(parts.vm.selectedItems).toEqual([]);
    expect(parts.vm.choiceGroups).toHaveLength(1);
    expect(parts.vm.choiceGroups[0]?.items.map((offer) => offer.name)).toEqual(['Картопля фрі', 'Кола', 'Нагетси']);

    parts.vm.choose(0, 'drink-cola');
    expect(parts.vm.state).toBe('applied');
    expect(parts.vm.appliedValue).toBe('GIFT');
    expect(parts.vm.selectedItems.map((selected) => selected.iikoId)).toEqual(['drink-cola']);
    expect(parts.vm.canReselect).toBe(true);

    parts.vm.reselect();
    expect(parts.vm.state).toBe('readyToChoose');
    expect(parts.vm.choiceGroups[0]?.chosen).toBeNull();
    parts.vm.choose(0, 'side-nuggets');
    expect(parts.vm.state).toBe('applied');
    expect(parts.vm.selectedItems.map((selected) => selected.iikoId)).toEqual(['side-nuggets']);
  });

  it('names the offers in the customer’s language', async () => {
    const parts = deferred();
    parts.go('/en/');
    typeAndApply(parts, 'gift');
    parts.api.calls[0]?.resolve(ok(CHOICE));
    await settle();
    expect(parts.vm.choiceGroups[0]?.items[0]?.name).toBe('French fries');
  });

  it('cancel drops the coupon and empties the field', async () => {
    const parts = deferred();
    typeAndApply(parts, 'burger10');
    parts.api.calls[0]?.resolve(ok({ discount: 40, actions: [] }));
    await settle();
    parts.vm.cancel();
    expect(parts.vm.state).toBe('default');
    expect(parts.vm.fieldValue).toBe('');
    expect(parts.vm.discount).toBe(0);
    expect(parts.vm.appliedValue).toBe('');
  });

  it('error: the hint for an unknown code, editable, back to default after 5 s', async () => {
    const parts = deferred();
    typeAndApply(parts, 'nope');
    parts.api.calls[0]?.resolve({ ok: false, reason: 'coupon-not-found', message: 'Промокод не знайдено' });
    await settle();
    expect(parts.vm.state).toBe('error');
    expect(parts.vm.errorMessage).toBeNull();
    expect(parts.vm.readOnly).toBe(false);
    expect(parts.vm.fieldValue).toBe('NOPE');
    parts.timer.advance(4999);
    expect(parts.vm.state).toBe('error');
    parts.timer.advance(1);
    expect(parts.vm.state).toBe('default');
    expect(parts.vm.fieldValue).toBe('NOPE');
  });

  it('error: another refusal shows the server’s own sentence', async () => {
    const parts = deferred();
    typeAndApply(parts, 'minus50');
    parts.api.calls[0]?.resolve({ ok: false, reason: 'coupon-min-cart-not-reached', message: 'From 400 ₴' });
    await settle();
    expect(parts.vm.state).toBe('error');
    expect(parts.vm.errorMessage).toBe('From 400 ₴');
  });

  it('error: a code the server answers with nothing counts as not found', async () => {
    const parts = deferred();
    typeAndApply(parts, 'empty');
    parts.api.calls[0]?.resolve(ok({ discount: 0, actions: [] }));
    await settle();
    expect(parts.vm.state).toBe('error');
  });

  it('typing in error resets to default; the timer of that error then changes nothing', async () => {
    const parts = deferred();
    typeAndApply(parts, 'nope');
    parts.api.calls[0]?.resolve({ ok: false, reason: 'coupon-not-found', message: null });
    await settle();
    parts.vm.input('burger10');
    parts.timer.advance(300);
    expect(parts.vm.state).toBe('default');
    parts.vm.apply();
    parts.timer.advance(5000);
    expect(parts.vm.state).toBe('loading');
  });

  it('switching cash ↔ non-cash recalculates; cash rounds the discount up', async () => {
    const parts = deferred();
    typeAndApply(parts, 'burger10');
    parts.api.calls[0]?.resolve(ok({ discount: 40.4, actions: [] }));
    await settle();
    expect(parts.vm.discount).toBe(40.4);
    parts.vm.payMethodChanged('card');
    expect(parts.api.calls).toHaveLength(1);
    parts.vm.payMethodChanged('cash');
    expect(parts.vm.state).toBe('loading');
    expect(parts.api.calls[1]?.request.payMethod).toBe('cash');
    parts.api.calls[1]?.resolve(ok({ discount: 40.4, actions: [] }));
    await settle();
    expect(parts.vm.state).toBe('applied');
    expect(parts.vm.discount).toBe(41);
  });

  it('a recalculation keeps the customer’s gift pick', async () => {
    const parts = deferred();
    typeAndApply(parts, 'gift');
    parts.api.calls[0]?.resolve(ok(CHOICE));
    await settle();
    parts.vm.choose(0, 'drink-cola');
    parts.vm.payMethodChanged('cash');
    parts.api.calls[1]?.resolve(ok(CHOICE));
    await settle();
    expect(parts.vm.state).toBe('applied');
    expect(parts.vm.selectedItems.map((selected) => selected.iikoId)).toEqual(['drink-cola']);
  });

  it('a failed recalculation clears the coupon', async () => {
    const parts = deferred();
    typeAndApply(parts, 'burger10');
    parts.api.calls[0]?.resolve(ok({ discount: 40, actions: [] }));
    await settle();
    parts.vm.payMethodChanged('cash');
    parts.api.calls[1]?.resolve({ ok: false, reason: 'unavailable', message: null });
    await settle();
    expect(parts.vm.state).toBe('default');
    expect(parts.vm.fieldValue).toBe('');
    expect(parts.vm.discount).toBe(0);
  });

  it('cartChanged rechecks an applied coupon with the new cart; a failed recheck clears it', async () => {
    const parts = deferred();
    parts.vm.cartChanged();
    expect(parts.api.calls).toHaveLength(0);
    typeAndApply(parts, 'burger10');
    parts.api.calls[0]?.resolve(ok({ discount: 40, actions: [] }));
    await settle();
    runInAction(() => {
      parts.cart.items = [cartItemOf({ price: 200, count: 3 })];
    });
    parts.vm.cartChanged();
    expect(parts.vm.state).toBe('loading');
    expect(parts.api.calls[1]?.request.coupon).toBe('BURGER10');
    expect(parts.api.calls[1]?.request.items.map((line) => line.count)).toEqual([3]);
    parts.api.calls[1]?.resolve(ok({ discount: 60, actions: [] }));
    await settle();
    expect(parts.vm).toMatchObject({ state: 'applied', discount: 60 });
    parts.vm.cartChanged();
    parts.api.calls[2]?.resolve({ ok: false, reason: 'coupon-not-found', message: null });
    await settle();
    expect(parts.vm).toMatchObject({ state: 'default', fieldValue: '', discount: 0 });
  });

  it('a late answer to a superseded check is ignored', async () => {
    const parts = deferred();
    typeAndApply(parts, 'burger10');
    parts.vm.payMethodChanged('cash');
    parts.api.calls[0]?.resolve(ok({ discount: 40.4, actions: [] }));
    await settle();
    expect(parts.vm.state).toBe('loading');
    parts.api.calls[1]?.resolve(ok({ discount: 40.4, actions: [] }));
    await settle();
    expect(parts.vm.discount).toBe(41);
  });

  it('clear() (order placed, city changed) empties everything', async () => {
    const parts = deferred();
    typeAndApply(parts, 'burger10');
    parts.api.calls[0]?.resolve(ok({ discount: 40, actions: [] }));
    await settle();
    parts.vm.clear();
    expect(parts.vm.state).toBe('default');
    expect(parts.vm.fieldValue).toBe('');
  });

  it('works against the in-memory demo coupons (GIFT offers three gifts)', async () => {
    const parts = couponAt('/');
    parts.vm.input('gift');
    parts.vm.apply();
    await settle();
    expect(parts.vm.state).toBe('readyToChoose');
    expect(parts.vm.choiceGroups[0]?.items).toHaveLength(3);
  });
});
