import type { Translated } from '../shared/locale';

/** A modifier chosen for a product (patty type, extra bacon, ...). Prices in hryvnias. */
export interface Modifier {
  readonly id: string;
  readonly iikoId: string;
  readonly iikoName: string;
  readonly price: number;
  readonly productGroupId?: string;
  readonly translation?: Partial<Translated>;
}

export type PattyType = 'chicken' | 'beef' | 'salmon' | 'fourBeef' | 'soy' | 'plantBased' | 'doubled';

/** One line of the cart. `price` is the product's own price in hryvnias. */
export interface CartItem {
  /** Line id, generated from the clock when the line is created. */
  readonly id: string;
  /** External menu-system id; the order line's productId. */
  readonly iikoId: string;
  readonly productGroupId?: string;
  readonly name: string;
  readonly translation: Partial<Translated>;
  readonly price: number;
  /** 1..99 */
  readonly count: number;
  /** grams */
  readonly weight?: number;
  /** litres */
  readonly volume?: number;
  readonly modifiers: readonly Modifier[];
  readonly pattyType?: PattyType;
  readonly doublePatty?: boolean;
  readonly doubleBacon?: boolean;
  readonly doubleCheese?: boolean;
  readonly moreBacon?: boolean;
  readonly moreCheese?: boolean;
  readonly background?: string;
  readonly imgLink?: string;
  /** Rolls and sets: counted for sticks and hidden where sushi is off. */
  readonly sushi?: boolean;
  /** Stop-listed or otherwise locked: its quantity cannot change. */
  readonly disabled?: boolean;
  readonly amountOfBurgers?: number;
  readonly amountOfRolls?: number;
  readonly isAlcohol?: boolean;
  /** A line added by a coupon action: it costs 0. */
  readonly isCoupon?: boolean;
}

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
