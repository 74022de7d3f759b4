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
 * popup, and the modals. It also tells the stores when a page of a city is shown.
 */
export const ShopFrame = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const cities = useInjected<CitiesViewModel>(TOKENS.CitiesViewModel);
  const workingHours = useInjected<WorkingHoursViewModel>(TOKENS.WorkingHoursViewModel);
  const city = shell.city;
  const onShopPage = shell.route !== null;

  useEffect(() => {
    void cities.load();
  }, [cities]);
  useEffect(() => {
    if (onShopPage) void workingHours.check();
  }, [workingHours, city, onShopPage]);

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
