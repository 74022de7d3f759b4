import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import { ok } from '../../../domain/shared/result';
import type { StaffCouponDto, StaffCouponInputDto } from '../../../domain/shop-api/staff-coupons.contract';
import type {
  StaffCouponsApiPort,
  StaffCouponsFailure,
  StaffCouponsFailureReason,
  StaffCouponsResult,
} from '../../application/ports/staff-coupons-api.port';
import { refusalMessageOf, sendRequest } from './http-request';
import { readRefusedField, readStaffCoupon, readStaffCouponList } from './staff-coupons.serialization';

type Log = (message: string, details: unknown) => void;

const FAILURE_BY_STATUS: Readonly<Record<number, StaffCouponsFailureReason>> = {
  400: 'invalid',
  401: 'unauthorized',
  404: 'not-found',
  409: 'code-taken',
};

/** The staff's coupon calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffCouponsApi implements StaffCouponsApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async listCoupons(): Promise<StaffCouponsResult<readonly StaffCouponDto[]>> {
    const answer = await this.send({ method: 'get', url: '/admin/coupons' });
    if (!answer.ok) return answer;
    const reading = readStaffCouponList(answer.value);
    if (reading === null) return this.badAnswer('GET /admin/coupons', answer.value);
    if (reading.dropped > 0) this.log(`GET /admin/coupons left out ${reading.dropped} malformed coupons`, answer.value);
    return ok(reading.entries);
  }

  async createCoupon(input: StaffCouponInputDto): Promise<StaffCouponsResult<StaffCouponDto>> {
    return this.readCoupon(
      'POST /admin/coupons',
      await this.send({ method: 'post', url: '/admin/coupons', data: input }),
    );
  }

  async updateCoupon(id: number, input: StaffCouponInputDto): Promise<StaffCouponsResult<StaffCouponDto>> {
    return this.readCoupon(
      'PUT /admin/coupons',
      await this.send({ method: 'put', url: `/admin/coupons/${id}`, data: input }),
    );
  }

  async setActive(id: number, active: boolean): Promise<StaffCouponsResult<StaffCouponDto>> {
    return this.readCoupon(
      'PATCH /admin/coupons',
      await this.send({ method: 'patch', url: `/admin/coupons/${id}`, data: { active } }),
    );
  }

  private readCoupon(call: string, answer: StaffCouponsResult<unknown>): StaffCouponsResult<StaffCouponDto> {
    if (!answer.ok) return answer;
    const coupon = readStaffCoupon(answer.value);
    return coupon === null ? this.badAnswer(call, answer.value) : ok(coupon);
  }

  private badAnswer(call: string, body: unknown): StaffCouponsFailure {
    this.log(`${call} answered something that is not in the contract`, body);
    return { ok: false, reason: 'unavailable' };
  }

  private async send(request: AxiosRequestConfig): Promise<StaffCouponsResult<unknown>> {
    const answer = await sendRequest(this.http, request);
    if (answer.ok) return answer;
    const reason = (answer.reason === 'status' ? FAILURE_BY_STATUS[answer.status] : undefined) ?? 'unavailable';
    if (answer.reason === 'no-answer' || reason === 'unavailable' || reason === 'unauthorized')
      return { ok: false, reason };
    const field = readRefusedField(answer.body);
    const message = refusalMessageOf(answer.body);
    return {
      ok: false,
      reason,
      ...(field === undefined ? {} : { field }),
      ...(message === undefined ? {} : { message }),
    };
  }
}
