import type { Database } from '../adapters/database/database';
import { PgAdminAccounts } from '../adapters/database/repositories/pg-admin-accounts.repository';
import { AddAdminAccountUseCase } from '../application/accounts/add-admin-account.use-case';
import { ChangeOwnPasswordUseCase } from '../application/accounts/change-own-password.use-case';
import { DeleteAdminAccountUseCase } from '../application/accounts/delete-admin-account.use-case';
import { ListAdminAccountsUseCase } from '../application/accounts/list-admin-accounts.use-case';
import { ResetAdminPasswordUseCase } from '../application/accounts/reset-admin-password.use-case';
import { SetAdminAccountActiveUseCase } from '../application/accounts/set-admin-account-active.use-case';
import type { ClockPort } from '../application/ports/clock.port';
import type { PasswordHasherPort } from '../application/ports/password-hasher.port';
import type { SecretGeneratorPort } from '../application/ports/secret-generator.port';
import type { AdminAccountsRoutesDeps } from '../http/routes/admin-accounts.routes';

/** The Accounts section on PostgreSQL, hashing passwords like the login does. */
export const composeAdminAccounts = (deps: {
  readonly database: Database;
  readonly clock: ClockPort;
  readonly hasher: PasswordHasherPort;
  readonly secrets: SecretGeneratorPort;
}): AdminAccountsRoutesDeps => {
  const accounts = new PgAdminAccounts(deps.database);
  const { clock, hasher, secrets } = deps;
  return {
    listAccounts: new ListAdminAccountsUseCase(accounts),
    addAccount: new AddAdminAccountUseCase({ accounts, hasher, clock }),
    setAccountActive: new SetAdminAccountActiveUseCase({ accounts, clock }),
    deleteAccount: new DeleteAdminAccountUseCase({ accounts, clock }),
    resetPassword: new ResetAdminPasswordUseCase({ accounts, hasher, clock }),
    changeOwnPassword: new ChangeOwnPasswordUseCase({ accounts, hasher, secrets, clock }),
  };
};
