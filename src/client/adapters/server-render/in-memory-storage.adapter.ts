import type { StoragePort } from '../../application/ports/storage.port';

/** Storage in memory; `failWrites` plays a full or blocked localStorage. */
export class InMemoryStorageAdapter implements StoragePort {
  readonly items = new Map<string, string>();

  constructor(private readonly failWrites = false) {}

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): boolean {
    if (this.failWrites) return false;
    this.items.set(key, value);
    return true;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
