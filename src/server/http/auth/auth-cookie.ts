import { ADMIN_TOKEN_TTL_SECONDS } from '../../application/auth/admin-auth.constants';

/** The cookie the admin area keeps its bearer token in (the browser reads it to send the header). */
export const AUTH_COOKIE_NAME = 'auth_token';

// Not HttpOnly: the admin screens read the token to send it as a bearer header. Secure when the
// shop is public over https, so the token never travels over plain http.
const attributes = (maxAgeSeconds: number, secure: boolean): string =>
  `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Set-Cookie for a fresh session; tokens are base64url, safe in a cookie as they are. */
export const sessionCookie = (token: string, secure: boolean): string =>
  `${AUTH_COOKIE_NAME}=${token}; ${attributes(ADMIN_TOKEN_TTL_SECONDS, secure)}`;

/** Set-Cookie that removes it (logout). */
export const clearedSessionCookie = (secure: boolean): string => `${AUTH_COOKIE_NAME}=; ${attributes(0, secure)}`;
