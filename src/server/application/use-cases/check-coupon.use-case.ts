import type { CartItem } from '../../../domain/cart/cart-item';
import { isCityId } from '../../../domain/city/city';
import { DEFAULT_COUPON_PAY_METHOD } from '../../../domain/coupon/coupon.constants';
import { couponDiscountFor } from '../../../domain/coupon/coupon-discount.rule';
import type { CouponCheckAnswer } from '../../../domain/coupon/coupon.types';
import type { PayMethod } from '../../../domain/order/order-form';
import { cartTotalKopiykas } from '../../../domain/pricing/cart-total';
import { toHryvnias } from '../../../domain/shared/money';
import { ok } from '../../../domain/shared/result';
import type { CatalogReadPort } from '../ports/catalog-read.port';
import type { ClockPort } from '../ports/clock.port';
import type { CouponRepositoryPort } from '../ports/coupon-repository.port';
import { repriceCartLines, type ClientCartLine } from './support/cart-repricing';
import { loadCartCatalog } from './support/cart-catalog.loader';
import type { CatalogIndex } from './support/catalog-index';
import { evaluateCoupon, type CouponRefusal } from './support/coupon-evaluation.rule';
import { refuse, type UseCaseResult } from './support/use-case-result';

export interface CouponCartLineInput extends ClientCartLine {
  readonly isCoupon?: boolean;
}

/** POST /order/check-coupon. */
export interface CheckCouponInput {
  readonly coupon: string;
  readonly items: readonly CouponCartLineInput[];
  /** For the operator's records; the coupon rules do not depend on who asks. */
  readonly phone?: string;
  readonly customerName?: string;
  readonly cityId: number;
  /** null or missing checks as online, like the browser's coupon state. */
  readonly payMethod?: PayMethod | null;
}

export type CheckCouponRefusal = 'unknown-city' | CouponRefusal;

export interface CheckCouponDeps {
  readonly coupons: CouponRepositoryPort;
  readonly catalog: CatalogReadPort;
  readonly clock: ClockPort;
}

/**
 * The coupon's value for this cart, computed on the server: a percentage of the cart re-priced from
 * the catalogue (browser prices ignored), a fixed amount, or gift actions whose items come from the
 * catalogue. Cash rounds the discount up to whole hryvnias (the domain's rule). Lines the shop
 * cannot sell are left out of the base instead of failing the check: the price check reports them
 * and the order refuses them.
 */
export class CheckCouponUseCase {
  constructor(private readonly deps: CheckCouponDeps) {}

  async execute(input: CheckCouponInput): Promise<UseCaseResult<CouponCheckAnswer, CheckCouponRefusal>> {
    if (!isCityId(input.cityId)) return refuse('unknown-city');
    const code = input.coupon.trim().toUpperCase();
    if (code === '') return refuse('coupon-not-found');
    const coupon = await this.deps.coupons.findByCode(code, input.cityId);
    const paidLines = input.items.filter((line) => line.isCoupon !== true);
    const catalog = await loadCartCatalog(this.deps.catalog, input.cityId, paidLines, coupon);
    const evaluated = evaluateCoupon({
      coupon,
      catalog,
      cartKopiykas: cartTotalKopiykas(sellableLines(paidLines, catalog)),
      nowMs: this.deps.clock.now().getTime(),
    });
    if (!evaluated.ok) return evaluated;
    const answer = { discount: toHryvnias(evaluated.value.discountKopiykas), actions: evaluated.value.actions };
    return ok({ ...answer, discount: couponDiscountFor(answer, input.payMethod ?? DEFAULT_COUPON_PAY_METHOD) });
  }
}

const sellableLines = (lines: readonly ClientCartLine[], catalog: CatalogIndex): CartItem[] =>
  lines.flatMap((line) => {
    const priced = repriceCartLines([line], catalog);
    return priced.ok ? priced.value : [];
  });
