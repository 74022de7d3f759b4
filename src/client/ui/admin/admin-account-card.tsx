import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminAccountDto } from '../../../domain/shop-api/admin-accounts.contract';
import type { AdminAccountsViewModel } from '../../view-models/admin-accounts.view-model';
import { kyivDateTime } from '../../view-models/kyiv-date-time-view';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { AccountField } from './account-field';
import { AccountCard, FieldProblem, Inline, RowActions, Tag } from './admin-accounts.styles';
import { dangerButton } from './admin-orders.styles';

interface AdminAccountCardProps {
  readonly account: AdminAccountDto;
  readonly accounts: AdminAccountsViewModel;
}

/**
 * One staff account: its login and state, when it was created and last logged in (Kyiv time), and
 * what staff may do with it. One's own account shows no actions: it is changed with the form below.
 */
export const AdminAccountCard = observer(({ account, accounts }: AdminAccountCardProps) => {
  const { t } = useTranslation('admin');
  const { id, login } = account;
  const ids = { name: `account-${id}-login`, problem: `account-${id}-problem`, reset: `account-${id}-new-password` };
  const busy = accounts.isBusy(id);
  const problem = accounts.rowProblems.get(id);
  const created = kyivDateTime(account.createdAt);
  const lastLogin = account.lastLoginAt === null ? null : kyivDateTime(account.lastLoginAt);
  return (
    <AccountCard data-testid="admin-account" data-active={account.active} aria-labelledby={ids.name} aria-busy={busy}>
      <div>
        <h3 id={ids.name}>
          {login}
          {account.isYou && <Tag>{t('accounts.you')}</Tag>}
          <Tag data-tone={account.active ? undefined : 'danger'}>
            {t(account.active ? 'accounts.active' : 'accounts.disabled')}
          </Tag>
        </h3>
        <dl>
          <div>
            <dt>{t('accounts.created')}</dt>
            <dd>{t('accounts.dateTime', created)}</dd>
          </div>
          <div>
            <dt>{t('accounts.lastLogin')}</dt>
            <dd>{lastLogin === null ? t('accounts.neverLoggedIn') : t('accounts.dateTime', lastLogin)}</dd>
          </div>
        </dl>
      </div>

      {!account.isYou && (
        <RowActions>
          <button
            type="button"
            className={outlineButton}
            disabled={busy}
            onClick={() => void accounts.toggleActive(id)}
          >
            {t(account.active ? 'accounts.disable' : 'accounts.enable')}
          </button>
          <button type="button" className={outlineButton} disabled={busy} onClick={() => accounts.startReset(id)}>
            {t('accounts.resetPassword')}
          </button>
          <button
            type="button"
            className={`${outlineButton} ${dangerButton}`}
            disabled={busy}
            onClick={() => accounts.askDelete(id)}
          >
            {t('accounts.delete')}
          </button>
        </RowActions>
      )}

      {accounts.confirmingDeleteId === id && (
        <Inline role="group" aria-label={t('accounts.confirmDeleteLabel', { login })}>
          <p>{t('accounts.confirmDelete', { login })}</p>
          <RowActions>
            <button
              type="button"
              className={`${outlineButton} ${dangerButton}`}
              disabled={busy}
              onClick={() => void accounts.confirmDelete()}
            >
              {t('accounts.confirmDeleteYes')}
            </button>
            <button type="button" className={outlineButton} onClick={accounts.cancelDelete}>
              {t('accounts.cancel')}
            </button>
          </RowActions>
        </Inline>
      )}

      {accounts.resettingId === id && (
        <Inline
          as="form"
          noValidate
          aria-label={t('accounts.resetFormLabel', { login })}
          onSubmit={(event) => {
            event.preventDefault();
            void accounts.submitReset();
          }}
        >
          <AccountField
            id={ids.reset}
            label={t('accounts.newPasswordFor', { login })}
            type="password"
            autoComplete="new-password"
            value={accounts.resetPassword}
            onChange={accounts.setResetPassword}
            problem={problem}
            hint={t('accounts.resetHint')}
            disabled={busy}
          />
          <RowActions>
            <button type="submit" className={accentButton} disabled={busy}>
              {t('accounts.saveNewPassword')}
            </button>
            <button type="button" className={outlineButton} onClick={accounts.cancelReset}>
              {t('accounts.cancel')}
            </button>
          </RowActions>
        </Inline>
      )}

      {problem !== undefined && accounts.resettingId !== id && (
        <FieldProblem id={ids.problem} role="alert">
          {t(problem.key, problem.values)}
        </FieldProblem>
      )}
    </AccountCard>
  );
});
