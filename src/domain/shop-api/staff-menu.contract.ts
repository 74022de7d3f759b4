/** Shapes of the staff's menu calls (admin area: the stop list and city prices), shared by the browser adapter and the server routes. */
import type { CityId } from '../city/city';
import type { Translated } from '../shared/locale';

/** One product as offered in one city; money in hryvnias, as every API answer shows it. */
export interface StaffMenuProductDto {
  /** The product's key everywhere (menu, cart, orders). */
  readonly iikoId: string;
  /** Its category's slug ('burgers', 'sets', ...). */
  readonly category: string;
  readonly translation: Translated;
  /** '/api/uploads/burger-classic.svg' */
  readonly imgLink: string;
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
