/** How the server answers a browser asking for a page of the SPA. */
export type PageStatus =
  | 200
  | 404
  /** 301 by default (a canonical address); temporary: 302, for a page switched off for now (sushi). */
  | { readonly redirect: string; readonly temporary?: boolean };

/** Decides a page's status from its path and query string ('?lang=en' or ''). */
export type PageStatusResolver = (pathname: string, search: string) => PageStatus;
