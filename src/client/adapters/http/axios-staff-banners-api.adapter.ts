import { isAxiosError, type AxiosInstance } from 'axios';
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
import { readStaffBanner, readStaffBannerList, readStaffBannerPicture } from './staff-banners.serialization';

type Log = (message: string, details: unknown) => void;

const FAILURE_BY_STATUS: Readonly<Record<number, StaffBannersFailureReason>> = {
  400: 'invalid',
  401: 'unauthorized',
  404: 'not-found',
};

const PICTURE_PROBLEMS: readonly string[] = [...PHOTO_UPLOAD_PROBLEMS, 'busy'];

const bodyField = (data: unknown, name: 'message' | 'field' | 'error'): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** Why the server refused a picture, from its {error, message} body and status. */
const pictureFailureOf = (error: unknown): BannerPictureFailure => {
  const response = isAxiosError(error) ? error.response : undefined;
  if (response === undefined) return { ok: false, reason: 'unavailable' };
  if (response.status === 401) return { ok: false, reason: 'unauthorized' };
  const word = bodyField(response.data, 'error');
  const message = bodyField(response.data, 'message');
  const withMessage = message === undefined ? {} : { message };
  if (word !== undefined && PICTURE_PROBLEMS.includes(word))
    return { ok: false, reason: 'refused', problem: word as PhotoUploadProblem | 'busy', ...withMessage };
  // A proxy in front may refuse a big body with its own 413 page.
  if (response.status === 413) return { ok: false, reason: 'refused', problem: 'too-big' };
  return { ok: false, reason: response.status < 500 ? 'refused' : 'unavailable', ...withMessage };
};

/** The staff's banner calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffBannersApi implements StaffBannersApiPort {
  constructor(
    private readonly http: AxiosInstance,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async listBanners(cityId: CityId, page: MenuPage): Promise<StaffBannersResult<readonly StaffBannerDto[]>> {
    return this.readList(
      'GET /admin/banners',
      await this.send(() => this.http.get<unknown>('/admin/banners', { params: { cityId, page } })),
    );
  }

  async createBanner(input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>> {
    return this.readBanner(
      'POST /admin/banners',
      await this.send(() => this.http.post<unknown>('/admin/banners', input)),
    );
  }

  async updateBanner(id: number, input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>> {
    return this.readBanner(
      'PUT /admin/banners',
      await this.send(() => this.http.put<unknown>(`/admin/banners/${id}`, input)),
    );
  }

  async deleteBanner(id: number): Promise<StaffBannersResult<null>> {
    const answer = await this.send(() => this.http.delete<unknown>(`/admin/banners/${id}`));
    return answer.ok ? ok(null) : answer;
  }

  async moveBanner(id: number, placement: BannerPlacement): Promise<StaffBannersResult<readonly StaffBannerDto[]>> {
    return this.readList(
      'POST /admin/banners/move',
      await this.send(() => this.http.post<unknown>(`/admin/banners/${id}/move`, placement)),
    );
  }

  async uploadPicture(file: Blob, progress: (sent: number) => void): Promise<BannerPictureResult> {
    const form = new FormData();
    form.append('picture', file);
    let data: unknown;
    try {
      data = (
        await this.http.post<unknown>('/admin/banners/pictures', form, {
          onUploadProgress: (event) =>
            progress(event.total === undefined || event.total === 0 ? 0 : Math.min(1, event.loaded / event.total)),
        })
      ).data;
    } catch (error) {
      return pictureFailureOf(error);
    }
    const picture = readStaffBannerPicture(data);
    if (picture !== null) return ok(picture);
    this.log('POST /admin/banners/pictures answered something that is not in the contract', data);
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

  private async send(request: () => Promise<{ data: unknown }>): Promise<StaffBannersResult<unknown>> {
    try {
      return ok((await request()).data);
    } catch (error) {
      const response = isAxiosError(error) ? error.response : undefined;
      const reason = (response === undefined ? undefined : FAILURE_BY_STATUS[response.status]) ?? 'unavailable';
      if (reason === 'unavailable' || reason === 'unauthorized') return { ok: false, reason };
      const field = bodyField(response?.data, 'field');
      const message = bodyField(response?.data, 'message');
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
}
