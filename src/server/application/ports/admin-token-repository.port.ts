import type { AdminIdentity } from './admin-repository.port';

export interface NewAdminToken {
  readonly tokenDigest: string;
  readonly adminId: number;
  /** The password hash the login was checked against. */
  readonly passwordHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export interface AdminTokenRepositoryPort {
  /**
   * Saves the session unless, meanwhile, the account was disabled, deleted or given another
   * password (whose change ends its sessions); answers whether it saved it.
   */
  saveIfStillValid(token: NewAdminToken): Promise<boolean>;
  /** The active admin owning a token that is still valid at `now`, or null. */
  findAdminByValidToken(tokenDigest: string, now: Date): Promise<AdminIdentity | null>;
  /** Ends one session (logout); nothing happens for an unknown token. */
  revoke(tokenDigest: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}
