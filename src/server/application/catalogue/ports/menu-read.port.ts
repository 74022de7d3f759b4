import type { CityId } from '../../../../domain/city/city';
import type { Translated } from '../../../../domain/shared/locale';
import type { MenuProductDto } from '../../../../domain/shop-api/catalog.contract';

export interface MenuCategoryRecord {
  /** As stored; a slug the domain does not know is left out of the menu by the use case. */
  readonly slug: string;
  readonly translation: Translated;
}

/** A product as the city sells it; its category slug as stored. */
export type MenuProductRecord = Omit<MenuProductDto, 'category'> & { readonly category: string };

/** Everything a city's menu is made of, as stored; the use case decides what is shown. */
export interface MenuSource {
  /** In display order. */
  readonly categories: readonly MenuCategoryRecord[];
  /** Products offered in the city (archived ones excluded), in display order, priced for the city. */
  readonly products: readonly MenuProductRecord[];
}

export interface MenuReadPort {
  readMenu(cityId: CityId): Promise<MenuSource>;
}
