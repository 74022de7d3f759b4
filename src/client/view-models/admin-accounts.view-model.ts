import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { checkAdminLogin, checkAdminPassword } from '../../domain/admin/admin-account-rules';
import { ADMIN_ACCOUNT_REFUSAL_FIELDS, type AdminAccountDto } from '../../domain/shop-api/admin-accounts.contract';
import type { AdminAccountsApiPort, AdminAccountsFailure } from '../application/ports/admin-accounts-api.port';
import { TOKENS } from '../di/tokens';
import { loginProblem, passwordProblem, problemOfFailure, type AccountProblem } from './admin-account-problem';
import type { AdminSessionViewModel } from './admin-session.view-model';

export type AccountsState = 'loading' | 'failed' | 'ready';
type AddField = 'login' | 'password';
type OwnField = 'currentPassword' | 'newPassword';

/** Where a refusal's message goes in a form: next to the field the server named, else under the form. */
const fieldOf = <F extends string>(
  failure: AdminAccountsFailure,
  fields: readonly F[],
  passwordField: F | null,
): F | 'form' => {
  const named = failure.refusal === undefined ? null : ADMIN_ACCOUNT_REFUSAL_FIELDS[failure.refusal];
  const field = named === 'password' && passwordField !== null ? passwordField : named;
  return field !== null && (fields as readonly string[]).includes(field) ? (field as F) : 'form';
};

/**
 * The Accounts screen: the list of staff accounts, adding one, disabling / enabling, deleting
 * (after a confirmation), resetting another's password, and changing one's own. The shared rules
 * check logins and passwords as staff type; the server decides. Nothing is optimistic: a row is
 * busy while its change is on the way, then shows the server's answer. An ended session signs
 * staff out, and the admin guard takes them to the login page.
 */
@injectable()
export class AdminAccountsViewModel {
  state: AccountsState = 'loading';
  accounts: readonly AdminAccountDto[] = [];
  /** A success said once, politely (role=status). */
  notice: AccountProblem | null = null;

  newLogin = '';
  newPassword = '';
  adding = false;
  readonly addProblems = observable.map<AddField | 'form', AccountProblem>();

  /** The account whose deletion waits for a confirmation. */
  confirmingDeleteId: number | null = null;
  /** The account whose new password is being typed. */
  resettingId: number | null = null;
  resetPassword = '';
  readonly rowProblems = observable.map<number, AccountProblem>();
  private readonly busy = observable.set<number>();

  ownCurrent = '';
  ownNew = '';
  savingOwn = false;
  readonly ownProblems = observable.map<OwnField | 'form', AccountProblem>();

  constructor(
    @inject(TOKENS.AdminAccountsApi) private readonly api: AdminAccountsApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'busy'>(
      this,
      { api: false, session: false, busy: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    const result = await this.api.list();
    runInAction(() => {
      if (result.ok) {
        this.accounts = result.value;
        this.state = 'ready';
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else if (this.state !== 'ready') this.state = 'failed';
    });
  }

  isBusy(id: number): boolean {
    return this.busy.has(id);
  }

  setNewLogin(value: string): void {
    this.newLogin = value;
    this.addProblems.delete('login');
    this.addProblems.delete('form');
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
    this.addProblems.delete('password');
    this.addProblems.delete('form');
  }

  async add(): Promise<void> {
    if (this.adding) return;
    this.addProblems.clear();
    this.notice = null;
    const login = checkAdminLogin(this.newLogin);
    if (!login.ok) this.addProblems.set('login', loginProblem(login.problem));
    const password = checkAdminPassword(this.newPassword, this.newLogin);
    if (!password.ok) this.addProblems.set('password', passwordProblem(password.problem));
    if (!login.ok || !password.ok) return;
    this.adding = true;
    const result = await this.api.add({ login: login.login, password: this.newPassword });
    runInAction(() => {
      this.adding = false;
      if (result.ok) {
        this.accounts = [...this.accounts, result.value];
        this.newLogin = '';
        this.newPassword = '';
        this.notice = { key: 'accounts.notice.added', values: { login: result.value.login } };
      } else
        this.fail(result, (problem) =>
          this.addProblems.set(fieldOf(result, ['login', 'password'] as const, 'password'), problem),
        );
    });
  }

  async toggleActive(id: number): Promise<void> {
    const account = this.accounts.find((candidate) => candidate.id === id);
    if (account === undefined || this.isBusy(id)) return;
    await this.onRow(
      id,
      () => this.api.setActive(id, !account.active),
      (changed) => {
        this.accounts = this.accounts.map((candidate) => (candidate.id === id ? changed : candidate));
        this.notice = {
          key: changed.active ? 'accounts.notice.enabled' : 'accounts.notice.disabled',
          values: { login: changed.login },
        };
      },
    );
  }

  askDelete(id: number): void {
    this.confirmingDeleteId = id;
    this.resettingId = null;
    this.rowProblems.delete(id);
  }

  cancelDelete(): void {
    this.confirmingDeleteId = null;
  }

  async confirmDelete(): Promise<void> {
    const id = this.confirmingDeleteId;
    const account = this.accounts.find((candidate) => candidate.id === id);
    if (id === null || account === undefined) return;
    await this.onRow(
      id,
      () => this.api.remove(id),
      () => {
        this.accounts = this.accounts.filter((candidate) => candidate.id !== id);
        this.confirmingDeleteId = null;
        this.notice = { key: 'accounts.notice.deleted', values: { login: account.login } };
      },
    );
  }

  startReset(id: number): void {
    this.resettingId = id;
    this.resetPassword = '';
    this.confirmingDeleteId = null;
    this.rowProblems.delete(id);
  }

  cancelReset(): void {
    this.resettingId = null;
    this.resetPassword = '';
  }

  setResetPassword(value: string): void {
    this.resetPassword = value;
    if (this.resettingId !== null) this.rowProblems.delete(this.resettingId);
  }

  async submitReset(): Promise<void> {
    const id = this.resettingId;
    const account = this.accounts.find((candidate) => candidate.id === id);
    if (id === null || account === undefined) return;
    const checked = checkAdminPassword(this.resetPassword, account.login);
    if (!checked.ok) {
      this.rowProblems.set(id, passwordProblem(checked.problem));
      return;
    }
    const password = this.resetPassword;
    await this.onRow(
      id,
      () => this.api.resetPassword(id, password),
      () => {
        this.resettingId = null;
        this.resetPassword = '';
        this.notice = { key: 'accounts.notice.reset', values: { login: account.login } };
      },
    );
  }

  setOwnCurrent(value: string): void {
    this.ownCurrent = value;
    this.ownProblems.delete('currentPassword');
    this.ownProblems.delete('form');
  }

  setOwnNew(value: string): void {
    this.ownNew = value;
    this.ownProblems.delete('newPassword');
    this.ownProblems.delete('form');
  }

  async changeOwnPassword(): Promise<void> {
    if (this.savingOwn) return;
    this.ownProblems.clear();
    this.notice = null;
    if (this.ownCurrent === '') this.ownProblems.set('currentPassword', { key: 'accounts.problem.currentMissing' });
    const you = this.accounts.find((account) => account.isYou);
    const checked = checkAdminPassword(this.ownNew, you?.login ?? '');
    if (!checked.ok) this.ownProblems.set('newPassword', passwordProblem(checked.problem));
    if (this.ownProblems.size > 0) return;
    this.savingOwn = true;
    const result = await this.api.changeOwnPassword(this.ownCurrent, this.ownNew);
    runInAction(() => {
      this.savingOwn = false;
      if (result.ok) {
        this.ownCurrent = '';
        this.ownNew = '';
        this.notice = { key: 'accounts.notice.ownChanged' };
      } else
        this.fail(result, (problem) =>
          this.ownProblems.set(fieldOf(result, ['currentPassword', 'newPassword'] as const, 'newPassword'), problem),
        );
    });
  }

  private async onRow<T>(
    id: number,
    call: () => Promise<{ ok: true; value: T } | AdminAccountsFailure>,
    done: (value: T) => void,
  ): Promise<void> {
    this.busy.add(id);
    this.rowProblems.delete(id);
    this.notice = null;
    const result = await call();
    runInAction(() => {
      this.busy.delete(id);
      if (result.ok) done(result.value);
      else this.fail(result, (problem) => this.rowProblems.set(id, problem));
    });
  }

  private fail(failure: AdminAccountsFailure, show: (problem: AccountProblem) => void): void {
    if (failure.reason === 'unauthorized') this.session.signOut();
    else show(problemOfFailure(failure));
  }
}
