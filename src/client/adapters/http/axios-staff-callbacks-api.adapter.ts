import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type {
  CallbackStatus,
  StaffCallbackDto,
  StaffCallbackPageDto,
} from '../../../domain/shop-api/staff-callbacks.contract';
import type {
  StaffCallbacksApiPort,
  StaffCallbacksFailure,
  StaffCallbacksResult,
} from '../../application/ports/staff-callbacks-api.port';
import { sendRequest, statusOf } from './http-request';
import { readStaffCallback, readStaffCallbackPage } from './staff-coupons.serialization';

type Log = (message: string, details: unknown) => void;

/** The staff's callback calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffCallbacksApi implements StaffCallbacksApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async listCallbacks(cityId: CityId, before?: number): Promise<StaffCallbacksResult<StaffCallbackPageDto>> {
    const answer = await this.send({
      method: 'get',
      url: '/admin/callbacks',
      params: before === undefined ? { cityId } : { cityId, before },
    });
    if (!answer.ok) return answer;
    const reading = readStaffCallbackPage(answer.value);
    if (reading === null) return this.badAnswer('GET /admin/callbacks', answer.value);
    if (reading.dropped > 0)
      this.log(`GET /admin/callbacks left out ${reading.dropped} malformed requests`, answer.value);
    return ok(reading.page);
  }

  async countNew(cityId: CityId): Promise<StaffCallbacksResult<number>> {
    const answer = await this.send({ method: 'get', url: '/admin/callbacks/new-count', params: { cityId } });
    if (!answer.ok) return answer;
    const count = (answer.value as { count?: unknown } | null)?.count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0
      ? ok(count)
      : this.badAnswer('GET /admin/callbacks/new-count', answer.value);
  }

  async changeStatus(id: number, status: CallbackStatus): Promise<StaffCallbacksResult<StaffCallbackDto>> {
    const answer = await this.send({ method: 'patch', url: `/admin/callbacks/${id}`, data: { status } });
    if (!answer.ok) return answer;
    const callback = readStaffCallback(answer.value);
    return callback === null ? this.badAnswer('PATCH /admin/callbacks', answer.value) : ok(callback);
  }

  private badAnswer(call: string, body: unknown): StaffCallbacksFailure {
    this.log(`${call} answered something that is not in the contract`, body);
    return { ok: false, reason: 'unavailable' };
  }

  private async send(request: AxiosRequestConfig): Promise<StaffCallbacksResult<unknown>> {
    const answer = await sendRequest(this.http, request);
    if (answer.ok) return answer;
    const status = statusOf(answer);
    return { ok: false, reason: status === 401 ? 'unauthorized' : status === 404 ? 'not-found' : 'unavailable' };
  }
}
