import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { CallbackViewModel } from '../../view-models/callback.view-model';
import type { CitySelectionViewModel } from '../../view-models/city-selection.view-model';
import type { CitiesViewModel } from '../../view-models/cities.view-model';
import type { WorkingHoursViewModel } from '../../view-models/working-hours.view-model';
import { CallbackButton } from '../callback/callback-button';
import { useInjected } from '../di/container-context';
import { AskUserModal } from '../modals/ask-user-modal';
import { NavigationProgress } from './navigation-progress';

/* The callback form and the city choice open on a click, the stop and night notices only when the
   city is stopped or asleep: chunks of their own keep them out of the scripts every first visit
   downloads (architecture/performance.md). */
const CallbackPopup = lazy(() =>
  import('../callback/callback-popup').then((module) => ({ default: module.CallbackPopup })),
);
const WorkingHoursModal = lazy(() =>
  import('../modals/working-hours-modal').then((module) => ({ default: module.WorkingHoursModal })),
);
const CitySelectionModal = lazy(() =>
  import('../modals/city-selection-modal').then((module) => ({ default: module.CitySelectionModal })),
);

/**
 * Everything that floats over the storefront pages: the progress bar, the callback button and
 * popup, and the modals. It also tells the stores which city's pages are shown.
 */
export const ShopFrame = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const cities = useInjected<CitiesViewModel>(TOKENS.CitiesViewModel);
  const workingHours = useInjected<WorkingHoursViewModel>(TOKENS.WorkingHoursViewModel);
  const callback = useInjected<CallbackViewModel>(TOKENS.CallbackViewModel);
  const citySelection = useInjected<CitySelectionViewModel>(TOKENS.CitySelectionViewModel);
  const city = shell.city;

  useEffect(() => {
    void cities.load();
  }, [cities]);
  // Also on the 404 page: its footer says the city's hours like every page (the stop modal itself
  // stays away from it).
  useEffect(() => {
    void workingHours.check();
  }, [workingHours, city]);

  return (
    <>
      <NavigationProgress />
      <CallbackButton />
      <Suspense fallback={null}>{callback.isOpen && <CallbackPopup />}</Suspense>
      <Suspense fallback={null}>{workingHours.isOpen && <WorkingHoursModal />}</Suspense>
      <Suspense fallback={null}>{citySelection.isOpen && <CitySelectionModal />}</Suspense>
      <AskUserModal />
    </>
  );
});
