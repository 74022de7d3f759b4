import type { CityId } from '../../../domain/city/city';
import type { AdminSiteDto } from '../../../domain/shop-api/admin-site.contract';
import type { ClockPort } from '../ports/clock.port';
import type { SiteAdminPort } from '../ports/site-admin.port';
import { adminSiteDtoOf } from './site-admin.mapper';

/** GET /api/admin/site?cityId: the city's hours, exceptions, stops, sushi, phone, busy mode and slot capacity. */
export class GetAdminSiteUseCase {
  constructor(private readonly deps: { readonly site: SiteAdminPort; readonly clock: ClockPort }) {}

  async execute(input: { readonly cityId: CityId }): Promise<AdminSiteDto> {
    const record = await this.deps.site.read(input.cityId);
    return adminSiteDtoOf(input.cityId, record, this.deps.clock.now().getTime());
  }
}
