import { expect, it } from 'vitest';
import type { CouponRepositoryPort } from '../../../src/server/application/ports/coupon-repository.port';
import { COUPONS, KYIV, LVIV, NOWHERE } from './support/repository-fixture';

const couponNamed = (code: string) => COUPONS.find((entry) => entry.coupon.code === code)?.coupon;

/** CouponRepositoryPort as InMemoryCouponRepository defines it, for any adapter loaded with the fixture. */
export const couponRepositoryContract = (coupons: () => CouponRepositoryPort): void => {
  it('finds a coupon by its code in any case and with surrounding spaces', async () => {
    for (const typed of ['BURGER10', 'burger10', '  Burger10 ', '\tburger10\n']) {
      expect(await coupons().findByCode(typed, LVIV)).toEqual(couponNamed('BURGER10'));
    }
    expect(await coupons().findByCode('знижка', LVIV)).toEqual(couponNamed('ЗНИЖКА'));
  });

  it('answers gift actions with their options in the order staff gave them', async () => {
    const gift = await coupons().findByCode('gift', KYIV);
    expect(gift).toEqual(couponNamed('GIFT'));
    expect(gift?.actions.map((action) => action.options.map((option) => option.productId))).toEqual([
      ['drink-cola', 'burger-classic'],
      ['roll-philadelphia'],
    ]);
    expect(gift?.actions[0]?.options[1]?.modifierIds).toEqual(['mod-beef']);
  });

  it('answers a fixed amount in kopiykas with its minimum cart, and validity dates', async () => {
    expect(await coupons().findByCode('minus50', LVIV)).toEqual({
      code: 'MINUS50',
      kind: 'fixed',
      value: 5_000,
      actions: [],
      minCartKopiykas: 40_000,
      validFrom: null,
      validUntil: null,
      isActive: true,
      usageLimit: null,
      timesUsed: 0,
    });
    expect(await coupons().findByCode('summer', KYIV)).toEqual(couponNamed('SUMMER'));
  });

  it('answers a switched-off coupon too: the use case decides what it means', async () => {
    expect(await coupons().findByCode('paused', LVIV)).toMatchObject({ code: 'PAUSED', isActive: false });
  });

  it('answers null in a city the coupon is not valid in, and for unknown or blank codes', async () => {
    expect(await coupons().findByCode('MINUS50', KYIV)).toBeNull();
    expect(await coupons().findByCode('SUMMER', LVIV)).toBeNull();
    expect(await coupons().findByCode('BURGER10', NOWHERE)).toBeNull();
    expect(await coupons().findByCode('BURGER10', 1e9)).toBeNull();
    expect(await coupons().findByCode('NOPE', LVIV)).toBeNull();
    expect(await coupons().findByCode('', LVIV)).toBeNull();
    expect(await coupons().findByCode('   ', LVIV)).toBeNull();
    expect(await coupons().findByCode('BURGER\u000010', LVIV)).toBeNull();
  });
};
