import { describe, expect, it } from 'vitest';
import { createApplyCoupon, type CouponCheckInput } from '../../../../src/client/application/apply-coupon.use-case';
import type { CartItem } from '../../../../src/domain/cart/cart-item';
import { RecordingLogger, ScriptedCouponApi } from './fakes/checkout-ports.fakes';

const burger: CartItem = {
  id: 'l1',
  iikoId: 'burger',
  name: 'Burger',
  translation: {},
  price: 200,
  count: 2,
  modifiers: [],
};
const gift: CartItem = {
  id: 'coupon-1-0',
  iikoId: 'cola',
  name: 'Cola',
  translation: {},
  price: 0,
  count: 1,
  modifiers: [],
  isCoupon: true,
};

const input = (changes: Partial<CouponCheckInput> = {}): CouponCheckInput => ({
  check: { type: 'check', seq: 3, coupon: ' burger10 ', payMethod: 'cash' },
  cartItems: [burger, gift],
  customer: { name: 'Олена', phone: '+38 (067) 123 45 67' },
  cityId: 1,
  lang: 'uk',
  ...changes,
});

describe('ApplyCoupon', () => {
  it("checks the code against the goods in the cart (not the coupon's own gifts) for the customer", async () => {
    const api = new ScriptedCouponApi({ ok: true, value: { discount: 40, actions: [] } });
    const outcome = await createApplyCoupon({ api, logger: new RecordingLogger() })(input());
    expect(api.requests).toEqual([
      {
        coupon: 'BURGER10',
        items: [burger],
        phone: '+38 (067) 123 45 67',
        customerName: 'Олена',
        cityId: 1,
        payMethod: 'cash',
      },
    ]);
    expect(outcome).toEqual({
      event: { type: 'answered', seq: 3, answer: { discount: 40, actions: [] } },
      refusalMessage: null,
    });
  });

  it('a customer who has not typed a name yet is checked as the unknown customer', async () => {
    const api = new ScriptedCouponApi({ ok: true, value: { discount: 0, actions: [] } });
    await createApplyCoupon({ api, logger: new RecordingLogger() })(input({ customer: { name: '  ', phone: '' } }));
    expect(api.requests[0]?.customerName).toBe('Невідомий');
  });

  it("a refusal fails the check with the server's sentence", async () => {
    const api = new ScriptedCouponApi({ ok: false, reason: 'coupon-min-cart-not-reached', message: 'Від 400 ₴' });
    const outcome = await createApplyCoupon({ api, logger: new RecordingLogger() })(input());
    expect(outcome).toEqual({ event: { type: 'failed', seq: 3 }, refusalMessage: 'Від 400 ₴' });
  });

  it("an unknown code, or a check that could not be made, leaves the sentence to the field's hint; only the latter is logged", async () => {
    const logger = new RecordingLogger();
    const unknown = new ScriptedCouponApi({ ok: false, reason: 'coupon-not-found', message: 'Промокод не знайдено' });
    expect((await createApplyCoupon({ api: unknown, logger })(input())).refusalMessage).toBeNull();
    expect(logger.warnings).toEqual([]);
    const down = new ScriptedCouponApi({ ok: false, reason: 'unavailable', message: null });
    expect(await createApplyCoupon({ api: down, logger })(input())).toEqual({
      event: { type: 'failed', seq: 3 },
      refusalMessage: null,
    });
    expect(logger.warnings).toHaveLength(1);
  });
});
