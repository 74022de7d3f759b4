// Inversify reads decorator metadata: it must be loaded before any injectable class.
import 'reflect-metadata/lite';
import type { i18n } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { localeOfPath } from '../domain/routing/relocalize-path';
import { textsReady } from './adapters/i18n/create-i18n';
import type { RecoverFromChunkError } from './application/recover-from-chunk-error.use-case';
import type { AdapterSet } from './di/adapter-set';
import { BROWSER_ADAPTERS } from './di/browser-adapters.binding';
import { createContainer } from './di/container';
import { withPreloadedData } from './di/preloaded-data.binding';
import { TOKENS } from './di/tokens';
import { canHydrate, prepareHydration } from './ssr/hydration';
import { readPageSnapshot } from './ssr/page-snapshot.reader';
import { ReplayEarlyClicks } from './ssr/replay-early-clicks';
import { App } from './ui/app/app';
import { appRouteTable, createAppRouter } from './ui/app/create-app-router';
import { leaveServerPageHead } from './ui/head/server-head';

/**
 * Ends the current task: the browser may handle a tap or paint before the start goes on. Each step
 * of the start (the container, the texts, the page's data, hydration) then runs as a task of its
 * own instead of one long task, which is what Lighthouse counts as blocking time
 * (architecture/performance.md).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The demo's build (`npm run demo`) runs on its own adapters, a chunk the shop's build never loads. */
const adapterSet = async (): Promise<AdapterSet> =>
  import.meta.env.VITE_ADAPTERS === 'demo'
    ? (await import('./di/demo-adapters.binding')).DEMO_ADAPTERS
    : BROWSER_ADAPTERS;

const start = async (root: HTMLElement): Promise<void> => {
  const { pathname, search } = window.location;
  const locale = localeOfPath(pathname);
  // The scripts' own evaluation was one task; the start begins in the next.
  await nextTask();
  // A server-rendered page carries the data it was rendered from (architecture/seo.md).
  const snapshot = readPageSnapshot(document, pathname);
  const adapters = await adapterSet();
  const container = createContainer({
    adapters: snapshot === null ? adapters : withPreloadedData(adapters, snapshot, { fetches: true }),
    locale,
  });
  await nextTask();

  // Vite reports a chunk it could not preload (usually a deploy replaced it); reloading fetches the
  // new files. The use case allows one reload per minute, else the error reaches the error page.
  const recoverFromChunkError = container.get<RecoverFromChunkError>(TOKENS.RecoverFromChunkError);
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromChunkError()) event.preventDefault();
  });

  // The page's language arrives as its own small chunk: the first render waits for it rather than
  // flashing untranslated keys. A failed download still renders (the chunk-error page can then speak).
  await textsReady(container.get<i18n>(TOKENS.I18n), locale).catch(() => undefined);
  await nextTask();
  const routes = appRouteTable(container);
  const hydrating = canHydrate(container, snapshot, pathname, search);
  if (hydrating) {
    await prepareHydration(container, routes, pathname);
    await nextTask();
  }
  // The router starts only now: its first navigation must find <ScrollRestoration> listening, or a
  // reload would not return to where the customer was. Hydrating, it starts on the loaded page.
  const router = createAppRouter(
    container,
    (table) => createBrowserRouter(table, hydrating ? { hydrationData: {} } : {}),
    routes,
  );
  // The server's head tags stay until the app renders its own (ui/head/server-head.ts).
  router.subscribe((state) => leaveServerPageHead(document, pathname, state.location.pathname));
  // The head's click recorder of a server-rendered page stops once the app has taken over, hydrated
  // or rendered afresh (a remembered language or city); afresh, the held buttons are gone with the
  // server's HTML and nothing is replayed.
  const app = (
    <>
      <App container={container} router={router} />
      <ReplayEarlyClicks />
    </>
  );
  // Hydrating as a transition lets React yield to the browser between small slices of work instead
  // of one long task over the whole menu; a click on a part not hydrated yet hydrates that part
  // first and is then replayed, so it is not lost.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
};

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
void start(root);
