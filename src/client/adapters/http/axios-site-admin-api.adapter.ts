import { isAxiosError, type AxiosInstance } from 'axios';
import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type { AdminSiteChangeDto, AdminSiteDto } from '../../../domain/shop-api/admin-site.contract';
import type { SiteAdminApiPort, SiteAdminFailure, SiteAdminResult } from '../../application/ports/site-admin-api.port';
import { readAdminSite, readFieldRefusals } from './site-admin.serialization';

type Log = (message: string, details: unknown) => void;

/** Staff's site-management calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosSiteAdminApi implements SiteAdminApiPort {
  constructor(
    private readonly http: AxiosInstance,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  getSite(cityId: CityId): Promise<SiteAdminResult<AdminSiteDto>> {
    return this.send('GET /admin/site', () => this.http.get<unknown>('/admin/site', { params: { cityId } }));
  }

  changeSite(cityId: CityId, change: AdminSiteChangeDto): Promise<SiteAdminResult<AdminSiteDto>> {
    return this.send('PATCH /admin/site', () =>
      this.http.patch<unknown>('/admin/site', change, { params: { cityId } }),
    );
  }

  private async send(call: string, request: () => Promise<{ data: unknown }>): Promise<SiteAdminResult<AdminSiteDto>> {
    let data: unknown;
    try {
      data = (await request()).data;
    } catch (error) {
      const response = isAxiosError(error) ? error.response : undefined;
      if (response?.status === 401) return { ok: false, reason: 'unauthorized' };
      if (response?.status === 400) return { ok: false, reason: 'invalid', fields: readFieldRefusals(response.data) };
      return { ok: false, reason: 'unavailable' };
    }
    const site = readAdminSite(data);
    if (site !== null) return ok(site);
    this.log(`${call} answered something that is not in the contract`, data);
    return { ok: false, reason: 'unavailable' } satisfies SiteAdminFailure;
  }
}
