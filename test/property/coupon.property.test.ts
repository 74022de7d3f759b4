import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_ERROR_RESET_MS } from '../../src/domain/coupon/coupon.constants';
import { hasMissingPick } from '../../src/domain/coupon/coupon-choice.rule';
import { isCouponReadOnly } from '../../src/domain/coupon/coupon.selectors';
import { couponReducer, initialCouponState } from '../../src/domain/coupon/coupon.state-machine';
import type { CouponMachineState, CouponTransition } from '../../src/domain/coupon/coupon-machine.types';
import type { CouponState } from '../../src/domain/coupon/coupon.types';
import { couponEventTemplatesArb, resolveCouponEvent } from '../arbitraries/coupon.arbitrary';
import type { CouponEventTemplate } from '../arbitraries/coupon.arbitrary';

const STATES: readonly CouponState[] = ['default', 'loading', 'readyToChoose', 'applied', 'error'];
const READ_ONLY: readonly CouponState[] = ['loading', 'readyToChoose', 'applied'];

/** Runs a session, handing every step (before, transition) to `check`. */
const play = (
  templates: readonly CouponEventTemplate[],
  check: (before: CouponMachineState, step: CouponTransition) => void = () => {},
): CouponMachineState =>
  templates.reduce((state, template) => {
    const step = couponReducer(state, resolveCouponEvent(template, state));
    check(state, step);
    return step.state;
  }, initialCouponState());

const expectConsistent = (state: CouponMachineState): void => {
  expect(STATES).toContain(state.status);
  expect(state.value).toBe(state.value.toUpperCase());
  expect(isCouponReadOnly(state)).toBe(READ_ONLY.includes(state.status));
  expect(state.purpose !== null).toBe(state.status === 'loading');
  if (state.status === 'applied' || state.status === 'readyToChoose') {
    expect(state.answer).not.toBeNull();
    expect(hasMissingPick(state.answer?.actions ?? [], state.choices)).toBe(state.status === 'readyToChoose');
    // Every selected item is one its action offers.
    for (const item of state.selectedItems) {
      expect(state.answer?.actions[item.actionIndex]?.items.map((offered) => offered.iikoId)).toContain(item.iikoId);
    }
    if (state.payMethod === 'cash') expect(Number.isInteger(state.discount)).toBe(true);
    expect(state.discount).toBeGreaterThanOrEqual(0);
  }
  if (state.status === 'default' || state.status === 'error') {
    expect(state.answer).toBeNull();
    expect(state.selectedItems).toEqual([]);
    expect(state.discount).toBe(0);
  }
  if (state.status === 'loading') expect(state.value.trim()).not.toBe('');
};

describe('coupon state machine properties', () => {
  it('no event sequence reaches an undefined or inconsistent state', () => {
    fc.assert(
      fc.property(couponEventTemplatesArb, (templates) => {
        play(templates, (_, { state }) => expectConsistent(state));
      }),
    );
  });

  it('the value is always upper case', () => {
    fc.assert(
      fc.property(couponEventTemplatesArb, (templates) => {
        const final = play(templates);
        expect(final.value).toBe(final.value.toUpperCase());
      }),
    );
  });

  it('typing never changes the value while read-only', () => {
    fc.assert(
      fc.property(couponEventTemplatesArb, fc.string(), (templates, value) => {
        const state = play(templates);
        fc.pre(isCouponReadOnly(state));
        expect(couponReducer(state, { type: 'typed', value }).state).toBe(state);
      }),
    );
  });

  it('every entry into error schedules exactly one 5 s reset, which leads back to default', () => {
    fc.assert(
      fc.property(couponEventTemplatesArb, (templates) => {
        play(templates, (before, { state, effects }) => {
          const schedules = effects.filter((effect) => effect.type === 'schedule');
          const enteredError = state.status === 'error' && state.seq !== before.seq;
          expect(schedules).toHaveLength(enteredError ? 1 : 0);
          const [schedule] = schedules;
          if (schedule) {
            expect(schedule.afterMs).toBe(COUPON_ERROR_RESET_MS);
            expect(couponReducer(state, schedule.event).state.status).toBe('default');
          }
        });
      }),
    );
  });

  it('every new check is asked for exactly once, for the code and method of the loading state', () => {
    fc.assert(
      fc.property(couponEventTemplatesArb, (templates) => {
        play(templates, (before, { state, effects }) => {
          const checks = effects.filter((effect) => effect.type === 'check');
          const startedCheck = state.status === 'loading' && state.seq !== before.seq;
          expect(checks).toEqual(
            startedCheck ? [{ type: 'check', seq: state.seq, coupon: state.value, payMethod: state.payMethod }] : [],
          );
          expect(state.seq).toBeGreaterThanOrEqual(before.seq);
        });
      }),
    );
  });

  // Guards the generator: properties over sessions that never leave default would prove nothing.
  it('the generated sessions visit every state', () => {
    const visited = new Set<CouponState>();
    for (const templates of fc.sample(couponEventTemplatesArb, { numRuns: 200, seed: 42 })) {
      play(templates, (_, { state }) => visited.add(state.status));
    }
    expect([...visited].sort()).toEqual([...STATES].sort());
  });
});
