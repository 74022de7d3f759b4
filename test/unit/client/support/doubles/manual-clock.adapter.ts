import type { ClockPort } from '../../../../../src/client/application/ports/clock.port';

/** A clock that moves only when told to. */
export class ManualClockAdapter implements ClockPort {
  constructor(private current: number = Date.UTC(2025, 0, 15, 10, 0, 0)) {}

  now(): number {
    return this.current;
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  set(epochMilliseconds: number): void {
    this.current = epochMilliseconds;
  }
}
