import { err, ok, type Result } from '../../../domain/shared/result';
import type { Credentials, LogInFailure, ShopApiPort } from '../../application/ports/shop-api.port';

/** The demo's staff login (README, architecture/demo.md): the account the demo's change log names. */
export const DEMO_ADMIN: Credentials = { login: 'demo', password: 'demo' };

/**
 * Staff sign-in without a server: one known account, so the admin area can be tried offline (the
 * demo, and the server render, which signs nobody in). Tests read the attempts and log-outs.
 */
export class DemoShopApi implements ShopApiPort {
  readonly calls: Credentials[] = [];
  /** How many times logOut was called. */
  logOuts = 0;

  constructor(
    private readonly admin: Credentials = DEMO_ADMIN,
    private readonly token = 'demo-token',
  ) {}

  async logIn(credentials: Credentials): Promise<Result<string, LogInFailure>> {
    this.calls.push(credentials);
    const matches = credentials.login === this.admin.login && credentials.password === this.admin.password;
    return matches ? ok(this.token) : err('invalid-credentials');
  }

  async logOut(): Promise<void> {
    this.logOuts += 1;
  }
}
