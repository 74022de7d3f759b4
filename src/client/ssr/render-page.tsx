// Inversify reads decorator metadata: it must be loaded before any injectable class.
import 'reflect-metadata/lite';
import type { i18n } from 'i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { localeOfPath } from '../../domain/routing/relocalize-path';
import type { PageRenderRequest, PageSnapshot, RenderedPage } from '../../domain/shop-api/page-snapshot.contract';
import { textsReady } from '../adapters/i18n/create-i18n';
import { InMemoryLoggerAdapter } from '../adapters/server-render/in-memory-logger.adapter';
import { createContainer } from '../di/container';
import { preparePageData } from '../di/page-data.preparation';
import { withPreloadedData } from '../di/preloaded-data.binding';
import { serverRenderAdapters } from '../di/server-render-adapters.binding';
import { TOKENS, type PrepareAdminArea } from '../di/tokens';
import { AppProviders } from '../ui/app/app';
import { appRoutes } from '../ui/routing/app-routes';
import type { AppShellViewModel } from '../view-models/app-shell.view-model';
import { RenderClock } from '../adapters/preloaded/render-clock.adapter';
import { PAGE_SOURCES } from './page-sources';

const HOISTED_TAGS = /^(?:<link\b[^>]*>)+/;

// Observers render once and never react: no reaction may outlive a render on the server.
enableStaticRendering(true);

/**
 * The server's render of a storefront page (architecture/seo.md), built by `vite build --ssr` into
 * dist/ssr and loaded by the shop's server. The browser's own composition root runs with
 * in-memory ports and the page's snapshot in front of them, the same data the browser hydrates
 * from, so both renders agree.
 */
export const renderPage = async ({ url, origin, snapshotJson }: PageRenderRequest): Promise<RenderedPage | null> => {
  const snapshot = JSON.parse(snapshotJson) as PageSnapshot;
  const logger = new InMemoryLoggerAdapter();
  const clock = new RenderClock(snapshot.renderedAt);
  const adapters = withPreloadedData(serverRenderAdapters(origin, clock, logger), snapshot, { fetches: false });
  const request = new Request(new URL(url, origin));
  const { pathname, search } = new URL(request.url);
  const container = createContainer({ adapters, locale: localeOfPath(pathname) });
  const shell = container.get<AppShellViewModel>(TOKENS.AppShellViewModel);
  shell.syncLocation(pathname, search);
  const route = shell.route;
  // The storefront's pages and its 404 page; never the admin area.
  if ((route === null && !shell.isNotFound) || shell.redirectTo !== null) return null;

  const handler = createStaticHandler(appRoutes(container.get<PrepareAdminArea>(TOKENS.PrepareAdminArea)));
  const [context] = await Promise.all([
    handler.query(request),
    textsReady(container.get<i18n>(TOKENS.I18n), shell.locale),
    preparePageData(container),
  ]);
  // The cities just loaded may close the city's sushi page: the app would redirect, not show it.
  if (context instanceof Response || context.errors !== null || shell.redirectTo !== null) return null;

  const markup = renderToString(
    <AppProviders container={container}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  // React writes what belongs in the head (image preloads) before the markup.
  const hoisted = HOISTED_TAGS.exec(markup)?.[0] ?? '';
  return {
    html: markup.slice(hoisted.length),
    head: hoisted,
    readClock: clock.wasRead,
    pageModule: route === null ? null : PAGE_SOURCES[route.page],
    problems: logger.entries.map((entry) => `${entry.level}: ${entry.message}`),
  };
};
