import type { DeliveryType, OrderForm } from './order-form';
import { isCompletePhone } from './phone-mask';
import { houseNumberProblem, type HouseNumberProblem } from '../address/house-number.rule';

import { MIN_ORDER } from '../pricing/pricing-constants';

/** Hryvnias, after the coupon discount: the pricing rule's minimum, named for the form. */
export const ORDER_MINIMUM_TOTAL = MIN_ORDER;

/** Everything the submission rules look at; computed values (total, availability) come in ready. */
export interface SubmissionInput {
  readonly isSubmitting: boolean;
  /** Cart total after the coupon discount, hryvnias. */
  readonly totalAfterDiscount: number;
  /** Global functionality on and nothing in the cart stopped. */
  readonly ordersAllowed: boolean;
  readonly disabledDeliveryTypes: readonly DeliveryType[];
  readonly form: Pick<
    OrderForm,
    'name' | 'phone' | 'payMethod' | 'deliveryType' | 'address' | 'deliveryDate' | 'deliveryTime' | 'selfPickupPointId'
  >;
}

/** Reason keys per field: the form shows each under its field, the server answers them as a 4xx body. */
export interface SubmissionReasons {
  readonly submitting: 'already-submitting';
  readonly total: 'below-minimum';
  readonly orders: 'orders-not-allowed';
  readonly name: 'name-required';
  readonly phone: 'phone-incomplete';
  readonly payMethod: 'pay-method-required';
  readonly deliveryType: 'delivery-type-disabled';
  readonly street: 'street-required';
  readonly house: HouseNumberProblem;
  readonly deliveryCity: 'delivery-city-required';
  readonly deliveryDate: 'delivery-date-required';
  readonly deliveryTime: 'delivery-time-required';
  readonly selfPickupPointId: 'pickup-point-required';
}
export type SubmissionField = keyof SubmissionReasons;
export type SubmissionFailures = { -readonly [F in SubmissionField]?: SubmissionReasons[F] };

export type SubmissionVerdict = { readonly ok: true } | { readonly ok: false; readonly reasons: SubmissionFailures };

/**
 * An order may be submitted only when all of these hold. Every failing rule is reported, not just
 * the first, so the form can mark all fields at once.
 */
export const canSubmitOrder = (input: SubmissionInput): SubmissionVerdict => {
  const { form } = input;
  const reasons: SubmissionFailures = {};
  if (input.isSubmitting) reasons.submitting = 'already-submitting';
  // NaN (a broken computation) must block, hence not `<`.
  if (!(input.totalAfterDiscount >= ORDER_MINIMUM_TOTAL)) reasons.total = 'below-minimum';
  if (!input.ordersAllowed) reasons.orders = 'orders-not-allowed';
  if (!isCompletePhone(form.phone)) reasons.phone = 'phone-incomplete';
  if (form.payMethod === null) reasons.payMethod = 'pay-method-required';
  if (isBlank(form.name)) reasons.name = 'name-required';
  if (input.disabledDeliveryTypes.includes(form.deliveryType)) reasons.deliveryType = 'delivery-type-disabled';
  Object.assign(reasons, deliveryTypeFailures(form));
  return Object.keys(reasons).length === 0 ? { ok: true } : { ok: false, reasons };
};

const deliveryTypeFailures = (form: SubmissionInput['form']): SubmissionFailures => {
  switch (form.deliveryType) {
    case 'delivery':
      return { ...(isBlank(form.address.street.name) ? { street: 'street-required' } : {}), ...houseFailure(form) };
    case 'pre-order':
      return {
        ...(isBlank(form.address.street.name) ? { street: 'street-required' } : {}),
        ...houseFailure(form),
        ...(isBlank(form.deliveryDate) ? { deliveryDate: 'delivery-date-required' } : {}),
        ...(isBlank(form.deliveryTime) ? { deliveryTime: 'delivery-time-required' } : {}),
        ...(form.address.deliveryCity === null || isBlank(form.address.deliveryCity.name)
          ? { deliveryCity: 'delivery-city-required' }
          : {}),
      };
    case 'self-pickup':
      return isBlank(form.selfPickupPointId) ? { selfPickupPointId: 'pickup-point-required' } : {};
  }
};

// The courier needs the house as much as the street: a street alone is a kilometre of doors.
const houseFailure = (form: SubmissionInput['form']): SubmissionFailures => {
  const problem = houseNumberProblem(form.address.house);
  return problem === null ? {} : { house: problem };
};

const isBlank = (text: string): boolean => text.trim() === '';
