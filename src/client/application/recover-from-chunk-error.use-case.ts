import { mayReloadAfterChunkError } from './chunk-reload.rule';
import type { ClockPort } from './ports/clock.port';
import type { PageLocationPort } from './ports/page-location.port';
import type { StoragePort } from './ports/storage.port';

export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

export interface ChunkErrorRecoveryDeps {
  clock: ClockPort;
  storage: StoragePort;
  location: PageLocationPort;
}

/** Reloads the page after a failed chunk load; answers whether a reload is under way. */
export type RecoverFromChunkError = () => boolean;

/** One per page load: the reload it starts ends this page, so later failures only wait for it. */
export const createRecoverFromChunkError = ({
  clock,
  storage,
  location,
}: ChunkErrorRecoveryDeps): RecoverFromChunkError => {
  let reloading = false;
  return () => {
    if (reloading) return true;
    const now = clock.now();
    const stored = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!mayReloadAfterChunkError(lastReloadAt, now)) return false;
    // Without a remembered reload time the next failure would reload again at once: a loop.
    if (!storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))) return false;
    if (storage.getItem(CHUNK_RELOAD_STORAGE_KEY) !== String(now)) return false;
    reloading = true;
    location.reload();
    return true;
  };
};
