import type { Modifier } from '../../../../domain/cart/cart-item';
import type { CartProduct } from '../../../../domain/cart/cart-item-factory';
import { toHryvnias } from '../../../../domain/shared/money';
import type { CatalogModifier, CatalogProduct } from '../../ports/catalog-read.port';

/**
 * The domain's cart types carry hryvnias; the catalogue carries kopiykas. Converting here (k / 100)
 * is exact for every whole-kopiyka price, and the domain's pricing converts straight back.
 */
export const toCartProduct = (product: CatalogProduct): CartProduct => ({
  iikoId: product.iikoId,
  ...(product.productGroupId === undefined ? {} : { productGroupId: product.productGroupId }),
  name: product.name,
  translation: product.translation,
  price: toHryvnias(product.priceKopiykas),
  ...(product.weight === undefined ? {} : { weight: product.weight }),
  ...(product.volume === undefined ? {} : { volume: product.volume }),
  ...(product.background === undefined ? {} : { background: product.background }),
  ...(product.photo === undefined ? {} : { imgLink: product.photo }),
  sushi: product.sushi,
  disabled: product.disabled,
  ...(product.amountOfBurgers === undefined ? {} : { amountOfBurgers: product.amountOfBurgers }),
  ...(product.amountOfRolls === undefined ? {} : { amountOfRolls: product.amountOfRolls }),
  isAlcohol: product.isAlcohol,
});

/** The modifier's id is its iikoId: the server has no browser-side modifier ids to keep. */
export const toCartModifier = (modifier: CatalogModifier): Modifier => ({
  id: modifier.iikoId,
  iikoId: modifier.iikoId,
  iikoName: modifier.iikoName,
  price: toHryvnias(modifier.priceKopiykas),
  ...(modifier.productGroupId === undefined ? {} : { productGroupId: modifier.productGroupId }),
  translation: modifier.translation,
});
