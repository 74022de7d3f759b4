import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { TimerHandle, TimerPort } from '../application/ports/timer.port';
import { TOKENS } from '../di/tokens';

/** A transition shows the bar only if it takes longer than this… */
export const PROGRESS_THROTTLE_MS = 200;
/** …and the bar takes this long to creep to nearly full. */
export const PROGRESS_DURATION_MS = 5_000;
/** How long the full bar stays before it disappears. */
export const PROGRESS_FINISH_MS = 300;

/** hidden → (200 ms) running → finishing (full, fading) → hidden. */
export type ProgressPhase = 'hidden' | 'running' | 'finishing';

/** The page-transition progress bar: fast navigations never flash it. */
@injectable()
export class NavigationProgressViewModel {
  phase: ProgressPhase = 'hidden';
  private pending: TimerHandle | null = null;
  private navigating = false;

  constructor(@inject(TOKENS.Timer) private readonly timer: TimerPort) {
    makeAutoObservable<this, 'timer' | 'pending' | 'navigating'>(
      this,
      { timer: false, pending: false, navigating: false },
      { autoBind: true },
    );
  }

  get isVisible(): boolean {
    return this.phase !== 'hidden';
  }

  started(): void {
    if (this.navigating) return;
    this.navigating = true;
    // A new transition while the last one's full bar fades: keep the bar, no second throttle.
    if (this.phase === 'finishing') {
      this.cancel();
      this.phase = 'running';
      return;
    }
    this.schedule(PROGRESS_THROTTLE_MS, () => {
      this.phase = 'running';
    });
  }

  finished(): void {
    if (!this.navigating) return;
    this.navigating = false;
    this.cancel();
    if (this.phase !== 'running') return;
    this.phase = 'finishing';
    this.schedule(PROGRESS_FINISH_MS, () => {
      this.phase = 'hidden';
    });
  }

  /** Stops everything when the bar goes away with its page. */
  dispose(): void {
    this.cancel();
    this.navigating = false;
    this.phase = 'hidden';
  }

  private schedule(delayMs: number, then: () => void): void {
    this.cancel();
    this.pending = this.timer.setTimeout(() => {
      this.pending = null;
      this.apply(then);
    }, delayMs);
  }

  // Timer callbacks run outside any action; this bound method is one.
  private apply(change: () => void): void {
    change();
  }

  private cancel(): void {
    if (this.pending !== null) this.timer.clearTimeout(this.pending);
    this.pending = null;
  }
}
