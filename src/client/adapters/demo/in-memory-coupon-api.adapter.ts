import { cartTotal } from '../../../domain/pricing/cart-total';
import type { CouponApplyRequest } from '../../../domain/coupon/coupon-apply-request.builder';
import type { CouponActionItem } from '../../../domain/coupon/coupon.types';
import { ok } from '../../../domain/shared/result';
import type { CouponApiPort, CouponCheckResult } from '../../application/ports/coupon-api.port';

const gift = (iikoId: string, uk: string, en: string, photo: string, weight: number): CouponActionItem => ({
  iikoId,
  iikoName: uk,
  translation: { uk, en, ru: uk },
  price: 0,
  weight,
  photo,
  modifiers: [],
});

/** The seed's demo coupons in memory (adapters=fake and tests): BURGER10, MINUS50, GIFT. */
export class InMemoryCouponApi implements CouponApiPort {
  readonly requests: CouponApplyRequest[] = [];

  async checkCoupon(request: CouponApplyRequest): Promise<CouponCheckResult> {
    this.requests.push(request);
    const total = cartTotal(request.items);
    switch (request.coupon) {
      case 'BURGER10':
        return ok({ discount: total * 0.1, actions: [] });
      case 'MINUS50':
        return total >= 400
          ? ok({ discount: 50, actions: [] })
          : { ok: false, reason: 'coupon-min-cart-not-reached', message: 'Промокод діє для замовлень від 400 ₴.' };
      case 'GIFT':
        return ok({
          discount: 0,
          actions: [
            {
              items: [
                gift('side-fries', 'Картопля фрі', 'French fries', 'side-fries.svg', 150),
                gift('side-nuggets', 'Курячі нагетси, 6 шт', 'Chicken nuggets, 6 pcs', 'side-nuggets.svg', 150),
                gift('drink-cola', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 l', 'drink-cola.svg', 500),
              ],
            },
          ],
        });
      default:
        return { ok: false, reason: 'coupon-not-found', message: null };
    }
  }
}
