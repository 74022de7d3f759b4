import type { Result } from '../../../domain/shared/result';

export interface Credentials {
  login: string;
  password: string;
}

export type LogInFailure = 'invalid-credentials' | 'unavailable';

/**
 * The shop's REST API as the browser needs it. It starts minimal and grows one method per use
 * case; failures are values so view-models can pick a translation key.
 */
export interface ShopApiPort {
  /** Answers the admin's bearer token. */
  logIn(credentials: Credentials): Promise<Result<string, LogInFailure>>;
}
