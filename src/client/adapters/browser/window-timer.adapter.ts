import type { TimerHandle, TimerPort } from '../../application/ports/timer.port';

/** The browser's own timers; globalThis keeps it usable wherever the code runs. */
export class WindowTimerAdapter implements TimerPort {
  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return globalThis.setTimeout(callback, delayMs) as unknown as TimerHandle;
  }

  clearTimeout(handle: TimerHandle): void {
    globalThis.clearTimeout(handle);
  }
}
