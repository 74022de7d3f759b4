import type { ClockPort } from '../../application/ports/clock.port';

/**
 * The server render's "now": the instant in the page's snapshot, and whether anything read it, in
 * which case the page may hold the minute it was rendered in and the server keeps it no longer
 * (architecture/seo.md). The browser uses its real clock: what shows the time on screen (hours,
 * night notice) loads after hydration, so no rendered text depends on it.
 */
export class RenderClock implements ClockPort {
  private read = false;

  constructor(private readonly renderedAt: number) {}

  now(): number {
    this.read = true;
    return this.renderedAt;
  }

  get wasRead(): boolean {
    return this.read;
  }
}
