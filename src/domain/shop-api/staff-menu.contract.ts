/** Shapes of the staff's menu calls (admin area: the stop list and city prices), shared by the browser adapter and the server routes. */
import type { CityId } from '../city/city';
import type { DietaryTag } from '../menu/dietary-tags';
import type { MenuMove } from '../menu/menu-order.rule';
import type { Locale, Translated } from '../shared/locale';
import type { ProductPhotoDto } from './product-photo.contract';

/** How a product's size is stated: grams (food), millilitres (drinks) or pieces (rolls, nuggets). */
export const PRODUCT_SIZE_UNITS = ['g', 'ml', 'pcs'] as const;
export type ProductSizeUnit = (typeof PRODUCT_SIZE_UNITS)[number];

export interface ProductSizeDto {
  /** A whole number of the unit. */
  readonly amount: number;
  readonly unit: ProductSizeUnit;
}

/** One product as offered in one city; money in hryvnias, as every API answer shows it. */
export interface StaffMenuProductDto {
  /** The product's key everywhere (menu, cart, orders). */
  readonly iikoId: string;
  /** Its category's slug ('burgers', 'sets', ...). */
  readonly category: string;
  readonly translation: Translated;
  /** '/api/uploads/burger-classic.svg', or the widest WebP of the uploaded photo. */
  readonly imgLink: string;
  /** The photo staff uploaded; null or absent: the default picture shows. */
  readonly picture?: ProductPhotoDto | null;
  /** The product's own price, used where a city sets none. */
  readonly basePrice: number;
  /** The city's own price; null when the city uses the base price. */
  readonly cityPrice: number | null;
  /** What customers in the city pay: cityPrice ?? basePrice. */
  readonly price: number;
  /** On the city's stop list: shown disabled, cannot be ordered. */
  readonly stopped: boolean;
  /** Who last changed its stop flag or price in this city, and when; null (or absent) when nobody has. */
  readonly lastChange?: StaffMenuChangeDto | null;
  /** What the edit form shows; the same in every city. */
  readonly description: Translated;
  readonly size: ProductSizeDto | null;
  /** Rolls it holds: each allows two pairs of chopsticks (the sticks rule). */
  readonly rolls: number;
  /** Alcohol: 18+ on the card, and pre-orders only within alcohol hours. */
  readonly alcohol: boolean;
  readonly tags: readonly DietaryTag[];
  /** Kept but not shown to customers, in any city. */
  readonly hidden: boolean;
}

export interface StaffMenuChangeDto {
  /** ISO 8601. */
  readonly at: string;
  /** The staff member's login. */
  readonly by: string;
}

export interface StaffMenuCategoryDto {
  readonly slug: string;
  readonly translation: Translated;
  readonly products: readonly StaffMenuProductDto[];
}

/** GET /api/admin/menu?cityId=N → every category in display order with the products the city offers (stopped ones too). */
export interface StaffMenuDto {
  readonly cityId: CityId;
  readonly categories: readonly StaffMenuCategoryDto[];
}

/**
 * PATCH /api/admin/menu/products/{iikoId} → the product as it is now (StaffMenuProductDto).
 * At least one of stopped and price. price: hryvnias, more than 0 and at most 99999.99, at most
 * two decimals; null returns the city to the base price.
 */
export interface StaffMenuProductChangeDto {
  readonly cityId: CityId;
  readonly stopped?: boolean;
  readonly price?: number | null;
}

/** The contract's price limit is the pricing rule's (checkStaffPrice). */
export { STAFF_MAX_PRICE } from '../pricing/staff-price';

/**
 * What staff send to add a product (POST /api/admin/menu/products) or change one
 * (PUT /api/admin/menu/products/{iikoId}), with the city whose view of it they want back.
 * Names and descriptions in every language; basePrice in hryvnias (city prices stay the PATCH's).
 */
export interface StaffProductInputDto {
  readonly category: string;
  readonly translation: Translated;
  readonly description: Translated;
  readonly basePrice: number;
  readonly size: ProductSizeDto | null;
  readonly rolls: number;
  readonly alcohol: boolean;
  readonly tags: readonly string[];
  readonly hidden: boolean;
}

export interface StaffProductSaveDto extends StaffProductInputDto {
  readonly cityId: CityId;
}

/** POST /api/admin/menu/products/{iikoId}/move → the city's staff menu in its new order. */
export interface StaffProductMoveDto {
  readonly cityId: CityId;
  readonly move: MenuMove;
}

/** The field a refusal names, as the form names its fields. */
export type StaffProductField =
  | 'category'
  | `translation.${Locale}`
  | `description.${Locale}`
  | 'basePrice'
  | 'size.amount'
  | 'size.unit'
  | 'rolls'
  | 'tags';

/** A refused add or edit: the machine word, a sentence for staff, the field and what is wrong with it. */
export interface StaffProductRefusalDto {
  readonly error: string;
  readonly message: string;
  readonly field?: StaffProductField;
  readonly problem?: string;
}
