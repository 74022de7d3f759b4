import type { Injector } from './tokens';
import { TOKENS } from './tokens';
import type { AppShellViewModel } from '../view-models/app-shell.view-model';
import type { BannersViewModel } from '../view-models/banners.view-model';
import type { CitiesViewModel } from '../view-models/cities.view-model';
import type { ContentPageViewModel } from '../view-models/content-page.view-model';
import { isContentPageSlug } from '../../domain/content/content-page';
import type { MenuViewModel } from '../view-models/menu.view-model';
import type { WorkingHoursViewModel } from '../view-models/working-hours.view-model';

/**
 * Loads what a storefront page's first render shows: the cities (phone, sushi switch) and, on the
 * menu pages, the city's menu and the page's banners; on an information page, its text. The server awaits it before rendering and
 * the browser before hydrating (architecture/seo.md), both from the page's snapshot, so the two
 * renders start from the same state. The city's hours come too; anything else (stops, the live
 * schedule) loads after hydration, as usual.
 */
export const preparePageData = async (container: Injector): Promise<void> => {
  const shell = container.get<AppShellViewModel>(TOKENS.AppShellViewModel);
  const page = shell.route?.page;
  const menuPage = page === 'home' || page === 'sushi';
  const contentPage = isContentPageSlug(page) ? page : null;
  await Promise.all([
    container.get<CitiesViewModel>(TOKENS.CitiesViewModel).load(),
    // Every page's hero or footer says the city's hours.
    container.get<WorkingHoursViewModel>(TOKENS.WorkingHoursViewModel).loadSchedule(),
    menuPage ? container.get<MenuViewModel>(TOKENS.MenuViewModel).ensureLoaded() : Promise.resolve(),
    menuPage ? container.get<BannersViewModel>(TOKENS.BannersViewModel).ensureLoaded() : Promise.resolve(),
    contentPage === null
      ? Promise.resolve()
      : container.get<ContentPageViewModel>(TOKENS.ContentPageViewModel).ensureLoaded(contentPage),
  ]);
};
