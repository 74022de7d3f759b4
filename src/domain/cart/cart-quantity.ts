import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './cart-item';

export const isCartQuantity = (count: number): boolean =>
  Number.isInteger(count) && count >= CART_QUANTITY_MIN && count <= CART_QUANTITY_MAX;

export const capCartQuantity = (count: number): number => Math.min(CART_QUANTITY_MAX, count);
