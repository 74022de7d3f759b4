import type { CityId } from '../../domain/city/city';
import type { Database } from '../adapters/database/database';
import type { ClockPort } from '../application/ports/clock.port';
import { PgStaffMenu } from '../adapters/database/repositories/pg-staff-menu.repository';
import { PgStaffModifiers } from '../adapters/database/repositories/pg-staff-modifiers.repository';
import { PgStaffProducts } from '../adapters/database/repositories/pg-staff-products.repository';
import { ChangeStaffMenuProductUseCase } from '../application/staff/change-staff-menu-product.use-case';
import { ListStaffMenuUseCase } from '../application/staff/list-staff-menu.use-case';
import { ReadModifierGroupsUseCase, SaveModifierGroupsUseCase } from '../application/staff/staff-modifiers.use-cases';
import { ArchiveStaffProductUseCase, MoveStaffProductUseCase, SaveStaffProductUseCase } from '../application/staff/staff-products.use-cases';
import type { StaffMenuRoutesDeps } from '../http/routes/staff-menu.routes';
import type { StaffModifiersRoutesDeps } from '../http/routes/staff-modifiers.routes';
import type { StaffProductsRoutesDeps } from '../http/routes/staff-products.routes';

/**
 * The admin menu sections, on PostgreSQL; `menuChanged` refreshes what customers see (catalogue
 * invalidation, shared with every instance): one city's menu, or every city's when no city is named.
 */
export const composeStaffMenu = (
  database: Database,
  clock: ClockPort,
  menuChanged: (cityId?: CityId) => void,
): StaffMenuRoutesDeps & StaffProductsRoutesDeps & StaffModifiersRoutesDeps => {
  const menu = new PgStaffMenu(database);
  const listStaffMenu = new ListStaffMenuUseCase(menu);
  const staffModifiers = new PgStaffModifiers(database);
  const products = { products: new PgStaffProducts(database), clock, menuChanged: () => menuChanged() };
  return {
    listStaffMenu,
    changeStaffMenuProduct: new ChangeStaffMenuProductUseCase({ menu, clock, menuChanged }),
    saveStaffProduct: new SaveStaffProductUseCase(products),
    archiveStaffProduct: new ArchiveStaffProductUseCase(products),
    moveStaffProduct: new MoveStaffProductUseCase({ ...products, listStaffMenu }),
    readModifierGroups: new ReadModifierGroupsUseCase({ modifiers: staffModifiers }),
    saveModifierGroups: new SaveModifierGroupsUseCase({ modifiers: staffModifiers, clock, menuChanged: () => menuChanged() }),
  };
};
