import type { PayMethod } from '../order/order-form';
import { COUPON_ERROR_RESET_MS, DEFAULT_COUPON_PAY_METHOD } from './coupon.constants';
import { couponDiscountFor, isCashPayMethod, isCouponFound } from './coupon-discount.rule';
import { forgetPicks, hasMissingPick, offers, resolveChoices, selectedItemsOf } from './coupon-choice.rule';
import type { CouponChoices } from './coupon-choice.rule';
import type { CouponCheckAnswer } from './coupon.types';
import type { CouponCheckPurpose, CouponEvent, CouponMachineState, CouponTransition } from './coupon-machine.types';

/**
 * The coupon widget as a pure reducer. Time and I/O stay outside: the reducer returns
 * effects (a check to run, an event to dispatch later) and its host runs them. Events that make no
 * sense in the current state answer the very same state object and no effects, so a host can skip
 * re-rendering by reference.
 */
export const initialCouponState = (payMethod: PayMethod = DEFAULT_COUPON_PAY_METHOD): CouponMachineState => ({
  status: 'default',
  value: '',
  payMethod,
  answer: null,
  discount: 0,
  choices: [],
  selectedItems: [],
  purpose: null,
  seq: 0,
});

/** Upper case because the field shows codes so and the server compares them so. */
export const normalizeCouponValue = (value: string): string => value.toUpperCase();

export const couponReducer = (state: CouponMachineState, event: CouponEvent): CouponTransition => {
  switch (event.type) {
    case 'typed':
      return typed(state, event.value);
    case 'apply':
      return apply(state);
    case 'answered':
      return isAwaited(state, event.seq) ? answered(state, event.answer) : unchanged(state);
    case 'failed':
      return isAwaited(state, event.seq) ? checkFailed(state) : unchanged(state);
    case 'itemChosen':
      return itemChosen(state, event.actionIndex, event.iikoId);
    case 'reselect':
      return reselect(state);
    case 'cancel':
    case 'cleared':
      return { state: reset(state), effects: [] };
    case 'errorTimeoutElapsed':
      return state.status === 'error' && state.seq === event.seq
        ? { state: { ...state, status: 'default' }, effects: [] }
        : unchanged(state);
    case 'payMethodChanged':
      return payMethodChanged(state, event.payMethod ?? DEFAULT_COUPON_PAY_METHOD);
    case 'cartChanged':
      return cartChanged(state);
  }
};

const unchanged = (state: CouponMachineState): CouponTransition => ({ state, effects: [] });

const isAwaited = (state: CouponMachineState, seq: number): boolean => state.status === 'loading' && state.seq === seq;

// The field is read-only while a coupon is being checked or is accepted: typing there is a no-op.
const typed = (state: CouponMachineState, raw: string): CouponTransition => {
  if (state.status !== 'default' && state.status !== 'error') return unchanged(state);
  const value = normalizeCouponValue(raw);
  if (state.status === 'default' && value === state.value) return unchanged(state);
  return { state: { ...state, status: 'default', value }, effects: [] };
};

// The apply button is disabled while the field is blank, so a blank apply is ignored.
const apply = (state: CouponMachineState): CouponTransition => {
  const value = state.value.trim();
  if (state.status !== 'default' || value === '') return unchanged(state);
  return startCheck({ ...state, value, choices: [] }, 'apply');
};

const startCheck = (state: CouponMachineState, purpose: CouponCheckPurpose): CouponTransition => {
  const seq = state.seq + 1;
  return {
    state: { ...state, status: 'loading', purpose, seq },
    effects: [{ type: 'check', seq, coupon: state.value, payMethod: state.payMethod }],
  };
};

const answered = (state: CouponMachineState, answer: CouponCheckAnswer): CouponTransition => {
  if (!isCouponFound(answer)) return checkFailed(state);
  // A first check starts with no picks; a recalculation keeps the picks still on offer.
  const choices = resolveChoices(answer.actions, state.purpose === 'recalculate' ? state.choices : []);
  return { state: accepted(state, answer, choices), effects: [] };
};

// An accepted answer lands in readyToChoose while a pick is missing, in applied otherwise.
const accepted = (
  state: CouponMachineState,
  answer: CouponCheckAnswer,
  choices: CouponChoices,
): CouponMachineState => ({
  ...state,
  status: hasMissingPick(answer.actions, choices) ? 'readyToChoose' : 'applied',
  answer,
  discount: couponDiscountFor(answer, state.payMethod),
  choices,
  selectedItems: selectedItemsOf(answer.actions, choices),
  purpose: null,
});

// A failed first check shows the error; a failed recalculation drops the coupon, because the
// discount shown for the old payment method is no longer true.
const checkFailed = (state: CouponMachineState): CouponTransition =>
  state.purpose === 'recalculate' ? { state: reset(state), effects: [] } : enterError(state);

const enterError = (state: CouponMachineState): CouponTransition => {
  const seq = state.seq + 1;
  return {
    state: { ...reset(state), value: state.value, status: 'error', seq },
    effects: [{ type: 'schedule', afterMs: COUPON_ERROR_RESET_MS, event: { type: 'errorTimeoutElapsed', seq } }],
  };
};

const itemChosen = (state: CouponMachineState, actionIndex: number, iikoId: string): CouponTransition => {
  const action = state.answer?.actions[actionIndex];
  if (state.status !== 'readyToChoose' || state.answer === null || action === undefined || !offers(action, iikoId)) {
    return unchanged(state);
  }
  const choices = state.choices.map((choice, index) => (index === actionIndex ? iikoId : choice));
  return { state: accepted(state, state.answer, choices), effects: [] };
};

const reselect = (state: CouponMachineState): CouponTransition => {
  if (state.status !== 'applied' || state.answer === null) return unchanged(state);
  const choices = forgetPicks(state.answer.actions, state.choices);
  // Nothing to pick (every action has one item): reselecting would leave the customer stuck.
  if (!hasMissingPick(state.answer.actions, choices)) return unchanged(state);
  return { state: accepted(state, state.answer, choices), effects: [] };
};

// Cash rounds the discount and the server may price cash differently, so crossing between cash
// and non-cash rechecks an accepted coupon; online <-> card changes nothing but the method.
const payMethodChanged = (state: CouponMachineState, payMethod: PayMethod): CouponTransition => {
  if (payMethod === state.payMethod) return unchanged(state);
  const next = { ...state, payMethod };
  const crossesCash = isCashPayMethod(payMethod) !== isCashPayMethod(state.payMethod);
  if (!crossesCash) return { state: next, effects: [] };
  switch (state.status) {
    case 'applied':
    case 'readyToChoose':
      return startCheck(next, 'recalculate');
    case 'loading':
      // The running check used the old method: supersede it, keeping what it was for.
      return startCheck(next, state.purpose ?? 'apply');
    default:
      return { state: next, effects: [] };
  }
};

// The server answered for the goods it was sent, so a new cart rechecks an accepted coupon the way
// a cash switch does: a failed recalculation drops it rather than show a discount that is not true.
const cartChanged = (state: CouponMachineState): CouponTransition => {
  switch (state.status) {
    case 'applied':
    case 'readyToChoose':
      return startCheck(state, 'recalculate');
    case 'loading':
      // The running check was sent the old cart: supersede it, keeping what it was for.
      return startCheck(state, state.purpose ?? 'apply');
    default:
      return unchanged(state);
  }
};

// Back to an empty default; the pay method and the sequence survive so late events stay stale.
const reset = (state: CouponMachineState): CouponMachineState => ({
  ...initialCouponState(state.payMethod),
  seq: state.seq,
});
