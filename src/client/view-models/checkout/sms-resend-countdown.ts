import { makeAutoObservable } from 'mobx';
import { formatCountdown, resendSecondsLeft } from '../../../domain/order/sms-resend.rule';
import type { ClockPort } from '../../application/ports/clock.port';
import type { TimerHandle, TimerPort } from '../../application/ports/timer.port';

const TICK_MS = 1000;

/**
 * The minute before a new SMS code may be asked for, counted on the browser's clock. The time left
 * is always read from the clock (a tab asleep in the background wakes to the right number); the
 * timer only asks for a fresh reading every second until the wait is over.
 */
export class SmsResendCountdown {
  /** The clock's reading the countdown last took. */
  now: number;
  private availableAt: number | null = null;
  private tick: TimerHandle | null = null;

  constructor(
    private readonly clock: ClockPort,
    private readonly timer: TimerPort,
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock' | 'timer' | 'tick'>(
      this,
      { clock: false, timer: false, tick: false },
      { autoBind: true },
    );
  }

  /** A code was just sent (or the server said how long is left): wait this many seconds. */
  restart(seconds: number): void {
    this.stop();
    this.now = this.clock.now();
    this.availableAt = this.now + Math.max(0, seconds) * 1000;
    this.schedule();
  }

  stop(): void {
    if (this.tick !== null) this.timer.clearTimeout(this.tick);
    this.tick = null;
    this.availableAt = null;
  }

  get secondsLeft(): number {
    return this.availableAt === null ? 0 : resendSecondsLeft(this.availableAt, this.now);
  }

  /** '0:42' */
  get text(): string {
    return formatCountdown(this.secondsLeft);
  }

  private schedule(): void {
    if (this.secondsLeft > 0) this.tick = this.timer.setTimeout(this.onTick, TICK_MS);
  }

  private onTick(): void {
    this.tick = null;
    this.now = this.clock.now();
    this.schedule();
  }
}
