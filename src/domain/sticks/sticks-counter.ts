import { err, ok, type Result } from '../shared/result';
import {
  COUNTER_MAX,
  COUNTER_MIN,
  fitSticksToRolls,
  sticksLimit,
  type SticksCounter,
  type SticksState,
} from './sticks-rule';

export type IncreaseSticksRefusal = 'no-rolls' | 'at-maximum' | 'at-limit';
export type DecreaseSticksRefusal = 'no-rolls' | 'at-minimum';

export interface CounterButtons {
  readonly increase: boolean;
  readonly decrease: boolean;
}

// Every step starts from the fitted state, so a stale state can never be pushed past the limit.
export const increaseSticks = (
  state: SticksState,
  counter: SticksCounter,
  rolls: number,
): Result<SticksState, IncreaseSticksRefusal> => {
  const limit = sticksLimit(rolls);
  if (limit === 0) return err('no-rolls');
  const current = fitSticksToRolls(state, rolls);
  if (current[counter] >= COUNTER_MAX) return err('at-maximum');
  if (current.sticks + current.trainingSticks >= limit) return err('at-limit');
  return ok({ ...current, [counter]: current[counter] + 1 });
};

export const decreaseSticks = (
  state: SticksState,
  counter: SticksCounter,
  rolls: number,
): Result<SticksState, DecreaseSticksRefusal> => {
  if (sticksLimit(rolls) === 0) return err('no-rolls');
  const current = fitSticksToRolls(state, rolls);
  if (current[counter] <= COUNTER_MIN) return err('at-minimum');
  return ok({ ...current, [counter]: current[counter] - 1 });
};

/** Which of the four buttons are enabled: exactly the steps increaseSticks/decreaseSticks would accept. */
export const sticksButtons = (state: SticksState, rolls: number): Readonly<Record<SticksCounter, CounterButtons>> => {
  const buttons = (counter: SticksCounter): CounterButtons => ({
    increase: increaseSticks(state, counter, rolls).ok,
    decrease: decreaseSticks(state, counter, rolls).ok,
  });
  return { sticks: buttons('sticks'), trainingSticks: buttons('trainingSticks') };
};
