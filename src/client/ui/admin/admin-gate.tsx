import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AdminSessionViewModel } from '../../view-models/admin-session.view-model';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { BootFallback } from '../app/boot-fallback';
import { useInjected } from '../di/container-context';
import { NotFoundPage } from '../pages/not-found.page';

/**
 * Guests only on the login page, staff only elsewhere. The admin area's texts are a chunk of their
 * own that the storefront never loads: its screens wait here until it has arrived.
 */
export const AdminGate = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const session = useInjected<AdminSessionViewModel>(TOKENS.AdminSessionViewModel);
  const { ready } = useTranslation('admin');
  const route = shell.adminRoute;
  if (route === null) return <NotFoundPage />;
  if (!ready) return <BootFallback />;
  const redirect = session.guard(route);
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
});
