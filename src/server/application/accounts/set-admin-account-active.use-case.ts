import { ok } from '../../../domain/shared/result';
import type { AdminAccountDto } from '../../../domain/shop-api/admin-accounts.contract';
import type { AdminAccountsPort, AuthorGone } from '../ports/admin-accounts.port';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { adminAccountDtoOf } from './admin-account.mapper';

export type SetAdminAccountActiveRefusal = 'own-account' | 'account-not-found' | 'last-active-admin' | AuthorGone;

/**
 * PATCH /api/admin/accounts/{id} {active}: disabling stops the account logging in and ends its
 * sessions at once; enabling lets it log in again. Nobody disables their own account: the shop
 * would lose the one person sure to be at the keyboard.
 */
export class SetAdminAccountActiveUseCase {
  constructor(
    private readonly deps: { readonly accounts: Pick<AdminAccountsPort, 'setActive'>; readonly clock: ClockPort },
  ) {}

  async execute(input: {
    readonly id: number;
    readonly active: boolean;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<AdminAccountDto, SetAdminAccountActiveRefusal>> {
    if (input.id === input.by.id) return refuse('own-account');
    const changed = await this.deps.accounts.setActive(input.id, input.active, {
      by: input.by,
      at: this.deps.clock.now(),
    });
    if (!changed.ok) return refuse(changed.reason);
    return ok(adminAccountDtoOf(changed.value, input.by.id));
  }
}
