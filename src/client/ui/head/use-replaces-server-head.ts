import { useLayoutEffect } from 'react';
import { replaceServerHead } from './server-head';

/**
 * For a component that renders the page's <title>: once it does (`rendering`), the server's title
 * and its companions leave in the same commit. React inserts hoisted head tags before layout
 * effects run, so nothing is painted, and no assistive technology reads, a head with two titles or
 * with none (hydration can take a while on a slow phone, and the server's title stands until then).
 */
export const useReplacesServerHead = (rendering: boolean): void => {
  useLayoutEffect(() => {
    if (rendering) replaceServerHead(document);
  }, [rendering]);
};
