import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { BannerPlacement } from '../../../domain/banner/banner-order.rule';
import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import { PHOTO_UPLOAD_PROBLEMS, type PhotoUploadProblem } from '../../../domain/menu/product-photo.rule';
import { ok } from '../../../domain/shared/result';
import {
  STAFF_BANNER_FIELDS,
  type StaffBannerDto,
  type StaffBannerField,
  type StaffBannerInputDto,
} from '../../../domain/shop-api/staff-banners.contract';
import type {
  BannerPictureFailure,
  BannerPictureResult,
  StaffBannersApiPort,
  StaffBannersFailure,
  StaffBannersFailureReason,
  StaffBannersResult,
} from '../../application/ports/staff-banners-api.port';
import { refusalMessageOf, sendRequest, type HttpFailure } from './http-request';
import { readStaffBanner, readStaffBannerList, readStaffBannerPicture } from './staff-banners.serialization';

type Log = (message: string, details: unknown) => void;

const FAILURE_BY_STATUS: Readonly<Record<number, StaffBannersFailureReason>> = {
  400: 'invalid',
  401: 'unauthorized',
  404: 'not-found',
};

const PICTURE_PROBLEMS: readonly string[] = [...PHOTO_UPLOAD_PROBLEMS, 'busy'];

const bodyField = (data: unknown, name: 'field' | 'error'): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** Why the server refused a picture, from its {error, message} body and status. */
const pictureFailureOf = (failure: HttpFailure): BannerPictureFailure => {
  if (failure.reason !== 'status') return { ok: false, reason: 'unavailable' };
  if (failure.status === 401) return { ok: false, reason: 'unauthorized' };
  const word = bodyField(failure.body, 'error');
  const message = refusalMessageOf(failure.body);
  const withMessage = message === undefined ? {} : { message };
  if (word !== undefined && PICTURE_PROBLEMS.includes(word))
    return { ok: false, reason: 'refused', problem: word as PhotoUploadProblem | 'busy', ...withMessage };
  // A proxy in front may refuse a big body with its own 413 page.
  if (failure.status === 413) return { ok: false, reason: 'refused', problem: 'too-big' };
  return { ok: false, reason: failure.status < 500 ? 'refused' : 'unavailable', ...withMessage };
};

/** The staff's banner calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffBannersApi implements StaffBannersApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async listBanners(cityId: CityId, page: MenuPage): Promise<StaffBannersResult<readonly StaffBannerDto[]>> {
    return this.readList(
      'GET /admin/banners',
      await this.send({ method: 'GET', url: '/admin/banners', params: { cityId, page } }),
    );
  }

  async createBanner(input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>> {
    return this.readBanner(
      'POST /admin/banners',
      await this.send({ method: 'POST', url: '/admin/banners', data: input }),
    );
  }

  async updateBanner(id: number, input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>> {
    return this.readBanner(
      'PUT /admin/banners',
      await this.send({ method: 'PUT', url: `/admin/banners/${id}`, data: input }),
    );
  }

  async deleteBanner(id: number): Promise<StaffBannersResult<null>> {
    const answer = await this.send({ method: 'DELETE', url: `/admin/banners/${id}` });
    return answer.ok ? ok(null) : answer;
  }

  async moveBanner(id: number, placement: BannerPlacement): Promise<StaffBannersResult<readonly StaffBannerDto[]>> {
    return this.readList(
      'POST /admin/banners/move',
      await this.send({ method: 'POST', url: `/admin/banners/${id}/move`, data: placement }),
    );
  }

  async uploadPicture(file: Blob, progress: (sent: number) => void): Promise<BannerPictureResult> {
    const form = new FormData();
    form.append('picture', file);
    const answer = await sendRequest(this.http, {
      method: 'POST',
      url: '/admin/banners/pictures',
      data: form,
      onUploadProgress: (event) =>
        progress(event.total === undefined || event.total === 0 ? 0 : Math.min(1, event.loaded / event.total)),
    });
    if (!answer.ok) return pictureFailureOf(answer);
    const picture = readStaffBannerPicture(answer.value);
    if (picture !== null) return ok(picture);
    this.log('POST /admin/banners/pictures answered something that is not in the contract', answer.value);
    return { ok: false, reason: 'unavailable' };
  }

  private readList(call: string, answer: StaffBannersResult<unknown>): StaffBannersResult<readonly StaffBannerDto[]> {
    if (!answer.ok) return answer;
    const reading = readStaffBannerList(answer.value);
    if (reading === null) return this.badAnswer(call, answer.value);
    if (reading.dropped > 0) this.log(`${call} left out ${reading.dropped} malformed banners`, answer.value);
    return ok(reading.banners);
  }

  private readBanner(call: string, answer: StaffBannersResult<unknown>): StaffBannersResult<StaffBannerDto> {
    if (!answer.ok) return answer;
    const banner = readStaffBanner(answer.value);
    return banner === null ? this.badAnswer(call, answer.value) : ok(banner);
  }

  private badAnswer(call: string, body: unknown): StaffBannersFailure {
    this.log(`${call} answered something that is not in the contract`, body);
    return { ok: false, reason: 'unavailable' };
  }

  private async send(request: AxiosRequestConfig): Promise<StaffBannersResult<unknown>> {
    const answer = await sendRequest(this.http, request);
    if (answer.ok) return answer;
    const reason = (answer.reason === 'status' ? FAILURE_BY_STATUS[answer.status] : undefined) ?? 'unavailable';
    if (reason === 'unavailable' || reason === 'unauthorized' || answer.reason !== 'status') {
      return { ok: false, reason: reason === 'unauthorized' ? 'unauthorized' : 'unavailable' };
    }
    const field = bodyField(answer.body, 'field');
    const message = refusalMessageOf(answer.body);
    return {
      ok: false,
      reason,
      ...(field !== undefined && (STAFF_BANNER_FIELDS as readonly string[]).includes(field)
        ? { field: field as StaffBannerField }
        : {}),
      ...(message === undefined ? {} : { message }),
    };
  }
}
