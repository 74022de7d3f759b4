export interface AdminIdentity {
  readonly id: number;
  readonly login: string;
}

export interface AdminCredentials extends AdminIdentity {
  readonly passwordHash: string;
  /** False once the account is disabled: it cannot log in. */
  readonly active: boolean;
}

export interface AdminRepositoryPort {
  /** Login comparison is case-insensitive: 'Admin' and 'admin' are one account. */
  findByLogin(login: string): Promise<AdminCredentials | null>;
  count(): Promise<number>;
  /** Creates the admin unless one with this login exists; answers whether it created it. */
  createIfAbsent(login: string, passwordHash: string, now: Date): Promise<boolean>;
  recordLogin(adminId: number, now: Date): Promise<void>;
}
