import { isAxiosError, type AxiosInstance } from 'axios';
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
import { readFieldRefusals } from './site-admin.serialization';

type Log = (message: string, details: unknown) => void;

/** Staff's Content calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosAdminContentApi implements AdminContentApiPort {
  constructor(
    private readonly http: AxiosInstance,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  getPage(slug: ContentPageSlug): Promise<AdminContentResult<AdminContentPageDto>> {
    return this.send('GET /admin/content', readAdminContentPage, () =>
      this.http.get<unknown>(`/admin/content/${encodeURIComponent(slug)}`),
    );
  }

  savePage(slug: ContentPageSlug, version: AdminContentSaveDto): Promise<AdminContentResult<AdminContentPageDto>> {
    return this.send('PUT /admin/content', readAdminContentPage, () =>
      this.http.put<unknown>(`/admin/content/${encodeURIComponent(slug)}`, version),
    );
  }

  removeCityVersion(
    slug: ContentPageSlug,
    cityId: CityId,
    locale: Locale,
  ): Promise<AdminContentResult<AdminContentPageDto>> {
    return this.send('DELETE /admin/content', readAdminContentPage, () =>
      this.http.delete<unknown>(`/admin/content/${encodeURIComponent(slug)}`, { params: { cityId, locale } }),
    );
  }

  preview(body: string, cityId: CityId | null): Promise<AdminContentResult<ContentPreviewDto>> {
    return this.send('POST /admin/content/preview', readContentPreview, () =>
      this.http.post<unknown>('/admin/content/preview', { body, cityId }),
    );
  }

  private async send<T>(
    call: string,
    read: (body: unknown) => T | null,
    request: () => Promise<{ data: unknown }>,
  ): Promise<AdminContentResult<T>> {
    let data: unknown;
    try {
      data = (await request()).data;
    } catch (error) {
      const response = isAxiosError(error) ? error.response : undefined;
      if (response?.status === 401) return { ok: false, reason: 'unauthorized' };
      if (response?.status === 400) return { ok: false, reason: 'invalid', fields: readFieldRefusals(response.data) };
      return { ok: false, reason: 'unavailable' };
    }
    const value = read(data);
    if (value !== null) return ok(value);
    this.log(`${call} answered something that is not in the contract`, data);
    return { ok: false, reason: 'unavailable' };
  }
}
