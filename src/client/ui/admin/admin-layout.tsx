import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { ADMIN_SECTIONS, buildAdminPath } from '../../../domain/routing/admin-path';
import { TOKENS } from '../../di/tokens';
import type { AdminLogoutViewModel } from '../../view-models/admin-logout.view-model';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import type { CallbacksBadgeViewModel } from '../../view-models/callbacks-badge.view-model';
import { CallbacksNavBadge } from './callbacks-nav-badge';
import { outlineButton } from '../styles/controls.styles';
import { color, layout, media } from '../styles/theme';

const Side = styled.aside`
  position: fixed;
  inset: 0 auto 0 0;
  width: ${layout.adminMenuWidth};
  overflow-y: auto;
  padding: 20px 12px;
  border-right: 1px solid ${color.border};
  background: ${color.surface};

  & ul {
    margin: 0 0 16px;
    padding: 0;
    list-style: none;
  }

  & a {
    display: block;
    padding: 6px 12px;
    border-radius: 8px;
    color: ${color.text};
    text-decoration: none;
  }

  & a[aria-current='page'] {
    background: rgba(255, 198, 41, 0.14);
    color: ${color.accent};
  }

  & li[data-nested] {
    padding-left: 16px;
  }

  /*
   * On phones the menu becomes one row of chips that scrolls sideways, with Logout at its end, so
   * the section's own content starts near the top of the first screen (wrapped, the chips took it all).
   */
  ${media.narrow} {
    position: sticky;
    top: 0;
    z-index: 20;
    display: flex;
    align-items: center;
    gap: 8px;
    width: auto;
    padding: 10px 12px;
    border-right: 0;
    border-bottom: 1px solid ${color.border};

    & nav {
      flex: 1 1 auto;
      min-width: 0;
      overflow-x: auto;
      scrollbar-width: none;
    }

    & ul {
      display: flex;
      gap: 6px;
      margin: 0;
    }

    & li {
      flex: none;
    }

    & li[data-nested] {
      padding-left: 0;
    }

    & a {
      padding: 4px 10px;
      border: 1px solid ${color.border};
      border-radius: 999px;
      font-size: 14px;
      white-space: nowrap;
    }

    & > button {
      flex: none;
      padding: 6px 12px;
      font-size: 14px;
    }
  }
`;

const Content = styled.main`
  margin-left: ${layout.adminMenuWidth};
  padding: 32px;

  ${media.narrow} {
    margin-left: 0;
    padding: 20px;
  }
`;

/** The admin layout with the side menu (content offset 250px) and a Logout button. */
export const AdminLayout = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const logout = useInjected<AdminLogoutViewModel>(TOKENS.AdminLogoutViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  const locale = shell.locale;
  const nav = useRef<HTMLElement>(null);
  const section = shell.adminRoute?.section;
  const callbacksBadge = useInjected<CallbacksBadgeViewModel>(TOKENS.CallbacksBadgeViewModel);
  // The new-callbacks count: asked once a minute while the admin area is open, and on every navigation.
  useEffect(() => {
    callbacksBadge.start();
    return callbacksBadge.stop;
  }, [callbacksBadge]);
  useEffect(() => void callbacksBadge.refresh(), [callbacksBadge, section]);
  // On phones the row of chips scrolls sideways: keep the open section's chip in sight.
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (row === null || current === null || current === undefined || row.scrollWidth <= row.clientWidth) return;
    const offset = current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollLeft = offset - (row.clientWidth - current.offsetWidth) / 2;
  }, [section]);
  return (
    <>
      <Side>
        <nav ref={nav} aria-label={t('title')}>
          <ul>
            {ADMIN_SECTIONS.filter((section) => section !== 'login').map((section) => (
              <li key={section} data-nested={section.includes('/') || undefined}>
                <NavLink to={buildAdminPath(section, locale)} end>
                  {t(`sections.${section === '' ? 'dashboard' : section}`)}
                  {section === 'callbacks' && <CallbacksNavBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={outlineButton}
          disabled={logout.leaving}
          onClick={() => {
            void logout.logOut().then(() => navigate(buildAdminPath('login', locale), { replace: true }));
          }}
        >
          {t('logout')}
        </button>
      </Side>
      <Content>
        <Outlet />
      </Content>
    </>
  );
});
