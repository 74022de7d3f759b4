import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { TOKENS, type Injector } from '../../di/tokens';
import { ContainerProvider } from '../di/container-context';
// Imported for its effect: page-wide styles (linaria emits them into the CSS bundle).
import '../styles/global.styles';

/** The i18next instance, typed through react-i18next so components never import i18next itself. */
type I18nInstance = ComponentProps<typeof I18nextProvider>['i18n'];

/** What every render of the app stands in, the browser's and the server's (ssr/render-page.tsx). */
export const AppProviders = ({ container, children }: { container: Injector; children: ReactNode }) => (
  <StrictMode>
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get<I18nInstance>(TOKENS.I18n)}>{children}</I18nextProvider>
    </ContainerProvider>
  </StrictMode>
);

interface Props {
  container: Injector;
  router: ReturnType<typeof createBrowserRouter>;
}

export const App = ({ container, router }: Props) => (
  <AppProviders container={container}>
    <RouterProvider router={router} />
  </AppProviders>
);
