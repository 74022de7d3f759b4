import { AuthenticateAdminUseCase } from '../application/auth/authenticate-admin.use-case';
import { EnsureFirstAdminUseCase } from '../application/auth/ensure-first-admin.use-case';
import { LogInAdminUseCase } from '../application/auth/log-in-admin.use-case';
import { LogOutAdminUseCase } from '../application/auth/log-out-admin.use-case';
import type { ClockPort } from '../application/ports/clock.port';
import type { PasswordHasherPort } from '../application/ports/password-hasher.port';
import type { SecretGeneratorPort } from '../application/ports/secret-generator.port';
import type { Queryable } from '../adapters/database/database';
import { PgAdminTokenRepository } from '../adapters/database/repositories/pg-admin-token.repository';
import { PgAdminRepository } from '../adapters/database/repositories/pg-admin.repository';

export interface AdminAuth {
  readonly logIn: LogInAdminUseCase;
  readonly authenticate: AuthenticateAdminUseCase;
  readonly ensureFirstAdmin: EnsureFirstAdminUseCase;
  readonly logOut: LogOutAdminUseCase;
  /** The same password hashing and token digests, for the Accounts section. */
  readonly crypto: { readonly hasher: PasswordHasherPort; readonly secrets: SecretGeneratorPort };
}

/** The admin-auth use cases wired to their PostgreSQL repositories. */
export const composeAdminAuth = (deps: {
  database: Queryable;
  clock: ClockPort;
  hasher: PasswordHasherPort;
  secrets: SecretGeneratorPort;
}): AdminAuth => {
  const admins = new PgAdminRepository(deps.database);
  const tokens = new PgAdminTokenRepository(deps.database);
  return {
    logIn: new LogInAdminUseCase({ admins, tokens, hasher: deps.hasher, secrets: deps.secrets, clock: deps.clock }),
    authenticate: new AuthenticateAdminUseCase({ tokens, secrets: deps.secrets, clock: deps.clock }),
    ensureFirstAdmin: new EnsureFirstAdminUseCase({
      admins,
      hasher: deps.hasher,
      secrets: deps.secrets,
      clock: deps.clock,
    }),
    logOut: new LogOutAdminUseCase({ tokens, secrets: deps.secrets }),
    crypto: { hasher: deps.hasher, secrets: deps.secrets },
  };
};
