import { isAxiosError, type AxiosInstance } from 'axios';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Credentials, LogInFailure, ShopApiPort } from '../../application/ports/shop-api.port';

const tokenOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const token = (body as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : null;
};

export class AxiosShopApi implements ShopApiPort {
  constructor(private readonly http: AxiosInstance) {}

  async logIn(credentials: Credentials): Promise<Result<string, LogInFailure>> {
    try {
      const response = await this.http.post<unknown>('/auth', credentials);
      // An answer without a token is a failed login, not an error to show as a crash.
      const token = tokenOf(response.data);
      return token === null ? err('invalid-credentials') : ok(token);
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (status === 403) return err('account-disabled');
      return status !== undefined && status >= 400 && status < 500 ? err('invalid-credentials') : err('unavailable');
    }
  }

  async logOut(): Promise<void> {
    try {
      await this.http.post('/auth/logout');
    } catch {
      // Offline or already ended: the token expires by itself; the browser forgets it anyway.
    }
  }
}
