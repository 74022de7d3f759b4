import type { ClockPort } from '../../application/ports/clock.port';

/**
 * A clock that stands still (SHOP_FIXED_TIME): demos show the same "now" every time and tests can
 * reach a given hour. Tests may move it on explicitly with `advanceBy` or `set`.
 */
export class FixedClock implements ClockPort {
  private instant: number;

  constructor(instant: Date) {
    this.instant = instant.getTime();
  }

  now(): Date {
    return new Date(this.instant);
  }

  set(instant: Date): void {
    this.instant = instant.getTime();
  }

  advanceBy(milliseconds: number): void {
    this.instant += milliseconds;
  }
}
