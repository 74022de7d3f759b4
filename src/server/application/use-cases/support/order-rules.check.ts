import type { CartItem } from '../../../../domain/cart/cart-item';
import { amountOfRolls, hasAlcohol } from '../../../../domain/cart/cart-counters';
import type { OrderForm, PayMethod, SelfPickupPoint } from '../../../../domain/order/order-form';
import { allowedPayMethods } from '../../../../domain/payment/allowed-pay-methods.rule';
import type { PaymentType } from '../../../../domain/payment/payment-type';
import type { OrderTotalsKopiykas } from '../../../../domain/pricing/order-totals';
import { toHryvnias } from '../../../../domain/shared/money';
import { ok } from '../../../../domain/shared/result';
import { checkSticks, type SticksCheckRefusal } from '../../../../domain/sticks/sticks-rule';
import { areOrdersAllowed, stoppedDeliveryTypes } from '../../../../domain/working-hours/stop-list.rule';
import type { CityStops } from '../../ports/stop-list.port';
import type { CatalogIndex } from './catalog-index';
import { cartSectionsOf } from './cart-sections';
import { checkDeliveryTime, type DeliveryTimeRefusal } from './delivery-time.check';
import { checkPayMethodAllowed, type PayMethodRefusal } from './pay-method.check';
import { checkSubmission, type SubmissionRefusal } from './submission.check';
import { refuse, type UseCaseResult } from './use-case-result';

export interface OrderRulesInput {
  readonly cityId: number;
  readonly form: OrderForm;
  readonly lines: readonly CartItem[];
  readonly totals: OrderTotalsKopiykas;
  readonly catalog: CatalogIndex;
  readonly stops: CityStops;
  readonly paymentTypes: readonly PaymentType[];
  /** The city's points; only read for self-pickup. */
  readonly pickupPoints: readonly SelfPickupPoint[];
  readonly nowMs: number;
}

export interface AcceptedOrderRules {
  readonly payMethod: PayMethod;
  readonly allowedMethods: readonly PayMethod[];
  readonly hasAlcohol: boolean;
  readonly pickupPoint: SelfPickupPoint | null;
}

export type OrderRulesRefusal =
  | SubmissionRefusal
  | DeliveryTimeRefusal
  | SticksCheckRefusal
  | PayMethodRefusal
  | 'self-pickup-unavailable'
  | 'unknown-pickup-point';

/**
 * Every submission and time rule that needs no address lookup, through the shared domain, in the
 * order a customer would fix them: the shop and the form first, then time, sticks and payment.
 */
export const checkOrderRules = (input: OrderRulesInput): UseCaseResult<AcceptedOrderRules, OrderRulesRefusal> => {
  const { form, cityId, stops } = input;
  const disabledDeliveryTypes = [
    ...new Set([...stops.disabledDeliveryTypes, ...stoppedDeliveryTypes(stops.workingHours, cityId)]),
  ];
  const submission = checkSubmission({
    totalAfterDiscount: toHryvnias(input.totals.cartAfterDiscount),
    ordersAllowed: areOrdersAllowed(stops.workingHours, cityId, cartSectionsOf(input.lines, input.catalog)),
    disabledDeliveryTypes,
    form,
  });
  if (!submission.ok) return submission;
  // canSubmitOrder has refused a missing method; this narrows the type for what follows.
  const payMethod = form.payMethod;
  if (payMethod === null) return refuse('pay-method-required');

  const alcohol = hasAlcohol(input.lines);
  const time = checkDeliveryTime({
    deliveryType: form.deliveryType,
    disabledDeliveryTypes,
    deliveryDate: form.deliveryDate,
    deliveryTime: form.deliveryTime,
    hasAlcohol: alcohol,
    nowMs: input.nowMs,
    schedule: input.stops.schedule,
  });
  if (!time.ok) return time;

  const sticks = checkSticks({ sticks: form.sticks, trainingSticks: form.trainingSticks }, amountOfRolls(input.lines));
  if (!sticks.ok) return refuse(sticks.reason);

  // A city without an open point offers no self-pickup at all (its storefront hides the choice).
  if (form.deliveryType === 'self-pickup' && input.pickupPoints.length === 0) return refuse('self-pickup-unavailable');
  const pickupPoint = form.deliveryType === 'self-pickup' ? pickupPointOf(form, input.pickupPoints) : null;
  if (form.deliveryType === 'self-pickup' && pickupPoint === null) return refuse('unknown-pickup-point');

  const allowedMethods = allowedPayMethods(input.paymentTypes, cityId);
  const method = checkPayMethodAllowed(payMethod, allowedMethods, alcohol);
  if (!method.ok) return method;
  return ok({ payMethod, allowedMethods, hasAlcohol: alcohol, pickupPoint });
};

const pickupPointOf = (form: OrderForm, points: readonly SelfPickupPoint[]): SelfPickupPoint | null =>
  points.find((point) => point.id === form.selfPickupPointId.trim()) ?? null;
