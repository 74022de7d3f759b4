import type { CityId } from '../../../domain/city/city';
import type { MenuMove } from '../../../domain/menu/menu-order.rule';
import type { CheckedStaffProduct } from '../../../domain/menu/staff-product.rule';
import type { AdminIdentity } from './admin-repository.port';
import type { StaffMenuProductRecord } from './staff-menu.port';

export type StaffProductWriteOutcome =
  | { readonly kind: 'saved'; readonly product: StaffMenuProductRecord }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unknown-category' };

/** Who changes the menu and when; every change is logged under this. */
export interface StaffProductChangeContext {
  readonly by: AdminIdentity;
  readonly at: Date;
}

/**
 * The products themselves, as staff add and edit them. Each call is one transaction with its line
 * in the admin change log; `cityId` only says whose view of the product to answer with.
 */
export interface StaffProductsPort {
  /** Adds it to every city, last in its category, with the given photo; the category must exist. */
  create(
    product: CheckedStaffProduct,
    photo: string,
    cityId: CityId,
    context: StaffProductChangeContext,
  ): Promise<StaffProductWriteOutcome>;
  /** Changes a product that is not archived; moved to another category, it goes last there. */
  update(
    iikoId: string,
    product: CheckedStaffProduct,
    cityId: CityId,
    context: StaffProductChangeContext,
  ): Promise<StaffProductWriteOutcome>;
  /** Takes it off the menu for good (orders keep their own copy of its name); false when there is no such product. */
  archive(iikoId: string, context: StaffProductChangeContext): Promise<boolean>;
  /** Swaps it with its neighbour in its category; false when there is no such product. */
  move(iikoId: string, move: MenuMove, context: StaffProductChangeContext): Promise<boolean>;
}
