import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import { hoursTextOf } from '../../../domain/site-schedule/shop-hours-text';
import type { WorkingHoursViewModel } from '../../view-models/working-hours.view-model';
import { useInjected } from '../di/container-context';

/**
 * Today's hours of the city in the words of `prefix` ('common:hours', 'pages:delivery.hours'); null
 * until the city's schedule is known. Call inside an observer.
 */
export const useShopHoursText = (prefix: string): string | null => {
  const workingHours = useInjected<WorkingHoursViewModel>(TOKENS.WorkingHoursViewModel);
  const { t } = useTranslation();
  const display = workingHours.hoursDisplay;
  if (display === null) return null;
  const text = hoursTextOf(display, prefix);
  return t(text.key, text.params);
};
