import { Outlet, ScrollRestoration } from 'react-router-dom';

/** The root route: scrolls to the top on new pages and to '#category' anchors. */
export const AppRoot = () => (
  <>
    <Outlet />
    <ScrollRestoration />
  </>
);
