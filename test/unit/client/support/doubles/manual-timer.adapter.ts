import type { TimerHandle, TimerPort } from '../../../../../src/client/application/ports/timer.port';

interface Scheduled {
  readonly handle: TimerHandle;
  readonly dueAt: number;
  readonly callback: () => void;
}

/** Timers that fire only when a test moves time with advance(); nothing runs by itself. */
export class ManualTimerAdapter implements TimerPort {
  private elapsed = 0;
  private nextHandle = 1;
  private scheduled: Scheduled[] = [];

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    const handle = this.nextHandle++;
    this.scheduled.push({ handle, dueAt: this.elapsed + Math.max(0, delayMs), callback });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled = this.scheduled.filter((entry) => entry.handle !== handle);
  }

  /** How many callbacks wait to fire. */
  get pending(): number {
    return this.scheduled.length;
  }

  /**
   * Moves time forward and fires what falls due, earliest first (equal times in scheduling
   * order), including callbacks scheduled by those callbacks within the same span.
   */
  advance(milliseconds: number): void {
    const until = this.elapsed + milliseconds;
    for (;;) {
      const due = this.scheduled
        .filter((entry) => entry.dueAt <= until)
        .sort((a, b) => a.dueAt - b.dueAt || a.handle - b.handle)[0];
      if (due === undefined) break;
      this.scheduled = this.scheduled.filter((entry) => entry !== due);
      this.elapsed = due.dueAt;
      due.callback();
    }
    this.elapsed = until;
  }
}
