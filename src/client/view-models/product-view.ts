import type { Locale } from '../../domain/shared/locale';
import { formatHryvnias } from '../../domain/shared/money';
import type { DietaryTag } from '../../domain/menu/dietary-tags';
import type { MenuProductDto } from '../../domain/shop-api/catalog.contract';
import type { ProductPhotoDto } from '../../domain/shop-api/product-photo.contract';

/** Grams, litres or pieces, whichever the product states (drinks have a volume, food a weight, some a count). */
export type Measure = { readonly unit: 'weight' | 'volume' | 'pieces'; readonly value: string } | null;

/** A product card as the UI draws it: texts in the current language, prices already formatted. */
export interface ProductView {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly imgLink: string;
  /** The uploaded photo in every size; null: the default picture at imgLink. */
  readonly picture: ProductPhotoDto | null;
  readonly background: string | null;
  readonly measure: Measure;
  readonly priceText: string;
  readonly isAlcohol: boolean;
  readonly disabled: boolean;
  /** A product with modifier groups (a patty, extras, ...) opens its options before it goes to the cart. */
  readonly hasOptions: boolean;
  /** The names of its groups in the page's language, in their order ('Patty', 'Extras'): the button names them. */
  readonly optionGroups: readonly string[];
  /** Allergen and diet labels, in the list's order. */
  readonly tags: readonly DietaryTag[];
}

const measureOf = (product: MenuProductDto, locale: Locale): Measure => {
  const number = new Intl.NumberFormat(locale === 'en' ? 'en' : 'uk', { maximumFractionDigits: 2 });
  if (product.volume !== undefined && product.volume !== null)
    return { unit: 'volume', value: number.format(product.volume) };
  if (product.weight !== undefined && product.weight !== null)
    return { unit: 'weight', value: number.format(product.weight) };
  if (product.pieces !== undefined && product.pieces !== null)
    return { unit: 'pieces', value: number.format(product.pieces) };
  return null;
};

export const productView = (product: MenuProductDto, locale: Locale): ProductView => ({
  id: product.id,
  name: product.translation[locale] || product.name,
  description: product.description[locale] ?? '',
  imgLink: product.imgLink,
  picture: product.picture ?? null,
  background: product.background ?? null,
  measure: measureOf(product, locale),
  priceText: formatHryvnias(product.price),
  isAlcohol: product.isAlcohol,
  disabled: product.disabled,
  hasOptions: (product.modifierGroups ?? []).length > 0,
  optionGroups: (product.modifierGroups ?? []).map((group) => group.translation[locale] || group.translation.uk),
  tags: product.tags ?? [],
});
