import type { CityId } from '../../../domain/city/city';
import type { AdminIdentity } from './admin-repository.port';
import type { Kopiykas } from '../../../domain/shared/money';
import type { Translated } from '../../../domain/shared/locale';
import type { DietaryTag } from '../../../domain/menu/dietary-tags';
import type { ProductSizeDto } from '../../../domain/shop-api/staff-menu.contract';
import type { StoredPhotoVariants } from './stored-photo.types';

export interface StaffMenuCategoryRecord {
  readonly slug: string;
  readonly translation: Translated;
}

/** A product as one city offers it. */
export interface StaffMenuProductRecord {
  readonly iikoId: string;
  readonly category: string;
  readonly translation: Translated;
  /** The default picture's file name in the uploads folder. */
  readonly photo: string;
  /** The photo staff uploaded; null: the default picture shows. */
  readonly picture: StoredPhotoVariants | null;
  readonly basePrice: Kopiykas;
  readonly cityPrice: Kopiykas | null;
  readonly stopped: boolean;
  /** The last change staff made to it in this city; null when none. */
  readonly lastChange: { readonly at: Date; readonly by: string } | null;
  readonly description: Translated;
  readonly size: ProductSizeDto | null;
  readonly rolls: number;
  readonly alcohol: boolean;
  readonly tags: readonly DietaryTag[];
  readonly hidden: boolean;
}

export interface StaffMenuProductChange {
  readonly stopped?: boolean;
  /** null: back to the base price. */
  readonly cityPrice?: Kopiykas | null;
}

/** The staff's view of a city's menu, and the two things they change in it: the stop list and the city's prices. */
export interface StaffMenuPort {
  /** Every category in display order; the products the city offers (not archived), in display order. */
  listCity(cityId: CityId): Promise<{
    readonly categories: readonly StaffMenuCategoryRecord[];
    readonly products: readonly StaffMenuProductRecord[];
  }>;
  /** Changes the product and logs who did it and when, together; null (and nothing logged) when the city does not offer it. */
  changeCityProduct(
    cityId: CityId,
    iikoId: string,
    change: StaffMenuProductChange,
    by: AdminIdentity,
    at: Date,
  ): Promise<StaffMenuProductRecord | null>;
}
