/** Shapes of the ordering calls, shared by the browser adapter and the server routes. */
import type { CouponActionItem } from '../coupon/coupon.types';
import type { Functionality, StopText } from '../working-hours/working-hours.types';
import type { DeliveryType, PickupPointAddress } from '../order/order-form';
import type { Translated } from '../shared/locale';

/** GET /api/site-management/working-hours?cityId=N&isStoped=1 */
export interface StoppedFunctionalityDto {
  readonly cityId: number;
  readonly isStoped: boolean;
  readonly functionality: Functionality;
  readonly translation: Partial<Translated<StopText>>;
}

/** GET /api/site-management */
export interface SiteManagementDto {
  readonly disabledFunctionalities: readonly Functionality[];
  readonly disabledDeliveryTypes: readonly DeliveryType[];
  readonly translationsByFunctionality: Partial<Record<Functionality, Partial<Translated<StopText>>>>;
  readonly isDefaultNonWorking: boolean;
  readonly workingHours: { readonly open: string; readonly close: string };
  readonly settings: readonly { readonly name: string; readonly value: string }[];
}

/** POST /api/communication/call */
export interface CallbackRequestDto {
  readonly name: string;
  readonly phone: string;
  readonly comment: string;
  readonly cityId?: number;
}

/** POST /api/addresses/delivery-cities {cityId} → DeliveryCityDto[] */
export interface DeliveryCityDto {
  readonly id: number;
  readonly name: string;
  readonly translation: Translated;
}

/** POST /api/addresses/streets {cityId, deliveryCityId} → StreetDto[] */
export interface StreetDto {
  readonly id: string;
  readonly name: string;
}

/** POST /api/addresses/zone/{cityId} {street:{id,name}, house} → ZoneAnswerDto */
export interface ZoneAnswerDto {
  /** 'зелений' | 'червоний' | 'синій', or '' out of zones. */
  readonly zone: string;
  readonly minutes: number;
  /** [lng, lat] of the address, for the map marker; null when it could not be placed. */
  readonly point: readonly [number, number] | null;
}

/**
 * GET /api/self-pickup-points?cityId=N. The address fields are Ukrainian; `translations` has the
 * English and Russian ones ('' where staff left one empty: the storefront then shows Ukrainian).
 */
export interface SelfPickupPointDto {
  readonly id: string;
  readonly deliveryCityName: string;
  readonly streetName: string;
  readonly house: string;
  readonly translations: { readonly en: PickupPointAddress; readonly ru: PickupPointAddress };
  /** Free text as staff typed it, '' when not given. */
  readonly hours: string;
}

/** GET /api/zones?cityId=N — the zone polygons for the map (GeoJSON FeatureCollection). */
export interface ZoneFeatureDto {
  readonly type: 'Feature';
  readonly properties: { readonly color: 'green' | 'red' | 'blue'; readonly minutes: number };
  readonly geometry: { readonly type: 'Polygon' | 'MultiPolygon'; readonly coordinates: unknown };
}

/** POST /api/order/check-coupon → CouponCheckDto */
export interface CouponCheckDto {
  readonly discount: number;
  readonly actions: readonly { readonly items: readonly CouponActionItem[] }[];
}

/** POST /api/order/create → OrderCreatedDto; a refusal answers 4xx with success false, reason and message. */
export interface OrderCreatedDto {
  readonly orderId: string | null;
  readonly success: boolean;
  readonly smsConfirm: boolean;
  readonly liqpayForm: { readonly action: string; readonly data: string; readonly signature: string } | null;
  readonly isEmailSended: boolean;
  readonly reason?: string;
  readonly message?: string;
}

/**
 * How an order is confirmed (GET /api/order/{code} answers it; the thank-you page reads it).
 * not-required: confirmed at once (online payment confirms, or a known customer);
 * sms-pending: a code was sent; sms-confirmed; sms-locked: too many wrong codes;
 * phone-call-requested: the operator must call before cooking.
 */
export const ORDER_CONFIRMATION_STATUSES = [
  'not-required',
  'sms-pending',
  'sms-confirmed',
  'sms-locked',
  'phone-call-requested',
] as const;
export type OrderConfirmationStatus = (typeof ORDER_CONFIRMATION_STATUSES)[number];

/** Where an order's payment stands: 'not-required' for card or cash on delivery. */
export const ORDER_PAYMENT_STATUSES = ['not-required', 'awaiting', 'paid', 'failed', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const isOrderPaymentStatus = (value: unknown): value is OrderPaymentStatus =>
  typeof value === 'string' && (ORDER_PAYMENT_STATUSES as readonly string[]).includes(value);

/** Error body of every 4xx/5xx answer. */
export interface ApiErrorDto {
  readonly error: string;
  readonly message: string;
}
