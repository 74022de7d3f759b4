import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { SideNavigationViewModel } from '../../view-models/side-navigation.view-model';
import { useInjected } from '../di/container-context';
import { CitySelect } from '../layout/city-select';
import { LanguageSelect } from '../layout/language-select';
import { color, layout, media, radius } from '../styles/theme';

export const SIDE_NAVIGATION_ID = 'side-navigation';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;

  ${media.narrow} {
    display: block;
  }
`;

/* A sticky column beside the menu; at 642 px and below a drawer behind the navbar's burger toggle. */
const Rail = styled.nav`
  position: sticky;
  top: 72px;
  align-self: start;
  max-height: calc(100vh - 72px);
  overflow-y: auto;
  padding: 32px 0 24px ${layout.gutter};

  /* The navbar has two rows there. */
  @media (max-width: 895.98px) {
    top: 124px;
    max-height: calc(100vh - 124px);
  }

  ${media.narrow} {
    position: fixed;
    /* Chrome aligns fixed boxes too: 'start' from the sticky column would shrink the drawer. */
    align-self: stretch;
    display: flex;
    flex-direction: column;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: 60;
    width: min(300px, 86vw);
    max-height: none;
    padding: 20px 16px;
    border-right: 1px solid ${color.border};
    background: ${color.surface};
    box-shadow: 12px 0 40px rgba(0, 0, 0, 0.45);
    transform: translateX(-105%);
    visibility: hidden;
    transition:
      transform 0.22s ease,
      visibility 0s linear 0.22s;

    &[data-open='true'] {
      transform: none;
      visibility: visible;
      transition: transform 0.22s ease;
    }
  }
`;

const Backdrop = styled.div`
  display: none;

  ${media.narrow} {
    position: fixed;
    inset: 0;
    z-index: 55;
    display: block;
    background: rgba(0, 0, 0, 0.55);
  }
`;

/* The drawer covers the navbar's toggle, so it brings its own way out. */
const DrawerClose = styled.button`
  display: none;

  ${media.narrow} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin: 0 0 12px auto;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: transparent;
    color: ${color.text};
    cursor: pointer;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: block;
    padding: 9px 14px;
    border-radius: ${radius.small};
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }

  & a:hover {
    background: ${color.surfaceRaised};
    color: ${color.accent};
  }

  /* A category of the other menu page: the arrow says the link leaves this page. */
  & a[data-here='false']::after {
    content: ' ›';
    color: ${color.muted};
  }
`;

/* The navbar hides the city and language selects at 642 px and below; the drawer offers them. */
const Settings = styled.div`
  display: none;

  ${media.narrow} {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin-top: 20px;
    padding-top: 16px;
    border-top: 1px solid ${color.border};

    & > span {
      color: ${color.muted};
      font-size: 13px;
    }
  }
`;

const SideNavigation = observer(() => {
  const navigation = useInjected<SideNavigationViewModel>(TOKENS.SideNavigationViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation(['menu', 'common']);

  useEffect(() => {
    if (!navigation.isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigation.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigation, navigation.isOpen]);

  return (
    <>
      {navigation.isOpen && <Backdrop onClick={navigation.close} aria-hidden="true" />}
      <Rail id={SIDE_NAVIGATION_ID} aria-label={t('sideNav.label')} data-open={navigation.isOpen}>
        {navigation.isOpen && (
          <DrawerClose type="button" aria-label={t('sideNav.close')} onClick={navigation.close}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 20 20"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </DrawerClose>
        )}
        <List>
          {navigation.items.map((item) => (
            <li key={item.slug}>
              <a
                href={item.href}
                data-here={item.onCurrentPage}
                onClick={(event) => {
                  event.preventDefault();
                  const path = navigation.select(item.slug);
                  if (path !== null) navigate(path);
                }}
              >
                {item.title ?? t(`common:categories.${item.slug}`)}
              </a>
            </li>
          ))}
        </List>
        {navigation.isOpen && (
          <Settings>
            <span>{t('sideNav.settings')}</span>
            <CitySelect />
            <LanguageSelect />
          </Settings>
        )}
      </Rail>
    </>
  );
});

/** The storefront's two columns: the categories and the page. The 404 page has no menu beside it. */
export const SideNavigationLayout = observer(({ children }: { children: ReactNode }) => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  if (shell.route === null) return <>{children}</>;
  return (
    <Columns>
      <SideNavigation />
      <div>{children}</div>
    </Columns>
  );
});
