import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import type { CityDto, ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import type { PublicScheduleDto } from '../../../domain/shop-api/admin-site.contract';
import type { CallbackRequestDto, SiteManagementDto } from '../../../domain/shop-api/ordering.contract';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';
import type { ContentPageSlug, SiteApiFailure, SiteApiPort } from '../../application/ports/site-api.port';
import { sendRequest, statusOf, type HttpFailure } from './http-request';
import {
  readCities,
  readContentPage,
  readSchedule,
  readSiteManagement,
  readStoppedFunctionalities,
} from './site-api.serialization';

type Log = (message: string, error: unknown) => void;

/** The frame's calls over axios (the shared client adds /api and the admin's token). */
export class AxiosSiteApi implements SiteApiPort {
  constructor(
    private readonly http: HttpClient,
    // These failures are logged and shown as a translated message, never thrown.
    private readonly log: Log = (message, error) => console.error(message, error),
  ) {}

  getCities(): Promise<Result<readonly CityDto[], SiteApiFailure>> {
    return this.get('/cities', undefined, readCities);
  }

  getContent(page: ContentPageSlug, cityId: CityId): Promise<Result<ContentPageDto, SiteApiFailure>> {
    return this.get(`/content/${encodeURIComponent(page)}`, { cityId }, readContentPage);
  }

  getStoppedFunctionalities(cityId: CityId): Promise<Result<readonly WorkingHoursRecord[], SiteApiFailure>> {
    return this.get('/site-management/working-hours', { cityId, isStoped: 1 }, readStoppedFunctionalities);
  }

  getSiteManagement(): Promise<Result<SiteManagementDto, SiteApiFailure>> {
    return this.get('/site-management', undefined, readSiteManagement);
  }

  getSchedule(cityId: CityId): Promise<Result<PublicScheduleDto, SiteApiFailure>> {
    return this.get('/site-management/schedule', { cityId }, readSchedule);
  }

  async sendCallback(request: CallbackRequestDto): Promise<Result<void, SiteApiFailure>> {
    const answer = await sendRequest(this.http, { method: 'post', url: '/communication/call', data: request });
    if (answer.ok) return ok(undefined);
    this.log('POST /communication/call failed', answer);
    return err(failureOf(answer));
  }

  private async get<T>(
    url: string,
    params: Record<string, string | number> | undefined,
    read: (body: unknown) => T | null,
  ): Promise<Result<T, SiteApiFailure>> {
    const answer = await sendRequest(this.http, { method: 'get', url, params });
    if (!answer.ok) {
      this.log(`GET ${url} failed`, answer);
      return err(failureOf(answer));
    }
    const value = read(answer.value);
    if (value !== null) return ok(value);
    this.log(`GET ${url} answered an unexpected shape`, answer.value);
    return err('unavailable');
  }
}

const failureOf = (failure: HttpFailure): SiteApiFailure => (statusOf(failure) === 404 ? 'not-found' : 'unavailable');
