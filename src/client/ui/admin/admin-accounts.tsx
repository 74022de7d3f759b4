import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { AdminAccountsViewModel } from '../../view-models/admin-accounts.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { AccountField } from './account-field';
import { AdminAccountCard } from './admin-account-card';
import { Block, CardList, FieldProblem, Form, Notice } from './admin-accounts.styles';
import { Message } from './admin-orders.styles';

/** The Accounts section: who can log in to the admin area, adding colleagues, and one's own password. */
export const AdminAccounts = observer(() => {
  const accounts = useInjected<AdminAccountsViewModel>(TOKENS.AdminAccountsViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => void accounts.load(), [accounts]);
  const addForm = accounts.addProblems.get('form');
  const ownForm = accounts.ownProblems.get('form');
  return (
    <>
      <Notice role="status">{accounts.notice === null ? '' : t(accounts.notice.key, accounts.notice.values)}</Notice>

      <Block aria-labelledby="accounts-add-title">
        <h2 id="accounts-add-title">{t('accounts.addTitle')}</h2>
        <Form
          noValidate
          aria-labelledby="accounts-add-title"
          onSubmit={(event) => {
            event.preventDefault();
            void accounts.add();
          }}
        >
          <AccountField
            id="new-account-login"
            label={t('accounts.login')}
            autoComplete="off"
            value={accounts.newLogin}
            onChange={accounts.setNewLogin}
            problem={accounts.addProblems.get('login')}
            hint={t('accounts.loginHint')}
          />
          <AccountField
            id="new-account-password"
            label={t('accounts.password')}
            type="password"
            autoComplete="new-password"
            value={accounts.newPassword}
            onChange={accounts.setNewPassword}
            problem={accounts.addProblems.get('password')}
            hint={t('accounts.passwordHint')}
          />
          <button type="submit" className={accentButton} disabled={accounts.adding}>
            {t('accounts.add')}
          </button>
          {addForm !== undefined && <FieldProblem role="alert">{t(addForm.key, addForm.values)}</FieldProblem>}
        </Form>
      </Block>

      <Block aria-labelledby="accounts-list-title">
        <h2 id="accounts-list-title">{t('accounts.listTitle')}</h2>
        {accounts.state === 'loading' && <p role="status">{t('accounts.loading')}</p>}
        {accounts.state === 'failed' && (
          <Message role="alert" data-tone="danger">
            <span>{t('accounts.failed')}</span>
            <button type="button" className={outlineButton} onClick={() => void accounts.load()}>
              {t('accounts.retry')}
            </button>
          </Message>
        )}
        {accounts.state === 'ready' && (
          <CardList>
            {accounts.accounts.map((account) => (
              <li key={account.id}>
                <AdminAccountCard account={account} accounts={accounts} />
              </li>
            ))}
          </CardList>
        )}
      </Block>

      <Block aria-labelledby="accounts-own-title">
        <h2 id="accounts-own-title">{t('accounts.ownTitle')}</h2>
        <Form
          noValidate
          aria-labelledby="accounts-own-title"
          onSubmit={(event) => {
            event.preventDefault();
            void accounts.changeOwnPassword();
          }}
        >
          <AccountField
            id="own-current-password"
            label={t('accounts.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={accounts.ownCurrent}
            onChange={accounts.setOwnCurrent}
            problem={accounts.ownProblems.get('currentPassword')}
          />
          <AccountField
            id="own-new-password"
            label={t('accounts.newPassword')}
            type="password"
            autoComplete="new-password"
            value={accounts.ownNew}
            onChange={accounts.setOwnNew}
            problem={accounts.ownProblems.get('newPassword')}
            hint={t('accounts.ownHint')}
          />
          <button type="submit" className={accentButton} disabled={accounts.savingOwn}>
            {t('accounts.changeOwn')}
          </button>
          {ownForm !== undefined && <FieldProblem role="alert">{t(ownForm.key, ownForm.values)}</FieldProblem>}
        </Form>
      </Block>
    </>
  );
});
