import { checkAdminPassword } from '../../../domain/admin/admin-account-rules';
import { ok } from '../../../domain/shared/result';
import type { AdminAccountsPort, AuthorGone } from '../ports/admin-accounts.port';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { PasswordHasherPort } from '../ports/password-hasher.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export type ResetAdminPasswordRefusal = 'own-account' | 'invalid-password' | 'account-not-found' | AuthorGone;

/**
 * PUT /api/admin/accounts/{id}/password: a colleague forgot theirs, or it leaked. Every session
 * of the account ends, so whoever knew the old password is out. One's own password is changed
 * with the current one instead (ChangeOwnPasswordUseCase).
 */
export class ResetAdminPasswordUseCase {
  constructor(
    private readonly deps: {
      readonly accounts: Pick<AdminAccountsPort, 'setPassword' | 'list'>;
      readonly hasher: PasswordHasherPort;
      readonly clock: ClockPort;
    },
  ) {}

  async execute(input: {
    readonly id: number;
    readonly password: string;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<null, ResetAdminPasswordRefusal>> {
    if (input.id === input.by.id) return refuse('own-account');
    const account = (await this.deps.accounts.list()).find((record) => record.id === input.id);
    if (account === undefined) return refuse('account-not-found');
    const password = checkAdminPassword(input.password, account.login);
    if (!password.ok) return refuse('invalid-password', { problem: password.problem });
    const change = {
      passwordHash: await this.deps.hasher.hash(input.password),
      action: 'reset-password',
      keepSessionDigest: null,
    } as const;
    const changed = await this.deps.accounts.setPassword(input.id, change, { by: input.by, at: this.deps.clock.now() });
    if (!changed.ok) return refuse(changed.reason);
    return ok(null);
  }
}
