import { isCityId } from '../../../domain/city/city';
import { LOCALES, type Translated } from '../../../domain/shared/locale';
import { isDietaryTag } from '../../../domain/menu/dietary-tags';
import {
  PRODUCT_SIZE_UNITS,
  type ProductSizeDto,
  type StaffMenuCategoryDto,
  type StaffMenuChangeDto,
  type StaffMenuDto,
  type StaffMenuProductDto,
} from '../../../domain/shop-api/staff-menu.contract';
import { readProductPhoto } from './product-photo.serialization';

/*
 * Shape checks at the edge. The menu is read product by product: one malformed product is left out
 * (and counted, so the adapter can report it) instead of blanking the staff's whole menu; a
 * category without a readable slug or name is left out with its products. An answer that is not
 * a menu at all reads as null.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isTranslated = (value: unknown): value is Translated =>
  isObject(value) && LOCALES.every((locale) => isString(value[locale]));
const isChange = (value: unknown): value is StaffMenuChangeDto =>
  isObject(value) && isString(value.at) && !Number.isNaN(Date.parse(value.at)) && isString(value.by);

const isSize = (value: unknown): value is ProductSizeDto =>
  isObject(value) && isAmount(value.amount) && (PRODUCT_SIZE_UNITS as readonly unknown[]).includes(value.unit);

const isStaffMenuProduct = (value: unknown): value is StaffMenuProductDto =>
  isObject(value) &&
  isString(value.iikoId) &&
  value.iikoId !== '' &&
  isString(value.category) &&
  isTranslated(value.translation) &&
  isString(value.imgLink) &&
  isAmount(value.basePrice) &&
  (value.cityPrice === null || isAmount(value.cityPrice)) &&
  isAmount(value.price) &&
  isBoolean(value.stopped) &&
  isTranslated(value.description) &&
  (value.size === null || isSize(value.size)) &&
  isAmount(value.rolls) &&
  isBoolean(value.alcohol) &&
  Array.isArray(value.tags) &&
  isBoolean(value.hidden) &&
  (value.lastChange === undefined || value.lastChange === null || isChange(value.lastChange));

// A product without a photo keeps the contract's older shape (no field), which the UI reads as the default picture.
const photoOf = (value: unknown) => {
  const picture = readProductPhoto(value);
  return picture === null ? {} : { picture };
};

/** Only the contract's fields are kept: whatever else the server sends stays out of the UI. */
const copyProduct = (product: StaffMenuProductDto): StaffMenuProductDto => ({
  iikoId: product.iikoId,
  category: product.category,
  translation: { uk: product.translation.uk, en: product.translation.en, ru: product.translation.ru },
  imgLink: product.imgLink,
  ...photoOf(product.picture),
  basePrice: product.basePrice,
  cityPrice: product.cityPrice,
  price: product.price,
  stopped: product.stopped,
  description: { uk: product.description.uk, en: product.description.en, ru: product.description.ru },
  size: product.size === null ? null : { amount: product.size.amount, unit: product.size.unit },
  rolls: product.rolls,
  alcohol: product.alcohol,
  // A label this browser does not know yet is left off rather than shown as a raw word.
  tags: product.tags.filter(isDietaryTag),
  hidden: product.hidden,
  ...(product.lastChange === undefined
    ? {}
    : { lastChange: product.lastChange === null ? null : { at: product.lastChange.at, by: product.lastChange.by } }),
});

/** The PATCH answer; null when it is not a product. */
export const readStaffMenuProduct = (body: unknown): StaffMenuProductDto | null =>
  isStaffMenuProduct(body) ? copyProduct(body) : null;

export interface StaffMenuReading {
  readonly menu: StaffMenuDto;
  /** How many products were left out as malformed, those of left-out categories included. */
  readonly droppedProducts: number;
  /** How many categories were left out as malformed. */
  readonly droppedCategories: number;
}

/** GET /admin/menu: {cityId, categories: [...]}; null when the answer is not such a menu at all. */
export const readStaffMenu = (body: unknown): StaffMenuReading | null => {
  if (!isObject(body) || !isCityId(body.cityId) || !Array.isArray(body.categories)) return null;
  const categories: StaffMenuCategoryDto[] = [];
  let droppedProducts = 0;
  let droppedCategories = 0;
  for (const entry of body.categories as unknown[]) {
    const listed = isObject(entry) && Array.isArray(entry.products) ? (entry.products as unknown[]) : [];
    if (
      !isObject(entry) ||
      !isString(entry.slug) ||
      entry.slug === '' ||
      !isTranslated(entry.translation) ||
      !Array.isArray(entry.products)
    ) {
      droppedCategories += 1;
      droppedProducts += listed.length;
      continue;
    }
    const products = listed.filter(isStaffMenuProduct).map(copyProduct);
    droppedProducts += listed.length - products.length;
    const { uk, en, ru } = entry.translation;
    categories.push({ slug: entry.slug, translation: { uk, en, ru }, products });
  }
  return { menu: { cityId: body.cityId, categories }, droppedProducts, droppedCategories };
};
