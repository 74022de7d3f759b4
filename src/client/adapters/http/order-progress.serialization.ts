import { DELIVERY_TYPES } from '../../../domain/order/order-form';
import { isOrderStatus } from '../../../domain/order/order-status';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const PROMISE_KINDS = ['self-pickup', 'pre-order', 'address-check', 'zone'];

type ProgressModifier = OrderProgressDto['lines'][number]['modifiers'][number];

const isModifier = (value: unknown): value is ProgressModifier =>
  isObject(value) && isString(value.productId) && isString(value.name) && isObject(value.translation);

/** A line's modifiers: none from a server that predates them, unreadable ones left out. */
const withModifiers = (body: OrderProgressDto): OrderProgressDto => ({
  ...body,
  lines: body.lines.map((line) => ({
    ...line,
    modifiers: Array.isArray(line.modifiers) ? (line.modifiers as unknown[]).filter(isModifier) : [],
  })),
});

/** Shape check at the edge: an answer unlike the contract counts as the server being unavailable. */
export const readOrderProgress = (body: unknown): OrderProgressDto | null =>
  isObject(body) &&
  isString(body.code) &&
  typeof body.cityId === 'number' &&
  (DELIVERY_TYPES as readonly unknown[]).includes(body.deliveryType) &&
  isOrderStatus(body.status) &&
  (body.cancelReason === null || isString(body.cancelReason)) &&
  typeof body.awaitsOnlinePayment === 'boolean' &&
  isString(body.createdAt) &&
  isObject(body.promise) &&
  PROMISE_KINDS.includes(String(body.promise.kind)) &&
  isObject(body.customer) &&
  isString(body.customer.firstName) &&
  isString(body.customer.phoneEnding) &&
  Array.isArray(body.lines) &&
  body.lines.every(
    (line) => isObject(line) && isString(line.name) && typeof line.count === 'number' && typeof line.total === 'number',
  ) &&
  typeof body.shipping === 'number' &&
  typeof body.discount === 'number' &&
  typeof body.toPay === 'number'
    ? withModifiers(body as unknown as OrderProgressDto)
    : null;

/** An event's data: JSON of the same shape. */
export const readOrderProgressEvent = (data: string): OrderProgressDto | null => {
  try {
    return readOrderProgress(JSON.parse(data));
  } catch {
    return null;
  }
};
