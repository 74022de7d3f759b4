import { checkAdminPassword } from '../../../domain/admin/admin-account-rules';
import { ok } from '../../../domain/shared/result';
import type { AdminAccountsPort, AuthorGone } from '../ports/admin-accounts.port';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { PasswordHasherPort } from '../ports/password-hasher.port';
import type { SecretGeneratorPort } from '../ports/secret-generator.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export type ChangeOwnPasswordRefusal = 'wrong-current-password' | 'invalid-password' | AuthorGone;

/**
 * PUT /api/admin/accounts/me/password: the current password proves it is really the owner at the
 * keyboard (not someone at an unlocked screen). The session asking stays; every other session of
 * the account ends, so a device left logged in somewhere is out.
 */
export class ChangeOwnPasswordUseCase {
  constructor(
    private readonly deps: {
      readonly accounts: Pick<AdminAccountsPort, 'setPassword' | 'passwordHashOf'>;
      readonly hasher: PasswordHasherPort;
      readonly secrets: Pick<SecretGeneratorPort, 'digest'>;
      readonly clock: ClockPort;
    },
  ) {}

  async execute(input: {
    readonly currentPassword: string;
    readonly newPassword: string;
    readonly by: AdminIdentity;
    /** The bearer token of the asking session, which stays valid. */
    readonly sessionToken: string;
  }): Promise<UseCaseResult<null, ChangeOwnPasswordRefusal>> {
    const { accounts, hasher, secrets, clock } = this.deps;
    const storedHash = await accounts.passwordHashOf(input.by.id);
    if (storedHash === null) return refuse('author-gone');
    if (!(await hasher.verify(input.currentPassword, storedHash))) return refuse('wrong-current-password');
    const password = checkAdminPassword(input.newPassword, input.by.login);
    if (!password.ok) return refuse('invalid-password', { problem: password.problem });
    const change = {
      passwordHash: await hasher.hash(input.newPassword),
      action: 'change-own-password',
      keepSessionDigest: secrets.digest(input.sessionToken),
    } as const;
    const changed = await accounts.setPassword(input.by.id, change, { by: input.by, at: clock.now() });
    if (!changed.ok) return refuse('author-gone');
    return ok(null);
  }
}
