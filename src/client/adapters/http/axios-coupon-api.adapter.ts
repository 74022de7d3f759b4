import type { HttpClient } from './axios-http-client';
import type { CouponApplyRequest } from '../../../domain/coupon/coupon-apply-request.builder';
import type { Locale } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type { CouponApiPort, CouponCheckResult } from '../../application/ports/coupon-api.port';
import { readCouponAnswer, readRefusal } from './checkout-parts.serialization';
import { isRefusal, sendRequest } from './http-request';

const UNAVAILABLE = { ok: false, reason: 'unavailable', message: null } as const;

/** POST /api/order/check-coupon; `lang` makes the server word its refusals in the customer's language. */
export class AxiosCouponApi implements CouponApiPort {
  constructor(private readonly http: HttpClient) {}

  async checkCoupon(request: CouponApplyRequest, locale: Locale): Promise<CouponCheckResult> {
    const answer = await sendRequest(this.http, {
      method: 'post',
      url: '/order/check-coupon',
      data: request,
      params: { lang: locale },
    });
    if (answer.ok) {
      const checked = readCouponAnswer(answer.value);
      return checked === null ? UNAVAILABLE : ok(checked);
    }
    // 4xx is the server's refusal with a reason; 5xx says nothing about the code.
    return isRefusal(answer) ? { ok: false, ...readRefusal(answer.body) } : UNAVAILABLE;
  }
}
