/** A failed chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * Whether another reload is allowed. A stored time in the future means the clock was set back;
 * waiting for it could block recovery for hours, so it counts as "long ago".
 */
export const mayReloadAfterChunkError = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || lastReloadAt > now || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
