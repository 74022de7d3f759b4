import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and during the browser's first render over the server's HTML, true from the
 * render after (and at once in an app that was not server-rendered). What only the browser knows
 * (the stored cart, the scroll position, the visitor's own head tags) waits for it, so hydration
 * meets exactly what the server wrote (architecture/seo.md).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
