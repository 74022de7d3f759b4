import type { Result } from '../../../domain/shared/result';
import type { AdminIdentity } from './admin-repository.port';

export interface AdminAccountRecord {
  readonly id: number;
  readonly login: string;
  readonly active: boolean;
  readonly createdAt: Date;
  readonly lastLoginAt: Date | null;
}

/**
 * The account asking for a change was disabled or deleted by someone else a moment ago (after its
 * request was let in): the request no longer counts.
 */
export type AuthorGone = 'author-gone';

/** Who makes a change and when: every change is logged under their login. */
export interface AccountChangeAuthor {
  readonly by: AdminIdentity;
  readonly at: Date;
}

export interface PasswordChange {
  readonly passwordHash: string;
  /** 'reset-password' ends every session of the account; 'change-own-password' keeps the asking one. */
  readonly action: 'reset-password' | 'change-own-password';
  /** The session that stays (its token digest); null: none stays. */
  readonly keepSessionDigest: string | null;
}

/**
 * The staff accounts and their sessions. Every change runs in one transaction that also logs it,
 * after the account changes of all shop instances are put in one queue: two staff removing each
 * other at the same moment cannot both succeed and leave the shop with no one who can log in.
 */
export interface AdminAccountsPort {
  /** Oldest first. */
  list(): Promise<readonly AdminAccountRecord[]>;
  /** The stored hash, to check a current password against; null for an unknown account. */
  passwordHashOf(id: number): Promise<string | null>;
  add(
    login: string,
    passwordHash: string,
    author: AccountChangeAuthor,
  ): Promise<Result<AdminAccountRecord, 'login-taken' | AuthorGone>>;
  /** Disabling ends all the account's sessions; refused when it would leave no active account. */
  setActive(
    id: number,
    active: boolean,
    author: AccountChangeAuthor,
  ): Promise<Result<AdminAccountRecord, 'account-not-found' | 'last-active-admin' | AuthorGone>>;
  /** Ends all its sessions; refused when it would leave no active account. */
  delete(
    id: number,
    author: AccountChangeAuthor,
  ): Promise<Result<AdminAccountRecord, 'account-not-found' | 'last-active-admin' | AuthorGone>>;
  /** Answers how many sessions it ended. */
  setPassword(
    id: number,
    change: PasswordChange,
    author: AccountChangeAuthor,
  ): Promise<Result<{ readonly sessionsEnded: number }, 'account-not-found' | AuthorGone>>;
}
