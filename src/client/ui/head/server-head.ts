import { isAdminArea } from '../../../domain/routing/admin-path';

/**
 * The server writes each page's head into the HTML it sends (architecture/seo.md) and marks its
 * tags with data-server-head. "app": tags ShopHead (or the admin's and error pages' titles) render
 * themselves; React 19 adds its own rather than adopting these, so they go before the app renders,
 * or the head would hold two titles. "page": the picture and structured data only the server knows;
 * they describe the first page and go once the visitor moves to another one inside the app.
 */
const SERVER_HEAD = 'data-server-head';

const removeServerTags = (doc: Document, kind: 'app' | 'page'): void => {
  for (const tag of doc.head.querySelectorAll(`[${SERVER_HEAD}="${kind}"]`)) tag.remove();
};

/**
 * Call once before the app's first render. An admin page keeps the server's title (the area's
 * name) until its section has loaded and renders the page's own: see replaceServerAdminTitle.
 */
export const takeOverServerHead = (doc: Document): void => {
  if (!isAdminArea(doc.location.pathname)) removeServerTags(doc, 'app');
};

/** Call when an admin page renders its own title: the server's tags for that page go then. */
export const replaceServerAdminTitle = (doc: Document): void => removeServerTags(doc, 'app');

/** Call on every navigation: drops the first page's own tags once the path is another. */
export const leaveServerPageHead = (doc: Document, firstPathname: string, pathname: string): void => {
  if (pathname !== firstPathname) removeServerTags(doc, 'page');
};
