import { ok } from '../../../domain/shared/result';
import type { AdminAccountsPort, AuthorGone } from '../ports/admin-accounts.port';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export type DeleteAdminAccountRefusal = 'own-account' | 'account-not-found' | 'last-active-admin' | AuthorGone;

/** DELETE /api/admin/accounts/{id}: the account and its sessions are gone; the change log keeps its login. */
export class DeleteAdminAccountUseCase {
  constructor(
    private readonly deps: { readonly accounts: Pick<AdminAccountsPort, 'delete'>; readonly clock: ClockPort },
  ) {}

  async execute(input: {
    readonly id: number;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<null, DeleteAdminAccountRefusal>> {
    if (input.id === input.by.id) return refuse('own-account');
    const deleted = await this.deps.accounts.delete(input.id, { by: input.by, at: this.deps.clock.now() });
    if (!deleted.ok) return refuse(deleted.reason);
    return ok(null);
  }
}
