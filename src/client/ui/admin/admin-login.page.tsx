import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { buildAdminPath } from '../../../domain/routing/admin-path';
import { TOKENS } from '../../di/tokens';
import type { AdminLoginViewModel } from '../../view-models/admin-login.view-model';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { accentButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';
import { AdminTitle } from './admin-title';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: min(360px, 100% - 40px);
  margin: 12vh auto;
  padding: 32px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};

  & h1 {
    font-size: 26px;
  }

  & label {
    display: flex;
    flex-direction: column;
    gap: 6px;
    color: ${color.muted};
    font-size: 14px;
  }

  & input {
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.background};
    color: ${color.text};
    font: inherit;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${color.danger};
`;

/** The layout without a side menu; posts to /api/auth through the ShopApi port. */
export const AdminLoginPage = observer(() => {
  const form = useInjected<AdminLoginViewModel>(TOKENS.AdminLoginViewModel);
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  return (
    <Form
      aria-labelledby="login-title"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await form.submit()) navigate(buildAdminPath('', shell.locale), { replace: true });
      }}
    >
      <AdminTitle title={t('login.title')} />
      <h1 id="login-title">{t('login.title')}</h1>
      <label>
        {t('login.login')}
        <input
          name="login"
          autoComplete="username"
          value={form.login}
          onChange={(event) => form.setLogin(event.target.value)}
          required
        />
      </label>
      <label>
        {t('login.password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => form.setPassword(event.target.value)}
          required
        />
      </label>
      {form.errorKey !== null && <Failure role="alert">{t(form.errorKey)}</Failure>}
      <button className={accentButton} type="submit" disabled={!form.canSubmit}>
        {form.submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </Form>
  );
});
