import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LogInFailure, ShopApiPort } from '../application/ports/shop-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';

const FAILURE_KEYS: Record<LogInFailure, string> = {
  'invalid-credentials': 'login.invalid',
  'account-disabled': 'login.disabled',
  unavailable: 'login.unavailable',
};

/** The staff sign-in form: one per visit of the login screen. */
@injectable()
export class AdminLoginViewModel {
  login = '';
  password = '';
  submitting = false;
  failure: LogInFailure | null = null;

  constructor(
    @inject(TOKENS.ShopApi) private readonly api: ShopApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  setLogin(value: string): void {
    this.login = value;
    this.failure = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.failure = null;
  }

  get canSubmit(): boolean {
    return !this.submitting && this.login.trim() !== '' && this.password !== '';
  }

  /** admin:… key of the message to show, or null. */
  get errorKey(): string | null {
    return this.failure === null ? null : FAILURE_KEYS[this.failure];
  }

  /** Answers whether staff are now signed in. */
  async submit(): Promise<boolean> {
    if (!this.canSubmit) return false;
    this.submitting = true;
    this.failure = null;
    const result = await this.api.logIn({ login: this.login.trim(), password: this.password });
    runInAction(() => {
      this.submitting = false;
      if (result.ok) {
        this.session.signIn(result.value);
        this.password = '';
      } else {
        this.failure = result.reason;
      }
    });
    return result.ok;
  }
}
