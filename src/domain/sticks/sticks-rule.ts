import type { OrderForm } from '../order/order-form';
import { err, ok, type Result } from '../shared/result';

export const COUNTER_MIN = 0;
export const COUNTER_MAX = 99;
/** sticks + trainingSticks ≤ STICKS_PER_ROLL × rolls. */
export const STICKS_PER_ROLL = 2;

export type SticksState = Pick<OrderForm, 'sticks' | 'trainingSticks'>;
export type SticksCounter = keyof SticksState;

export const NO_STICKS: SticksState = { sticks: 0, trainingSticks: 0 };

const wholeOrZero = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

export const clampCounter = (value: number): number => Math.min(COUNTER_MAX, wholeOrZero(value));

export const sticksLimit = (rolls: number): number => STICKS_PER_ROLL * wholeOrZero(rolls);

export const isWithinSticksLimit = (state: SticksState, rolls: number): boolean =>
  [state.sticks, state.trainingSticks].every((v) => Number.isInteger(v) && v >= COUNTER_MIN && v <= COUNTER_MAX) &&
  state.sticks + state.trainingSticks <= sticksLimit(rolls);

/**
 * Shrinks the counters to fit the rolls left in the cart. Regular sticks go first:
 * training sticks are the deliberate, specific request (someone at the table cannot use ordinary
 * sticks), usually one or two, while the regular count is the bulk that was sized for the old cart.
 * Cutting the bulk first keeps the special request whenever the limit allows it.
 * Returns the same object when nothing changes, so observers see no change.
 */
export const fitSticksToRolls = (state: SticksState, rolls: number): SticksState => {
  const sticks = clampCounter(state.sticks);
  const trainingSticks = clampCounter(state.trainingSticks);
  const excess = Math.max(0, sticks + trainingSticks - sticksLimit(rolls));
  const fromSticks = Math.min(sticks, excess);
  const fitted = { sticks: sticks - fromSticks, trainingSticks: trainingSticks - (excess - fromSticks) };
  return fitted.sticks === state.sticks && fitted.trainingSticks === state.trainingSticks ? state : fitted;
};

/** What the order request carries: 0 and 0 without rolls, otherwise the fitted counters. */
export const sticksForOrder = (state: SticksState, rolls: number): SticksState =>
  sticksLimit(rolls) === 0 ? NO_STICKS : fitSticksToRolls(state, rolls);

export type SticksCheckRefusal = 'invalid-sticks' | 'too-many-sticks';

/** The server's strict check: it refuses what a browser should never have sent instead of fixing it. */
export const checkSticks = (state: SticksState, rolls: number): Result<SticksState, SticksCheckRefusal> => {
  const counters = [state.sticks, state.trainingSticks];
  if (!counters.every((v) => Number.isInteger(v) && v >= COUNTER_MIN && v <= COUNTER_MAX)) return err('invalid-sticks');
  if (state.sticks + state.trainingSticks > sticksLimit(rolls)) return err('too-many-sticks');
  return ok(state);
};
