import type { AdminRepositoryPort } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { PasswordHasherPort } from '../ports/password-hasher.port';
import type { SecretGeneratorPort } from '../ports/secret-generator.port';
import { GENERATED_PASSWORD_BYTES } from './admin-auth.constants';

export type FirstAdminOutcome =
  | { readonly created: false }
  /** `generatedPassword` is set only when no password was configured: show it once, it is not stored. */
  | { readonly created: true; readonly login: string; readonly generatedPassword: string | null };

/**
 * A fresh shop needs someone who can log in. Only when no admin exists at all is one created,
 * so the configured password never silently overrides a password changed later.
 */
export class EnsureFirstAdminUseCase {
  constructor(
    private readonly deps: {
      readonly admins: AdminRepositoryPort;
      readonly hasher: PasswordHasherPort;
      readonly secrets: SecretGeneratorPort;
      readonly clock: ClockPort;
    },
  ) {}

  async execute(input: { login: string; password: string | null }): Promise<FirstAdminOutcome> {
    const { admins, hasher, secrets, clock } = this.deps;
    if ((await admins.count()) > 0) return { created: false };
    const generatedPassword = input.password === null ? secrets.generate(GENERATED_PASSWORD_BYTES) : null;
    const password = input.password ?? generatedPassword ?? '';
    const created = await admins.createIfAbsent(input.login, await hasher.hash(password), clock.now());
    // Another instance may have won the race between count() and the insert: then it reported.
    return created ? { created: true, login: input.login, generatedPassword } : { created: false };
  }
}
