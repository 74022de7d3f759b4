import { isCouponFound } from '../../../../domain/coupon/coupon-discount.rule';
import type { CouponAction, CouponActionItem } from '../../../../domain/coupon/coupon.types';
import { toHryvnias, type Kopiykas } from '../../../../domain/shared/money';
import { ok } from '../../../../domain/shared/result';
import type { CouponGiftOption, CouponRecord } from '../../ports/coupon-repository.port';
import type { CatalogIndex } from './catalog-index';
import { toCartModifier } from './catalog-cart-item.mapper';
import { refuse, type UseCaseResult } from './use-case-result';

export type CouponRefusal = 'coupon-not-found' | 'coupon-expired' | 'coupon-used-up' | 'coupon-min-cart-not-reached';

export interface CouponEvaluationInput {
  readonly coupon: CouponRecord | null;
  /** Must hold the products and modifiers the coupon's actions name (see couponCatalogIds). */
  readonly catalog: CatalogIndex;
  /** The re-priced paid cart, gifts excluded. */
  readonly cartKopiykas: Kopiykas;
  readonly nowMs: number;
}

export interface EvaluatedCoupon {
  readonly code: string;
  /**
   * Before the cash rounding, which the domain's pricing applies for the chosen payment, and at
   * most the cart: a coupon discounts the food, it never pays the delivery or gives money back.
   */
  readonly discountKopiykas: Kopiykas;
  /** The gift actions, items taken from this city's catalogue at today's prices. */
  readonly actions: readonly CouponAction[];
}

/** Product and modifier ids a coupon's actions need from the catalogue. */
export const couponCatalogIds = (coupon: CouponRecord | null): { productIds: string[]; modifierIds: string[] } => {
  const options = (coupon?.actions ?? []).flatMap((action) => action.options);
  return {
    productIds: options.map((option) => option.productId),
    modifierIds: options.flatMap((option) => option.modifierIds),
  };
};

/**
 * The server's answer to a coupon: who may use it now, and what it gives for this cart. A coupon
 * not yet started or switched off is reported as not found: to the customer it does not exist.
 */
export const evaluateCoupon = (input: CouponEvaluationInput): UseCaseResult<EvaluatedCoupon, CouponRefusal> => {
  const { coupon, nowMs } = input;
  if (coupon === null || !coupon.isActive) return refuse('coupon-not-found');
  if (coupon.validFrom !== null && nowMs < coupon.validFrom.getTime()) return refuse('coupon-not-found');
  if (coupon.validUntil !== null && nowMs >= coupon.validUntil.getTime()) return refuse('coupon-expired');
  // Early word for the customer; the order insert takes the use itself, atomically (order-repository.port.ts).
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return refuse('coupon-used-up');
  if (input.cartKopiykas < coupon.minCartKopiykas) {
    return refuse('coupon-min-cart-not-reached', { minCart: toHryvnias(coupon.minCartKopiykas) });
  }
  const discountKopiykas = Math.min(input.cartKopiykas, rawDiscountKopiykas(coupon, input.cartKopiykas));
  const actions = coupon.actions.map((action) => ({
    items: action.options.flatMap((option) => actionItemOf(option, input.catalog)),
  }));
  // Nothing off and nothing given (e.g. every gift is off the menu here) = no coupon.
  if (!isCouponFound({ discount: toHryvnias(discountKopiykas), actions })) return refuse('coupon-not-found');
  return ok({ code: coupon.code, discountKopiykas, actions });
};

// Bad stored values (negative, over 100 %, NaN) must never raise a price or exceed the cart.
const rawDiscountKopiykas = (coupon: CouponRecord, cartKopiykas: Kopiykas): Kopiykas => {
  const value = Number.isFinite(coupon.value) ? Math.max(0, coupon.value) : 0;
  switch (coupon.kind) {
    case 'percent':
      // Half a kopiyka rounds up, in the customer's favour.
      return Math.round((cartKopiykas * Math.min(100, value)) / 100);
    case 'fixed':
      return Math.round(value);
    case 'gift':
      return 0;
  }
};

// A gift that this city does not sell, or has on its stop list, is not offered.
const actionItemOf = (option: CouponGiftOption, catalog: CatalogIndex): CouponActionItem[] => {
  const product = catalog.products.get(option.productId);
  if (!product || product.disabled) return [];
  const modifiers = option.modifierIds.flatMap((id) => {
    const modifier = catalog.modifiers.get(id);
    return modifier ? [toCartModifier(modifier)] : [];
  });
  return [
    {
      iikoId: product.iikoId,
      iikoName: product.name,
      translation: product.translation,
      price: toHryvnias(product.priceKopiykas),
      ...(product.weight === undefined ? {} : { weight: product.weight }),
      ...(product.volume === undefined ? {} : { volume: product.volume }),
      ...(product.photo === undefined ? {} : { photo: product.photo }),
      modifiers,
    },
  ];
};
