/**
 * The server writes each page's head into the HTML it sends (architecture/seo.md) and marks its
 * tags with data-server-head. "app": tags ShopHead (or the admin's and error pages' titles) render
 * themselves; React 19 adds its own rather than adopting these, so the server's go in the same
 * commit that adds the app's (see useReplacesServerHead): the page never has two titles, nor none.
 * "page": the picture and structured data only the server knows; they describe the first page and
 * go once the visitor moves to another one inside the app.
 */
const SERVER_HEAD = 'data-server-head';

const removeServerTags = (doc: Document, kind: 'app' | 'page'): void => {
  for (const tag of doc.head.querySelectorAll(`[${SERVER_HEAD}="${kind}"]`)) tag.remove();
};

/** Call once the app's own title is in the head: the server's tags the app renders itself go. */
export const replaceServerHead = (doc: Document): void => removeServerTags(doc, 'app');

/** Call on every navigation: drops the first page's own tags once the path is another. */
export const leaveServerPageHead = (doc: Document, firstPathname: string, pathname: string): void => {
  if (pathname !== firstPathname) removeServerTags(doc, 'page');
};
