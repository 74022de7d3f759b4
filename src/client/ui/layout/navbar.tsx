import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { color, layout, media } from '../styles/theme';
import { CitySelect } from './city-select';
import { LanguageSelect } from './language-select';
import { LogoLink } from './logo-link';
import { PhoneLink } from './phone-link';
import { CartButton } from '../cart/cart-button';
import { SideNavigationToggle } from '../menu/side-navigation-toggle';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: rgba(18, 18, 18, 0.94);
  border-bottom: 1px solid ${color.border};
  backdrop-filter: blur(8px);
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'logo links tools';
  align-items: center;
  gap: 16px;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 12px ${layout.gutter};

  /* Below 896 px one row cannot hold links and tools: the links get their own row. */
  @media (max-width: 895.98px) {
    grid-template-columns: auto 1fr;
    grid-template-areas: 'logo tools' 'links links';
    gap: 10px 12px;
  }

  ${media.phone} {
    grid-template-columns: auto 1fr;
    grid-template-areas: 'logo tools' 'links links';
    gap: 10px 12px;
    padding: 10px 14px;
  }
`;

const Links = styled.nav`
  grid-area: links;
  display: flex;
  gap: 8px;

  @media (max-width: 895.98px) {
    border-top: 1px solid ${color.border};
    padding-top: 8px;
  }

  ${media.phone} {
    justify-content: space-between;
    border-top: 1px solid ${color.border};
    padding-top: 8px;
  }
`;

const navItem = css`
  padding: 8px 14px;
  border-radius: 999px;
  color: ${color.text};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${color.accent};
  }

  &[aria-current='page'] {
    background: rgba(255, 198, 41, 0.12);
  }

  ${media.phone} {
    flex: 1;
    text-align: center;
    padding: 6px 8px;
  }
`;

const Tools = styled.div`
  grid-area: tools;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;

  /* Until the row is full width the phone number shows as its icon only. */
  @media (max-width: 1199.98px) {
    & > a[href^='tel:'] > span {
      display: none;
    }
  }

  /* No room at 642 px and below: the side navigation's drawer offers the city and the language. */
  ${media.narrow} {
    & > select {
      display: none;
    }
  }

  ${media.phone} {
    gap: 8px;
  }
`;

const LogoArea = styled.div`
  grid-area: logo;
  display: flex;
  align-items: center;
  gap: 10px;

  @media (max-width: 1199.98px) {
    & > a > span {
      display: none;
    }
  }
`;

export const Navbar = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation();
  return (
    <Bar>
      <Inner>
        <LogoArea>
          <SideNavigationToggle />
          <LogoLink to={shell.homePath} label={t('nav.home')} brand={t('brand')} />
        </LogoArea>
        <Links aria-label={t('nav.main')}>
          {shell.navLinks.map((link) => (
            <NavLink key={link.key} className={navItem} to={link.path} end>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </Links>
        <Tools>
          <PhoneLink />
          <CitySelect />
          <LanguageSelect />
          <CartButton />
        </Tools>
      </Inner>
    </Bar>
  );
});
