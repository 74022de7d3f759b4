import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOfRolls } from '../../src/domain/cart/cart-counters';
import type { Cart } from '../../src/domain/cart/cart.types';
import { decreaseSticks, increaseSticks, sticksButtons } from '../../src/domain/sticks/sticks-counter';
import {
  COUNTER_MAX,
  fitSticksToRolls,
  isWithinSticksLimit,
  sticksForOrder,
  sticksLimit,
  type SticksCounter,
  type SticksState,
} from '../../src/domain/sticks/sticks-rule';
import { applyCartCommand, cartArb, cartCommandArb, type CartCommand } from '../arbitraries/cart.arbitrary';

type SticksCommand = { readonly kind: 'sticks+' | 'sticks-'; readonly counter: SticksCounter };
type Command = CartCommand | SticksCommand;

const isSticksCommand = (command: Command): command is SticksCommand =>
  command.kind === 'sticks+' || command.kind === 'sticks-';

const counterArb = fc.constantFrom<SticksCounter>('sticks', 'trainingSticks');
const sticksCommandArb: fc.Arbitrary<SticksCommand> = fc.record({
  kind: fc.constantFrom('sticks+' as const, 'sticks-' as const),
  counter: counterArb,
});
// Plus taps are weighted up so runs actually reach the limit before rolls are taken away.
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: cartCommandArb, weight: 2 },
  { arbitrary: sticksCommandArb, weight: 3 },
);
const stateArb: fc.Arbitrary<SticksState> = fc.record({
  sticks: fc.integer({ min: -5, max: 150 }),
  trainingSticks: fc.integer({ min: -5, max: 150 }),
});
const rollsArb = fc.integer({ min: 0, max: 120 });

describe('sticks properties', () => {
  it('no sequence of cart operations and counter taps breaks the bound', () => {
    fc.assert(
      fc.property(cartArb, fc.array(commandArb, { maxLength: 60 }), (start, commands) => {
        let cart: Cart = start;
        let sticks = fitSticksToRolls({ sticks: 0, trainingSticks: 0 }, amountOfRolls(cart));
        commands.forEach((command, step) => {
          if (isSticksCommand(command)) {
            const tap = command.kind === 'sticks+' ? increaseSticks : decreaseSticks;
            const tapped = tap(sticks, command.counter, amountOfRolls(cart));
            if (tapped.ok) sticks = tapped.value;
          } else {
            cart = applyCartCommand(cart, command, step);
            // What the view-model does whenever the cart changes.
            sticks = fitSticksToRolls(sticks, amountOfRolls(cart));
          }
          const rolls = amountOfRolls(cart);
          expect(isWithinSticksLimit(sticks, rolls)).toBe(true);
          if (rolls === 0) expect(sticks).toEqual({ sticks: 0, trainingSticks: 0 });
          expect(isWithinSticksLimit(sticksForOrder(sticks, rolls), rolls)).toBe(true);
        });
      }),
    );
  });

  it('fitting always lands within the bound, is idempotent and only ever lowers counters', () => {
    fc.assert(
      fc.property(stateArb, rollsArb, (state, rolls) => {
        const fitted = fitSticksToRolls(state, rolls);
        expect(isWithinSticksLimit(fitted, rolls)).toBe(true);
        expect(fitSticksToRolls(fitted, rolls)).toBe(fitted);
        expect(fitted.sticks).toBeLessThanOrEqual(Math.max(0, state.sticks));
        expect(fitted.trainingSticks).toBeLessThanOrEqual(Math.max(0, state.trainingSticks));
      }),
    );
  });

  it('fitting keeps as many sticks as allowed and cuts regular sticks before training sticks', () => {
    fc.assert(
      fc.property(stateArb, rollsArb, (state, rolls) => {
        const clamped = {
          sticks: Math.min(COUNTER_MAX, Math.max(0, state.sticks)),
          trainingSticks: Math.min(COUNTER_MAX, Math.max(0, state.trainingSticks)),
        };
        const fitted = fitSticksToRolls(state, rolls);
        const keep = Math.min(clamped.sticks + clamped.trainingSticks, sticksLimit(rolls));
        expect(fitted.sticks + fitted.trainingSticks).toBe(keep);
        if (fitted.trainingSticks < clamped.trainingSticks) expect(fitted.sticks).toBe(0);
      }),
    );
  });

  it('a state already within the bound is left as it is', () => {
    fc.assert(
      fc.property(stateArb, rollsArb, (state, rolls) => {
        fc.pre(isWithinSticksLimit(state, rolls));
        expect(fitSticksToRolls(state, rolls)).toBe(state);
      }),
    );
  });

  it('plus is enabled exactly when there are rolls, room under 2 per roll and room under 99', () => {
    fc.assert(
      fc.property(stateArb, rollsArb, counterArb, (state, rolls, counter) => {
        const fitted = fitSticksToRolls(state, rolls);
        const expected =
          rolls > 0 && fitted.sticks + fitted.trainingSticks < 2 * rolls && fitted[counter] < COUNTER_MAX;
        expect(sticksButtons(state, rolls)[counter].increase).toBe(expected);
        const tapped = increaseSticks(state, counter, rolls);
        if (tapped.ok) expect(isWithinSticksLimit(tapped.value, rolls)).toBe(true);
      }),
    );
  });

  it('the order carries no sticks without rolls', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(sticksForOrder(state, 0)).toEqual({ sticks: 0, trainingSticks: 0 });
      }),
    );
  });
});
