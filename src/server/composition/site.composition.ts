import type { CityId } from '../../domain/city/city';
import type { Database } from '../adapters/database/database';
import { PgSiteAdmin, PgSlotOccupancy } from '../adapters/database/repositories/pg-site-admin.repository';
import type { ClockPort } from '../application/ports/clock.port';
import type { StopListPort } from '../application/ports/stop-list.port';
import { ChangeAdminSiteUseCase } from '../application/site/change-admin-site.use-case';
import { GetAdminSiteUseCase } from '../application/site/get-admin-site.use-case';
import { GetPublicScheduleUseCase } from '../application/site/get-public-schedule.use-case';
import type { SiteRoutesDeps } from '../http/routes/admin-site.routes';

/**
 * Site management on PostgreSQL. `stops` is the order pipeline's cached copy, so the storefront
 * reads the very schedule orders are checked against; `siteChanged` invalidates it (and the
 * catalogue's cities: the phone and the sushi switch).
 */
export const composeSite = (deps: {
  readonly database: Database;
  readonly clock: ClockPort;
  readonly stops: StopListPort;
  readonly siteChanged: (cityId: CityId) => void;
}): SiteRoutesDeps => {
  const site = new PgSiteAdmin(deps.database);
  return {
    getAdminSite: new GetAdminSiteUseCase({ site, clock: deps.clock }),
    changeAdminSite: new ChangeAdminSiteUseCase({ site, clock: deps.clock, siteChanged: deps.siteChanged }),
    getPublicSchedule: new GetPublicScheduleUseCase({
      stops: deps.stops,
      slots: new PgSlotOccupancy(deps.database),
      clock: deps.clock,
    }),
  };
};
