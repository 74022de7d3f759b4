import type { CartItem } from './cart-item';
import type { Cart } from './cart.types';

export interface PriceCheckModifierPrice {
  /** The modifier's `id` as the cart sent it. */
  readonly id: string;
  readonly price: number;
}

export interface PriceCheckLinePrice {
  /** The cart line's `id` as the cart sent it. */
  readonly id: string;
  readonly price: number;
  readonly modifiers?: readonly PriceCheckModifierPrice[];
}

/** The answer of POST /cart/check-prices. */
export interface PriceCheckAnswer {
  readonly type: string;
  readonly data?: readonly PriceCheckLinePrice[] | null;
}

// A broken answer must not turn a price into NaN or a negative number and poison every total.
const isPrice = (price: unknown): price is number => typeof price === 'number' && Number.isFinite(price) && price >= 0;

const repriceLine = (line: CartItem, fresh: PriceCheckLinePrice | undefined): CartItem => {
  if (!fresh) return line;
  const modifierPrices = new Map((fresh.modifiers ?? []).filter((m) => isPrice(m.price)).map((m) => [m.id, m.price]));
  return {
    ...line,
    price: isPrice(fresh.price) ? fresh.price : line.price,
    modifiers: line.modifiers.map((m) => {
      const price = modifierPrices.get(m.id);
      return price === undefined ? m : { ...m, price };
    }),
  };
};

/**
 * Only an 'UPDATE' answer changes prices; any other type means the cart's prices are current.
 * Lines and modifiers the answer does not mention keep their prices.
 */
export const applyPriceCheck = (cart: Cart, answer: PriceCheckAnswer): Cart => {
  if (answer.type !== 'UPDATE' || !answer.data) return cart;
  const byLineId = new Map(answer.data.map((line) => [line.id, line]));
  return cart.map((line) => repriceLine(line, byLineId.get(line.id)));
};
