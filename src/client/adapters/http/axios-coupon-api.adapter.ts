import { isAxiosError, type AxiosInstance } from 'axios';
import type { CouponApplyRequest } from '../../../domain/coupon/coupon-apply-request.builder';
import type { Locale } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type { CouponApiPort, CouponCheckResult } from '../../application/ports/coupon-api.port';
import { readCouponAnswer, readRefusal } from './checkout-parts.serialization';

const UNAVAILABLE = { ok: false, reason: 'unavailable', message: null } as const;

/** POST /api/order/check-coupon; `lang` makes the server word its refusals in the customer's language. */
export class AxiosCouponApi implements CouponApiPort {
  constructor(private readonly http: AxiosInstance) {}

  async checkCoupon(request: CouponApplyRequest, locale: Locale): Promise<CouponCheckResult> {
    try {
      const response = await this.http.post<unknown>('/order/check-coupon', request, { params: { lang: locale } });
      const answer = readCouponAnswer(response.data);
      return answer === null ? UNAVAILABLE : ok(answer);
    } catch (error) {
      if (!isAxiosError(error) || error.response === undefined) return UNAVAILABLE;
      const status = error.response.status;
      // 4xx is the server's refusal with a reason; 5xx says nothing about the code.
      return status >= 400 && status < 500 ? { ok: false, ...readRefusal(error.response.data) } : UNAVAILABLE;
    }
  }
}
