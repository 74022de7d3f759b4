import type { CartItem } from '../../../../domain/cart/cart-item';
import { lineTotalKopiykas } from '../../../../domain/pricing/line-total';
import { toKopiykas } from '../../../../domain/shared/money';
import type { StoredOrderLine } from '../../ports/order-record.types';

/** A priced cart line as the order keeps it; the line total is the domain's, gifts cost 0. */
export const toStoredOrderLine = (line: CartItem): StoredOrderLine => {
  const isGift = line.isCoupon === true;
  return {
    productId: line.iikoId,
    name: line.name,
    translation: line.translation,
    count: line.count,
    unitPriceKopiykas: isGift ? 0 : toKopiykas(line.price),
    modifiers: line.modifiers.map((modifier) => ({
      productId: modifier.iikoId,
      name: modifier.iikoName,
      ...(modifier.translation === undefined ? {} : { translation: modifier.translation }),
      ...(modifier.productGroupId === undefined ? {} : { productGroupId: modifier.productGroupId }),
      priceKopiykas: isGift ? 0 : toKopiykas(modifier.price),
    })),
    lineTotalKopiykas: isGift ? 0 : lineTotalKopiykas(line),
    isGift,
  };
};
