import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import { ok } from '../../../domain/shared/result';
import type { AdminAccountDto, NewAdminAccountDto } from '../../../domain/shop-api/admin-accounts.contract';
import type {
  AdminAccountsApiPort,
  AdminAccountsFailure,
  AdminAccountsResult,
} from '../../application/ports/admin-accounts-api.port';
import { readAdminAccount, readAdminAccounts, readRefusal } from './admin-accounts.serialization';
import { isRefusal, sendRequest, statusOf } from './http-request';

type Log = (message: string, details: unknown) => void;

/** The Accounts calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosAdminAccountsApi implements AdminAccountsApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async list(): Promise<AdminAccountsResult<readonly AdminAccountDto[]>> {
    const answer = await this.send({ method: 'get', url: '/admin/accounts' });
    if (!answer.ok) return answer;
    const accounts = readAdminAccounts(answer.value);
    return accounts === null ? this.badAnswer('GET /admin/accounts', answer.value) : ok(accounts);
  }

  async add(account: NewAdminAccountDto): Promise<AdminAccountsResult<AdminAccountDto>> {
    const answer = await this.send({
      method: 'post',
      url: '/admin/accounts',
      data: { login: account.login, password: account.password },
    });
    return this.readAccount('POST /admin/accounts', answer);
  }

  async setActive(id: number, active: boolean): Promise<AdminAccountsResult<AdminAccountDto>> {
    const answer = await this.send({ method: 'patch', url: `/admin/accounts/${id}`, data: { active } });
    return this.readAccount('PATCH /admin/accounts', answer);
  }

  async remove(id: number): Promise<AdminAccountsResult<null>> {
    const answer = await this.send({ method: 'delete', url: `/admin/accounts/${id}` });
    return answer.ok ? ok(null) : answer;
  }

  async resetPassword(id: number, password: string): Promise<AdminAccountsResult<null>> {
    const answer = await this.send({ method: 'put', url: `/admin/accounts/${id}/password`, data: { password } });
    return answer.ok ? ok(null) : answer;
  }

  async changeOwnPassword(currentPassword: string, newPassword: string): Promise<AdminAccountsResult<null>> {
    const answer = await this.send({
      method: 'put',
      url: '/admin/accounts/me/password',
      data: { currentPassword, newPassword },
    });
    return answer.ok ? ok(null) : answer;
  }

  private readAccount(call: string, answer: AdminAccountsResult<unknown>): AdminAccountsResult<AdminAccountDto> {
    if (!answer.ok) return answer;
    const account = readAdminAccount(answer.value);
    return account === null ? this.badAnswer(call, answer.value) : ok(account);
  }

  /** An answer the contract does not describe: the screen can do nothing with it, like a server error. */
  private badAnswer(call: string, body: unknown): AdminAccountsFailure {
    this.log(`${call} answered something that is not in the contract`, body);
    return { ok: false, reason: 'unavailable' };
  }

  private async send(request: AxiosRequestConfig): Promise<AdminAccountsResult<unknown>> {
    const answer = await sendRequest(this.http, request);
    if (answer.ok) return answer;
    if (statusOf(answer) === 401) return { ok: false, reason: 'unauthorized' };
    // Refusals (400, 404, 409) explain themselves; a server error's body is nothing staff can act on.
    if (isRefusal(answer)) return { ok: false, reason: 'refused', ...readRefusal(answer.body) };
    return { ok: false, reason: 'unavailable' };
  }
}
