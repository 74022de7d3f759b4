import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { CitiesViewModel } from '../../view-models/cities.view-model';
import type { WorkingHoursViewModel } from '../../view-models/working-hours.view-model';
import { CallbackButton } from '../callback/callback-button';
import { CallbackPopup } from '../callback/callback-popup';
import { useInjected } from '../di/container-context';
import { AskUserModal } from '../modals/ask-user-modal';
import { CitySelectionModal } from '../modals/city-selection-modal';
import { WorkingHoursModal } from '../modals/working-hours-modal';
import { NavigationProgress } from './navigation-progress';

/**
 * Everything that floats over the storefront pages: the progress bar, the callback button and
 * popup, and the modals. It also tells the stores which city's pages are shown.
 */
export const ShopFrame = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const cities = useInjected<CitiesViewModel>(TOKENS.CitiesViewModel);
  const workingHours = useInjected<WorkingHoursViewModel>(TOKENS.WorkingHoursViewModel);
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
      <CallbackPopup />
      <WorkingHoursModal />
      <CitySelectionModal />
      <AskUserModal />
    </>
  );
});
