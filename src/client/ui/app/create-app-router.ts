import type { RouteObject } from 'react-router-dom';
import { TOKENS, type Injector, type PrepareAdminArea } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { CheckoutAreaViewModel } from '../../view-models/checkout-area.view-model';
import { appRoutes } from '../routing/app-routes';

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

/** The app's routes, with the admin area's and the order form's bindings prepared before the screens that need them. */
export const appRouteTable = (container: Injector): RouteObject[] =>
  appRoutes(container.get<PrepareAdminArea>(TOKENS.PrepareAdminArea), () =>
    container.get<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel).load(),
  );

/**
 * Builds the data router (browser or memory, the caller's choice) and keeps the shell's location
 * in step with it outside React, so view-models never change while a component renders.
 */
export const createAppRouter = <R extends RouterLike>(
  container: Injector,
  createRouter: (routes: RouteObject[]) => R,
  routes: RouteObject[] = appRouteTable(container),
): R => {
  const shell = container.get<AppShellViewModel>(TOKENS.AppShellViewModel);
  const router = createRouter(routes);
  const sync = ({ location }: RouterLike['state']) => shell.syncLocation(location.pathname, location.search);
  sync(router.state);
  router.subscribe(sync);
  return router;
};
