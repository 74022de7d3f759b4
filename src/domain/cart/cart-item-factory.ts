import type { CartItem, Modifier } from './cart-item';
import { narrowestVariant, type ProductPhotoDto } from '../shop-api/product-photo.contract';
import { recognizeModifiers } from './modifier-recognition';

/** What the cart needs of a menu product: a menu product with these fields can be passed as is. */
export type CartProduct = Pick<
  CartItem,
  | 'iikoId'
  | 'productGroupId'
  | 'name'
  | 'translation'
  | 'price'
  | 'weight'
  | 'volume'
  | 'background'
  | 'imgLink'
  | 'sushi'
  | 'disabled'
  | 'amountOfBurgers'
  | 'amountOfRolls'
  | 'isAlcohol'
> & {
  /** The uploaded photo: the line keeps its narrowest size, plenty for the cart's thumbnail. */
  readonly picture?: ProductPhotoDto;
};

const thumbnailOf = (product: CartProduct): string | undefined =>
  (product.picture === undefined ? undefined : narrowestVariant(product.picture)?.url) ?? product.imgLink;

/**
 * A new cart line of count 1. The id comes from the caller's clock so the domain stays free of Date.now(); the flags are read from the chosen modifiers.
 */
export const createCartItem = (
  product: CartProduct,
  chosenModifiers: readonly Modifier[],
  idFromClock: string,
): CartItem => ({
  id: idFromClock,
  iikoId: product.iikoId,
  ...(product.productGroupId === undefined ? {} : { productGroupId: product.productGroupId }),
  name: product.name,
  translation: product.translation,
  price: product.price,
  count: 1,
  ...(product.weight === undefined ? {} : { weight: product.weight }),
  ...(product.volume === undefined ? {} : { volume: product.volume }),
  modifiers: [...chosenModifiers],
  ...recognizeModifiers(chosenModifiers),
  ...(product.background === undefined ? {} : { background: product.background }),
  ...(thumbnailOf(product) === undefined ? {} : { imgLink: thumbnailOf(product) }),
  sushi: product.sushi === true,
  disabled: product.disabled === true,
  ...(product.amountOfBurgers === undefined ? {} : { amountOfBurgers: product.amountOfBurgers }),
  ...(product.amountOfRolls === undefined ? {} : { amountOfRolls: product.amountOfRolls }),
  isAlcohol: product.isAlcohol === true,
});
