import { checkAdminLogin, checkAdminPassword, leavesAnActiveAccount } from '../../../domain/admin/admin-account-rules';
import { ok } from '../../../domain/shared/result';
import type {
  AdminAccountDto,
  AdminAccountRefusal,
  NewAdminAccountDto,
} from '../../../domain/shop-api/admin-accounts.contract';
import type {
  AdminAccountsApiPort,
  AdminAccountsFailure,
  AdminAccountsResult,
} from '../../application/ports/admin-accounts-api.port';
import type { InMemoryAdminAuditApi } from './in-memory-admin-audit-api.adapter';

interface FakeAccount {
  readonly id: number;
  readonly login: string;
  readonly active: boolean;
  readonly password: string;
  readonly createdAt: string;
  readonly lastLoginAt: string | null;
}

const DEMO_NOW = '2025-06-11T09:00:00.000Z';

/** The demo's accounts: the one signed in ('demo', the fake's staff member everywhere), a colleague, and a disabled one. */
export const fakeAdminAccounts = (): FakeAccount[] => [
  {
    id: 1,
    login: 'demo',
    active: true,
    password: 'demo password',
    createdAt: '2025-01-10T08:00:00.000Z',
    lastLoginAt: DEMO_NOW,
  },
  {
    id: 2,
    login: 'olena',
    active: true,
    password: 'olena password',
    createdAt: '2025-03-02T10:30:00.000Z',
    lastLoginAt: '2025-06-10T16:45:00.000Z',
  },
  {
    id: 3,
    login: 'taras',
    active: false,
    password: 'taras password',
    createdAt: '2025-04-20T12:00:00.000Z',
    lastLoginAt: null,
  },
];

const refuse = (refusal: AdminAccountRefusal, message: string): AdminAccountsFailure => ({
  ok: false,
  reason: 'refused',
  refusal,
  message,
});
// The server's wording (admin-accounts.routes.ts), so a demo shows what staff would read.
const OWN = refuse(
  'own-account',
  'This is your own account: you cannot disable, delete or reset it here; change your own password with the current one.',
);
const LAST = refuse(
  'last-active-admin',
  'Refused: this would leave no active account, and nobody could log in to the admin area.',
);
const NOT_FOUND = refuse('account-not-found', 'There is no account with this id.');

/**
 * The Accounts section without a server. It keeps the real rules: logins and passwords checked by
 * the shared rules, logins unique whatever their case, never your own account, never the last
 * active one; every change is written to the fake change log. Tests can end the session and fail calls.
 */
export class InMemoryAdminAccountsApi implements AdminAccountsApiPort {
  readonly calls: string[] = [];
  unauthorized = false;
  failing = false;
  private accounts: FakeAccount[];

  constructor(
    private readonly audit: InMemoryAdminAuditApi,
    accounts: readonly FakeAccount[] = fakeAdminAccounts(),
    /** Whose session this is: the first account unless told. */
    private readonly youId = accounts[0]?.id ?? 1,
    private readonly now: () => string = () => DEMO_NOW,
  ) {
    this.accounts = [...accounts];
  }

  async list(): Promise<AdminAccountsResult<readonly AdminAccountDto[]>> {
    return this.answer('list', () => ok(this.accounts.map((account) => this.dtoOf(account))));
  }

  async add(account: NewAdminAccountDto): Promise<AdminAccountsResult<AdminAccountDto>> {
    return this.answer(`add:${account.login}`, () => {
      const login = checkAdminLogin(account.login);
      if (!login.ok) return refuse('invalid-login', `'login' is not valid (${login.problem}).`);
      const password = checkAdminPassword(account.password, login.login);
      if (!password.ok) return refuse('invalid-password', `'password' is not valid (${password.problem}).`);
      if (this.accounts.some((existing) => existing.login.toLowerCase() === login.login.toLowerCase())) {
        return refuse('login-taken', "'login' is taken: another account has this login (logins ignore case).");
      }
      const added: FakeAccount = {
        id: Math.max(0, ...this.accounts.map((a) => a.id)) + 1,
        login: login.login,
        active: true,
        password: account.password,
        createdAt: this.now(),
        lastLoginAt: null,
      };
      this.accounts.push(added);
      this.log('add-account', added.login, null, { login: added.login, active: true });
      return ok(this.dtoOf(added));
    });
  }

  async setActive(id: number, active: boolean): Promise<AdminAccountsResult<AdminAccountDto>> {
    return this.answer(`set-active:${id}:${active}`, () => {
      if (id === this.youId) return OWN;
      const account = this.accounts.find((candidate) => candidate.id === id);
      if (account === undefined) return NOT_FOUND;
      if (account.active === active) return ok(this.dtoOf(account));
      if (!active && !leavesAnActiveAccount(this.activeIds(), id)) return LAST;
      const changed = { ...account, active };
      this.accounts = this.accounts.map((candidate) => (candidate.id === id ? changed : candidate));
      this.log(active ? 'enable-account' : 'disable-account', account.login, { active: account.active }, { active });
      return ok(this.dtoOf(changed));
    });
  }

  async remove(id: number): Promise<AdminAccountsResult<null>> {
    return this.answer(`remove:${id}`, () => {
      if (id === this.youId) return OWN;
      const account = this.accounts.find((candidate) => candidate.id === id);
      if (account === undefined) return NOT_FOUND;
      if (account.active && !leavesAnActiveAccount(this.activeIds(), id)) return LAST;
      this.accounts = this.accounts.filter((candidate) => candidate.id !== id);
      this.log('delete-account', account.login, { login: account.login, active: account.active }, null);
      return ok(null);
    });
  }

  async resetPassword(id: number, password: string): Promise<AdminAccountsResult<null>> {
    return this.answer(`reset-password:${id}`, () => {
      if (id === this.youId) return OWN;
      const account = this.accounts.find((candidate) => candidate.id === id);
      if (account === undefined) return NOT_FOUND;
      const checked = checkAdminPassword(password, account.login);
      if (!checked.ok) return refuse('invalid-password', `'password' is not valid (${checked.problem}).`);
      this.accounts = this.accounts.map((candidate) => (candidate.id === id ? { ...candidate, password } : candidate));
      this.log('reset-password', account.login, null, { sessionsEnded: 0 });
      return ok(null);
    });
  }

  async changeOwnPassword(currentPassword: string, newPassword: string): Promise<AdminAccountsResult<null>> {
    return this.answer('change-own-password', () => {
      const you = this.accounts.find((candidate) => candidate.id === this.youId);
      if (you === undefined) return { ok: false, reason: 'unauthorized' };
      if (you.password !== currentPassword)
        return refuse('wrong-current-password', "'currentPassword' is not your current password.");
      const checked = checkAdminPassword(newPassword, you.login);
      if (!checked.ok) return refuse('invalid-password', `'newPassword' is not valid (${checked.problem}).`);
      this.accounts = this.accounts.map((candidate) =>
        candidate.id === you.id ? { ...candidate, password: newPassword } : candidate,
      );
      this.log('change-own-password', you.login, null, { sessionsEnded: 0 });
      return ok(null);
    });
  }

  private answer<T>(call: string, work: () => AdminAccountsResult<T>): AdminAccountsResult<T> {
    this.calls.push(call);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing) return { ok: false, reason: 'unavailable' };
    return work();
  }

  private activeIds(): number[] {
    return this.accounts.filter((account) => account.active).map((account) => account.id);
  }

  private dtoOf(account: FakeAccount): AdminAccountDto {
    return {
      id: account.id,
      login: account.login,
      active: account.active,
      createdAt: account.createdAt,
      lastLoginAt: account.lastLoginAt,
      isYou: account.id === this.youId,
    };
  }

  private log(action: string, target: string, before: unknown, after: unknown): void {
    const by = this.accounts.find((account) => account.id === this.youId)?.login ?? 'demo';
    this.audit.record({ at: this.now(), by, cityId: null, section: 'accounts', action, target, before, after });
  }
}
