import { err, ok, type Result } from '../../../domain/shared/result';
import type { Credentials, LogInFailure, ShopApiPort } from '../../application/ports/shop-api.port';

/** An API without a server: one known admin, so the login screen can be tried offline. */
export class FakeShopApi implements ShopApiPort {
  readonly calls: Credentials[] = [];
  /** How many times logOut was called. */
  logOuts = 0;

  constructor(
    private readonly admin: Credentials = { login: 'admin', password: 'admin' },
    private readonly token = 'fake-token',
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
