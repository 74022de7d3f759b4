import { useEffect, useState } from 'react';
import { useHydrated } from '../app/use-hydrated';

/** The page can scroll and is shown from its very top: its first screen, as a page opens. */
const readPageTopShown = (): boolean =>
  typeof window !== 'undefined' &&
  window.scrollY <= 0 &&
  document.documentElement.scrollHeight > window.innerHeight + 1;

/**
 * Whether the first screen of a scrollable page is what the customer sees. Read again on every
 * scroll and resize, and when the page grows (menus and texts arrive after the first paint). A
 * server-rendered page is taken to open at its top until the browser has looked.
 */
export const usePageTopShown = (): boolean => {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(() => (hydrated ? readPageTopShown() : true));
  useEffect(() => {
    const update = () => setShown(readPageTopShown());
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const growth = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    growth?.observe(document.body);
    update();
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      growth?.disconnect();
    };
  }, []);
  return shown;
};
