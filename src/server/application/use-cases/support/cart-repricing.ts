import type { CartItem } from '../../../../domain/cart/cart-item';
import { createCartItem } from '../../../../domain/cart/cart-item-factory';
import { isCartQuantity } from '../../../../domain/cart/cart-quantity';
import { ok } from '../../../../domain/shared/result';
import type { CatalogIndex } from './catalog-index';
import { toCartModifier, toCartProduct } from './catalog-cart-item.mapper';
import { checkModifierChoice, type ModifierChoiceRefusal } from './modifier-choice.check';
import { refuse, type UseCaseResult } from './use-case-result';

/** What the server reads of a browser cart line: ids and counts. Prices it may carry are ignored. */
export interface ClientCartLine {
  readonly id: string;
  readonly iikoId: string;
  readonly count: number;
  readonly modifiers: readonly { readonly iikoId: string }[];
}

export type RepriceRefusal =
  'unknown-product' | 'product-unavailable' | 'unknown-modifier' | 'invalid-quantity' | ModifierChoiceRefusal;

/**
 * Rebuilds each paid line from the city's catalogue: the product, its price and its modifiers'
 * prices all come from the server. A line the shop cannot sell refuses the whole order instead of
 * being dropped, because silently cooking a different order is worse than asking again.
 * A modifier must be one the product offers, or a free patty could be bolted onto anything, and
 * the choice must keep the product's group rules (one patty, extras up to their maxima).
 */
export const repriceCartLines = (
  lines: readonly ClientCartLine[],
  catalog: CatalogIndex,
): UseCaseResult<CartItem[], RepriceRefusal> => {
  const priced: CartItem[] = [];
  for (const line of lines) {
    const where = { lineId: line.id, productId: line.iikoId };
    if (!isCartQuantity(line.count)) return refuse('invalid-quantity', where);
    const product = catalog.products.get(line.iikoId);
    if (!product) return refuse('unknown-product', where);
    if (product.disabled) return refuse('product-unavailable', where);
    const modifiers = [];
    for (const chosen of line.modifiers) {
      const modifier = catalog.modifiers.get(chosen.iikoId);
      if (!modifier || !product.modifierIds.includes(chosen.iikoId)) {
        return refuse('unknown-modifier', { ...where, modifierId: chosen.iikoId });
      }
      modifiers.push(toCartModifier(modifier));
    }
    const choice = checkModifierChoice(
      product,
      line.modifiers.map((m) => m.iikoId),
      catalog,
      where,
    );
    if (!choice.ok) return choice;
    priced.push({ ...createCartItem(toCartProduct(product), modifiers, line.id), count: line.count });
  }
  return ok(priced);
};
