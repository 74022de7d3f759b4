import type { CookieOptions, CookiePort } from '../../application/ports/cookie.port';

const decodeSafely = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Cookies through document.cookie: site-wide (path '/') and Lax, so links from elsewhere keep them. */
export class BrowserCookieAdapter implements CookiePort {
  constructor(private readonly doc: Pick<Document, 'cookie'> = document) {}

  get(name: string): string | null {
    for (const pair of this.doc.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      if (pair.slice(0, separator).trim() === name) return decodeSafely(pair.slice(separator + 1).trim());
    }
    return null;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
    if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
    this.doc.cookie = parts.join('; ');
  }

  remove(name: string): void {
    this.doc.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  }
}
