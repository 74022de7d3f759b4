import type { CartItem } from './cart-item';

/** The cart is a list of lines in the order they were added; operations return a new list. */
export type Cart = readonly CartItem[];
