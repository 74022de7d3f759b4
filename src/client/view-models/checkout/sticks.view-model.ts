import { makeAutoObservable } from 'mobx';
import {
  decreaseSticks,
  increaseSticks,
  sticksButtons,
  type CounterButtons,
} from '../../../domain/sticks/sticks-counter';
import type { SticksCounter, SticksState } from '../../../domain/sticks/sticks-rule';

/** What the counters need from the order form. */
export interface SticksHost {
  readonly form: SticksState;
  readonly rolls: number;
  setSticks(state: SticksState): void;
}

/** The sticks and training-sticks counters, bound by the rolls in the cart. */
export class SticksViewModel {
  constructor(private readonly form: SticksHost) {
    makeAutoObservable<this, 'form'>(this, { form: false }, { autoBind: true });
  }

  get buttons(): Readonly<Record<SticksCounter, CounterButtons>> {
    return sticksButtons(this.form.form, this.form.rolls);
  }

  get hasRolls(): boolean {
    return this.form.rolls > 0;
  }

  increase(counter: SticksCounter): void {
    const result = increaseSticks(this.form.form, counter, this.form.rolls);
    if (result.ok) this.form.setSticks(result.value);
  }

  decrease(counter: SticksCounter): void {
    const result = decreaseSticks(this.form.form, counter, this.form.rolls);
    if (result.ok) this.form.setSticks(result.value);
  }
}
