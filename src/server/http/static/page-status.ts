/** How the server answers a browser asking for a page of the SPA. */
export type PageStatus = 200 | 404 | { readonly redirect: string };

/** Decides a page's status from its path and query string ('?lang=en' or ''). */
export type PageStatusResolver = (pathname: string, search: string) => PageStatus;
