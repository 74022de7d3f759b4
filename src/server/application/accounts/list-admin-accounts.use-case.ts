import type { AdminAccountsDto } from '../../../domain/shop-api/admin-accounts.contract';
import type { AdminAccountsPort } from '../ports/admin-accounts.port';
import type { AdminIdentity } from '../ports/admin-repository.port';
import { adminAccountDtoOf } from './admin-account.mapper';

/** GET /api/admin/accounts: every staff account, the asker's own marked. */
export class ListAdminAccountsUseCase {
  constructor(private readonly accounts: Pick<AdminAccountsPort, 'list'>) {}

  async execute(input: { readonly by: AdminIdentity }): Promise<AdminAccountsDto> {
    const records = await this.accounts.list();
    return { accounts: records.map((record) => adminAccountDtoOf(record, input.by.id)) };
  }
}
