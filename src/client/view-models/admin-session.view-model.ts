import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { buildAdminPath, type AdminRoute } from '../../domain/routing/admin-path';
import { AUTH_COOKIE_MAX_AGE, AUTH_COOKIE_NAME } from '../application/auth-cookie';
import type { CookiePort } from '../application/ports/cookie.port';
import { TOKENS } from '../di/tokens';

/**
 * Whether staff are signed in: authenticated at startup when the auth_token cookie
 * exists; the server checks the token itself, this only decides which admin screen to show.
 */
@injectable()
export class AdminSessionViewModel {
  authenticated: boolean;

  constructor(@inject(TOKENS.Cookies) private readonly cookies: CookiePort) {
    this.authenticated = cookies.get(AUTH_COOKIE_NAME) !== null;
    makeAutoObservable<this, 'cookies'>(this, { cookies: false }, { autoBind: true });
  }

  signIn(token: string): void {
    // The server's login answer sets the cookie itself (Secure over https); written here only
    // when it did not (no server: the fake adapters), so its attributes are never lost.
    if (this.cookies.get(AUTH_COOKIE_NAME) !== token)
      this.cookies.set(AUTH_COOKIE_NAME, token, { maxAgeSeconds: AUTH_COOKIE_MAX_AGE });
    this.authenticated = true;
  }

  signOut(): void {
    this.cookies.remove(AUTH_COOKIE_NAME);
    this.authenticated = false;
  }

  /** Guests only on the login page, staff only elsewhere; the path to go to, or null. */
  guard(route: AdminRoute): string | null {
    if (route.section === 'login') return this.authenticated ? buildAdminPath('', route.locale) : null;
    return this.authenticated ? null : buildAdminPath('login', route.locale);
  }
}
