import { describe, expect, it } from 'vitest';
import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { ManualClockAdapter } from '../support/doubles/manual-clock.adapter';
import { isChunkLoadError } from '../../../../src/client/application/chunk-load-error';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  mayReloadAfterChunkError,
} from '../../../../src/client/application/chunk-reload.rule';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  createRecoverFromChunkError,
} from '../../../../src/client/application/recover-from-chunk-error.use-case';

describe('mayReloadAfterChunkError', () => {
  const now = 1_700_000_000_000;

  it('allows the first reload', () => {
    expect(mayReloadAfterChunkError(null, now)).toBe(true);
  });

  it('allows one reload per 60 seconds', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(mayReloadAfterChunkError(now - 59_999, now)).toBe(false);
    expect(mayReloadAfterChunkError(now - 60_000, now)).toBe(true);
  });

  it('does not stay blocked when the clock was set back', () => {
    expect(mayReloadAfterChunkError(now + 3_600_000, now)).toBe(true);
  });
});

describe('recoverFromChunkError', () => {
  /** A browser: storage and clock outlive page loads; each page load gets its own recovery. */
  const browser = (storage = new InMemoryStorageAdapter()) => {
    const clock = new ManualClockAdapter(1_700_000_000_000);
    const location = new FakePageLocationAdapter();
    const pageLoad = () => createRecoverFromChunkError({ clock, storage, location });
    return { clock, storage, location, pageLoad };
  };

  it('reloads once, then not again within 60 s, then again after', () => {
    const { clock, location, pageLoad, storage } = browser();
    expect(pageLoad()()).toBe(true);
    expect(location.reloads).toBe(1);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(clock.now()));

    clock.advance(30_000);
    expect(pageLoad()()).toBe(false);
    expect(location.reloads).toBe(1);

    clock.advance(30_000);
    expect(pageLoad()()).toBe(true);
    expect(location.reloads).toBe(2);
  });

  it('answers "reloading" to every later failure of the same page without reloading twice', () => {
    const { location, pageLoad } = browser();
    const recover = pageLoad();
    expect(recover()).toBe(true);
    expect(recover()).toBe(true);
    expect(location.reloads).toBe(1);
  });

  it('treats a garbled stored time as no earlier reload', () => {
    const storage = new InMemoryStorageAdapter();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'yesterday');
    const { pageLoad, location } = browser(storage);
    expect(pageLoad()()).toBe(true);
    expect(location.reloads).toBe(1);
  });

  it('never reloads when it cannot remember the reload (that would loop)', () => {
    const { pageLoad, location } = browser(new InMemoryStorageAdapter(true));
    expect(pageLoad()()).toBe(false);
    expect(pageLoad()()).toBe(false);
    expect(location.reloads).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/about.page-1.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
