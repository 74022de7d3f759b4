// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../../../src/client/adapters/browser/local-storage.adapter';

describe('LocalStorageAdapter', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores in window.localStorage', () => {
    const storage = new LocalStorageAdapter();
    expect(storage.setItem('k', 'v')).toBe(true);
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('behaves as an empty storage when the browser blocks or fills it', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = new LocalStorageAdapter(throwing);
    expect(storage.getItem('k')).toBeNull();
    expect(storage.setItem('k', 'v')).toBe(false);
    expect(() => storage.removeItem('k')).not.toThrow();
    expect(new LocalStorageAdapter(null).setItem('k', 'v')).toBe(false);
  });
});
