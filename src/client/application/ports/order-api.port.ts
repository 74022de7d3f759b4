import type { CityId } from '../../../domain/city/city';
import type { OrderRequest } from '../../../domain/order/order-request.builder';
import type { SelfPickupPoint } from '../../../domain/order/order-form';
import type { PaymentType } from '../../../domain/payment/payment-type';
import type { Locale } from '../../../domain/shared/locale';
import type {
  DeliveryCityDto,
  OrderConfirmationStatus,
  OrderCreatedDto,
  StreetDto,
} from '../../../domain/shop-api/ordering.contract';
import type { CheckoutSummary } from '../../../domain/order/checkout-summary.builder';

/**
 * Why a call failed. 'refused': the server answered a refusal (4xx with {success:false, reason,
 * message}); its message is already in the request's language and is shown as is.
 */
export type OrderApiFailure =
  | {
      readonly kind: 'refused';
      readonly reason: string;
      readonly message: string;
      /** A refusal for asking too soon says when to ask again (a new SMS code). */
      readonly secondsLeft?: number;
    }
  | { readonly kind: 'unavailable' };

export type OrderApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: OrderApiFailure };

/** A line of the thank-you page (GET /order/{code}); money in hryvnias. */
export interface OrderSummaryLineDto {
  readonly productId: string;
  readonly name: string;
  readonly translation: Partial<Record<Locale, string>>;
  readonly count: number;
  /** One piece's modifiers as chosen (a modifier twice listed twice); absent from older servers' answers. */
  readonly modifiers?: readonly {
    readonly productId: string;
    readonly name: string;
    readonly translation?: Partial<Record<Locale, string>>;
  }[];
  readonly total: number;
  readonly isGift: boolean;
}

/** GET /order/{code}: what the thank-you page shows. */
export interface OrderSummaryDto {
  readonly orderId: string;
  readonly cityId: number;
  readonly checkout: CheckoutSummary;
  readonly lines: readonly OrderSummaryLineDto[];
  readonly totals: {
    readonly order: number;
    readonly shipping: number;
    readonly discount: number;
    readonly toPay: number;
  };
  readonly paymentStatus: string;
  /**
   * 'phone-call-requested' when the operator calls before cooking (the customer asked for a call,
   * or the phone had used up its SMS codes for the hour).
   */
  readonly confirmationStatus: OrderConfirmationStatus;
  readonly needsAddressCheck: boolean;
  /** A self-pickup order's point as ordered (absent from older servers' answers). */
  readonly pickupPoint?: SelfPickupPoint | null;
}

/** POST /order/{code}/payment-retry: the same order's payment form again. */
export interface PaymentRetryDto {
  readonly orderId: string;
  readonly liqpayForm: { readonly action: string; readonly data: string; readonly signature: string };
}

/** POST /order/{code}/cash-payment: the order is paid in cash now; `smsConfirm`: a code was sent to enter. */
export interface CashPaymentDto {
  readonly orderId: string;
  readonly smsConfirm: boolean;
  readonly confirmationStatus: OrderConfirmationStatus;
}

/** The ordering calls the order form and the thank-you page make (architecture/storefront-checkout.md). */
export interface OrderApiPort {
  /** POST /order/create?lang= */
  createOrder(request: OrderRequest, lang: Locale): Promise<OrderApiResult<OrderCreatedDto>>;
  /** POST /order/verify-code */
  verifyCode(orderId: string, code: string, lang: Locale): Promise<OrderApiResult<void>>;
  /** POST /order/verify-phone-call */
  verifyPhoneCall(orderId: string, lang: Locale): Promise<OrderApiResult<void>>;
  /**
   * POST /order/resend-code: a new SMS code replaces the old one. Refused 'resend-too-soon' (with
   * secondsLeft) within a minute of the last code, 'sms-limit-reached' when the operator calls instead.
   */
  resendCode(orderId: string, lang: Locale): Promise<OrderApiResult<{ readonly resendInSeconds: number }>>;
  /** POST /order/payment-status → 'success' once paid. */
  paymentStatus(orderId: string): Promise<OrderApiResult<string>>;
  /** POST /order/{code}/payment-retry: refused (409) for a paid, cancelled or no longer online order. */
  retryPayment(orderId: string, lang: Locale): Promise<OrderApiResult<PaymentRetryDto>>;
  /** POST /order/{code}/cash-payment: refused like retryPayment, and where the city takes no cash. */
  payInCash(orderId: string, lang: Locale): Promise<OrderApiResult<CashPaymentDto>>;
  /** GET /order/{code} */
  getOrderSummary(orderId: string, lang: Locale): Promise<OrderApiResult<OrderSummaryDto>>;
  /** GET /delivery-and-payment */
  getPaymentTypes(): Promise<OrderApiResult<readonly PaymentType[]>>;
  /** GET /self-pickup-points?cityId */
  getPickupPoints(cityId: CityId): Promise<OrderApiResult<readonly SelfPickupPoint[]>>;
  /** POST /addresses/delivery-cities */
  getDeliveryCities(cityId: CityId): Promise<OrderApiResult<readonly DeliveryCityDto[]>>;
  /** POST /addresses/streets */
  getStreets(cityId: CityId, deliveryCityId: number): Promise<OrderApiResult<readonly StreetDto[]>>;
}
