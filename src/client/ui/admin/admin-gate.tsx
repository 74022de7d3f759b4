import { observer } from 'mobx-react-lite';
import { Navigate, Outlet } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AdminSessionViewModel } from '../../view-models/admin-session.view-model';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { NotFoundPage } from '../pages/not-found.page';

/** Guests only on the login page, staff only elsewhere (spec §2, §4 'Other'). */
export const AdminGate = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const session = useInjected<AdminSessionViewModel>(TOKENS.AdminSessionViewModel);
  const route = shell.adminRoute;
  if (route === null) return <NotFoundPage />;
  const redirect = session.guard(route);
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
});
