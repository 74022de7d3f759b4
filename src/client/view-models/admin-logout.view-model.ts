import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ShopApiPort } from '../application/ports/shop-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';

/** The Logout button: the server ends the session first (so the token is dead everywhere), then the browser forgets it. */
@injectable()
export class AdminLogoutViewModel {
  leaving = false;

  constructor(
    @inject(TOKENS.ShopApi) private readonly api: ShopApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  async logOut(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    await this.api.logOut();
    runInAction(() => {
      this.session.signOut();
      this.leaving = false;
    });
  }
}
