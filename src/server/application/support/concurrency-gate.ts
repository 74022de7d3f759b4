/**
 * At most `running` tasks at once, at most `waiting` more queued in arrival order; a task beyond
 * both is turned away at once (null) instead of queueing without bound. Photo processing uses it
 * so a burst of uploads cannot hold more decoded images in memory than the gate lets through.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: { readonly running: number; readonly waiting: number }) {}

  /** The task's result, or null when the gate and its queue are full. */
  async run<T>(task: () => Promise<T>): Promise<T | null> {
    if (this.active >= this.limits.running) {
      if (this.queue.length >= this.limits.waiting) return null;
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, so `active` never dips while one waits.
      const next = this.queue.shift();
      if (next === undefined) this.active -= 1;
      else next();
    }
  }

  get busy(): number {
    return this.active;
  }
}
