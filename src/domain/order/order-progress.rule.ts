import type { DeliveryType } from './order-form';
import type { OrderStatus } from './order-status';

/** The steps a customer follows on the order status page, in the words the page uses for them. */
export type ProgressStep = 'accepted' | 'cooking' | 'with-courier' | 'delivered' | 'ready-for-pickup' | 'picked-up';

/**
 * Where the customer's order stands: waiting for the restaurant to accept it (no step reached
 * yet), under way or done (`current` is the index of the last step reached), or cancelled.
 */
export type OrderProgress =
  | { readonly state: 'waiting'; readonly steps: readonly ProgressStep[]; readonly current: -1 }
  | { readonly state: 'under-way' | 'done'; readonly steps: readonly ProgressStep[]; readonly current: number }
  | { readonly state: 'cancelled'; readonly steps: readonly ProgressStep[]; readonly current: -1 };

type StepOfStatus = readonly { readonly status: OrderStatus; readonly step: ProgressStep }[];

/*
 * Each step is reached by one staff status (order-status.ts), in the kitchen's order. The third
 * status, 'delivering', is the courier's ride for a delivery and the wait at the counter for
 * self-pickup.
 */
const DELIVERED: StepOfStatus = [
  { status: 'accepted', step: 'accepted' },
  { status: 'cooking', step: 'cooking' },
  { status: 'delivering', step: 'with-courier' },
  { status: 'completed', step: 'delivered' },
];

const PICKED_UP: StepOfStatus = [
  { status: 'accepted', step: 'accepted' },
  { status: 'cooking', step: 'cooking' },
  { status: 'delivering', step: 'ready-for-pickup' },
  { status: 'completed', step: 'picked-up' },
];

const stepsFor = (deliveryType: DeliveryType): StepOfStatus => (deliveryType === 'self-pickup' ? PICKED_UP : DELIVERED);

/** The staff status that reaches each step of a way of getting the order (for tests and docs). */
export const progressStatuses = (deliveryType: DeliveryType): readonly OrderStatus[] =>
  stepsFor(deliveryType).map((entry) => entry.status);

export const progressSteps = (deliveryType: DeliveryType): readonly ProgressStep[] =>
  stepsFor(deliveryType).map((entry) => entry.step);

/** What the customer is shown for an order in `status`. */
export const orderProgressOf = (status: OrderStatus, deliveryType: DeliveryType): OrderProgress => {
  const steps = progressSteps(deliveryType);
  if (status === 'new') return { state: 'waiting', steps, current: -1 };
  if (status === 'cancelled') return { state: 'cancelled', steps, current: -1 };
  const current = stepsFor(deliveryType).findIndex((entry) => entry.status === status);
  return { state: current === steps.length - 1 ? 'done' : 'under-way', steps, current };
};
