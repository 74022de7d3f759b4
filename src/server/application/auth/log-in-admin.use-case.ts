import { err, ok, type Result } from '../../../domain/shared/result';
import type { AdminRepositoryPort } from '../ports/admin-repository.port';
import type { AdminTokenRepositoryPort } from '../ports/admin-token-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { PasswordHasherPort } from '../ports/password-hasher.port';
import type { SecretGeneratorPort } from '../ports/secret-generator.port';
import { ADMIN_TOKEN_BYTES, ADMIN_TOKEN_TTL_SECONDS } from './admin-auth.constants';

export interface LogInAdminDeps {
  readonly admins: AdminRepositoryPort;
  readonly tokens: AdminTokenRepositoryPort;
  readonly hasher: PasswordHasherPort;
  readonly secrets: SecretGeneratorPort;
  readonly clock: ClockPort;
}

export interface AdminSession {
  readonly token: string;
  readonly expiresAt: Date;
}

/** 'account-disabled' only for the right password: it tells nothing to someone guessing. */
export type LogInFailure = 'invalid-credentials' | 'account-disabled';

/** Exchanges a login and password for a bearer token valid for ADMIN_TOKEN_TTL_SECONDS. */
export class LogInAdminUseCase {
  // Hashed once on first need: an unknown login still costs one full verification, so response
  // time does not reveal which logins exist.
  private decoyHash: Promise<string> | null = null;

  constructor(private readonly deps: LogInAdminDeps) {}

  async execute(input: { login: string; password: string }): Promise<Result<AdminSession, LogInFailure>> {
    const { admins, tokens, hasher, secrets, clock } = this.deps;
    const admin = await admins.findByLogin(input.login.trim());
    if (admin === null) {
      this.decoyHash ??= hasher.hash(secrets.generate(16));
      await hasher.verify(input.password, await this.decoyHash);
      return err('invalid-credentials');
    }
    if (!(await hasher.verify(input.password, admin.passwordHash))) return err('invalid-credentials');
    if (!admin.active) return err('account-disabled');

    const now = clock.now();
    const token = secrets.generate(ADMIN_TOKEN_BYTES);
    const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_SECONDS * 1000);
    await tokens.deleteExpired(now);
    const saved = await tokens.saveIfStillValid({
      tokenDigest: secrets.digest(token),
      adminId: admin.id,
      passwordHash: admin.passwordHash,
      createdAt: now,
      expiresAt,
    });
    // The account changed while the password was being checked (disabled, deleted, new password).
    if (!saved) return err('invalid-credentials');
    await admins.recordLogin(admin.id, now);
    return ok({ token, expiresAt });
  }
}
