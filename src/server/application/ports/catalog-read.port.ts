import type { CategorySlug } from '../../../domain/cart/category';
import type { ModifierGroupKind } from '../../../domain/modifier/modifier-group';
import type { Kopiykas } from '../../../domain/shared/money';
import type { Translated } from '../../../domain/shared/locale';

/** A menu product as one city sells it. Prices are integer kopiykas: the server never sums floats. */
export interface CatalogProduct {
  /** The external menu-system id; the order line's productId. */
  readonly iikoId: string;
  readonly productGroupId?: string;
  /** The kitchen's (Ukrainian) name: the operator and the POS read it. */
  readonly name: string;
  readonly translation: Partial<Translated>;
  readonly category: CategorySlug;
  /** This city's price. */
  readonly priceKopiykas: Kopiykas;
  /** grams */
  readonly weight?: number;
  /** litres */
  readonly volume?: number;
  /** File name served at /api/uploads/{photo}. */
  readonly photo?: string;
  readonly background?: string;
  readonly isAlcohol: boolean;
  readonly sushi: boolean;
  readonly amountOfRolls?: number;
  readonly amountOfBurgers?: number;
  /** On this city's stop list: shown, but it cannot be ordered. */
  readonly disabled: boolean;
  /** iikoIds of the modifiers offered with this product: those of its groups. */
  readonly modifierIds: readonly string[];
  /** How they may be chosen (architecture/admin-menu.md, "Modifiers"); prices are the modifiers'. */
  readonly modifierGroups: readonly CatalogModifierGroup[];
}

export interface CatalogModifierGroup {
  readonly id: string;
  readonly name: Partial<Translated>;
  readonly kind: ModifierGroupKind;
  readonly required: boolean;
  readonly maxTotal?: number;
  readonly options: readonly { readonly modifierId: string; readonly maxCount: number }[];
}

export interface CatalogModifier {
  readonly iikoId: string;
  /** The kitchen's name; patty and topping flags are recognised from it. */
  readonly iikoName: string;
  readonly translation: Partial<Translated>;
  readonly priceKopiykas: Kopiykas;
  readonly productGroupId?: string;
}

export interface CatalogQuery {
  readonly productIds: readonly string[];
  readonly modifierIds: readonly string[];
}

/** Ids the city does not know are simply absent: the use case decides what an unknown id means. */
export interface CatalogSelection {
  readonly products: readonly CatalogProduct[];
  readonly modifiers: readonly CatalogModifier[];
}

/**
 * The menu as the order pipeline reads it. One call per request, so a database adapter can answer
 * a whole cart in one round trip.
 */
export interface CatalogReadPort {
  findByIds(cityId: number, query: CatalogQuery): Promise<CatalogSelection>;
}
