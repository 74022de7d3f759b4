import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type { MenuMove } from '../../../domain/menu/menu-order.rule';
import { PHOTO_UPLOAD_PROBLEMS, type PhotoUploadProblem } from '../../../domain/menu/product-photo.rule';
import type {
  StaffMenuDto,
  StaffMenuProductChangeDto,
  StaffMenuProductDto,
  StaffProductField,
  StaffProductInputDto,
  StaffProductMoveDto,
  StaffProductSaveDto,
} from '../../../domain/shop-api/staff-menu.contract';
import type {
  StaffMenuApiPort,
  StaffMenuFailure,
  StaffMenuFailureReason,
  StaffMenuProductChange,
  StaffMenuResult,
  StaffPhotoFailure,
  StaffPhotoResult,
} from '../../application/ports/staff-menu-api.port';
import { refusalMessageOf, sendRequest, type HttpFailure } from './http-request';
import { readStaffMenu, readStaffMenuProduct } from './staff-menu.serialization';

type Log = (message: string, details: unknown) => void;

const FAILURE_BY_STATUS: Readonly<Record<number, StaffMenuFailureReason>> = {
  400: 'invalid',
  401: 'unauthorized',
  404: 'not-found',
};

const failure = (reason: StaffMenuFailureReason, message?: string, field?: StaffProductField): StaffMenuFailure => ({
  ok: false,
  reason,
  ...(message === undefined ? {} : { message }),
  ...(field === undefined ? {} : { field }),
});

const FIELDS: readonly string[] = [
  'category',
  'basePrice',
  'size.amount',
  'size.unit',
  'rolls',
  'tags',
  ...['uk', 'en', 'ru'].flatMap((locale) => [`translation.${locale}`, `description.${locale}`]),
];

/** The field a product refusal names, when it is one of the form's. */
const fieldOf = (data: unknown): StaffProductField | undefined => {
  const field = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined;
  return typeof field === 'string' && FIELDS.includes(field) ? (field as StaffProductField) : undefined;
};

const PHOTO_PROBLEMS: readonly string[] = [...PHOTO_UPLOAD_PROBLEMS, 'busy'];

/** Why the server refused a photo, from its {error, message} body and status. */
const photoFailureOf = (failure: HttpFailure): StaffPhotoFailure => {
  if (failure.reason === 'no-answer') return { ok: false, reason: 'unavailable' };
  const { status, body } = failure;
  if (status === 401) return { ok: false, reason: 'unauthorized' };
  const word = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const message = refusalMessageOf(body);
  const withMessage = message === undefined ? {} : { message };
  if (status === 404 && word === 'product-not-found') return { ok: false, reason: 'not-found', ...withMessage };
  if (typeof word === 'string' && PHOTO_PROBLEMS.includes(word))
    return { ok: false, reason: 'refused', problem: word as PhotoUploadProblem | 'busy', ...withMessage };
  // A proxy in front may refuse a big body with its own 413 page.
  if (status === 413) return { ok: false, reason: 'refused', problem: 'too-big' };
  return { ok: false, reason: status >= 400 && status < 500 ? 'refused' : 'unavailable', ...withMessage };
};

/** The staff's menu calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffMenuApi implements StaffMenuApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async listMenu(cityId: CityId): Promise<StaffMenuResult<StaffMenuDto>> {
    const answer = await this.send({ method: 'get', url: '/admin/menu', params: { cityId } });
    if (!answer.ok) return answer;
    const reading = readStaffMenu(answer.value);
    if (reading === null) return this.badAnswer('GET /admin/menu', answer.value);
    // A left-out product is one staff cannot stop or price: leave a trace for whoever debugs it.
    if (reading.droppedProducts > 0 || reading.droppedCategories > 0) {
      this.log(
        `GET /admin/menu left out malformed entries (products: ${reading.droppedProducts}, categories: ${reading.droppedCategories})`,
        answer.value,
      );
    }
    return ok(reading.menu);
  }

  async changeProduct(
    cityId: CityId,
    iikoId: string,
    change: StaffMenuProductChange,
  ): Promise<StaffMenuResult<StaffMenuProductDto>> {
    const body: StaffMenuProductChangeDto = { cityId, ...change };
    const answer = await this.send({
      method: 'patch',
      url: `/admin/menu/products/${encodeURIComponent(iikoId)}`,
      data: body,
    });
    if (!answer.ok) return answer;
    const product = readStaffMenuProduct(answer.value);
    return product === null ? this.badAnswer('PATCH /admin/menu/products', answer.value) : ok(product);
  }

  async createProduct(cityId: CityId, product: StaffProductInputDto): Promise<StaffMenuResult<StaffMenuProductDto>> {
    const body: StaffProductSaveDto = { cityId, ...product };
    return this.productAnswer(
      'POST /admin/menu/products',
      await this.send({ method: 'post', url: '/admin/menu/products', data: body }),
    );
  }

  async updateProduct(
    cityId: CityId,
    iikoId: string,
    product: StaffProductInputDto,
  ): Promise<StaffMenuResult<StaffMenuProductDto>> {
    const body: StaffProductSaveDto = { cityId, ...product };
    return this.productAnswer(
      'PUT /admin/menu/products',
      await this.send({ method: 'put', url: `/admin/menu/products/${encodeURIComponent(iikoId)}`, data: body }),
    );
  }

  async archiveProduct(iikoId: string): Promise<StaffMenuResult<null>> {
    const answer = await this.send({ method: 'delete', url: `/admin/menu/products/${encodeURIComponent(iikoId)}` });
    return answer.ok ? ok(null) : answer;
  }

  async moveProduct(cityId: CityId, iikoId: string, move: MenuMove): Promise<StaffMenuResult<StaffMenuDto>> {
    const body: StaffProductMoveDto = { cityId, move };
    const answer = await this.send({
      method: 'post',
      url: `/admin/menu/products/${encodeURIComponent(iikoId)}/move`,
      data: body,
    });
    if (!answer.ok) return answer;
    const reading = readStaffMenu(answer.value);
    return reading === null ? this.badAnswer('POST /admin/menu/products/move', answer.value) : ok(reading.menu);
  }

  async uploadPhoto(
    cityId: CityId,
    iikoId: string,
    file: Blob,
    progress: (sent: number) => void,
  ): Promise<StaffPhotoResult> {
    const form = new FormData();
    form.append('photo', file);
    return this.photoAnswer('PUT /admin/menu/products/photo', {
      method: 'put',
      url: `/admin/menu/products/${encodeURIComponent(iikoId)}/photo`,
      data: form,
      params: { cityId },
      onUploadProgress: (event) =>
        progress(event.total === undefined || event.total === 0 ? 0 : Math.min(1, event.loaded / event.total)),
    });
  }

  async removePhoto(cityId: CityId, iikoId: string): Promise<StaffPhotoResult> {
    return this.photoAnswer('DELETE /admin/menu/products/photo', {
      method: 'delete',
      url: `/admin/menu/products/${encodeURIComponent(iikoId)}/photo`,
      params: { cityId },
    });
  }

  private async photoAnswer(call: string, request: AxiosRequestConfig): Promise<StaffPhotoResult> {
    const answer = await sendRequest(this.http, request);
    if (!answer.ok) return photoFailureOf(answer);
    const product = readStaffMenuProduct(answer.value);
    if (product !== null) return ok(product);
    this.log(`${call} answered something that is not in the contract`, answer.value);
    return { ok: false, reason: 'unavailable' };
  }

  private productAnswer(call: string, answer: StaffMenuResult<unknown>): StaffMenuResult<StaffMenuProductDto> {
    if (!answer.ok) return answer;
    const product = readStaffMenuProduct(answer.value);
    return product === null ? this.badAnswer(call, answer.value) : ok(product);
  }

  /** An answer the contract does not describe: the screen can do nothing with it, like a server error. */
  private badAnswer(call: string, body: unknown): StaffMenuFailure {
    this.log(`${call} answered something that is not in the contract`, body);
    return failure('unavailable');
  }

  private async send(request: AxiosRequestConfig): Promise<StaffMenuResult<unknown>> {
    const answer = await sendRequest(this.http, request);
    if (answer.ok) return answer;
    const body = answer.reason === 'status' ? answer.body : undefined;
    const reason = (answer.reason === 'status' ? FAILURE_BY_STATUS[answer.status] : undefined) ?? 'unavailable';
    // Refusals (400, 404) explain themselves; a server error's body is nothing staff can act on.
    return failure(
      reason,
      reason === 'invalid' || reason === 'not-found' ? refusalMessageOf(body) : undefined,
      reason === 'invalid' ? fieldOf(body) : undefined,
    );
  }
}
