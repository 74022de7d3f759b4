import type { TimerHandle, TimerPort } from '../../application/ports/timer.port';

/** A server render draws one instant: nothing it schedules ever runs (no banner turns, no debounce fires). */
export class InertTimerAdapter implements TimerPort {
  private nextHandle = 1;

  setTimeout(): TimerHandle {
    return this.nextHandle++;
  }

  clearTimeout(): void {}
}
