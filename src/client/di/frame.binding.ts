import type { Container } from 'inversify';
import { CallbackViewModel } from '../view-models/callback.view-model';
import { CitiesViewModel } from '../view-models/cities.view-model';
import { CitySelectionViewModel } from '../view-models/city-selection.view-model';
import { ContentPageViewModel } from '../view-models/content-page.view-model';
import { DialogViewModel } from '../view-models/dialog.view-model';
import { NavigationProgressViewModel } from '../view-models/navigation-progress.view-model';
import { NotFoundViewModel } from '../view-models/not-found.view-model';
import { WorkingHoursViewModel } from '../view-models/working-hours.view-model';
import { TOKENS } from './tokens';

/**
 * The frame around the menu. Widgets that a button in one place opens somewhere else (callback
 * popup, dialogs, city modal) and page-long stores (cities, stops) are singletons; a page's
 * own state is fresh per visit.
 */
export const bindFrameViewModels = (container: Container): void => {
  container.bind(TOKENS.CitiesViewModel).to(CitiesViewModel).inSingletonScope();
  container.bind(TOKENS.CallbackViewModel).to(CallbackViewModel).inSingletonScope();
  container.bind(TOKENS.WorkingHoursViewModel).to(WorkingHoursViewModel).inSingletonScope();
  container.bind(TOKENS.DialogViewModel).to(DialogViewModel).inSingletonScope();
  container.bind(TOKENS.CitySelectionViewModel).to(CitySelectionViewModel).inSingletonScope();
  // One per app: a server-rendered information page is filled before hydration and kept.
  container.bind(TOKENS.ContentPageViewModel).to(ContentPageViewModel).inSingletonScope();
  container.bind(TOKENS.NotFoundViewModel).to(NotFoundViewModel).inTransientScope();
  container.bind(TOKENS.NavigationProgressViewModel).to(NavigationProgressViewModel).inTransientScope();
};
