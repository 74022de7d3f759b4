import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { ShopHead } from '../head/shop-head';
import { NotFoundPage } from '../pages/not-found.page';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { pageContainer } from './page-container';
import { ShopFrame } from './shop-frame';
import { CartOverlays } from '../cart/cart-overlays';
import { SideNavigationLayout } from '../menu/side-navigation';

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const SkipLink = styled.a`
  &:not(:focus) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

/**
 * The customer frame. The route table picks the page, but the domain's parser has the last word:
 * a path the router tolerates (no trailing slash, a bad ?lang=) still shows the 404 page.
 */
export const ShopLayout = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation();
  if (shell.redirectTo !== null) return <Navigate to={shell.redirectTo} replace />;
  return (
    <>
      <ShopHead />
      <SkipLink href="#content">{t('skipToContent')}</SkipLink>
      <Navbar />
      <Main id="content" tabIndex={-1}>
        <SideNavigationLayout>
          <div className={pageContainer}>{shell.route === null ? <NotFoundPage /> : <Outlet />}</div>
        </SideNavigationLayout>
      </Main>
      <Footer />
      <ShopFrame />
      <CartOverlays />
    </>
  );
});
