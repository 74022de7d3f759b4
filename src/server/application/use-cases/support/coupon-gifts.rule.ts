import type { CartItem } from '../../../../domain/cart/cart-item';
import { hasMissingPick, resolveChoices, selectedItemsOf } from '../../../../domain/coupon/coupon-choice.rule';
import type { CouponAction } from '../../../../domain/coupon/coupon.types';
import { couponItemsToCartItems } from '../../../../domain/coupon/coupon-cart-items.mapper';
import { ok } from '../../../../domain/shared/result';
import type { CatalogIndex } from './catalog-index';
import type { ClientCartLine } from './cart-repricing';
import { refuse, type UseCaseResult } from './use-case-result';

/**
 * The gift lines of an order, rebuilt on the server from the coupon's own actions. The browser's
 * gift lines only tell which item the customer picked where an action offers several; everything
 * else (which actions exist, price 0, count 1, the patty rule) comes from the domain's coupon rules,
 * so a request cannot add a gift, raise its count, or choose something the coupon does not offer.
 */
export const deriveGiftLines = (
  actions: readonly CouponAction[],
  clientGiftLines: readonly ClientCartLine[],
  catalog: CatalogIndex,
): UseCaseResult<CartItem[], 'coupon-choice-required'> => {
  const choices = resolveChoices(actions, picksOf(actions, clientGiftLines));
  if (hasMissingPick(actions, choices)) {
    const actionIndex = actions.findIndex(
      (action, index) => action.items.length > 1 && (choices[index] ?? null) === null,
    );
    return refuse('coupon-choice-required', { actionIndex });
  }
  let next = 0;
  const lines = couponItemsToCartItems(selectedItemsOf(actions, choices), () => `gift-${++next}`);
  return ok(lines.map((line) => withCatalogFlags(line, catalog)));
};

/**
 * The browser sends a picked patty as a modifier of the gift burger (the domain's patty rule), so
 * both line ids and modifier ids are candidates. Each candidate answers one action at most.
 */
const picksOf = (actions: readonly CouponAction[], giftLines: readonly ClientCartLine[]): (string | null)[] => {
  const candidates = giftLines.flatMap((line) => [line.iikoId, ...line.modifiers.map((m) => m.iikoId)]);
  const used = new Set<number>();
  return actions.map((action) => {
    const index = candidates.findIndex((id, i) => !used.has(i) && action.items.some((item) => item.iikoId === id));
    if (index === -1) return null;
    used.add(index);
    return candidates[index] ?? null;
  });
};

// A free roll still earns sticks and a free beer is still alcohol: the flags come from the menu.
const withCatalogFlags = (line: CartItem, catalog: CatalogIndex): CartItem => {
  const product = catalog.products.get(line.iikoId);
  if (!product) return line;
  return {
    ...line,
    sushi: product.sushi,
    isAlcohol: product.isAlcohol,
    ...(product.amountOfRolls === undefined ? {} : { amountOfRolls: product.amountOfRolls }),
    ...(product.amountOfBurgers === undefined ? {} : { amountOfBurgers: product.amountOfBurgers }),
  };
};
