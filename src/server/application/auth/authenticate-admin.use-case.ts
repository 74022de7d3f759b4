import type { AdminIdentity } from '../ports/admin-repository.port';
import type { AdminTokenRepositoryPort } from '../ports/admin-token-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { SecretGeneratorPort } from '../ports/secret-generator.port';

/** Who holds this bearer token, if it is known and not expired by the shop's clock. */
export class AuthenticateAdminUseCase {
  constructor(
    private readonly deps: {
      readonly tokens: AdminTokenRepositoryPort;
      readonly secrets: SecretGeneratorPort;
      readonly clock: ClockPort;
    },
  ) {}

  async execute(token: string): Promise<AdminIdentity | null> {
    if (token === '') return null;
    const { tokens, secrets, clock } = this.deps;
    return tokens.findAdminByValidToken(secrets.digest(token), clock.now());
  }
}
