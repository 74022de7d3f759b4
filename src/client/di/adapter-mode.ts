/** Real browser adapters, or in-memory fakes for demos and tests that must not touch the network. */
export type AdapterMode = 'browser' | 'fake';

/** `?adapters=fake` on the first page load, or VITE_ADAPTERS=fake at build time, selects the fakes. */
export const adapterModeFrom = (search: string, envFlag: string | undefined): AdapterMode =>
  new URLSearchParams(search).get('adapters') === 'fake' || envFlag === 'fake' ? 'fake' : 'browser';
