import type { SelfPickupPoint } from '../../../domain/order/order-form';
import type { PaymentType } from '../../../domain/payment/payment-type';
import type { DeliveryCityDto, OrderCreatedDto, StreetDto } from '../../../domain/shop-api/ordering.contract';
import type { CashPaymentDto, OrderSummaryDto, PaymentRetryDto } from '../../application/ports/order-api.port';

/*
 * Shape checks at the edge: an answer that does not look like the contract counts as the server
 * being unavailable, so a half-deployed API never breaks the form deep inside React.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const listOf = <T>(body: unknown, is: (item: unknown) => boolean): readonly T[] | null =>
  Array.isArray(body) && body.every(is) ? (body as T[]) : null;

export const readOrderCreated = (body: unknown): OrderCreatedDto | null =>
  isObject(body) && typeof body.success === 'boolean' && typeof body.smsConfirm === 'boolean'
    ? (body as unknown as OrderCreatedDto)
    : null;

export const readPaymentTypes = (body: unknown): readonly PaymentType[] | null =>
  listOf(
    body,
    (item) =>
      isObject(item) && isString(item.name) && typeof item.isAllowed === 'boolean' && typeof item.cityId === 'number',
  );

// translations and hours are optional: without them the point reads in Ukrainian, with no hours.
export const readPickupPoints = (body: unknown): readonly SelfPickupPoint[] | null =>
  listOf(
    body,
    (item) =>
      isObject(item) &&
      isString(item.id) &&
      isString(item.streetName) &&
      isString(item.house) &&
      (item.translations === undefined || isObject(item.translations)) &&
      (item.hours === undefined || isString(item.hours)),
  );

export const readDeliveryCities = (body: unknown): readonly DeliveryCityDto[] | null =>
  listOf(body, (item) => isObject(item) && typeof item.id === 'number' && isString(item.name));

export const readStreets = (body: unknown): readonly StreetDto[] | null =>
  listOf(body, (item) => isObject(item) && isString(item.id) && isString(item.name));

export const readOrderSummary = (body: unknown): OrderSummaryDto | null =>
  isObject(body) &&
  isString(body.orderId) &&
  isObject(body.checkout) &&
  Array.isArray(body.lines) &&
  isObject(body.totals) &&
  isString(body.confirmationStatus)
    ? (body as unknown as OrderSummaryDto)
    : null;

/** A refusal body {success:false, reason, message, secondsLeft?}; null when the body is something else. */
export const readRefusal = (body: unknown): { reason: string; message: string; secondsLeft?: number } | null => {
  if (!isObject(body) || !isString(body.reason) || !isString(body.message)) return null;
  const secondsLeft = body.secondsLeft;
  return typeof secondsLeft === 'number' && Number.isFinite(secondsLeft) && secondsLeft >= 0
    ? { reason: body.reason, message: body.message, secondsLeft }
    : { reason: body.reason, message: body.message };
};

/** POST /order/resend-code's answer {success: true, resendInSeconds}. */
export const readCodeResent = (body: unknown): { resendInSeconds: number } | null =>
  isObject(body) &&
  body.success === true &&
  typeof body.resendInSeconds === 'number' &&
  Number.isFinite(body.resendInSeconds)
    ? { resendInSeconds: Math.max(0, body.resendInSeconds) }
    : null;

const isCheckoutForm = (value: unknown): boolean =>
  isObject(value) && isString(value.action) && isString(value.data) && isString(value.signature);

export const readPaymentRetry = (body: unknown): PaymentRetryDto | null =>
  isObject(body) && isString(body.orderId) && isCheckoutForm(body.liqpayForm)
    ? (body as unknown as PaymentRetryDto)
    : null;

export const readCashPayment = (body: unknown): CashPaymentDto | null =>
  isObject(body) && isString(body.orderId) && typeof body.smsConfirm === 'boolean' && isString(body.confirmationStatus)
    ? (body as unknown as CashPaymentDto)
    : null;
