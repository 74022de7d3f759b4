import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import type { ContentPageSlug } from '../../../domain/content/content-page';
import type { Locale } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type {
  AdminContentPageDto,
  AdminContentSaveDto,
  ContentPreviewDto,
} from '../../../domain/shop-api/admin-content.contract';
import type { AdminContentApiPort, AdminContentResult } from '../../application/ports/admin-content-api.port';
import { readAdminContentPage, readContentPreview } from './admin-content.serialization';
import { sendRequest } from './http-request';
import { readFieldRefusals } from './site-admin.serialization';

type Log = (message: string, details: unknown) => void;

/** Staff's Content calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosAdminContentApi implements AdminContentApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  getPage(slug: ContentPageSlug): Promise<AdminContentResult<AdminContentPageDto>> {
    return this.send('GET /admin/content', readAdminContentPage, {
      method: 'GET',
      url: `/admin/content/${encodeURIComponent(slug)}`,
    });
  }

  savePage(slug: ContentPageSlug, version: AdminContentSaveDto): Promise<AdminContentResult<AdminContentPageDto>> {
    return this.send('PUT /admin/content', readAdminContentPage, {
      method: 'PUT',
      url: `/admin/content/${encodeURIComponent(slug)}`,
      data: version,
    });
  }

  removeCityVersion(
    slug: ContentPageSlug,
    cityId: CityId,
    locale: Locale,
  ): Promise<AdminContentResult<AdminContentPageDto>> {
    return this.send('DELETE /admin/content', readAdminContentPage, {
      method: 'DELETE',
      url: `/admin/content/${encodeURIComponent(slug)}`,
      params: { cityId, locale },
    });
  }

  preview(body: string, cityId: CityId | null): Promise<AdminContentResult<ContentPreviewDto>> {
    return this.send('POST /admin/content/preview', readContentPreview, {
      method: 'POST',
      url: '/admin/content/preview',
      data: { body, cityId },
    });
  }

  private async send<T>(
    call: string,
    read: (body: unknown) => T | null,
    request: AxiosRequestConfig,
  ): Promise<AdminContentResult<T>> {
    const answer = await sendRequest(this.http, request);
    if (!answer.ok) {
      if (answer.reason === 'status' && answer.status === 401) return { ok: false, reason: 'unauthorized' };
      if (answer.reason === 'status' && answer.status === 400) {
        return { ok: false, reason: 'invalid', fields: readFieldRefusals(answer.body) };
      }
      return { ok: false, reason: 'unavailable' };
    }
    const value = read(answer.value);
    if (value !== null) return ok(value);
    this.log(`${call} answered something that is not in the contract`, answer.value);
    return { ok: false, reason: 'unavailable' };
  }
}
