import type { HttpClient } from './axios-http-client';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Credentials, LogInFailure, ShopApiPort } from '../../application/ports/shop-api.port';
import { isRefusal, sendRequest, statusOf } from './http-request';

const tokenOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const token = (body as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : null;
};

export class AxiosShopApi implements ShopApiPort {
  constructor(private readonly http: HttpClient) {}

  async logIn(credentials: Credentials): Promise<Result<string, LogInFailure>> {
    const answer = await sendRequest(this.http, { method: 'post', url: '/auth', data: credentials });
    if (!answer.ok) {
      if (statusOf(answer) === 403) return err('account-disabled');
      return isRefusal(answer) ? err('invalid-credentials') : err('unavailable');
    }
    // An answer without a token is a failed login, not an error to show as a crash.
    const token = tokenOf(answer.value);
    return token === null ? err('invalid-credentials') : ok(token);
  }

  async logOut(): Promise<void> {
    // Offline or already ended: the token expires by itself; the browser forgets it anyway.
    await sendRequest(this.http, { method: 'post', url: '/auth/logout' });
  }
}
