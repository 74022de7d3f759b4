/** The cookie the admin area keeps its bearer token in (the browser sets it at login). */
export const ADMIN_AUTH_COOKIE = 'auth_token';

/**
 * The admin token of a Cookie header, or null. Only routes that opt in read it: a browser's
 * EventSource cannot send an Authorization header, but it does send the cookie.
 */
export const readAuthCookieToken = (header: string | undefined): string | null => {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== ADMIN_AUTH_COOKIE) continue;
    try {
      const token = decodeURIComponent(part.slice(separator + 1).trim());
      return /^[A-Za-z0-9._~+/=-]+$/.test(token) ? token : null;
    } catch {
      return null;
    }
  }
  return null;
};
