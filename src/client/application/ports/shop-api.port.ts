import type { Result } from '../../../domain/shared/result';

export interface Credentials {
  login: string;
  password: string;
}

/** 'account-disabled': the right password of a disabled account. */
export type LogInFailure = 'invalid-credentials' | 'account-disabled' | 'unavailable';

/**
 * The shop's REST API as the browser needs it. It starts minimal and grows one method per use
 * case; failures are values so view-models can pick a translation key.
 */
export interface ShopApiPort {
  /** Answers the admin's bearer token. */
  logIn(credentials: Credentials): Promise<Result<string, LogInFailure>>;
  /** Ends the session on the server (the token stops working everywhere). Never fails: staff leave either way. */
  logOut(): Promise<void>;
}
