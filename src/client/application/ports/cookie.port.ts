export interface CookieOptions {
  /** Lifetime in seconds; a session cookie when absent. */
  maxAgeSeconds?: number;
}

/** The browser's cookie jar. Values are plain strings; encoding is the adapter's business. */
export interface CookiePort {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}
