/** Durable key/value storage of this browser (localStorage in production). */
export interface StoragePort {
  getItem(key: string): string | null;
  /** Answers false when the value could not be stored (quota, private mode). */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
}
