import type { Locale, Translated } from '../../domain/shared/locale';
import { formatHryvnias } from '../../domain/shared/money';
import { staffPriceFieldText } from './staff-price-input';
import { formatTimeOfDay, kyivWallTime } from '../../domain/shared/kyiv-time';
import type { ProductPhotoDto } from '../../domain/shop-api/product-photo.contract';
import type {
  StaffMenuCategoryDto,
  StaffMenuChangeDto,
  StaffMenuProductDto,
} from '../../domain/shop-api/staff-menu.contract';

/** A product row of the menu editor: its name in the page's language, prices already formatted. */
export interface StaffMenuProductView {
  readonly iikoId: string;
  readonly name: string;
  readonly imgLink: string;
  /** The uploaded photo; null: the default picture at imgLink. */
  readonly picture: ProductPhotoDto | null;
  readonly stopped: boolean;
  readonly basePriceText: string;
  /** The base price as the price field would show it: the field's placeholder. */
  readonly basePriceField: string;
  /** What customers in the city pay now. */
  readonly priceText: string;
  /** The city sets its own price (otherwise customers pay the base price). */
  readonly hasCityPrice: boolean;
  /** Who last changed its stop flag or price in this city, and when (Kyiv time); null when nobody has. */
  readonly lastChange: { readonly date: string; readonly time: string; readonly by: string } | null;
  /** Kept but shown to no customer. */
  readonly hidden: boolean;
  /** Its place in its category: the first cannot go up, the last cannot go down. */
  readonly first: boolean;
  readonly last: boolean;
}

export interface StaffMenuCategoryView {
  readonly slug: string;
  readonly title: string;
  readonly products: readonly StaffMenuProductView[];
}

// A text missing in one language shows the Ukrainian one: the admin area is Ukrainian first.
const textIn = (text: Translated, locale: Locale): string => text[locale] || text.uk;

export const staffMenuProductView = (
  product: StaffMenuProductDto,
  locale: Locale,
  place: { readonly first: boolean; readonly last: boolean } = { first: false, last: false },
): StaffMenuProductView => ({
  iikoId: product.iikoId,
  name: textIn(product.translation, locale) || product.iikoId,
  imgLink: product.imgLink,
  picture: product.picture ?? null,
  stopped: product.stopped,
  basePriceText: formatHryvnias(product.basePrice),
  basePriceField: staffPriceFieldText(product.basePrice),
  priceText: formatHryvnias(product.price),
  hasCityPrice: product.cityPrice !== null,
  lastChange: lastChangeView(product.lastChange),
  hidden: product.hidden,
  ...place,
});

const lastChangeView = (change: StaffMenuChangeDto | null | undefined): StaffMenuProductView['lastChange'] => {
  if (change == null) return null;
  const at = kyivWallTime(Date.parse(change.at));
  return { date: at.dateString, time: formatTimeOfDay(at.minutesOfDay), by: change.by };
};

export const staffMenuCategoryView = (category: StaffMenuCategoryDto, locale: Locale): StaffMenuCategoryView => ({
  slug: category.slug,
  title: textIn(category.translation, locale) || category.slug,
  products: category.products.map((product, index) =>
    staffMenuProductView(product, locale, { first: index === 0, last: index === category.products.length - 1 }),
  ),
});
