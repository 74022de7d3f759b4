import { checkAdminLogin, checkAdminPassword } from '../../../domain/admin/admin-account-rules';
import { ok } from '../../../domain/shared/result';
import type { AdminAccountDto } from '../../../domain/shop-api/admin-accounts.contract';
import type { AdminAccountsPort, AuthorGone } from '../ports/admin-accounts.port';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { PasswordHasherPort } from '../ports/password-hasher.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { adminAccountDtoOf } from './admin-account.mapper';

export type AddAdminAccountRefusal = 'invalid-login' | 'invalid-password' | 'login-taken' | AuthorGone;

/** POST /api/admin/accounts: a colleague gets a login and a first password to log in with. */
export class AddAdminAccountUseCase {
  constructor(
    private readonly deps: {
      readonly accounts: Pick<AdminAccountsPort, 'add'>;
      readonly hasher: PasswordHasherPort;
      readonly clock: ClockPort;
    },
  ) {}

  async execute(input: {
    readonly login: string;
    readonly password: string;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<AdminAccountDto, AddAdminAccountRefusal>> {
    const login = checkAdminLogin(input.login);
    if (!login.ok) return refuse('invalid-login', { problem: login.problem });
    const password = checkAdminPassword(input.password, login.login);
    if (!password.ok) return refuse('invalid-password', { problem: password.problem });
    const added = await this.deps.accounts.add(login.login, await this.deps.hasher.hash(input.password), {
      by: input.by,
      at: this.deps.clock.now(),
    });
    if (!added.ok) return refuse(added.reason);
    return ok(adminAccountDtoOf(added.value, input.by.id));
  }
}
