import type { CartItem } from '../cart/cart-item';

export interface OrderLineModifier {
  readonly productGroupId?: string;
  readonly productId: string;
  /** One of each chosen modifier per product unit. */
  readonly amount: 1;
}

/** A line as the restaurant's POS (iiko) takes it. No prices: the POS prices. */
export interface OrderLine {
  readonly type: 'Product';
  readonly productId: string;
  readonly amount: number;
  readonly modifiers: readonly OrderLineModifier[];
}

export const toOrderLine = (item: CartItem): OrderLine => ({
  type: 'Product',
  productId: item.iikoId,
  amount: item.count,
  modifiers: item.modifiers.map((modifier) => ({
    // The group is optional in the POS; sending `productGroupId: undefined` would be noise.
    ...(modifier.productGroupId === undefined ? {} : { productGroupId: modifier.productGroupId }),
    productId: modifier.iikoId,
    amount: 1,
  })),
});

export const toOrderLines = (items: readonly CartItem[]): OrderLine[] => items.map(toOrderLine);
