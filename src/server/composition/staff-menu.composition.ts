import type { CityId } from '../../domain/city/city';
import type { Queryable } from '../adapters/database/database';
import type { ClockPort } from '../application/ports/clock.port';
import { PgStaffMenu } from '../adapters/database/repositories/pg-staff-menu.repository';
import { ChangeStaffMenuProductUseCase } from '../application/staff/change-staff-menu-product.use-case';
import { ListStaffMenuUseCase } from '../application/staff/list-staff-menu.use-case';
import type { StaffMenuRoutesDeps } from '../http/routes/staff-menu.routes';

/** The admin menu sections, on PostgreSQL; `menuChanged` refreshes what customers see (catalogue invalidation). */
export const composeStaffMenu = (database: Queryable, clock: ClockPort, menuChanged: (cityId: CityId) => void): StaffMenuRoutesDeps => {
  const menu = new PgStaffMenu(database);
  return { listStaffMenu: new ListStaffMenuUseCase(menu), changeStaffMenuProduct: new ChangeStaffMenuProductUseCase({ menu, clock, menuChanged }) };
};
