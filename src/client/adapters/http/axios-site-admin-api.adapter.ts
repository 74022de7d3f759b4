import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type { AdminSiteChangeDto, AdminSiteDto } from '../../../domain/shop-api/admin-site.contract';
import type { SiteAdminApiPort, SiteAdminFailure, SiteAdminResult } from '../../application/ports/site-admin-api.port';
import { sendRequest, statusOf } from './http-request';
import { readAdminSite, readFieldRefusals } from './site-admin.serialization';

type Log = (message: string, details: unknown) => void;

/** Staff's site-management calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosSiteAdminApi implements SiteAdminApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  getSite(cityId: CityId): Promise<SiteAdminResult<AdminSiteDto>> {
    return this.send('GET /admin/site', { method: 'get', url: '/admin/site', params: { cityId } });
  }

  changeSite(cityId: CityId, change: AdminSiteChangeDto): Promise<SiteAdminResult<AdminSiteDto>> {
    return this.send('PATCH /admin/site', { method: 'patch', url: '/admin/site', data: change, params: { cityId } });
  }

  private async send(call: string, request: AxiosRequestConfig): Promise<SiteAdminResult<AdminSiteDto>> {
    const answer = await sendRequest(this.http, request);
    if (!answer.ok) {
      if (statusOf(answer) === 401) return { ok: false, reason: 'unauthorized' };
      if (answer.reason === 'status' && answer.status === 400)
        return { ok: false, reason: 'invalid', fields: readFieldRefusals(answer.body) };
      return { ok: false, reason: 'unavailable' };
    }
    const site = readAdminSite(answer.value);
    if (site !== null) return ok(site);
    this.log(`${call} answered something that is not in the contract`, answer.value);
    return { ok: false, reason: 'unavailable' } satisfies SiteAdminFailure;
  }
}
