import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import { ContainerProvider } from '../di/container-context';
// Imported for its effect: page-wide styles (linaria emits them into the CSS bundle).
import '../styles/global.styles';

interface Props {
  container: Container;
  router: ReturnType<typeof createBrowserRouter>;
}

export const App = ({ container, router }: Props) => (
  <StrictMode>
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get<i18n>(TOKENS.I18n)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ContainerProvider>
  </StrictMode>
);
