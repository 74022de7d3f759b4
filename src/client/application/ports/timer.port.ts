/** A scheduled callback's handle: a plain number, as browsers give it. */
export type TimerHandle = number;

/** Delayed work without touching window timers, so tests move time themselves. */
export interface TimerPort {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
