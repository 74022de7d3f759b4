import type { CartItem } from '../../domain/cart/cart-item';
import type { Cart } from '../../domain/cart/cart.types';
import { decreaseQuantity, increaseQuantity, removeItem } from '../../domain/cart/cart-operations';
import { modifierTextKeys } from '../../domain/cart/modifier-text';
import { modifierSummary } from '../../domain/modifier/modifier-summary';
import { lineTotal } from '../../domain/pricing/line-total';
import type { Locale } from '../../domain/shared/locale';
import { formatHryvnias } from '../../domain/shared/money';

/** A cart row as the sidebar draws it; what the buttons may do is asked of the domain's operations. */
export interface CartLineView {
  readonly id: string;
  readonly name: string;
  readonly imgLink: string | null;
  readonly background: string | null;
  readonly count: number;
  /** cart:… keys of the patty and extras, shown under the name. */
  readonly modifierKeys: readonly string[];
  /** The chosen modifiers' names in the customer's language, a repeated one with its count. */
  readonly modifierText: string;
  /** (price + modifiers) × count */
  readonly totalText: string;
  readonly locked: boolean;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  readonly canRemove: boolean;
}

export const cartLineView = (cart: Cart, line: CartItem, locale: Locale): CartLineView => ({
  id: line.id,
  name: line.translation[locale] || line.name,
  imgLink: line.imgLink ?? null,
  background: line.background ?? null,
  count: line.count,
  modifierKeys: modifierTextKeys(line),
  modifierText: modifierSummary(line.modifiers, locale),
  totalText: formatHryvnias(lineTotal(line)),
  locked: line.disabled === true,
  canDecrease: decreaseQuantity(cart, line.id).ok,
  canIncrease: increaseQuantity(cart, line.id).ok,
  canRemove: removeItem(cart, line.id).ok,
});
