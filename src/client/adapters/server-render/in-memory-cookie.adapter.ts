import type { CookieOptions, CookiePort } from '../../application/ports/cookie.port';

/** A cookie jar in memory, for tests and the ?adapters=fake demo mode. */
export class InMemoryCookieAdapter implements CookiePort {
  readonly jar = new Map<string, { value: string; options: CookieOptions }>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.jar.set(name, { value, options: {} });
  }

  get(name: string): string | null {
    return this.jar.get(name)?.value ?? null;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.jar.set(name, { value, options });
  }

  remove(name: string): void {
    this.jar.delete(name);
  }
}
