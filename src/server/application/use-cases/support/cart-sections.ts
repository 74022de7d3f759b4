import type { CartItem } from '../../../../domain/cart/cart-item';
import { CATEGORY_PAGE } from '../../../../domain/cart/category';
import type { CartSections } from '../../../../domain/working-hours/stop-list.rule';
import type { CatalogIndex } from './catalog-index';

/**
 * Which stoppable sections the order touches, by the catalogue category of each line (gifts too:
 * a free roll still needs the sushi kitchen). Drinks, sauces and additions belong to neither.
 */
export const cartSectionsOf = (lines: readonly CartItem[], catalog: CatalogIndex): CartSections => {
  const pages = lines.flatMap((line) => {
    const product = catalog.products.get(line.iikoId);
    return product ? [CATEGORY_PAGE[product.category]] : [];
  });
  return { hasBurgers: pages.includes('burgers'), hasSushi: pages.includes('sushi') };
};
