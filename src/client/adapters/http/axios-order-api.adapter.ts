import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import type { OrderRequest } from '../../../domain/order/order-request.builder';
import type { SelfPickupPoint } from '../../../domain/order/order-form';
import type { PaymentType } from '../../../domain/payment/payment-type';
import type { Locale } from '../../../domain/shared/locale';
import type { DeliveryCityDto, OrderCreatedDto, StreetDto } from '../../../domain/shop-api/ordering.contract';
import type {
  CashPaymentDto,
  OrderApiPort,
  OrderApiResult,
  OrderSummaryDto,
  PaymentRetryDto,
} from '../../application/ports/order-api.port';
import { sendRequest } from './http-request';
import {
  readDeliveryCities,
  readCashPayment,
  readOrderCreated,
  readPaymentRetry,
  readOrderSummary,
  readPaymentTypes,
  readPickupPoints,
  readCodeResent,
  readRefusal,
  readStreets,
} from './order-api.serialization';

type Log = (message: string, error: unknown) => void;

/** The ordering calls over axios (the shared client adds /api). */
export class AxiosOrderApi implements OrderApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, error) => console.error(message, error),
  ) {}

  createOrder(request: OrderRequest, lang: Locale): Promise<OrderApiResult<OrderCreatedDto>> {
    return this.call('post', '/order/create', request, readOrderCreated, { lang });
  }

  async verifyCode(orderId: string, code: string, lang: Locale): Promise<OrderApiResult<void>> {
    return this.call('post', '/order/verify-code', { orderId, code }, () => undefined, { lang });
  }

  async verifyPhoneCall(orderId: string, lang: Locale): Promise<OrderApiResult<void>> {
    return this.call('post', '/order/verify-phone-call', { orderId }, () => undefined, { lang });
  }

  resendCode(orderId: string, lang: Locale): Promise<OrderApiResult<{ readonly resendInSeconds: number }>> {
    return this.call('post', '/order/resend-code', { orderId }, readCodeResent, { lang });
  }

  paymentStatus(orderId: string): Promise<OrderApiResult<string>> {
    return this.call('post', '/order/payment-status', { orderId }, (body) => (typeof body === 'string' ? body : null));
  }

  retryPayment(orderId: string, lang: Locale): Promise<OrderApiResult<PaymentRetryDto>> {
    return this.call('post', `/order/${encodeURIComponent(orderId)}/payment-retry`, {}, readPaymentRetry, { lang });
  }

  payInCash(orderId: string, lang: Locale): Promise<OrderApiResult<CashPaymentDto>> {
    return this.call('post', `/order/${encodeURIComponent(orderId)}/cash-payment`, {}, readCashPayment, { lang });
  }

  getOrderSummary(orderId: string, lang: Locale): Promise<OrderApiResult<OrderSummaryDto>> {
    return this.call('get', `/order/${encodeURIComponent(orderId)}`, undefined, readOrderSummary, { lang });
  }

  getPaymentTypes(): Promise<OrderApiResult<readonly PaymentType[]>> {
    return this.call('get', '/delivery-and-payment', undefined, readPaymentTypes);
  }

  getPickupPoints(cityId: CityId): Promise<OrderApiResult<readonly SelfPickupPoint[]>> {
    return this.call('get', '/self-pickup-points', undefined, readPickupPoints, { cityId });
  }

  getDeliveryCities(cityId: CityId): Promise<OrderApiResult<readonly DeliveryCityDto[]>> {
    return this.call('post', '/addresses/delivery-cities', { cityId }, readDeliveryCities);
  }

  getStreets(cityId: CityId, deliveryCityId: number): Promise<OrderApiResult<readonly StreetDto[]>> {
    return this.call('post', '/addresses/streets', { cityId, deliveryCityId }, readStreets);
  }

  private async call<T>(
    method: 'get' | 'post',
    url: string,
    body: unknown,
    read: (body: unknown) => T | null,
    params?: Record<string, string | number>,
  ): Promise<OrderApiResult<T>> {
    const answer = await sendRequest(this.http, { method, url, params, ...(method === 'post' ? { data: body } : {}) });
    if (!answer.ok) {
      // A refusal carries its own message in the request's language: the form shows it as is.
      const refusal = answer.reason === 'status' ? readRefusal(answer.body) : null;
      if (refusal !== null) return { ok: false, failure: { kind: 'refused', ...refusal } };
      this.log(`${method.toUpperCase()} ${url} failed`, answer);
      return { ok: false, failure: { kind: 'unavailable' } };
    }
    const value = read(answer.value);
    if (value !== null) return { ok: true, value };
    this.log(`${method.toUpperCase()} ${url} answered an unexpected shape`, answer.value);
    return { ok: false, failure: { kind: 'unavailable' } };
  }
}
