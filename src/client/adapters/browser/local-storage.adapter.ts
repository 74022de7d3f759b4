import type { StoragePort } from '../../application/ports/storage.port';

// Reading window.localStorage itself throws where storage is blocked (some privacy modes).
const browserLocalStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** localStorage that never throws: a full or blocked storage behaves as an empty one. */
export class LocalStorageAdapter implements StoragePort {
  constructor(private readonly storage: Storage | null = browserLocalStorage()) {}

  getItem(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): boolean {
    if (this.storage === null) return false;
    try {
      this.storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }

  removeItem(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing stored means nothing to remove.
    }
  }
}
