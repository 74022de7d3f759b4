import type { AdminTokenRepositoryPort } from '../ports/admin-token-repository.port';
import type { SecretGeneratorPort } from '../ports/secret-generator.port';

/** POST /api/auth/logout: the token stops working at once, on every shop instance (it is deleted from the database). */
export class LogOutAdminUseCase {
  constructor(
    private readonly deps: {
      readonly tokens: Pick<AdminTokenRepositoryPort, 'revoke'>;
      readonly secrets: Pick<SecretGeneratorPort, 'digest'>;
    },
  ) {}

  async execute(token: string): Promise<void> {
    if (token === '') return;
    await this.deps.tokens.revoke(this.deps.secrets.digest(token));
  }
}
