import type { Location } from 'react-router-dom';
import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * Every page opened by typing or following an outside link has the router's key 'default', so
 * keyed by it alone a new page would open at the previous page's scroll position. Such pages are
 * keyed by their address instead: a reload still comes back where it was.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** The root route: scrolls to the top on new pages and to '#category' anchors. */
export const AppRoot = () => (
  <>
    <Outlet />
    <ScrollRestoration getKey={scrollKey} />
  </>
);
