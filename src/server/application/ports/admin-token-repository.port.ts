import type { AdminIdentity } from './admin-repository.port';

export interface AdminTokenRepositoryPort {
  save(token: { tokenDigest: string; adminId: number; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The admin owning a token that is still valid at `now`, or null. */
  findAdminByValidToken(tokenDigest: string, now: Date): Promise<AdminIdentity | null>;
  deleteExpired(now: Date): Promise<number>;
}
