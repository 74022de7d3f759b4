import type { ClockPort } from '../../application/ports/clock.port';

export class SystemClockAdapter implements ClockPort {
  now(): number {
    return Date.now();
  }
}
