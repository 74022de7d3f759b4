import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from '../../src/domain/pricing/coupon-discount';
import { deliveryFeeKopiykas } from '../../src/domain/pricing/delivery-fee';
import type { PricedLine } from '../../src/domain/pricing/line-total';
import { minSumHintKopiykas, type MinSumHint } from '../../src/domain/pricing/min-sum-hint';
import { isBelowMinimum } from '../../src/domain/pricing/minimum-order';
import { orderTotals, orderTotalsKopiykas } from '../../src/domain/pricing/order-totals';
import { totalToPay } from '../../src/domain/pricing/total-to-pay';
import type { DeliveryType, PayMethod } from '../../src/domain/order/order-form';
import { cartItemArb, deliveryTypeArb, hryvniaPriceArb, payMethodArb } from '../arbitraries/cart.arbitrary';

const linesArb = fc.array(cartItemArb, { maxLength: 8 });
const kopiykaTotalArb = fc.integer({ min: 0, max: 2_000_000 });
// Anything a broken coupon answer could hold, not only sensible amounts.
const anyDiscountArb = fc.oneof(hryvniaPriceArb(1500), fc.double({ min: -1e6, max: 1e6, noNaN: true }));

const HINT_RANK: Record<MinSumHint['key'], number> = { 'min-sum': 0, 'paid-delivery': 1, 'free-delivery': 2 };
const hasAtMostTwoDecimals = (n: number): boolean => Math.round(n * 100) / 100 === n;

/** The pricing rules restated in BigInt kopiykas, independently of the implementation. */
const expectedToPay = (
  lines: readonly PricedLine[],
  discountKopiykas: bigint,
  payMethod: PayMethod | null,
  deliveryType: DeliveryType,
): { order: bigint; shipping: bigint; discount: bigint; toPay: bigint } => {
  const k = (hryvnias: number): bigint => BigInt(Math.round(hryvnias * 100));
  const order = lines
    .filter((l) => !l.isCoupon)
    .reduce((sum, l) => sum + (k(l.price) + l.modifiers.reduce((s, m) => s + k(m.price), 0n)) * BigInt(l.count), 0n);
  const rounded = payMethod === 'cash' ? ((discountKopiykas + 99n) / 100n) * 100n : discountKopiykas;
  const discount = rounded < order ? rounded : order;
  const afterDiscount = order - discount;
  const shipping = deliveryType !== 'self-pickup' && afterDiscount < 50_000n ? 5_000n : 0n;
  const toPay = order + shipping - discount;
  return { order, shipping, discount, toPay: toPay < 0n ? 0n : toPay };
};

describe('pricing properties', () => {
  it('totals are never negative and always add up: order + shipping − discount = toPay', () => {
    fc.assert(
      fc.property(
        linesArb,
        anyDiscountArb,
        payMethodArb,
        deliveryTypeArb,
        (items, couponDiscount, payMethod, deliveryType) => {
          const t = orderTotalsKopiykas({ items, couponDiscount, payMethod, deliveryType });
          for (const value of [t.order, t.shipping, t.discount, t.cartAfterDiscount, t.toPay]) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(t.order + t.shipping - t.discount).toBe(t.toPay);
          expect(t.cartAfterDiscount).toBe(t.order - t.discount);
        },
      ),
    );
  });

  it('total to pay is never negative, whatever the inputs', () => {
    fc.assert(
      fc.property(hryvniaPriceArb(2000), hryvniaPriceArb(100), anyDiscountArb, (cart, fee, discount) => {
        const toPay = totalToPay(cart, fee, discount);
        expect(toPay).toBeGreaterThanOrEqual(0);
        expect(hasAtMostTwoDecimals(toPay)).toBe(true);
      }),
    );
  });

  it('rounding is exact: hryvnia totals equal kopiyka integer arithmetic', () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.integer({ min: 0, max: 150_000 }),
        payMethodArb,
        deliveryTypeArb,
        (items, discountKopiykas, payMethod, deliveryType) => {
          const totals = orderTotals({ items, couponDiscount: discountKopiykas / 100, payMethod, deliveryType });
          const expected = expectedToPay(items, BigInt(discountKopiykas), payMethod, deliveryType);
          expect(totals).toEqual({
            order: Number(expected.order) / 100,
            shipping: Number(expected.shipping) / 100,
            discount: Number(expected.discount) / 100,
            toPay: Number(expected.toPay) / 100,
          });
          for (const value of Object.values(totals)) expect(hasAtMostTwoDecimals(value)).toBe(true);
        },
      ),
    );
  });

  it('the delivery fee never rises as the cart total after discount rises', () => {
    fc.assert(
      fc.property(kopiykaTotalArb, kopiykaTotalArb, deliveryTypeArb, (a, b, deliveryType) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(deliveryFeeKopiykas(high, deliveryType)).toBeLessThanOrEqual(deliveryFeeKopiykas(low, deliveryType));
      }),
    );
  });

  it('the min-sum hint never steps back as the cart total after discount rises', () => {
    fc.assert(
      fc.property(kopiykaTotalArb, kopiykaTotalArb, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(HINT_RANK[minSumHintKopiykas(high).key]).toBeGreaterThanOrEqual(HINT_RANK[minSumHintKopiykas(low).key]);
      }),
    );
  });

  it('the hint and the minimum-order rule agree, and free delivery is announced exactly when the fee is 0', () => {
    fc.assert(
      fc.property(kopiykaTotalArb, (kopiykas) => {
        const hint = minSumHintKopiykas(kopiykas);
        expect(hint.key === 'min-sum').toBe(isBelowMinimum(kopiykas / 100));
        expect(hint.key === 'free-delivery').toBe(deliveryFeeKopiykas(kopiykas, 'delivery') === 0);
      }),
    );
  });

  it('a cash discount is the smallest whole hryvnia not below the coupon discount', () => {
    fc.assert(
      fc.property(hryvniaPriceArb(1500), (discount) => {
        const cash = couponDiscount(discount, 'cash');
        expect(Number.isInteger(cash)).toBe(true);
        expect(cash).toBeGreaterThanOrEqual(discount);
        expect(cash - discount).toBeLessThan(1);
      }),
    );
  });
});
