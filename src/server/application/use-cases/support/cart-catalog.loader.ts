import type { CatalogReadPort } from '../../ports/catalog-read.port';
import type { CouponRecord } from '../../ports/coupon-repository.port';
import type { ClientCartLine } from './cart-repricing';
import { distinctIds, indexCatalog, type CatalogIndex } from './catalog-index';
import { couponCatalogIds } from './coupon-evaluation.rule';

/**
 * Everything of the city's menu that a cart and its coupon mention, in one catalogue call: the
 * cart's products and modifiers plus the products and modifiers the coupon's actions can give.
 */
export const loadCartCatalog = async (
  catalog: CatalogReadPort,
  cityId: number,
  lines: readonly ClientCartLine[],
  coupon: CouponRecord | null,
): Promise<CatalogIndex> => {
  const couponIds = couponCatalogIds(coupon);
  return indexCatalog(
    await catalog.findByIds(cityId, {
      productIds: distinctIds([...lines.map((line) => line.iikoId), ...couponIds.productIds]),
      modifierIds: distinctIds([
        ...lines.flatMap((line) => line.modifiers.map((m) => m.iikoId)),
        ...couponIds.modifierIds,
      ]),
    }),
  );
};
